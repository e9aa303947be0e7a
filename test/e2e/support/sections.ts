// A long page's sections out of sight are skipped (content-visibility: auto, rulebook.css):
// neither laid out nor painted, so `innerText` leaves them out and axe's hit-tests find
// whatever is drawn over their spot. A check of what a reader reads on the whole page draws
// every section first, as the reader does by scrolling to each one (long-pages.spec.ts checks
// the skipping itself). The style goes with the next navigation.
import type { Page } from '@playwright/test';

// A constructed sheet, not a <style> element: the embed test pages' strict CSP refuses inline
// styles, and the check must not be what breaks them.
export async function drawEverySection(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { rbDrawSections?: CSSStyleSheet };
    if (w.rbDrawSections) return;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('.rb-section { content-visibility: visible !important; }');
    w.rbDrawSections = sheet;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

export async function skipSectionsAgain(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { rbDrawSections?: CSSStyleSheet };
    const sheet = w.rbDrawSections;
    if (!sheet) return;
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    delete w.rbDrawSections;
  });
}
