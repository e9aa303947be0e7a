import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { initialTransition, transition } from 'xstate';
import { soulPassingMachine, soulPassingRecord } from '../../machines/liberi-gothica/soul-passing/soul-passing.machine.js';
import { SOUL_PASSING_EXAMPLES } from '../../machines/liberi-gothica/soul-passing/soul-passing.examples.js';

const [{ input: BOOK_EXAMPLE, events: BOOK_EXAMPLE_EVENTS }, { events: TOUGHNESS_EXAMPLE_EVENTS }] = SOUL_PASSING_EXAMPLES as [
  (typeof SOUL_PASSING_EXAMPLES)[number],
  (typeof SOUL_PASSING_EXAMPLES)[number],
];
import { encodeRecord } from '../shared/persist.js';
import { expectChartHighlights, expectChartMatchesMachine } from '../shared/testing/chart.js';
import { until } from '../shared/testing/keys.js';
import { checkDamagedSavedTables, checkEachInvalidValue, checkHostileAttributes, type AttributeSpec } from '../shared/testing/hostile.js';
import chart from '../../generated/charts/soul-passing.chart.js';
import './rb-soul-passing.js';
import type { RbSoulPassing } from './rb-soul-passing.js';

async function table(attrs: { liberi?: string; rolls?: string; vitality?: string; learn?: boolean } = {}) {
  const el = await fixture<RbSoulPassing>(
    html`<rb-soul-passing
      no-save
      seed="11"
      vitality=${attrs.vitality ?? '7'}
      rolls=${attrs.rolls ?? '1 1 1'}
      liberi=${attrs.liberi ?? 'Ada 5ft, Bram 15ft, Cass 30ft'}
      ?learn=${attrs.learn ?? false}
    ></rb-soul-passing>`,
  );
  await el.updateComplete;
  return el;
}

const root = (el: RbSoulPassing) => el.shadowRoot!;
const buttons = (el: RbSoulPassing) => [...root(el).querySelectorAll('button')];
const button = (el: RbSoulPassing, label: string | RegExp) => {
  const words = (b: HTMLButtonElement) => ((b.querySelector('.label') ?? b).textContent ?? '').replace(/\s+/g, ' ').trim();
  const found = buttons(el).find((b) => (typeof label === 'string' ? words(b).startsWith(label) : label.test(words(b))));
  if (!found)
    throw new Error(
      `no button ${label}; have: ${buttons(el)
        .map((b) => b.textContent!.trim())
        .join(' | ')}`,
    );
  return found;
};
const text = (el: RbSoulPassing) => root(el).textContent!.replace(/\s+/g, ' ');
const announced = (el: RbSoulPassing) => root(el).querySelector('[role="status"]')!.textContent!.trim();

/** Click with the mouse at the button's middle. */
async function click(el: RbSoulPassing, label: string | RegExp) {
  const b = button(el, label);
  b.scrollIntoView({ block: 'center' });
  const r = b.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)] });
  await el.updateComplete;
}

/** Press Enter on a button found by its words. */
async function press(el: RbSoulPassing, label: string | RegExp) {
  const b = button(el, label);
  expect(b.disabled, `${label} is enabled`).to.equal(false);
  await pressEnter(el, b);
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
  if (el.teach.pending) el.teach.skip();
  await el.updateComplete;
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
  { name: 'example', kind: 'checked' },
  { name: 'learn', kind: 'flag' },
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
    expect(root(el).querySelector('[part~="status"]')!.textContent!.replace(/\s+/g, ' ')).to.contain(
      'round 2 · the soul holds 7 Vitality, lingering; next roll needs 9+',
    );
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
    const el = await fixture<RbSoulPassing>(
      html`<rb-soul-passing no-save seed="3" name="Cat" character="life 2 vitality 6 toughness 3" liberi="Ada 5ft"></rb-soul-passing>`,
    );
    const field = root(el).querySelector('input[type="number"]') as HTMLInputElement;
    field.value = '5';
    field.dispatchEvent(new Event('input'));
    await el.updateComplete;
    await pressEnter(el, button(el, 'Deal damage'));
    expect(announced(el)).to.contain('Life −3 is below 0 but not below −3 (minus Toughness 3): Cat is unconscious.');
    expect(root(el).querySelector('[part~="why"]')!.textContent).to.contain(
      'Life −3 is below 0 but not below −3 (minus Toughness 3): Cat is unconscious.',
    );
    const link = root(el).querySelector('[part~="why"] a[part~="rule-link"]') as HTMLAnchorElement;
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

  it('opens a table saved by the older builds, which keyed it by page alone, and moves it to its own key', async () => {
    // Until 0.1.0 a soul-passing table without storage-key was saved as "soul-passing@<page>":
    // two widgets of the kind on one page then opened each other's table. Today's key adds the
    // widget's id (or "table"); a table saved the old way still opens, once, and then lives
    // under the new key.
    const page = location.pathname;
    const record = { format: soulPassingRecord.current, input: BOOK_EXAMPLE, events: BOOK_EXAMPLE_EVENTS, step: 2 };
    localStorage.clear();
    localStorage.setItem(`rb:soul-passing@${page}`, JSON.stringify(record));
    const el = await fixture<RbSoulPassing>(html`<rb-soul-passing id="cat"></rb-soul-passing>`);
    expect(el.record.step).to.equal(2);
    expect(el.snapshot.context.name).to.equal('Cat');
    expect(localStorage.getItem(`rb:soul-passing@${page}`)).to.equal(null);
    expect(JSON.parse(localStorage.getItem(`rb:soul-passing@${page}#cat`)!).step).to.equal(2);
    el.remove();

    // A link shared by an older build names the old key in the page's hash: it opens too.
    history.replaceState(null, '', `#${encodeURIComponent(`soul-passing@${page}`)}=${encodeRecord({ ...record, step: 1 })}`);
    const linked = await fixture<RbSoulPassing>(html`<rb-soul-passing></rb-soul-passing>`);
    expect(linked.record.step).to.equal(1);
    expect(linked.snapshot.context.name).to.equal('Cat');
    history.replaceState(null, '', location.pathname);

    // Two widgets of the kind on one page, with ids and no storage-key, keep a table each.
    localStorage.clear();
    const pair = await fixture<HTMLDivElement>(
      html`<div><rb-soul-passing id="first" seed="1"></rb-soul-passing><rb-soul-passing id="second" seed="2"></rb-soul-passing></div>`,
    );
    const [first, second] = [...pair.querySelectorAll('rb-soul-passing')] as RbSoulPassing[];
    await first!.updateComplete;
    await second!.updateComplete;
    expect(first!.record.input.seed).to.equal(1);
    expect(second!.record.input.seed).to.equal(2);
    expect(JSON.parse(localStorage.getItem(`rb:soul-passing@${page}#first`)!).input.seed).to.equal(1);
    expect(JSON.parse(localStorage.getItem(`rb:soul-passing@${page}#second`)!).input.seed).to.equal(2);
    localStorage.clear();
  });

  it('draws the survival chart with the odds, with SVG attributes, never inline styles', async () => {
    const el = await table();
    expect(root(el).querySelector('svg rect.bar')).to.equal(null);
    await press(el, 'Odds');
    const bars = root(el).querySelectorAll('svg rect.bar');
    expect(bars.length).to.equal(11);
    expect(root(el).querySelector('[style]')).to.equal(null);
    expect(root(el).querySelector('[part~="chart"] svg')!.getAttribute('aria-label')).to.contain('round 2: 90%');
  });

  for (const width of [320, 390]) {
    it(`keeps the odds and the survival chart inside the widget at ${width} px: nothing scrolls sideways`, async () => {
      await setViewport({ width, height: 844 });
      try {
        const el = await table();
        await press(el, 'Odds');
        await until(el, () => root(el).querySelector('[part~="chart"]') !== null, 'the chart');
        const edge = el.getBoundingClientRect().right;
        const past = [...root(el).querySelectorAll<HTMLElement>('*')]
          .filter((e) => e.getBoundingClientRect().width > 0 && e.getBoundingClientRect().right > edge + 0.5)
          .map((e) => `${e.localName}.${e.className} (${Math.round(e.getBoundingClientRect().right - edge)} px past)`);
        expect(past, "past the widget's right edge").to.deep.equal([]);
        expect(el.scrollWidth, 'the widget scrolls sideways').to.be.at.most(el.clientWidth);
      } finally {
        await setViewport({ width: 800, height: 600 });
      }
    });
  }

  it('shows a specific error for a bad attribute and still works with defaults', async () => {
    const errors = new Promise<CustomEvent>((resolve) =>
      document.addEventListener('rb-error', (e) => resolve(e as CustomEvent), { once: true }),
    );
    const el = await fixture<RbSoulPassing>(
      html`<rb-soul-passing no-save seed="3" rolls="7 12" liberi="Ada 5ft gauge 25"></rb-soul-passing>`,
    );
    const alert = root(el).querySelector('[role="alert"]')!;
    expect(alert.textContent).to.contain('rolls: 12 is not a face of a d10 (1 to 10)');
    expect(alert.textContent).to.contain('liberi: "Ada 5ft gauge 25": gauge needs a whole number from 0 to 20 after it');
    expect((await errors).detail.messages).to.have.length(2);
    // The default Liberi take over: Ada 25 ft away moves in, then absorbs.
    expect(text(el)).to.contain('Bram');
    await click(el, 'Move toward the body');
    await click(el, 'Absorb');
    expect(el.snapshot.matches('gathered')).to.equal(true);
  });

  it('starts again with the balanced rule when the table setup turns it on', async () => {
    const el = await table();
    const summary = root(el).querySelector<HTMLElement>('details.setup > summary')!;
    summary.focus();
    await sendKeys({ press: 'Enter' });
    const box = root(el).querySelector('input[name="balanced"]') as HTMLInputElement;
    box.focus();
    await sendKeys({ press: 'Space' });
    await press(el, 'Start this table');
    expect(el.balanced).to.equal(true);
    expect(el.snapshot.context.balanced).to.equal(true);
    expect(text(el)).to.contain('balanced gathering');
    // The Liberi the form shows are the ones the table was started with.
    expect((root(el).querySelector('input[name="liberi"]') as HTMLInputElement).value).to.equal('Ada 5ft, Bram 15ft, Cass 30ft');
    // Ada prays for 7 Vitality; Ada and Bram are within 20 feet: 3 each, the odd one to Ada.
    await click(el, 'Pray');
    await click(el, 'Pray');
    expect(announced(el)).to.contain('Ada +4 to the Soul Gauge and +1 Essence; Bram +3 to the Soul Gauge and +1 Essence');
  });

  it('gives no Essence to a sharer whose balanced share is 0 Vitality', async () => {
    const el = await fixture<RbSoulPassing>(
      html`<rb-soul-passing no-save balanced seed="2" vitality="1" absorb-rolls="4" liberi="Ada 5ft, Bram 10ft"></rb-soul-passing>`,
    );
    await pressEnter(el, button(el, 'Absorb'));
    expect(announced(el)).to.contain('Ada +1 to the Soul Gauge and +1 Essence; Bram gets a share of 0, so no Essence');
    expect(el.snapshot.context.liberi.map((l) => l.essence)).to.deep.equal([1, 0]);
  });

  it("replays the book's other example: Toughness 3 is unconscious at Life −3 and dead at −4", async () => {
    const el = await fixture<RbSoulPassing>(html`<rb-soul-passing no-save seed="3" example="toughness"></rb-soul-passing>`);
    await press(el, "Replay the book's example");
    expect(el.record.step).to.equal(0);
    expect(el.record.events).to.deep.equal(TOUGHNESS_EXAMPLE_EVENTS);
    expect(root(el).querySelector('[part~="dead"]')!.textContent).to.contain('Life 0');
    await press(el, 'Forward');
    expect(root(el).querySelector('[part~="why"]')!.textContent).to.contain(
      'Life −3 is below 0 but not below −3 (minus Toughness 3): Vale is unconscious.',
    );
    await press(el, 'Forward');
    expect(root(el).querySelector('[part~="why"]')!.textContent).to.contain('Life −4 is below −3 (minus Toughness 3): Vale dies.');
    expect(el.snapshot.matches('lingering')).to.equal(true);
  });

  it('moves Vitality into the gauge and back with one button each way', async () => {
    const el = await table({ liberi: 'Ada 5ft gauge 4 vitality 8' });
    const amount = root(el).querySelector('[part~="actions"] input[type="number"]') as HTMLInputElement;
    amount.focus();
    amount.select();
    await sendKeys({ type: '3' });
    await press(el, 'into the gauge');
    expect(el.snapshot.context.liberi[0]).to.include({ vitality: 5, gauge: 7 });
    await press(el, 'back to the body');
    expect(el.snapshot.context.liberi[0]).to.include({ vitality: 8, gauge: 4 });
  });

  it('shows the exact odds of the roll about to be made: the d6 of an absorption in a turn, the passing roll at the end of the round', async () => {
    const el = await table();
    await press(el, 'Odds');
    // The odds are a module of their own, loaded when a reader first asks.
    await until(el, () => root(el).querySelector('[part~="odds"]') !== null, 'the odds arrived');
    const odds = () => root(el).querySelector('[part~="odds"]')!.textContent!.replace(/\s+/g, ' ');
    expect(odds()).to.contain("Soul Absorption's d6");
    expect(odds()).to.contain('half the Vitality (1–2) 33.3%');
    await press(el, 'End turn');
    await press(el, 'End turn');
    await press(el, 'End turn');
    expect(odds()).to.contain('needs 10 or more on a d10');
    expect(odds()).to.contain('passes on 10%');
  });

  it('asks whether the soul passes on before the roll in learner mode, without changing the roll', async () => {
    sessionStorage.removeItem('rb-learn:rb-soul-passing');
    const plain = await table({ rolls: '10' });
    const learner = await table({ rolls: '10', learn: true });
    for (const el of [plain, learner]) {
      for (let i = 0; i < 3; i++) await press(el, 'End turn');
      await press(el, 'Roll to pass on');
    }
    expect(text(learner)).to.contain('Does the soul pass on this roll?');
    await press(learner, 'It lingers');
    expect(learner.snapshot.context).to.deep.equal(plain.snapshot.context);
    expect(root(learner).querySelector('[part~="graded"]')!.textContent).to.contain('Not this time.');
    // The story is over: its summary says what became of the soul.
    expect(root(learner).querySelector('[part~="summary"]')!.textContent).to.contain(
      "Vale's soul passed on at the end of round 1, with rolls of 10; nobody gathered it.",
    );
  });

  it("keeps the learner's running score: one guess right, one wrong, shown as 1 of 2", async () => {
    sessionStorage.removeItem('rb-learn:rb-soul-passing');
    // Fixed rolls: a 1 at the end of round 1 (it needs 10: the soul lingers), then a 10 at the
    // end of round 2 (it needs 9: the soul passes on). Guess "lingers" both times.
    const el = await table({ rolls: '1 10', learn: true });
    for (let i = 0; i < 3; i++) await press(el, 'End turn');
    await press(el, 'Roll to pass on');
    expect(text(el)).to.contain('Does the soul pass on this roll?');
    await press(el, 'It lingers');
    expect(el.snapshot.context.passingRolls).to.have.length(1);
    const graded = () => root(el).querySelector('[part~="graded"]')!.textContent!.replace(/\s+/g, ' ');
    expect(graded()).to.contain('Right.');
    expect(graded()).to.contain('Score: 1 of 1.');
    for (let i = 0; i < 3; i++) await press(el, 'End turn');
    await press(el, 'Roll to pass on');
    await press(el, 'It lingers');
    expect(el.snapshot.context.passingRolls).to.have.length(2);
    expect(graded()).to.contain('Not this time.');
    expect(graded()).to.contain('Score: 1 of 2.');
    expect(announced(el)).to.contain('Score 1 of 2.');
  });

  it('matches the machine step for step (the widget decides no rule)', async () => {
    const el = await table();
    await press(el, 'Pray');
    await press(el, 'End turn');
    await press(el, 'Move toward the body');
    let [snap] = initialTransition(soulPassingMachine, el.record.input);
    for (const e of el.record.events) [snap] = transition(soulPassingMachine, snap, e);
    expect(snap.context).to.deep.equal(el.snapshot.context);
  });

  it('draws the statechart from the machine, following the table', async () => {
    expectChartMatchesMachine(chart, soulPassingMachine);
    const el = await table();
    await press(el, 'Statechart');
    for (let i = 0; i < 100 && !root(el).querySelector('.rb-chart g.st'); i++) await new Promise((r) => setTimeout(r, 50));
    await el.updateComplete;
    expectChartHighlights(el, chart, soulPassingMachine);
    for (const step of ['End turn', 'End turn', 'End turn', 'Roll to pass on', 'Back', 'Forward']) {
      await press(el, step);
      expectChartHighlights(el, chart, soulPassingMachine);
    }
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
      expect(root(el).querySelector('[role="alert"]')!.textContent).to.contain('its setup could not be used (it holds no setup)');
      await playsOneStepByKeys(el);
      localStorage.removeItem('rb:soul-null');
    });
  });
});
