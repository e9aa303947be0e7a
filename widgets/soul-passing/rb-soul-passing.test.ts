import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
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
    expect(el.snapshot.value).to.equal('gathered');
    expect(announced(el)).to.contain('Ada finishes the Soul Prayer: 7 Vitality');
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
    await click(el, 'Move toward the body');
    expect(button(el, 'Pray').disabled).to.equal(false);
  });

  it('steps back and forward through the history', async () => {
    const el = await table();
    await click(el, 'Pray');
    await click(el, 'Pray');
    expect(el.snapshot.value).to.equal('gathered');
    await click(el, '◀ Back');
    expect(el.snapshot.value).to.equal('turn');
    expect(el.snapshot.context.prayers[0]).to.equal(1);
    expect(announced(el)).to.contain('Step 1 of 2');
    // Alt+ArrowRight from the keyboard goes forward again.
    button(el, 'Forward').focus();
    await sendKeys({ down: 'Alt' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ up: 'Alt' });
    await el.updateComplete;
    expect(el.snapshot.value).to.equal('gathered');
    await click(el, 'Start');
    expect(el.snapshot.context.prayers[0]).to.equal(0);
  });

  it("replays the book's example: Cat passes on with 7, 6 and 8", async () => {
    const el = await table();
    await click(el, "Replay the book's example");
    expect(el.snapshot.value).to.equal('passedOn');
    expect(text(el)).to.contain('Round 1: needed 10+, rolled 7: lingers');
    expect(text(el)).to.contain('Round 2: needed 9+, rolled 6: lingers');
    expect(text(el)).to.contain('Round 3: needed 8+, rolled 8: passes on');
    expect(announced(el)).to.contain('Cat passes on');
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
    expect(alert.textContent).to.contain('liberi: "Ada 5ft gauge 25": a Soul Gauge holds at most 20, not 25');
    expect((await errors).detail.messages).to.have.length(2);
    // The default Liberi take over.
    expect(text(el)).to.contain('Bram');
    await click(el, 'Absorb');
    expect(el.snapshot.value).to.equal('gathered');
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
});
