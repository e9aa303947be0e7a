/**
 * Test helper (never bundled): the map, keys and reads the rb-fire-map tests share
 * (rb-fire-map.test.ts, rb-fire-map.forecast.test.ts, rb-fire-map.hostile.test.ts).
 */
import { fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import type { RbFireMap } from './rb-fire-map.js';

// Round 1 with rolls 1 6: a1 growth 1 + 2 + 2 = 5 holds; spread a1→b1 6 + 2 + 2 = 10 catches.
export const PAIR = 'grid 2x1 flam=2; area a1 fire=2';

export async function fireMap(
  attrs: { map?: string; rolls?: string; seed?: string; spread?: string; odds?: boolean; learn?: boolean } = {},
) {
  const el = await fixture<RbFireMap>(
    html`<rb-fire-map
      no-save
      seed=${attrs.seed ?? '7'}
      map=${attrs.map ?? PAIR}
      rolls=${attrs.rolls ?? '1 6'}
      spread-flammability=${attrs.spread ?? ''}
      ?odds=${attrs.odds ?? false}
      ?learn=${attrs.learn ?? false}
    ></rb-fire-map>`,
  );
  await el.updateComplete;
  return el;
}

export const root = (el: RbFireMap) => el.shadowRoot!;
export const text = (el: RbFireMap) => root(el).textContent!.replace(/\s+/g, ' ');
export const buttons = (el: RbFireMap) => [...root(el).querySelectorAll('button')];
export const button = (el: RbFireMap, label: string | RegExp) => {
  const found = buttons(el).find((b) => (typeof label === 'string' ? b.textContent!.includes(label) : label.test(b.textContent!)));
  if (!found)
    throw new Error(
      `no button ${label}; have: ${buttons(el)
        .map((b) => b.textContent!.trim())
        .join(' | ')}`,
    );
  return found;
};
export const areaButton = (el: RbFireMap, id: string) => root(el).querySelector<HTMLButtonElement>(`button[data-area="${id}"]`)!;
/** What a screen reader hears for an Area: its button's name. */
export const said = (el: RbFireMap, id: string) => areaButton(el, id).getAttribute('aria-label')!;
/**
 * What the eye sees on an Area: its name, each icon by name (the flame with its level), the
 * initials on its tokens and the chances CSS draws from data-t.
 */
export const seen = (el: RbFireMap, id: string) =>
  [...areaButton(el, id).querySelectorAll('.name, svg.icon, .level, [data-t]')]
    .map((e) =>
      e.localName === 'svg' ? /icon-(\w+)/.exec(e.getAttribute('class')!)![1] : (e.getAttribute('data-t') ?? e.textContent!.trim()),
    )
    .filter(Boolean)
    .join(' ');
export const level = (el: RbFireMap, id: string) => el.snapshot.context.map.areas.find((a) => a.id === id)!.fireLevel;
export const announcer = (el: RbFireMap) => root(el).querySelector('[role="status"]')!.textContent!;
export const field = <T extends HTMLElement>(el: RbFireMap, selector: string) => root(el).querySelector<T>(selector)!;

/** Focus a control and press a real key on it, then let the widget render. */
export async function press(el: RbFireMap, target: HTMLElement, key = 'Enter') {
  target.focus();
  await sendKeys({ press: key });
  await el.updateComplete;
}

/** Open the chosen Area's editor the way a reader would: focus the toggle, press Enter. */
export async function openEditor(el: RbFireMap) {
  await press(el, button(el, 'Edit this Area'));
  // Its module is loaded the first time it is asked for.
  await waitUntil(() => root(el).querySelector('[part="editor"]'), 'the editor opened');
  await el.updateComplete;
}

/** Click a control with the mouse, at its middle. */
export async function click(el: RbFireMap, target: HTMLElement) {
  target.scrollIntoView({ block: 'center' });
  const r = target.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)] });
  await el.updateComplete;
}

/** The toolbar's learning toggles, by name. */
export const toggle = (el: RbFireMap, name: 'Odds' | 'Statechart' | 'Predict') =>
  [...root(el).querySelectorAll<HTMLButtonElement>('[part~="teach-toolbar"] button')].find((b) => b.textContent!.trim() === name)!;
