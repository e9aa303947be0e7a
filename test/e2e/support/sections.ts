// A long page's sections out of sight are skipped (content-visibility: auto, rulebook.css):
// neither laid out nor painted, so `innerText` leaves them out and axe's hit-tests find
// whatever is drawn over their spot. A check of what a reader reads on the whole page draws
// every section first, as the reader does by scrolling to each one (long-pages.spec.ts checks
// the skipping itself). The style goes with the next navigation.
import type { Page } from '@playwright/test';

export async function drawEverySection(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (document.getElementById('rb-draw-sections')) return;
    const style = document.createElement('style');
    style.id = 'rb-draw-sections';
    style.textContent = '.rb-section { content-visibility: visible !important; }';
    document.head.append(style);
  });
}

export async function skipSectionsAgain(page: Page): Promise<void> {
  await page.evaluate(() => document.getElementById('rb-draw-sections')?.remove());
}
