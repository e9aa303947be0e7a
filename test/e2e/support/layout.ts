// Layout checks shared by the widgets' specs: nothing scrolls sideways (the widget in its box,
// the page in the window) and a widget stays within a height. Each measures again until the
// widget has settled, so a step still being drawn is not taken for the state it leads to.
import type { Locator } from '@playwright/test';
import { expect } from '../fixtures.js';

/**
 * The widget is no wider than its box and the page no wider than the window (with `base`,
 * the widget's base part no wider than its own box either). `where` names the state.
 */
export async function expectFits(widget: Locator, where: string, { base = false } = {}): Promise<void> {
  await expect(async () => {
    const m = await widget.evaluate((el) => {
      const root = el.shadowRoot;
      const part = root?.querySelector('[part~="base"]');
      return {
        sw: el.scrollWidth,
        cw: el.clientWidth,
        base: part ? part.scrollWidth - part.clientWidth : 0,
        // What sticks out, for the message (text made to be read out, not drawn, aside).
        inner: [...(root?.querySelectorAll('*') ?? [])]
          .filter(
            (n) =>
              n.scrollWidth > n.clientWidth + 1 &&
              getComputedStyle(n).overflowX === 'visible' &&
              n.clientWidth > 0 &&
              !n.closest('.visually-hidden, .label, .step-word'),
          )
          .map((n) => (typeof n.className === 'string' && n.className) || n.tagName)
          .slice(0, 3),
        psw: document.documentElement.scrollWidth,
        pcw: document.documentElement.clientWidth,
      };
    });
    expect(m.sw, `${where}: the widget is ${m.sw} wide in ${m.cw} (${m.inner.join(', ')})`).toBeLessThanOrEqual(m.cw);
    if (base) expect(m.base, `${where}: the widget's base part is ${m.base} px wider than its box`).toBeLessThanOrEqual(0);
    expect(m.psw, `${where}: the page is ${m.psw} wide in ${m.pcw}`).toBeLessThanOrEqual(m.pcw);
  }).toPass({ timeout: 10_000 });
}

/** The widget is at most `px` tall. */
/** The tallest a widget may grow at 1280 × 900 while playing: one figure for this and the layout check. */
export { PLAYING_HEIGHT } from '../../../scripts/lib/playing-height.js';

export async function expectAtMostTall(widget: Locator, px: number, where: string): Promise<void> {
  await expect
    .poll(() => widget.evaluate((el) => el.getBoundingClientRect().height), { message: `${where}: the widget is taller than ${px} px` })
    .toBeLessThanOrEqual(px);
}

/** Opens every details of the widget (the table setup, the refusals), so the widest state is measured. */
export const openAll = (widget: Locator): Promise<void> =>
  widget.evaluate((el) => el.shadowRoot?.querySelectorAll('details').forEach((d) => (d.open = true)));
