/**
 * What every widget's first-play test asks of the table at each step (issue 24): which
 * controls a finger would miss, what is highlighted, and everything a reader could see or hear.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { root, settle, type Widget } from './keys.js';

/**
 * Every control drawn now that is smaller than 44 × 44 CSS px. A radio or checkbox counts with
 * its label as one row; inline rule links are exempt (they are links, not controls).
 */
export function smallControls(el: Widget): string[] {
  const small: string[] = [];
  for (const c of root(el).querySelectorAll<HTMLElement>('button, select, input, summary, textarea')) {
    if (!c.checkVisibility()) continue;
    const boxed = c instanceof HTMLInputElement && (c.type === 'radio' || c.type === 'checkbox') ? (c.closest('label') ?? c) : c;
    const r = boxed.getBoundingClientRect();
    if (r.width < 43.99 || r.height < 43.99)
      small.push(
        `${c.localName} "${(c.getAttribute('aria-label') ?? c.textContent ?? c.getAttribute('name') ?? '').trim().slice(0, 40)}" ${Math.round(r.width)} × ${Math.round(r.height)}`,
      );
  }
  return small;
}

/** The stage's highlighted controls, drawn now: the move a learner should press (one, when the table is not over). */
export const highlighted = (el: Widget): HTMLButtonElement[] =>
  [...root(el).querySelectorAll<HTMLButtonElement>('.stage button.primary')].filter((b) => b.checkVisibility());

/** Every piece of text a reader could see or hear: the text, the accessible names and the tooltips. */
export function everythingSaid(el: Widget): string {
  const attributes = [...root(el).querySelectorAll('[aria-label], [title]')].map(
    (n) => `${n.getAttribute('aria-label') ?? ''} ${n.getAttribute('title') ?? ''}`,
  );
  return `${[...root(el).children].map((c) => c.textContent).join(' ')} ${attributes.join(' ')}`;
}

/**
 * The step bar's controls (Back, the suggested move, Forward, and at the end Play again and the
 * rest) that a reader could not press now: outside the viewport, or covered at their centre. The
 * widget is on screen, so its sticky step bar should be in reach after every step (issue 24).
 */
export function outOfReach(el: Widget): string[] {
  const out: string[] = [];
  const shadow = root(el);
  for (const b of shadow.querySelectorAll<HTMLButtonElement>('[part~="step-bar"] button')) {
    if (!b.checkVisibility()) continue;
    const r = b.getBoundingClientRect();
    const name = (b.getAttribute('aria-label') ?? b.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    if (r.top < 0 || r.bottom > innerHeight + 0.5 || r.left < 0 || r.right > innerWidth + 0.5) {
      out.push(`"${name}" outside the viewport (${Math.round(r.top)}..${Math.round(r.bottom)} of ${innerHeight})`);
      continue;
    }
    const hit = shadow.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    if (hit !== b && !b.contains(hit)) out.push(`"${name}" covered by ${hit?.localName ?? 'nothing'}`);
  }
  return out;
}

/** A widget with the learning layer, as the learn-mode first plays drive it. */
type Learning = Widget & { readonly teach: { readonly pending: unknown; readonly graded: unknown } };

/**
 * A first play in learn mode: from a fresh table, the learner answers each question the
 * widget asks (its first choice, with a real key) and otherwise presses the highlighted
 * control, until `done`. Returns how many questions were asked and how many were graded
 * on the spot (a question a later step settles is graded then).
 */
export async function playLearning(el: Learning, done: () => boolean, limit = 300): Promise<{ asked: number; graded: number }> {
  let asked = 0;
  let graded = 0;
  for (let i = 0; i < limit && !done(); i++) {
    if (el.teach.pending) {
      expect(everythingSaid(el), `step ${i}: a chance shown while a guess is awaited`).to.not.contain('%');
      // What if would play the answer out: it is held back until the guess is made.
      const whatIf = root(el).querySelector('[part~="what-if-toggle"]');
      expect(
        whatIf === null || whatIf.getAttribute('aria-disabled') === 'true',
        `step ${i}: What if offered while a guess is awaited`,
      ).to.equal(true);
      const guess = root(el).querySelector<HTMLButtonElement>('[part~="predict"] button')!;
      expect(guess, `step ${i}: the question offers its choices`).to.not.equal(null);
      guess.focus();
      await sendKeys({ press: 'Enter' });
      await settle(el);
      asked++;
      if (el.teach.graded) {
        graded++;
        expect(root(el).querySelector('[part~="graded"]'), `step ${i}: the guess graded on screen`).to.not.equal(null);
      }
      continue;
    }
    const [control, ...others] = highlighted(el);
    expect(others, `step ${i}: one highlighted control`).to.have.length(0);
    expect(control, `step ${i}: a highlighted control`).to.not.equal(undefined);
    control!.focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
  }
  expect(done(), 'the table reached its end').to.equal(true);
  return { asked, graded };
}
