/**
 * Driving a widget the way a reader does, for the browser tests: find a button by its visible
 * text or accessible name, press it with a real key (focus, then Enter through
 * @web/test-runner-commands) or click it with the real mouse, and wait for the render.
 * New widget tests use these instead of writing their own copies.
 */
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';

export type Widget = HTMLElement & { readonly updateComplete: Promise<unknown> };

export const root = (el: Widget): ShadowRoot => el.shadowRoot!;

const HISTORY = ['Start', 'Back', 'Forward', 'Reset'];

/** The button whose text or accessible name holds `label` (the step bar's for Start, Back, Forward, Reset). */
export function button(el: Widget, label: string | RegExp): HTMLButtonElement {
  const all = [...root(el).querySelectorAll<HTMLButtonElement>('button')];
  const history = typeof label === 'string' && HISTORY.includes(label);
  const scope = history ? [...root(el).querySelectorAll<HTMLButtonElement>('[part~="history"] button')] : all;
  const found = scope.find((b) => {
    const t = `${(b.querySelector('.label') ?? b).textContent ?? ''} ${b.getAttribute('aria-label') ?? ''}`.replace(/\s+/g, ' ');
    return typeof label === 'string' ? (history ? t.trim().startsWith(label) : t.includes(label)) : label.test(t);
  });
  if (!found)
    throw new Error(`no button ${label}; have: ${all.map((b) => (b.getAttribute('aria-label') ?? b.textContent!).trim()).join(' | ')}`);
  return found;
}

/** The render after an event, and whatever it scheduled. */
export async function settle(el: Widget): Promise<void> {
  await el.updateComplete;
  await new Promise((r) => setTimeout(r, 0));
  await el.updateComplete;
}

/**
 * Two frames: a widget's motion is live from the frame after its first render, and a reader's
 * first press never comes sooner. A motion test waits for this before its first press, or on a
 * busy machine its press can land before motion is live and nothing moves.
 */
export const motionLive = (): Promise<void> => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));

/**
 * Waits (up to 5 s) for `done`, e.g. an on-demand module to arrive. (2 s was once too short
 * for a glossary's chunk on a machine busy with the rest of the suite.)
 */
export async function until(el: Widget, done: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 250 && !done(); i++) {
    await new Promise((r) => setTimeout(r, 20));
    await el.updateComplete;
  }
  expect(done(), what).to.equal(true);
}

/** Focus the button and press Enter: a real key event. */
export async function press(el: Widget, label: string | RegExp): Promise<void> {
  const b = button(el, label);
  expect(b.disabled, `${label} is enabled`).to.equal(false);
  b.focus();
  expect(root(el).activeElement).to.equal(b);
  await sendKeys({ press: 'Enter' });
  await settle(el);
}

/** A real mouse click in the middle of the button. */
export async function click(el: Widget, label: string | RegExp): Promise<void> {
  const b = button(el, label);
  b.scrollIntoView({ block: 'center' });
  const r = b.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)] });
  await settle(el);
}

/** The step bar's move: the button a learner should press now (null when the table is over or there is none). */
export function suggested(el: Widget): HTMLButtonElement | null {
  return root(el).querySelector<HTMLButtonElement>('[part~="step-bar"] [part~="step-move"]');
}

/** Presses the step bar's move with a real key, as a learner following the suggestions does. */
export async function pressSuggested(el: Widget): Promise<void> {
  const b = suggested(el);
  expect(b, 'the step bar offers a move').to.not.equal(null);
  expect(b!.disabled, `${b!.textContent!.trim()} is enabled`).to.equal(false);
  b!.focus();
  await sendKeys({ press: 'Enter' });
  await settle(el);
}

/**
 * Opens the step bar's menu where it is one (a narrow widget keeps Start, Reset and Share
 * there); does nothing where they are in the bar itself.
 */
export async function openStepMenu(el: Widget): Promise<void> {
  const more = root(el).querySelector<HTMLButtonElement>('[part~="step-bar"] .more-toggle');
  if (!more?.checkVisibility() || more.getAttribute('aria-expanded') === 'true') return;
  more.focus();
  await sendKeys({ press: 'Enter' });
  await settle(el);
}

/**
 * Presses What if with a real key and waits for its branches, side by side: returns them, the
 * main line first (checked).
 */
export async function openWhatIf(el: Widget): Promise<Element[]> {
  await press(el, 'What if');
  const outcomes = () => [...root(el).querySelectorAll('[part~="what-if"] [part~="outcome"]')];
  await until(el, () => outcomes().length >= 2, 'the branches');
  expect(outcomes()[0]!.textContent).to.contain('Main line');
  return outcomes();
}
