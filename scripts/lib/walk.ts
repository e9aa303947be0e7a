// A scripted walk through any widget by its buttons, shared by scripts/latency.ts and
// scripts/layout.ts. No script per widget: each step presses an enabled button of the widget,
// preferring the caller's `prefer` patterns, then the widget's primary (`.primary`) buttons,
// then whichever button was pressed least so far. History, share, reset, setup forms, example
// replays, removals and the auto-run toggle are never pressed. Buttons are found by role and
// visible name (Playwright locators pierce the shadow root), so the walk survives relabelling.
import type { Locator, Page } from 'playwright-core';
import { describeWidgets } from '../../site/widget-catalogue.js';

/** Never pressed by a walk. */
export const SKIP = /^(«|◀|Start|Go to the start|Back|Forward|Reset|Copy share link|Replay the |Take back|Remove|Auto|Stop auto|Run)/i;

/** The buttons a widget's walk should prefer (optional: a widget not named here is walked by the generic rule). */
const PREFER: Readonly<Record<string, readonly RegExp[]>> = {
  'initiative-deal': [/^Reveal/, /^Play the joker as/, /^Play the /, /^Show hand of/],
  'soul-passing': [/^Pray/, /^Roll to pass on/, /^End turn/],
  'karma-check': [/^Draw/, /^Play /, /^Stand/, /^Hit/],
  'register-duel': [/^Draw/, /^Turn over/, /: Lay /, /: keep the card/, /^Next round/],
  aiming: [/^Aim/, /^Fire with the best/, /^Stand/, /^Next shot/],
  'fire-map': [/^Next round/],
  'pool-fight': [/^Roll/, /^Close in/, /^Attack /, /^Shoot /, /^End /],
  'combat-round': [/^Roll the/, /^Melee attack/, /^End round/, /^End turn/],
  'attack-roll': [/^Roll/, /^Attack \(/, /^Round \d+: \w+ first/, /^End turn/],
};

/** A widget's walk: the page it is played on, and the buttons to prefer. */
export interface WalkSpec {
  path: string;
  prefer: readonly RegExp[];
  /** Its tag, when it is not `rb-<name>`. */
  tag?: string;
}

/**
 * Where each widget is played (its procedure's rules page, from the catalogue, so a new widget
 * is walked without being added here), and the buttons its walk should prefer.
 */
export const WIDGET_PAGES: Record<string, WalkSpec> = Object.fromEntries(
  describeWidgets()
    .filter((w) => w.page !== '')
    .map((w) => [w.name, { path: `/${w.page}/`, prefer: Object.hasOwn(PREFER, w.name) ? PREFER[w.name]! : [] }] as const)
    .sort(([a], [b]) => a.localeCompare(b)),
);

/**
 * Brings a widget into view and waits until it is drawn: the rulebook's pages load a widget's
 * module only as the reader nears it (site/components/widget-loader.ts), so a widget further
 * down a page is an empty placeholder until it is scrolled to.
 */
export async function ready(widget: Locator, timeout = 15_000): Promise<void> {
  // A long page's sections above it take their real height as they are drawn (content-
  // visibility), so the first scroll can land short or past it: scroll until it is in view.
  for (let tries = 0; tries < 6; tries++) {
    await widget.scrollIntoViewIfNeeded({ timeout });
    const inView = await widget.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.bottom > 0 && r.top < innerHeight;
    });
    if (inView) break;
  }
  // Never waits forever: a widget whose module does not load is named, not hung on.
  await widget.evaluate(
    (el, ms) =>
      Promise.race([
        customElements.whenDefined(el.localName),
        new Promise((_, reject) => setTimeout(() => reject(new Error(`<${el.localName}> was not defined within ${ms} ms`)), ms)),
      ]),
    timeout,
  );
  await widget.getByRole('button').first().waitFor({ timeout });
}

export interface WalkButton {
  name: string;
  enabled: boolean;
  primary: boolean;
  skip: boolean;
}

/** The widget's buttons as the walk sees them (document order, the order of getByRole). */
export function buttonsOf(widget: Locator): Promise<WalkButton[]> {
  return widget.getByRole('button').evaluateAll((els) =>
    (els as HTMLButtonElement[]).map((el) => ({
      name: (el.getAttribute('aria-label') || el.textContent || '').replace(/\s+/g, ' ').trim(),
      enabled: !el.disabled && el.getAttribute('aria-disabled') !== 'true',
      primary: el.classList.contains('primary'),
      // The history bar and the setup forms (adding people, placing creatures, editing the map).
      skip: Boolean(el.closest('[part~="history"], [part~="add-form"], [part~="place-form"], [part~="editor"]')),
    })),
  );
}

/**
 * The next button to press: { name, locator } or undefined when none is left.
 * `pressed` (a Map of name → count) is updated.
 */
export async function nextButton(
  widget: Locator,
  prefer: readonly RegExp[] = [],
  pressed = new Map<string, number>(),
): Promise<{ name: string; locator: Locator } | undefined> {
  const usable = (await buttonsOf(widget)).map((b, index) => ({ ...b, index })).filter((b) => b.enabled && !b.skip && !SKIP.test(b.name));
  if (!usable.length) return undefined;
  const rank = (b: WalkButton & { index: number }) => {
    const p = prefer.findIndex((re) => re.test(b.name));
    return [p < 0 ? 99 : p, b.primary ? 0 : 1, pressed.get(b.name) ?? 0, b.index];
  };
  usable.sort((a, b) => {
    const [x, y] = [rank(a), rank(b)];
    return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]! || x[3]! - y[3]!;
  });
  const choice = usable[0]!;
  pressed.set(choice.name, (pressed.get(choice.name) ?? 0) + 1);
  return { name: choice.name, locator: widget.getByRole('button').nth(choice.index) };
}

/** Presses a button as a keyboard user does: focus, then Enter. */
export async function press(page: Page, locator: Locator): Promise<void> {
  await locator.focus();
  await page.keyboard.press('Enter');
}
