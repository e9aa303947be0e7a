/**
 * A first play on a phone: a fresh table, the learner presses whatever is highlighted (and
 * answers each question asked first), until the shot is worked out. Every control is finger
 * sized at every step, and no chance shows while a guess is awaited.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { root, settle } from '../shared/testing/keys.js';
import './rb-aiming.js';
import type { RbAiming } from './rb-aiming.js';

/** The stage's highlighted control: the move a learner should press. */
const highlighted = (el: RbAiming) =>
  [...root(el).querySelectorAll<HTMLButtonElement>('.stage button.primary')].filter((b) => b.checkVisibility());

/** Every control a finger may aim at that is drawn now, smaller than 44 × 44 px. */
function small(el: RbAiming): string[] {
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
function everything(el: RbAiming): string {
  const attributes = [...root(el).querySelectorAll('[aria-label], [title]')].map(
    (n) => `${n.getAttribute('aria-label') ?? ''} ${n.getAttribute('title') ?? ''}`,
  );
  return `${[...root(el).children].map((c) => c.textContent).join(' ')} ${attributes.join(' ')}`;
}

describe('rb-aiming: a first play', () => {
  before(() => setViewport({ width: 390, height: 844 }));
  after(() => setViewport({ width: 800, height: 600 }));
  beforeEach(() => sessionStorage.removeItem('rb-learn:rb-aiming'));

  it('pressing only the highlighted control aims three rounds, then fires a shot that hits: 4 presses', async () => {
    const el = await fixture<RbAiming>(html`<rb-aiming no-save seed="3" learn></rb-aiming>`);
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
    expect(el.snapshot.hasTag('resolved'), 'the shot is worked out').to.equal(true);
    expect(pressed).to.deep.equal(['Aim (deal a card)', 'Aim (deal a card)', 'Aim (deal a card)', 'Fire with the best card (+9)']);
    expect(questions, 'three questions on the way, each answered first').to.equal(3);
    // The defining moment: the aimed shot hits.
    expect(el.snapshot.context.shot!.result!.outcome.kind).to.equal('hit');
    expect(root(el).querySelector('[part~="outcome"]')!.textContent).to.contain('a hit for 5 damage');
    expect(small(el), 'at the end').to.deep.equal([]);
  });
});
