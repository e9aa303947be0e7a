/**
 * What every widget's frame gives its controls by default, on the demo coin: sizes made for
 * fingers at 320, 390 and 1280 px, looks that say what they are (toggles, disabled, summaries)
 * in both themes, one statement per result with its sums behind a disclosure, and glossary
 * terms that show their definition on tap or focus.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { GLOSSARY } from '../../machines/dice-pool/glossary.js';
import { button, press, pressSuggested, root, settle, until } from './testing/keys.js';
import { COIN_ROLLS, type RbDemoCoin } from './testing/demo-coin.js';
import './testing/demo-coin.js';
import type { RbTerm } from './term.js';
import './term-element.js';

/** The site's dark theme, as the embed pages set it (site/pages/embed/[widget].astro). */
const DARK =
  '--rb-accent: #b3c7ff; --rb-on-accent: #17181c; --rb-text: #ffffff; --rb-muted: #c1c3c8; --rb-surface: #17181c; --rb-raised: #23262f; --rb-border: #555962; --rb-focus: #b3c7ff; --rb-danger: #f9bcd0; background: #17181c; color: #ffffff;';

async function coin(attributes = 'no-save seed="3"', style = ''): Promise<RbDemoCoin> {
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  if (style) host.setAttribute('style', style);
  host.innerHTML = `<rb-demo-coin ${attributes}></rb-demo-coin>`;
  const el = host.querySelector('rb-demo-coin') as RbDemoCoin;
  await settle(el);
  // The glossary word's element arrives on demand, the first time a widget draws one.
  await customElements.whenDefined('rb-term');
  return el;
}

const stepMove = (el: RbDemoCoin) => root(el).querySelector<HTMLButtonElement>('[part~="step-move"]')!;

/** Every control a finger may aim at, that is drawn now. */
function controls(el: RbDemoCoin): HTMLElement[] {
  return [
    ...root(el).querySelectorAll<HTMLElement>('button, select, input:not([type="checkbox"]):not([type="radio"]), textarea, summary'),
  ].filter((c) => c.checkVisibility());
}

function expectFingerSized(el: RbDemoCoin, what: string): number {
  const small = controls(el)
    .map((c) => [c, c.getBoundingClientRect()] as const)
    .filter(([, r]) => r.width < 43.99 || r.height < 43.99)
    .map(
      ([c, r]) =>
        `${c.localName} "${(c.getAttribute('aria-label') ?? c.textContent ?? '').trim().slice(0, 30)}" ${r.width.toFixed(1)}×${r.height.toFixed(1)}`,
    );
  expect(small, `${what}: controls under 44 × 44 px`).to.deep.equal([]);
  // A radio or checkbox counts with its label: the row they make is 44 px tall.
  for (const box of root(el).querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')) {
    if (!box.checkVisibility()) continue;
    const label = box.closest('label')!;
    expect(label.getBoundingClientRect().height, `${what}: the label of ${box.name}`).to.be.at.least(43.99);
  }
  // An inline rule link or glossary term sits on a line box of 24 px or more.
  for (const link of root(el).querySelectorAll<HTMLElement>('a.rule-link'))
    if (link.checkVisibility()) expect(link.getBoundingClientRect().height, `${what}: a rule link`).to.be.at.least(24);
  for (const term of root(el).querySelectorAll<RbTerm>('rb-term')) {
    const b = term.shadowRoot!.querySelector('button')!;
    expect(b.getBoundingClientRect().height, `${what}: a glossary term`).to.be.at.least(24);
  }
  return controls(el).length;
}

describe('made for fingers', () => {
  beforeEach(() => localStorage.clear());
  after(() => setViewport({ width: 800, height: 600 }));

  for (const width of [320, 390, 1280]) {
    it(`gives every shared control 44 × 44 px at ${width} px: toolbar, stage, predict, odds, setup, step bar, menu, the end`, async () => {
      await setViewport({ width, height: 844 });
      const el = await coin('storage-key="coin-fingers" seed="3"');
      let measured = expectFingerSized(el, 'first view');
      await press(el, 'Odds');
      await press(el, 'Predict');
      await pressSuggested(el);
      measured += expectFingerSized(el, 'a guess awaited');
      await press(el, 'Skip');
      root(el).querySelector<HTMLDetailsElement>('details.setup')!.open = true;
      root(el).querySelector<HTMLDetailsElement>('details.sums')!.open = true;
      await settle(el);
      measured += expectFingerSized(el, 'setup and sums open');
      const more = root(el).querySelector<HTMLElement>('.more-toggle')!;
      if (more.checkVisibility()) {
        await press(el, 'More');
        measured += expectFingerSized(el, 'the menu open');
        await sendKeys({ press: 'Escape' });
        await settle(el);
      }
      await press(el, 'Predict');
      for (let i = 1; i < COIN_ROLLS; i++) await pressSuggested(el);
      measured += expectFingerSized(el, 'the end');
      expect(measured, 'the test measured the controls').to.be.greaterThan(30);
    });
  }
});

describe('looks that say what they are', () => {
  beforeEach(() => localStorage.clear());

  const colour = (el: Element, pseudo?: string) => getComputedStyle(el, pseudo).backgroundColor;
  const accentOf = (el: RbDemoCoin) => colour(stepMove(el));

  it('fills a toggle that is on and ticks it; leaves it empty and boxed when off', async () => {
    const el = await coin();
    const odds = button(el, 'Odds');
    expect(odds.getAttribute('aria-pressed')).to.equal('false');
    const offBackground = colour(odds);
    const offMark = getComputedStyle(odds, '::before');
    expect(offMark.content, 'an empty box').to.equal('""');
    expect(offMark.transform).to.equal('none');
    await press(el, 'Odds');
    expect(odds.getAttribute('aria-pressed')).to.equal('true');
    expect(colour(odds), 'on is filled with the accent').to.equal(accentOf(el));
    expect(colour(odds)).to.not.equal(offBackground);
    expect(getComputedStyle(odds, '::before').transform, 'on is ticked').to.not.equal('none');
  });

  it('draws a disabled control as disabled: not in the accent colour', async () => {
    const el = await coin();
    const accent = accentOf(el);
    await press(el, 'Predict');
    await pressSuggested(el);
    expect(stepMove(el).disabled, 'the held step waits for the guess').to.equal(true);
    expect(colour(stepMove(el))).to.not.equal(accent);
    expect(getComputedStyle(stepMove(el)).borderStyle).to.equal('dashed');
    expect(getComputedStyle(stepMove(el)).opacity).to.equal('1');
  });

  it('gives every summary a marker that turns when it opens', async () => {
    const el = await coin();
    await pressSuggested(el);
    const summaries = [...root(el).querySelectorAll('summary')];
    expect(summaries.length, 'the setup and the sums').to.be.at.least(2);
    for (const summary of summaries) {
      const marker = getComputedStyle(summary, '::before');
      expect(marker.content).to.equal('""');
      expect(Number.parseFloat(marker.width)).to.be.greaterThan(4);
      expect(marker.transform).to.equal('none');
      expect(getComputedStyle(summary).listStyleType).to.equal('none');
      // One line, 44 px with its padding (a details' own slot must not make it content-box).
      expect(summary.getBoundingClientRect().height, summary.textContent!).to.be.within(43.5, 44.5);
      summary.focus();
      await sendKeys({ press: 'Enter' });
      await settle(el);
      expect((summary.parentElement as HTMLDetailsElement).open).to.equal(true);
      expect(getComputedStyle(summary, '::before').transform, 'turned a quarter').to.not.equal('none');
    }
  });

  for (const [theme, style] of [
    ['light', ''],
    ['dark', DARK],
  ] as const) {
    it(`is axe-clean in the ${theme} theme: toggles on and off, a guess awaited, the end, a term open`, async () => {
      const el = await coin('storage-key="coin-theme" seed="4"', style);
      await press(el, 'Odds');
      await press(el, 'Predict');
      await pressSuggested(el);
      await expect(el).to.be.accessible();
      await press(el, 'Skip');
      await press(el, 'Predict');
      for (let i = 1; i < COIN_ROLLS; i++) await pressSuggested(el);
      const term = root(el).querySelector<RbTerm>('rb-term')!;
      term.show();
      await until(el, () => term.shadowRoot!.textContent!.includes(GLOSSARY['dice-pool'].definition), 'the definition');
      await expect(el).to.be.accessible();
      term.hide();
    });
  }
});

describe('one statement per result', () => {
  beforeEach(() => localStorage.clear());

  it('puts each rule link after its own sentence', async () => {
    const el = await coin();
    await pressSuggested(el);
    const sentences = [...root(el).querySelectorAll('[part~="why"] .why-sentence')];
    expect(sentences).to.have.length(1);
    const [sentence] = sentences;
    expect(sentence!.lastElementChild!.matches('a.rule-link')).to.equal(true);
    expect(sentence!.textContent!.replace(/\s+/g, ' ').trim()).to.match(/^It showed \d\. Rolls$/);
  });

  it('keeps the arithmetic behind "Show the sums", opened by key', async () => {
    const el = await coin();
    await pressSuggested(el);
    const face = el.snapshot.context.rolls[0]!;
    const sums = root(el).querySelector<HTMLDetailsElement>('details.sums')!;
    expect(sums.open).to.equal(false);
    expect(sums.querySelector('summary')!.textContent!.trim()).to.equal('Show the sums');
    sums.querySelector('summary')!.focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(sums.open).to.equal(true);
    // Written out here, not by formatSum: "5 die − 4 to beat 4 = 1".
    const total = face - 4;
    expect(sums.querySelector('li')!.textContent).to.equal(`${face} die \u2212 4 to beat 4 = ${total < 0 ? `\u2212${-total}` : total}`);
  });

  it('lets a log grow in the page: the shared .log never scrolls inside it', async () => {
    const el = await coin();
    const log = document.createElement('ol');
    log.className = 'log';
    root(el).querySelector('[part~="stage"]')!.append(log);
    expect(getComputedStyle(log).overflowY).to.equal('visible');
    expect(getComputedStyle(log).maxHeight).to.equal('none');
  });
});

describe('words a newcomer knows', () => {
  beforeEach(() => localStorage.clear());
  const definition = (term: RbTerm) => term.shadowRoot!.querySelector<HTMLElement>('[part~="definition"]')!;
  const word = (term: RbTerm) => term.shadowRoot!.querySelector<HTMLButtonElement>('[part~="term"]')!;

  it('shows a term’s definition when the keyboard reaches it, and Escape puts it away', async () => {
    const el = await coin();
    const term = root(el).querySelector<RbTerm>('rb-term')!;
    expect(word(term).localName).to.equal('button');
    button(el, 'Predict').focus();
    await sendKeys({ press: 'Tab' });
    await settle(el);
    expect(term.shadowRoot!.activeElement).to.equal(word(term));
    await until(
      el,
      () => definition(term).matches(':popover-open') && definition(term).textContent!.includes('dice'),
      'the definition shows',
    );
    const entry = GLOSSARY['dice-pool'];
    expect(definition(term).textContent!.replace(/\s+/g, ' ')).to.contain(entry.definition);
    expect(word(term).getAttribute('aria-expanded')).to.equal('true');
    // A screen reader hears it as the word's description.
    expect(definition(term).id).to.equal(word(term).getAttribute('aria-describedby'));
    expect(definition(term).querySelector('a.rule-link')!.getAttribute('href')).to.equal(`/${entry.rule.page}/#${entry.rule.section}`);
    await sendKeys({ press: 'Escape' });
    await settle(el);
    expect(definition(term).matches(':popover-open')).to.equal(false);
    expect(word(term).getAttribute('aria-expanded')).to.equal('false');
    expect(term.shadowRoot!.activeElement, 'the focus stays on the word').to.equal(word(term));
    // Tab on past it: it closes.
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(definition(term).matches(':popover-open')).to.equal(true);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await settle(el);
    expect(definition(term).matches(':popover-open')).to.equal(false);
  });

  it('shows it on a tap (a real click) and puts it away on a tap elsewhere', async () => {
    const el = await coin();
    const term = root(el).querySelector<RbTerm>('rb-term')!;
    const r = word(term).getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)] });
    await until(el, () => definition(term).matches(':popover-open'), 'open on a tap');
    await until(el, () => definition(term).textContent!.includes(GLOSSARY['dice-pool'].definition), 'the definition');
    const status = root(el).querySelector('[part~="status"]')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(status.x + 5), Math.round(status.y + status.height / 2)] });
    await settle(el);
    expect(definition(term).matches(':popover-open')).to.equal(false);
  });

  it('says so plainly when a term is not in the glossary, and looks nothing up by prototype names', async () => {
    const host = await fixture<HTMLDivElement>(html`<div><rb-term system="dice-pool" term="constructor">constructor</rb-term></div>`);
    const term = host.querySelector('rb-term')!;
    term.show();
    for (let i = 0; i < 50 && !definition(term).textContent!.includes('No definition'); i++) await new Promise((r) => setTimeout(r, 20));
    expect(definition(term).textContent).to.contain('No definition of “constructor” here.');
    expect(word(term).hasAttribute('aria-describedby')).to.equal(false);
    term.hide();
  });
});
