import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { soulPassingRecord } from '../../machines/liberi-gothica/soul-passing.machine.js';
import { BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS } from '../../machines/liberi-gothica/soul-passing.setup.js';
import { encodeRecord } from '../shared/persist.js';
import { checkDamagedSavedTables, checkEachInvalidValue, checkHostileAttributes, type AttributeSpec } from '../shared/testing/hostile.js';
import './rb-soul-passing.js';
import type { RbSoulPassing } from './rb-soul-passing.js';

async function table(attrs: { liberi?: string; rolls?: string; vitality?: string } = {}) {
  const el = await fixture<RbSoulPassing>(html`<rb-soul-passing
    no-save
    seed="11"
    vitality=${attrs.vitality ?? '7'}
    rolls=${attrs.rolls ?? '1 1 1'}
    liberi=${attrs.liberi ?? 'Ada 5ft, Bram 15ft, Cass 30ft'}
  ></rb-soul-passing>`);
  await el.updateComplete;
  return el;
}

const root = (el: RbSoulPassing) => el.shadowRoot!;
const buttons = (el: RbSoulPassing) => [...root(el).querySelectorAll('button')];
const button = (el: RbSoulPassing, label: string | RegExp) => {
  const found = buttons(el).find((b) => (typeof label === 'string' ? b.textContent!.includes(label) : label.test(b.textContent!)));
  if (!found) throw new Error(`no button ${label}; have: ${buttons(el).map((b) => b.textContent!.trim()).join(' | ')}`);
  return found;
};
const text = (el: RbSoulPassing) => root(el).textContent!.replace(/\s+/g, ' ');
const announced = (el: RbSoulPassing) => root(el).querySelector('[role="status"]')!.textContent!.trim();

async function click(el: RbSoulPassing, label: string | RegExp) {
  button(el, label).click();
  await el.updateComplete;
}

/** Focus a button and press Enter on the real keyboard. */
async function pressEnter(el: RbSoulPassing, b: HTMLButtonElement) {
  b.focus();
  expect(root(el).activeElement).to.equal(b);
  await sendKeys({ press: 'Enter' });
  await el.updateComplete;
}

/** Alt+← or Alt+→ on the real keyboard, with focus inside the widget. */
async function altArrow(el: RbSoulPassing, arrow: 'ArrowLeft' | 'ArrowRight') {
  await sendKeys({ down: 'Alt' });
  await sendKeys({ press: arrow });
  await sendKeys({ up: 'Alt' });
  await el.updateComplete;
}

const aTurn = { lingering: 'a turn' } as const;

/**
 * The widget still plays: one step by real key presses. Damage while the body lives, the
 * passing roll at the end of a round, the end of a turn otherwise; a finished table is reset first.
 */
async function playsOneStepByKeys(el: RbSoulPassing) {
  await el.updateComplete;
  if (el.snapshot.status === 'done') await pressEnter(el, button(el, 'Reset'));
  const step = el.record.step;
  const next = buttons(el).find((b) => /Deal damage|Roll to pass on|End turn/.test(b.textContent!) && !b.disabled);
  expect(next, 'a step to play').to.exist;
  await pressEnter(el, next!);
  expect(el.record.step, 'one step was played by keyboard').to.equal(step + 1);
}

const ATTRIBUTES: readonly AttributeSpec[] = [
  { name: 'seed', kind: 'checked' },
  { name: 'rolls', kind: 'checked' },
  { name: 'absorb-rolls', kind: 'checked' },
  { name: 'vitality', kind: 'checked' },
  { name: 'liberi', kind: 'checked' },
  { name: 'character', kind: 'checked' },
  { name: 'name', kind: 'free' },
  { name: 'balanced', kind: 'flag' },
  { name: 'storage-key', kind: 'free' },
  { name: 'no-save', kind: 'flag' },
];

describe('rb-soul-passing', () => {
  it('is accessible at the start, mid-prayer, at the passing roll and after the book example', async () => {
    const el = await table();
    await expect(el).to.be.accessible();
    await click(el, 'Pray');
    await expect(el).to.be.accessible();
    el.send({ type: 'turn.ended' });
    el.send({ type: 'turn.ended' });
    el.send({ type: 'turn.ended' });
    await el.updateComplete;
    await expect(el).to.be.accessible();
    await click(el, "Replay the book's example");
    await expect(el).to.be.accessible();
  });

  it('says a prayer by keyboard alone and announces what it gave', async () => {
    const el = await table();
    await pressEnter(el, button(el, 'Pray (action 1 of 2)'));
    expect(el.snapshot.context.prayers[0]).to.equal(1);
    expect(announced(el)).to.contain('Ada begins a Soul Prayer (1 of 2 actions)');
    await pressEnter(el, button(el, 'Pray (action 2 of 2)'));
    expect(el.snapshot.matches('gathered')).to.equal(true);
    expect(announced(el)).to.contain('Ada finishes the Soul Prayer (2 of 2 actions): all 7 Vitality the soul had left.');
    expect(announced(el)).to.contain('Ada +7 to the Soul Gauge and +1 Essence');
    expect(text(el)).to.contain('7/20');
  });

  it('shows the need before each roll and the chance a prayer begun now finishes', async () => {
    const el = await table({ rolls: '3' });
    expect(text(el)).to.contain('finishes before the soul goes: 100%');
    await click(el, 'Something else');
    expect(text(el)).to.contain('finishes before the soul goes: 90%');
    await click(el, 'End turn');
    await click(el, 'End turn');
    await click(el, 'End turn');
    expect(button(el, 'Roll to pass on').textContent).to.contain('needs 10+');
    await click(el, 'Roll to pass on');
    expect(text(el)).to.contain('Round 1: needed 10+, rolled 3: lingers');
    expect(text(el)).to.contain('Next roll needs 9 or more');
  });

  it('disables what the rules forbid: Cass is out of reach at 30 feet', async () => {
    const el = await table();
    await click(el, 'End turn');
    await click(el, 'End turn');
    expect(button(el, 'Pray').disabled).to.equal(true);
    expect(button(el, 'Absorb').disabled).to.equal(true);
    expect(text(el)).to.contain('No prayer or absorption: Cass is 30 feet from the body; a soul is gathered from 20 feet or closer.');
    await click(el, 'Move toward the body');
    expect(button(el, 'Pray').disabled).to.equal(false);
  });

  it('links each reason to its rule, and says the Toughness limit with its numbers', async () => {
    const el = await fixture<RbSoulPassing>(html`<rb-soul-passing no-save seed="3" name="Cat" character="life 2 vitality 6 toughness 3" liberi="Ada 5ft"></rb-soul-passing>`);
    const field = root(el).querySelector('input[type="number"]') as HTMLInputElement;
    field.value = '5';
    field.dispatchEvent(new Event('input'));
    await el.updateComplete;
    await pressEnter(el, button(el, 'Deal damage'));
    expect(announced(el)).to.contain('Life −3 is below 0 but not below −3 (minus Toughness 3): Cat is unconscious.');
    const link = root(el).querySelector('.narration a[part~="rule-link"]') as HTMLAnchorElement;
    expect(link.getAttribute('href')).to.equal('/liberi-gothica/death-and-passing-on/#down-out-dead');
    expect(link.textContent).to.equal('Down, out, dead');
  });

  it('steps back and forward through the history', async () => {
    const el = await table();
    await click(el, 'Pray');
    await click(el, 'Pray');
    expect(el.snapshot.matches('gathered')).to.equal(true);
    await click(el, 'Back');
    expect(el.snapshot.matches(aTurn)).to.equal(true);
    expect(el.snapshot.context.prayers[0]).to.equal(1);
    expect(announced(el)).to.contain('Step 1 of 2');
    // Alt+ArrowRight from the keyboard goes forward again.
    button(el, 'Forward').focus();
    await sendKeys({ down: 'Alt' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ up: 'Alt' });
    await el.updateComplete;
    expect(el.snapshot.matches('gathered')).to.equal(true);
    await click(el, 'Start');
    expect(el.snapshot.context.prayers[0]).to.equal(0);
  });

  it("opens the book's example at its first step, and steps through Cat's 7, 6 and 8 by keyboard", async () => {
    const el = await table();
    await pressEnter(el, button(el, "Replay the book's example"));
    expect(el.record.step).to.equal(0);
    expect(el.record.events).to.deep.equal(BOOK_EXAMPLE_EVENTS);
    expect(button(el, 'Roll to pass on').textContent).to.contain('needs 10+');
    await altArrow(el, 'ArrowRight');
    expect(text(el)).to.contain('Round 1: needed 10+, rolled 7: lingers');
    await altArrow(el, 'ArrowRight');
    expect(text(el)).to.contain('Round 2: needed 9+, rolled 6: lingers');
    await altArrow(el, 'ArrowRight');
    expect(el.snapshot.matches('passed on')).to.equal(true);
    expect(text(el)).to.contain('Round 3: needed 8+, rolled 8: passes on');
    expect(announced(el)).to.contain('Cat passes on');
  });

  it('opens a saved table at the step it was saved at, a shared one at the step its link names, and a fresh one at step 0', async () => {
    const record = { format: soulPassingRecord.current, input: BOOK_EXAMPLE, events: BOOK_EXAMPLE_EVENTS, step: 2 };
    localStorage.setItem('rb:soul-step', JSON.stringify(record));
    const saved = await fixture<RbSoulPassing>(html`<rb-soul-passing storage-key="soul-step"></rb-soul-passing>`);
    expect(saved.record.step).to.equal(2);
    expect(button(saved, 'Roll to pass on').textContent).to.contain('needs 8+');
    saved.remove();
    localStorage.removeItem('rb:soul-step');

    history.replaceState(null, '', `#soul-link=${encodeRecord({ ...record, step: 1 })}`);
    const shared = await fixture<RbSoulPassing>(html`<rb-soul-passing storage-key="soul-link"></rb-soul-passing>`);
    expect(shared.record.step).to.equal(1);
    expect(button(shared, 'Roll to pass on').textContent).to.contain('needs 9+');
    shared.remove();
    history.replaceState(null, '', location.pathname);
    localStorage.removeItem('rb:soul-link');

    const fresh = await fixture<RbSoulPassing>(html`<rb-soul-passing storage-key="soul-fresh" seed="2"></rb-soul-passing>`);
    expect(fresh.record).to.include({ step: 0 });
    expect(fresh.record.events).to.deep.equal([]);
    localStorage.removeItem('rb:soul-fresh');
  });

  it('draws the survival chart with SVG attributes, never inline styles', async () => {
    const el = await table();
    const bars = root(el).querySelectorAll('svg rect.bar');
    expect(bars.length).to.equal(11);
    expect(root(el).querySelector('[style]')).to.equal(null);
    expect(root(el).querySelector('svg')!.getAttribute('aria-label')).to.contain('round 2: 90%');
  });

  it('shows a specific error for a bad attribute and still works with defaults', async () => {
    const errors = new Promise<CustomEvent>((resolve) => document.addEventListener('rb-error', (e) => resolve(e as CustomEvent), { once: true }));
    const el = await fixture<RbSoulPassing>(html`<rb-soul-passing no-save seed="3" rolls="7 12" liberi="Ada 5ft gauge 25"></rb-soul-passing>`);
    const alert = root(el).querySelector('[role="alert"]')!;
    expect(alert.textContent).to.contain('rolls: 12 is not a face of a d10 (1 to 10)');
    expect(alert.textContent).to.contain('liberi: "Ada 5ft gauge 25": gauge needs a whole number from 0 to 20 after it');
    expect((await errors).detail.messages).to.have.length(2);
    // The default Liberi take over.
    expect(text(el)).to.contain('Bram');
    await click(el, 'Absorb');
    expect(el.snapshot.matches('gathered')).to.equal(true);
  });

  it('starts again with the balanced rule when its switch is turned on', async () => {
    const el = await table();
    const box = root(el).querySelector('input[type="checkbox"]') as HTMLInputElement;
    box.click();
    await el.updateComplete;
    expect(el.balanced).to.equal(true);
    expect(el.snapshot.context.balanced).to.equal(true);
    expect(text(el)).to.contain('Balanced Soul Gathering is on');
    // Ada prays for 7 Vitality; Ada and Bram are within 20 feet: 3 each, the odd one to Ada.
    await click(el, 'Pray');
    await click(el, 'Pray');
    expect(announced(el)).to.contain('Ada +4 to the Soul Gauge and +1 Essence; Bram +3 to the Soul Gauge and +1 Essence');
  });

  it('gives no Essence to a sharer whose balanced share is 0 Vitality', async () => {
    const el = await fixture<RbSoulPassing>(html`<rb-soul-passing no-save balanced seed="2" vitality="1" absorb-rolls="4" liberi="Ada 5ft, Bram 10ft"></rb-soul-passing>`);
    await pressEnter(el, button(el, 'Absorb'));
    expect(announced(el)).to.contain('Ada +1 to the Soul Gauge and +1 Essence; Bram gets a share of 0, so no Essence');
    expect(el.snapshot.context.liberi.map((l) => l.essence)).to.deep.equal([1, 0]);
  });

  describe('hostile input', function () {
    this.timeout(120_000);
    const options = { tag: 'rb-soul-passing', attributes: ATTRIBUTES, works: playsOneStepByKeys, fixed: { 'no-save': '' } };

    it('names each attribute given a value it cannot take, and still plays', async () => {
      await checkEachInvalidValue(options);
    });

    it('survives any values in any attributes, changed while it runs and removed again', async () => {
      await checkHostileAttributes({ ...options, runs: 20 });
    });

    it('opens fresh with a plain message from a damaged saved table of any shape', async () => {
      await checkDamagedSavedTables({ tag: 'rb-soul-passing', works: playsOneStepByKeys, format: soulPassingRecord.current, runs: 20 });
    });

    it("says plainly that a saved table with no setup cannot be used, not the engine's words", async () => {
      localStorage.setItem('rb:soul-null', JSON.stringify({ format: soulPassingRecord.current, input: null, events: [], step: 0 }));
      const el = await fixture<RbSoulPassing>(html`<rb-soul-passing storage-key="soul-null"></rb-soul-passing>`);
      expect(root(el).querySelector('[role="alert"]')!.textContent).to.contain("the saved table's setup could not be used (it holds no setup)");
      await playsOneStepByKeys(el);
      localStorage.removeItem('rb:soul-null');
    });
  });
});
