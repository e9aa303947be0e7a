/**
 * Test helper (never bundled): the book's stacked duel and the keys, reads and checks the
 * rb-register-duel tests share (rb-register-duel.test.ts and its .hand-to-hand, .openings,
 * .unusual-foes and .hostile test files).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { RbRegisterDuel } from './rb-register-duel.js';
import { button, press, root, settle } from '../shared/testing/keys.js';

// The book's stacked decks: Devon +2 / −3 for initiative, then +3 (hit), −2, +10; the soldier −4, then −2 (hit), +5.
export const A_STACK = '2s 3h Ks 2h 10s';
export const B_STACK = '4h Qh 5s';

export async function duel(attrs: { mode?: string; storageKey?: string; learn?: boolean } = {}) {
  const el = await fixture<RbRegisterDuel>(
    html`<rb-register-duel
      ?no-save=${!attrs.storageKey}
      storage-key=${attrs.storageKey ?? ''}
      seed="2008"
      mode=${attrs.mode ?? 'gm'}
      ?learn=${attrs.learn ?? false}
      a-stack=${A_STACK}
      b-stack=${B_STACK}
    ></rb-register-duel>`,
  );
  await el.updateComplete;
  return el;
}

export const buttons = (el: RbRegisterDuel) => [...root(el).querySelectorAll('button')];
export const has = (el: RbRegisterDuel, label: string | RegExp) => {
  try {
    button(el, label);
    return true;
  } catch {
    return false;
  }
};
export const text = (el: RbRegisterDuel) => root(el).textContent!.replace(/\s+/g, ' ');
/** A fighter's token as read: initials, name, weapon, Hit points, marks. */
export const token = (el: RbRegisterDuel, side: 0 | 1) =>
  root(el).querySelectorAll('[part~="token"]')[side]!.textContent!.replace(/\s+/g, ' ').trim();
export const why = (el: RbRegisterDuel) => root(el).querySelector('[part~="why"]')!.textContent!.replace(/\s+/g, ' ');
export const announced = (el: RbRegisterDuel) => root(el).querySelector('[role="status"]')!.textContent!.trim();

/** Pick a maneuver in the list with the arrow keys, as a keyboard user does. */
export async function choose(el: RbRegisterDuel, maneuver: string) {
  const select = root(el).querySelector<HTMLSelectElement>('[part~="controls"] select')!;
  const target = [...select.options].findIndex((o) => o.value.startsWith(`${maneuver}|`));
  if (target < 0) throw new Error(`no ${maneuver} among ${[...select.options].map((o) => o.value).join(', ')}`);
  select.focus();
  const steps = target - select.selectedIndex;
  for (let i = 0; i < Math.abs(steps); i++) await sendKeys({ press: steps > 0 ? 'ArrowDown' : 'ArrowUp' });
  await settle(el);
  expect(root(el).querySelector<HTMLSelectElement>('[part~="controls"] select')!.value.startsWith(`${maneuver}|`)).to.equal(true);
}

/** Alt+← / Alt+→ on the real keyboard. */
export async function altArrow(el: RbRegisterDuel, key: 'ArrowLeft' | 'ArrowRight') {
  buttons(el)[0]!.focus();
  await sendKeys({ down: 'Alt' });
  await sendKeys({ press: key });
  await sendKeys({ up: 'Alt' });
  await settle(el);
}

/** The book's turn, by keyboard, up to the moment register 1 is about to turn over. */
export async function declareBookTurn(el: RbRegisterDuel) {
  await press(el, 'Draw for the initiative');
  await press(el, 'Draw the hands');
  await press(el, /Lay \+3 \(hit\).*as attack/);
  await press(el, /Lay \+5.*as parry/);
  await press(el, /Lay −2, the 2 of hearts.*as attack/);
  await press(el, /Lay −2 \(hit\).*as parry/);
  await choose(el, 'disarming-attack');
  await press(el, /Lay \+10.*as disarming attack/);
}

/** Axe on the page as it stands: the step's motion (a fade mid-way fails contrast) finished first, as a reader's next key would. */
export async function accessible(el: RbRegisterDuel) {
  el.motion.finish();
  await expect(el).to.be.accessible();
}

export const arithmetic = (el: RbRegisterDuel) =>
  [...root(el).querySelectorAll('[part~="arithmetic"]')].map((n) => n.textContent!.replace(/\s+/g, ' '));
