/**
 * A first play on a phone: a fresh table, the learner presses whatever is highlighted (and
 * answers each question asked first), until the check is resolved. Every control is finger
 * sized at every step, and no chance shows while a guess is awaited.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { root, settle } from '../shared/testing/keys.js';
import './rb-karma-check.js';
import type { RbKarmaCheck } from './rb-karma-check.js';

/** The stage's highlighted control: the move a learner should press. */
const highlighted = (el: RbKarmaCheck) =>
  [...root(el).querySelectorAll<HTMLButtonElement>('.stage button.primary')].filter((b) => b.checkVisibility());

/** Every control a finger may aim at that is drawn now, smaller than 44 × 44 px. */
function small(el: RbKarmaCheck): string[] {
  const controls = [
    ...root(el).querySelectorAll<HTMLElement>('button, select, input:not([type="checkbox"]):not([type="radio"]), summary'),
  ].filter((c) => c.checkVisibility());
  const boxes = [...root(el).querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')]
    .filter((b) => b.checkVisibility())
    .map((b) => b.closest('label')!);
  return [...controls, ...boxes]
    .map((c) => [c, c.getBoundingClientRect()] as const)
    .filter(([, r]) => r.width < 43.99 || r.height < 43.99)
    .map(
      ([c, r]) => `${c.localName} "${(c.getAttribute('aria-label') ?? c.textContent ?? '').trim().slice(0, 30)}" ${r.width}×${r.height}`,
    );
}

/** Every piece of text a reader could see or hear: the text, the names and the tooltips. */
function everything(el: RbKarmaCheck): string {
  const attributes = [...root(el).querySelectorAll('[aria-label], [title]')].map(
    (n) => `${n.getAttribute('aria-label') ?? ''} ${n.getAttribute('title') ?? ''}`,
  );
  return `${[...root(el).children].map((c) => c.textContent).join(' ')} ${attributes.join(' ')}`;
}

describe('rb-karma-check: a first play', () => {
  before(() => setViewport({ width: 390, height: 844 }));
  after(() => setViewport({ width: 800, height: 600 }));
  beforeEach(() => sessionStorage.removeItem('rb-learn:rb-karma-check'));

  it('pressing only the highlighted control resolves the check in 4 presses: a failing −1 jack hit, a joker, the GM’s good row', async () => {
    const el = await fixture<RbKarmaCheck>(html`<rb-karma-check no-save seed="14" learn></rb-karma-check>`);
    await settle(el);
    const pressed: string[] = [];
    let questions = 0;
    for (let i = 0; i < 12 && !el.snapshot.hasTag('resolved'); i++) {
      expect(small(el), `step ${i}: controls under 44 × 44 px`).to.deep.equal([]);
      if (el.teach.pending) {
        // A guess is awaited: nothing anywhere answers it with a number.
        expect(everything(el), `step ${i}: a chance shown while a guess is awaited`).to.not.contain('%');
        const guess = root(el).querySelector<HTMLButtonElement>('[part~="predict"] button')!;
        guess.focus();
        await sendKeys({ press: 'Enter' });
        await settle(el);
        questions++;
        continue;
      }
      const [control, ...others] = highlighted(el);
      expect(others, `step ${i}: one highlighted control`).to.have.length(0);
      expect(control, `step ${i}: a highlighted control`).to.not.equal(undefined);
      expect(control!.disabled).to.equal(false);
      pressed.push(control!.textContent!.replace(/\s+/g, ' ').trim());
      control!.focus();
      await sendKeys({ press: 'Enter' });
      await settle(el);
    }
    expect(el.snapshot.hasTag('resolved'), 'the check is resolved').to.equal(true);
    expect(pressed.map((p) => p.split(' ')[0])).to.deep.equal(['Draw', 'J♥', 'Hit', 'Give']);
    expect(pressed).to.have.length(4);
    expect(questions, 'asked before the draw and before the hit').to.equal(2);
    // The defining moment: the joker the hit drew goes to the GM, whose row is the total.
    expect(el.snapshot.context.sides[0]!.verdict).to.deep.equal({ total: 5 });
    expect(root(el).querySelector('[part~="outcome"]')!.textContent).to.contain('Success');
    expect(small(el), 'at the end').to.deep.equal([]);
  });
});
