/**
 * Test helper (never bundled): the table, keys and reads the rb-initiative-deal tests share
 * (rb-initiative-deal.test.ts, rb-initiative-deal.saved.test.ts).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { type AttributeSpec } from '../shared/testing/hostile.js';
import type { RbInitiativeDeal } from './rb-initiative-deal.js';

export const TABLE = 'Ada: pc; Bram: pc';
// Dealt a full hand at a time: Ada holds Q♠ 2♥ 3♥ 4♥ 5♥, Bram Q♦ 2♣ 3♣ 4♣ 5♣.
export const DECK = 'Qs 2h 3h 4h 5h Qd 2c 3c 4c 5c';

export async function table(attrs: { deck?: string; participants?: string; seed?: string; learn?: boolean } = {}) {
  const el = await fixture<RbInitiativeDeal>(
    html`<rb-initiative-deal
      no-save
      seed=${attrs.seed ?? '7'}
      deck=${attrs.deck ?? DECK}
      participants=${attrs.participants ?? TABLE}
      ?learn=${attrs.learn ?? false}
    ></rb-initiative-deal>`,
  );
  await el.updateComplete;
  return el;
}

export const root = (el: RbInitiativeDeal) => el.shadowRoot!;
export const buttons = (el: RbInitiativeDeal) => [...root(el).querySelectorAll('button')];
/** A button by its words or its accessible name (the history bar's by their own words). */
export const button = (el: RbInitiativeDeal, name: string | RegExp) => {
  const words = (b: HTMLButtonElement) => ((b.querySelector('.label') ?? b).textContent ?? '').replace(/\s+/g, ' ').trim();
  const matches = (s: string) => (typeof name === 'string' ? s.startsWith(name) : name.test(s));
  const found = buttons(el).find((b) => matches(words(b)) || matches(b.getAttribute('aria-label') ?? ''));
  if (!found)
    throw new Error(
      `no button ${name}; have: ${buttons(el)
        .map((b) => b.getAttribute('aria-label') ?? words(b))
        .join(' | ')}`,
    );
  return found;
};
export const text = (el: RbInitiativeDeal) => root(el).textContent!.replace(/\s+/g, ' ');
export const announced = (el: RbInitiativeDeal) => root(el).querySelector('[role="status"]')!.textContent!;

/** Focus a control and press a real key on it (the browser's own keyboard, not a synthetic event). */
export async function press(el: RbInitiativeDeal, name: string | RegExp, key = 'Enter') {
  const b = button(el, name);
  expect(b.disabled, `${name} is enabled`).to.equal(false);
  b.focus();
  expect(root(el).activeElement).to.equal(b);
  await sendKeys({ press: key });
  await el.updateComplete;
}

/** Click with the mouse at the button's middle. */
export async function click(el: RbInitiativeDeal, name: string | RegExp) {
  const b = button(el, name);
  b.scrollIntoView({ block: 'center' });
  const r = b.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)] });
  await el.updateComplete;
}

/** Alt+← or Alt+→ on the real keyboard, with focus inside the widget. */
export async function altArrow(el: RbInitiativeDeal, arrow: 'ArrowLeft' | 'ArrowRight') {
  await sendKeys({ down: 'Alt' });
  await sendKeys({ press: arrow });
  await sendKeys({ up: 'Alt' });
  await el.updateComplete;
}

export const faceDown = { 'playing a hand': 'playing face down' } as const;
export const revealed = { 'playing a hand': 'revealed' } as const;

/** Once every card has been dealt and turned over (the flip draws a face at its half-turn). */
export async function landed(el: RbInitiativeDeal) {
  for (let i = 0; i < 100 && root(el).getAnimations().length > 0; i++) await new Promise((r) => setTimeout(r, 20));
  await el.updateComplete;
}

/** Deal, Ada lays Q♠ and Bram Q♦ from their own open hands, then reveal: all by keys. */
export async function playFirstRound(el: RbInitiativeDeal) {
  await press(el, 'Deal the first hand');
  await press(el, /^Show hand of Ada/);
  await press(el, /^Play the queen of spades/);
  await press(el, /^Show hand of Bram/);
  await press(el, /^Play the queen of diamonds/);
  await press(el, 'Reveal the cards');
}

/**
 * The widget still plays: one step by real key presses. The step offered (deal, reveal,
 * next turn, next round, reshuffle) if there is one, otherwise someone new is seated through
 * the table setup's form.
 */
export async function playsOneStepByKeys(el: RbInitiativeDeal) {
  await el.updateComplete;
  const step = el.record.step;
  const offered = buttons(el).find(
    (b) => /Deal the first hand|Reveal the cards|is done|Next round|Reshuffle and deal/.test(b.textContent!) && !b.disabled,
  );
  if (offered) {
    offered.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    if (el.teach.pending) el.teach.skip();
    await el.updateComplete;
  } else {
    const setup = root(el).querySelector('details.setup') as HTMLDetailsElement;
    setup.open = true;
    const name = root(el).querySelector('input[name="name"]') as HTMLInputElement;
    name.focus();
    await sendKeys({ type: 'Zed' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
  }
  expect(el.record.step, 'one step was played by keyboard').to.equal(step + 1);
}

export const ATTRIBUTES: readonly AttributeSpec[] = [
  { name: 'seed', kind: 'checked' },
  { name: 'deck', kind: 'checked' },
  { name: 'participants', kind: 'checked' },
  { name: 'joker-ties', kind: 'checked' },
  { name: 'fixed-ties', kind: 'checked' },
  { name: 'show-hands', kind: 'flag' },
  { name: 'learn', kind: 'flag' },
  { name: 'storage-key', kind: 'free' },
  { name: 'no-save', kind: 'flag' },
  { name: 'rules-base', kind: 'checked' },
];
