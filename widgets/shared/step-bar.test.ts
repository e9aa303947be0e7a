/**
 * The frame every widget shares, on the demo coin (six rolls of a d6, then over): the step bar
 * (sticky, one height, its move a real button, the ways on at the end, the menu on a phone),
 * the welcome back, and sizes made for fingers, all by real keys and at real widths.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { button, openStepMenu, press, pressSuggested, root, settle } from './testing/keys.js';
import { COIN_ROLLS, type RbDemoCoin } from './testing/demo-coin.js';
import './testing/demo-coin.js';
import { welcomeText } from './ui.js';

const WIDTHS = [320, 390, 1280] as const;

const bar = (el: RbDemoCoin) => root(el).querySelector<HTMLElement>('[part~="step-bar"]')!;
const move = (el: RbDemoCoin) => root(el).querySelector<HTMLButtonElement>('[part~="step-move"]');
const where = (el: RbDemoCoin) => bar(el).querySelector('.where')!.textContent!.replace(/\s+/g, ' ').trim();

async function coin(attributes = 'no-save seed="3"'): Promise<RbDemoCoin> {
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  host.innerHTML = `<rb-demo-coin ${attributes}></rb-demo-coin>`;
  const el = host.querySelector('rb-demo-coin') as RbDemoCoin;
  await settle(el);
  return el;
}

async function alt(key: 'ArrowLeft' | 'ArrowRight', el: RbDemoCoin): Promise<void> {
  await sendKeys({ down: 'Alt' });
  await sendKeys({ press: key });
  await sendKeys({ up: 'Alt' });
  await settle(el);
}

describe('the step bar', () => {
  beforeEach(() => localStorage.clear());
  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
    scrollTo(0, 0);
  });

  it('offers the suggested move as a real button, says where the story is, and steps with Alt+arrows', async () => {
    const el = await coin();
    expect(move(el)!.localName).to.equal('button');
    expect(move(el)!.textContent!.trim()).to.equal('Roll the die');
    expect(where(el)).to.equal('Step 0 of 0');
    await pressSuggested(el);
    await pressSuggested(el);
    expect(el.snapshot.context.rolls).to.have.length(2);
    expect(where(el)).to.equal('Step 2 of 2');
    move(el)!.focus();
    await alt('ArrowLeft', el);
    expect(where(el)).to.equal('Step 1 of 2');
    expect(el.snapshot.context.rolls).to.have.length(1);
    // In replay the bar still offers the move of the step shown.
    expect(move(el)!.textContent!.trim()).to.equal('Roll the die');
    await alt('ArrowRight', el);
    expect(where(el)).to.equal('Step 2 of 2');
    await press(el, 'Back');
    expect(where(el)).to.equal('Step 1 of 2');
    await press(el, 'Forward');
    expect(where(el)).to.equal('Step 2 of 2');
    await expect(el).to.be.accessible();
  });

  for (const width of WIDTHS) {
    it(`keeps one height at every step, in play, replay and at the end, and never overflows, at ${width} px`, async () => {
      await setViewport({ width, height: 844 });
      const el = await coin();
      const heights = new Set<number>();
      const measure = () => {
        const r = bar(el).getBoundingClientRect();
        heights.add(Math.round(r.height * 10) / 10);
        // Every control sits inside the bar, none taller than its 44 px row.
        for (const b of bar(el).querySelectorAll('button')) {
          if (!b.checkVisibility() || b.closest('.step-more.open')) continue;
          const box = b.getBoundingClientRect();
          expect(box.height, `${b.textContent!.trim()} is one row`).to.be.within(43.5, 44.5);
          expect(box.top).to.be.at.least(r.top);
          expect(box.bottom).to.be.at.most(r.bottom);
        }
        expect(bar(el).scrollWidth, 'nothing in the bar scrolls sideways').to.be.at.most(bar(el).clientWidth);
        const base = root(el).querySelector<HTMLElement>('[part~="base"]')!;
        expect(base.scrollWidth, 'the widget does not overflow').to.be.at.most(base.clientWidth);
        expect(el.scrollWidth).to.be.at.most(el.clientWidth);
      };
      measure();
      for (let i = 0; i < COIN_ROLLS; i++) {
        await pressSuggested(el);
        measure();
      }
      expect(el.table.over, 'six rolls end the table').to.equal(true);
      expect(move(el)).to.equal(null);
      expect(root(el).querySelectorAll('[part~="finish"]')).to.have.length(3);
      measure();
      await press(el, 'Back');
      measure();
      await press(el, 'Back');
      measure();
      expect(heights.size, `one height: ${[...heights].join(', ')}`).to.equal(1);
      // Two rows of 44 px, the gap and the padding between them.
      expect([...heights][0]).to.be.within(100, 112);
    });
  }

  it('is one row for a procedure that lists no moves yet, until its table is over', async () => {
    const host = await fixture<HTMLDivElement>(html`<div><rb-demo-coin-plain no-save seed="3"></rb-demo-coin-plain></div>`);
    const el = host.firstElementChild as RbDemoCoin;
    await settle(el);
    expect(bar(el).getBoundingClientRect().height).to.be.within(55, 59);
    expect(move(el)).to.equal(null);
    expect(root(el).querySelector('.step-act'), 'no empty row').to.equal(null);
    for (let i = 0; i < COIN_ROLLS; i++) await press(el, 'Roll');
    expect(bar(el).getBoundingClientRect().height).to.be.within(100, 112);
    expect(root(el).querySelectorAll('[part~="finish"]')).to.have.length(3);
  });

  it('stays in view at the foot of a 390 × 844 screen while a tall widget scrolls, and ends where the widget ends', async () => {
    await setViewport({ width: 390, height: 844 });
    const page = await fixture<HTMLDivElement>(
      html`<div>
        <p class="before">Text above the widget.</p>
        <rb-demo-coin tall no-save seed="1"></rb-demo-coin>
        <p class="after">Text below the widget.</p>
      </div>`,
    );
    (page.querySelector('.before') as HTMLElement).style.height = '900px';
    (page.querySelector('.after') as HTMLElement).style.height = '1500px';
    const el = page.querySelector('rb-demo-coin') as RbDemoCoin;
    await settle(el);
    const frame = () => root(el).querySelector('[part~="base"]')!.getBoundingClientRect();
    const barBox = () => bar(el).getBoundingClientRect();
    const top = () => el.getBoundingClientRect().top + scrollY;
    expect(el.getBoundingClientRect().height, 'the widget is taller than the screen').to.be.greaterThan(2 * innerHeight);

    // Before the widget comes into view, its bar is not on screen either.
    scrollTo(0, 0);
    expect(barBox().top).to.be.at.least(innerHeight - 1);
    // Scrolled into the widget: the bar sits at the foot of the screen, wherever the widget is.
    for (const into of [innerHeight / 2, innerHeight, 1.5 * innerHeight]) {
      scrollTo(0, top() + into - innerHeight / 2);
      await new Promise((r) => requestAnimationFrame(r));
      expect(Math.abs(barBox().bottom - innerHeight), `at ${into}px in`).to.be.below(1);
    }
    // At the widget's end it rests below everything it follows (it covers none of it).
    scrollTo(0, top() + el.getBoundingClientRect().height - innerHeight + 300);
    await new Promise((r) => requestAnimationFrame(r));
    expect(barBox().bottom).to.be.below(innerHeight - 200);
    expect(Math.abs(barBox().bottom - frame().bottom)).to.be.below(1);
    const setup = root(el).querySelector('details.setup')!.getBoundingClientRect();
    expect(barBox().top).to.be.at.least(setup.bottom);
    // Scrolled past, it goes with the widget.
    scrollTo(0, top() + el.getBoundingClientRect().height + 100);
    await new Promise((r) => requestAnimationFrame(r));
    expect(barBox().bottom).to.be.at.most(0);
  });

  it('on a phone keeps Start, Reset and Share in a menu: opened by key, closed by Escape, back on its button', async () => {
    await setViewport({ width: 320, height: 844 });
    const el = await coin('storage-key="coin-menu" seed="3"');
    await pressSuggested(el);
    const more = root(el).querySelector<HTMLButtonElement>('.more-toggle')!;
    expect(more.checkVisibility(), 'the menu button shows on a phone').to.equal(true);
    expect(button(el, 'Reset').checkVisibility(), 'Reset waits in the menu').to.equal(false);
    expect(more.getAttribute('aria-expanded')).to.equal('false');
    await press(el, 'More');
    expect(more.getAttribute('aria-expanded')).to.equal('true');
    expect(root(el).activeElement, 'the focus goes into the menu').to.equal(button(el, 'Start'));
    for (const name of ['Start', 'Reset', 'Share']) expect(button(el, name).checkVisibility(), name).to.equal(true);
    // The menu opens above the bar: the bar keeps its height.
    expect(bar(el).getBoundingClientRect().height).to.be.within(100, 112);
    await sendKeys({ press: 'Escape' });
    await settle(el);
    expect(more.getAttribute('aria-expanded')).to.equal('false');
    expect(root(el).activeElement).to.equal(more);
    await openStepMenu(el);
    await press(el, 'Reset');
    expect(el.snapshot.context.rolls, 'Reset from the menu').to.have.length(0);
    expect(button(el, 'Reset').checkVisibility()).to.equal(false);
    expect(root(el).activeElement, 'back on the menu button').to.equal(more);
    await expect(el).to.be.accessible();
  });

  it('at a laptop width shows Start, Reset and Share in the bar, with no menu', async () => {
    await setViewport({ width: 1280, height: 800 });
    const el = await coin('storage-key="coin-wide" seed="3"');
    expect(root(el).querySelector<HTMLElement>('.more-toggle')!.checkVisibility()).to.equal(false);
    for (const name of ['Start', 'Back', 'Forward', 'Reset', 'Share']) expect(button(el, name).checkVisibility(), name).to.equal(true);
  });
});

describe('never a dead end', () => {
  beforeEach(() => localStorage.clear());

  it('once over offers Play again (same seed), New table (a new seed) and Change the setup (opened and focused)', async () => {
    const el = await coin('no-save seed="11"');
    for (let i = 0; i < COIN_ROLLS; i++) await pressSuggested(el);
    const first = [...el.snapshot.context.rolls];
    expect(el.table.over).to.equal(true);
    const group = root(el).querySelector('.step-act.finish')!;
    expect(group.getAttribute('role')).to.equal('group');
    expect([...group.querySelectorAll('button')].map((b) => b.textContent!.trim())).to.deep.equal([
      'Play again',
      'New table',
      'Change the setup',
    ]);

    await press(el, 'Play again');
    expect(el.record.step).to.equal(0);
    expect(el.record.input.seed).to.equal(11);
    expect(root(el).activeElement, 'the focus lands on the next move').to.equal(move(el));
    for (let i = 0; i < COIN_ROLLS; i++) await pressSuggested(el);
    expect(el.snapshot.context.rolls, 'the same seed tells the same story').to.deep.equal(first);

    await press(el, 'New table');
    expect(el.record.step).to.equal(0);
    expect(el.record.input.seed).to.not.equal(11);
    for (let i = 0; i < COIN_ROLLS; i++) await pressSuggested(el);

    const details = root(el).querySelector<HTMLDetailsElement>('details.setup')!;
    expect(details.open).to.equal(false);
    await press(el, 'Change the setup');
    expect(details.open).to.equal(true);
    expect(root(el).activeElement).to.equal(details.querySelector('summary'));
    await expect(el).to.be.accessible();
  });
});

describe('welcome back', () => {
  const KEY = 'coin-welcome';
  const saved = (extra: object) =>
    localStorage.setItem(
      `rb:${KEY}`,
      JSON.stringify({ format: 'coin/1', input: { seed: 5 }, events: [{ type: 'die.rolled' }, { type: 'die.rolled' }], step: 2, ...extra }),
    );
  const notice = (el: RbDemoCoin) => root(el).querySelector('[part~="welcome"]');
  beforeEach(() => localStorage.clear());

  it('says a restored table is one, from when and at which step, and Continue keeps it', async () => {
    const when = new Date(2026, 2, 3, 18, 30).getTime();
    saved({ savedAt: when });
    const el = await coin(`storage-key="${KEY}" seed="1"`);
    const date = new Date(when).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
    expect(notice(el)!.textContent!.replace(/\s+/g, ' ')).to.contain(`Welcome back: your table from ${date}, at step 2.`);
    await expect(el).to.be.accessible();
    await press(el, 'Continue');
    expect(notice(el)).to.equal(null);
    expect(el.record.step).to.equal(2);
    expect(el.snapshot.context.rolls).to.have.length(2);
    expect(root(el).activeElement, 'the focus goes to the next move').to.equal(move(el));
  });

  it('opens a table saved by an earlier build (no time in it) and says so without a date; Start fresh forgets it', async () => {
    saved({});
    const el = await coin(`storage-key="${KEY}" seed="1"`);
    expect(notice(el)!.textContent!.replace(/\s+/g, ' ')).to.contain('Welcome back: your table, at step 2.');
    await press(el, 'Start fresh');
    expect(notice(el)).to.equal(null);
    expect(el.record.events).to.have.length(0);
    expect(el.record.input.seed).to.equal(1);
  });

  it('goes once the reader plays on, and a fresh table or a shared one has none', async () => {
    saved({ savedAt: Date.now() });
    const el = await coin(`storage-key="${KEY}" seed="1"`);
    expect(notice(el)!.textContent).to.contain('from earlier today');
    await pressSuggested(el);
    expect(notice(el)).to.equal(null);
    expect(el.record.step).to.equal(3);
    localStorage.clear();
    expect(notice(await coin(`storage-key="${KEY}" seed="1"`))).to.equal(null);
  });

  it('does not greet a reader with a table they only opened: no steps, no notice, the same table', async () => {
    const first = await coin(`storage-key="${KEY}"`);
    const seed = first.record.input.seed;
    expect(JSON.parse(localStorage.getItem(`rb:${KEY}`)!).events, 'opened, so saved, with no steps').to.deep.equal([]);
    first.remove();
    const again = await coin(`storage-key="${KEY}"`);
    // Compared as text: chai describing a live element in a failure message can take minutes.
    expect(notice(again)?.textContent ?? 'no notice', 'an untouched table is not welcomed back').to.equal('no notice');
    expect(again.record.input.seed, 'the same table as before').to.equal(seed);
    // A table with steps, even one taken back to its start, is still welcomed.
    await pressSuggested(again);
    await press(again, 'Back');
    again.remove();
    expect(notice(await coin(`storage-key="${KEY}"`))!.textContent).to.contain('at step 0');
  });

  it('keeps the time in the saved copy only, never in the record or a share link', async () => {
    const before = Date.now();
    const el = await coin(`storage-key="${KEY}" seed="1"`);
    await pressSuggested(el);
    const stored = JSON.parse(localStorage.getItem(`rb:${KEY}`)!) as { savedAt: number };
    expect(stored.savedAt).to.be.within(before, Date.now());
    expect(el.record).to.not.have.property('savedAt');
    expect(welcomeText({ step: 4 })).to.equal('Welcome back: your table, at step 4.');
  });
});
