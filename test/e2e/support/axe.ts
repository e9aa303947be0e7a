// axe-core on a page of the built site, as the `page` fixture runs it after every test: every
// rule in the light theme (with label-content-name-mismatch on: a button's visible text is in
// its name), then the colour rules again in the dark theme, when the page has Starlight's themes.
//
// axe-core is injected and run directly rather than through @axe-core/playwright, whose
// analyze() took three times the CPU here (it runs each frame partially and finishes in a new
// blank page); these pages have no frames to cross.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type * as Axe from 'axe-core';
import { drawEverySection, skipSectionsAgain } from './sections.js';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The axe rules whose verdict depends on colours, the only thing a theme switch changes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

type Theme = 'light' | 'dark';

/** Every axe violation on the page as it is now, one line each, in both themes where it has them. */
export async function axeViolations(page: Page): Promise<string[]> {
  const lines: string[] = [];
  const themed = await page.evaluate(() => document.documentElement.hasAttribute('data-theme'));
  // axe's colour checks hit-test each element where it stands: it judges the page with every
  // section drawn, as a reader meets each one (support/sections.ts).
  await drawEverySection(page);
  try {
    await runThemes(page, themed, lines);
  } finally {
    await skipSectionsAgain(page);
  }
  return lines;
}

async function runThemes(page: Page, themed: boolean, lines: string[]): Promise<void> {
  for (const theme of themed ? (['light', 'dark'] as const) : [undefined]) {
    if (theme) await switchTheme(page, theme);
    // Injected by evaluating its source (not a <script>, which a strict CSP refuses).
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
    // A theme changes colours and nothing else: the first pass runs every rule, the second
    // only the rules that read colours (half the axe time of a test).
    const options: Axe.RunOptions =
      theme === 'dark'
        ? { resultTypes: ['violations'], runOnly: { type: 'rule', values: COLOUR_RULES } }
        : { resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } };
    const violations = await page.evaluate(
      async (options) => (await (window as unknown as { axe: typeof Axe }).axe.run(document, options)).violations,
      options,
    );
    for (const v of violations) {
      const where = v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ');
      lines.push(`axe: ${theme ? `[${theme}] ` : ''}${v.id} (${v.impact}): ${v.help} — ${where}`);
    }
  }
}

/** Switches Starlight's theme and waits until colours that ease between themes have arrived. */
async function switchTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate(async (theme) => {
    document.documentElement.dataset.theme = theme;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    // Colours are judged once they arrive, not half-way through a transition.
    const roots: (Document | ShadowRoot)[] = [
      document,
      ...[...document.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? [el.shadowRoot] : [])),
    ];
    await Promise.all(roots.flatMap((r) => r.getAnimations()).map((a) => a.finished.catch(() => {})));
  }, theme);
}
