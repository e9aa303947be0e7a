/**
 * Test helper (never bundled): the book's examples, keys and reads the rb-karma-check tests
 * share (rb-karma-check.test.ts, rb-karma-check.saved.test.ts).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { KARMA_CHECK_EXAMPLES } from '../../machines/karmic/karma-check/karma-check.examples.js';
import { type AttributeSpec } from '../shared/testing/hostile.js';
import type { RbKarmaCheck } from './rb-karma-check.js';

export const [TRACKING_EXAMPLE, BARKEEPER_EXAMPLE] = KARMA_CHECK_EXAMPLES as [
  (typeof KARMA_CHECK_EXAMPLES)[number],
  (typeof KARMA_CHECK_EXAMPLES)[number],
];

export async function check(attrs: Record<string, string> = {}) {
  const el = document.createElement('rb-karma-check');
  el.setAttribute('no-save', '');
  el.setAttribute('seed', '7');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  host.append(el);
  await el.updateComplete;
  return el;
}

export const TRACKER = { skill: '3', attribute: '2', difficulty: 'easy', deck: '3h 4h 7h', label: 'Tracker' };

export const root = (el: RbKarmaCheck) => el.shadowRoot!;
/** Axe on the page as it stands: the step's motion (a fade mid-way fails contrast) finished first, as a reader's next key would. */
export async function accessible(el: RbKarmaCheck) {
  el.motion.finish();
  await expect(el).to.be.accessible();
}

export const buttons = (el: RbKarmaCheck) => [...root(el).querySelectorAll('button')];
/** A button by its accessible name or its words; the history bar's by their own words. */
export const button = (el: RbKarmaCheck, label: string | RegExp) => {
  const history = typeof label === 'string' && ['Start', 'Back', 'Forward', 'Reset'].includes(label);
  const scope = history ? [...root(el).querySelectorAll<HTMLButtonElement>('[part~="history"] button')] : buttons(el);
  const found = scope.find((b) => {
    const name = `${b.getAttribute('aria-label') ?? ''} ${(b.querySelector('.label') ?? b).textContent ?? ''}`.replace(/\s+/g, ' ').trim();
    return typeof label === 'string' ? name.includes(label) : label.test(name);
  });
  if (!found)
    throw new Error(
      `no button ${label}; have: ${buttons(el)
        .map((b) => b.getAttribute('aria-label') ?? b.textContent!.trim())
        .join(' | ')}`,
    );
  return found;
};
export const part = (el: RbKarmaCheck, name: string) => root(el).querySelector(`[part~="${name}"]`);
export const text = (el: RbKarmaCheck) => root(el).textContent!.replace(/\s+/g, ' ');
export const announced = (el: RbKarmaCheck) => root(el).querySelector('[role="status"]')!.textContent!;
export const chance = (el: RbKarmaCheck) => part(el, 'chance')?.textContent ?? '';

/** Focus a button and press Enter on it, from the keyboard. */
export async function press(el: RbKarmaCheck, label: string | RegExp | HTMLButtonElement) {
  const b = typeof label === 'string' || label instanceof RegExp ? button(el, label) : label;
  expect(b.disabled, `${b.textContent} is enabled`).to.equal(false);
  b.focus();
  expect(root(el).activeElement).to.equal(b);
  await sendKeys({ press: 'Enter' });
  await el.updateComplete;
}

/** Click a button with the mouse, at its middle. */
export async function click(el: RbKarmaCheck, label: string | RegExp) {
  const b = button(el, label);
  b.scrollIntoView({ block: 'center' });
  const r = b.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)] });
  await el.updateComplete;
}

/** Focus a side's setting and move it with the arrow keys, as a keyboard user does. */
export async function arrow(el: RbKarmaCheck, side: number, name: string, key: 'ArrowDown' | 'ArrowUp', times = 1) {
  for (let i = 0; i < times; i++) {
    const select = root(el).querySelectorAll('[part~="side"]')[side]!.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
    select.focus();
    await sendKeys({ press: key });
    await el.updateComplete;
  }
}

/** Play one step by real key presses: the first control that can act, or say why none can. */
export async function playOneStepByKeyboard(el: RbKarmaCheck) {
  const before = el.record.events.length;
  const step = el.record.step;
  const ready = [...root(el).querySelectorAll<HTMLButtonElement>('[part~="controls"] button, [part~="hand"] button')].find(
    (b) => !b.disabled,
  );
  if (!ready) {
    // Only a check that may not be tried has nothing to press, and it says why.
    expect(part(el, 'problem')!.textContent).to.match(/cannot try this/);
    return;
  }
  const pending = el.teach.pending;
  await press(el, ready);
  if (el.teach.pending && !pending) el.teach.skip();
  await el.updateComplete;
  expect(el.record.events.length > before || el.record.step !== step, `pressing ${ready.textContent!.trim()} played a step`).to.equal(true);
}

export const SIDE = ['skill', 'second-skill', 'helper-skill', 'attribute', 'difficulty', 'modifier', 'draws', 'deck'];
export const ATTRIBUTES: AttributeSpec[] = [
  { name: 'mode', kind: 'checked' },
  { name: 'trade', kind: 'checked' },
  { name: 'seed', kind: 'checked' },
  { name: 'example', kind: 'checked' },
  ...SIDE.map((name) => ({ name, kind: 'checked' as const })),
  ...SIDE.map((name) => ({ name: `opponent-${name}`, kind: 'checked' as const })),
  { name: 'label', kind: 'free' },
  { name: 'opponent-label', kind: 'free' },
  { name: 'storage-key', kind: 'free' },
  { name: 'advanced', kind: 'flag' },
  { name: 'opponent-advanced', kind: 'flag' },
  { name: 'must-succeed', kind: 'flag' },
  { name: 'learn', kind: 'flag' },
  { name: 'no-save', kind: 'flag' },
];
