// At the table, on paper (issue 19): every page of the built site printed to PDF in
// Chromium and read back with pdf.js. No navigation text on paper, the page's own content
// there, internal links printed with their path, tables that split only between rows.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { fold, pdfPages, sitePages } from './support/at-the-table.js';

/** Text that only the site's navigation and pickers carry (not also the page's content). */
const navigationOnlyText = (page: Page) =>
  page.evaluate(() => {
    const roots = document.querySelectorAll(
      'header.header, nav.sidebar, .right-sidebar-container, mobile-starlight-toc, starlight-toc, .pagination-links, site-search, starlight-theme-select, .sl-skip-link',
    );
    const strings = new Set<string>();
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const t = (n.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (t.length >= 4) strings.add(t);
      }
      for (const el of root.querySelectorAll('[aria-label]')) strings.add((el.getAttribute('aria-label') ?? '').trim());
    }
    // The page's own text, widgets' Shadow DOM included (a widget may print "Next" too).
    const widgets = [...document.querySelectorAll('main *')].filter((el) => el.localName.startsWith('rb-')).map((el) => el.shadowRoot);
    const content = [document.querySelector('main h1'), document.querySelector('.sl-markdown-content'), ...widgets]
      .map((el) => el?.textContent ?? '')
      .join(' ')
      .replace(/\s+/g, ' ');
    const plain = (s: string) => s.replace(/[\u2018\u2019]/g, "'");
    return [...strings].filter((s) => s.length >= 4 && !plain(content).includes(plain(s)));
  });

test.describe('on paper', () => {
  test('every page prints its content and none of the navigation, search, pickers or "on this page"', async ({ context }) => {
    test.setTimeout(180_000);
    const page = await context.newPage();
    const pages = sitePages();
    let printed = 0;
    const sheets: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      const title = (await page.locator('main h1').first().innerText()).trim();
      const text = fold((await pdfPages(await page.pdf({ format: 'A4' }))).join(' '));
      // Read after printing: a widget near the top may have been drawn meanwhile (this page does
      // not wait for them), and its words ("Turn order" in a rule link) are content, not navigation.
      const nav = await navigationOnlyText(page);
      expect(nav.length, `${path}: found no navigation text to look for`).toBeGreaterThan(0);
      expect(text.includes(fold(title)), `${path}: the printed page lacks its title "${title}"`).toBe(true);
      const leaked = nav.filter((s) => text.includes(fold(s)));
      expect(leaked, `${path}: navigation text on paper`).toEqual([]);
      // Internal links in the running text print their path (tables are left alone). The
      // page's own links only: a widget's rule links sit in its shadow root and print in its
      // log (Playwright's locators would pierce the shadow root, document.querySelectorAll does not).
      // A glossary word's link sits in its closed popover, which is not running text and never
      // prints (site/components/Term.astro).
      const links = await page.evaluate(() =>
        [...document.querySelectorAll('.sl-markdown-content a[href^="/"]:not(.sl-anchor-link)')]
          .filter((a) => !a.closest('table, [popover]'))
          .map((a) => a.getAttribute('href')),
      );
      const squeezed = text.replace(/\s+/g, '');
      for (const href of links) expect(squeezed.includes(`(${href})`), `${path}: the link to ${href} prints no path`).toBe(true);
      // Every widget, on every page, is kept in one piece (a new widget needs its tag in print.css).
      await page.emulateMedia({ media: 'print' });
      const split = await page.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((el) => el.localName.startsWith('rb-') && getComputedStyle(el).breakInside !== 'avoid')
          .map((el) => el.localName),
      );
      await page.emulateMedia({ media: null });
      expect(split, `${path}: widgets that may split across pages`).toEqual([]);
      printed++;
      if (/reference-sheet/.test(path)) sheets.push(path);
    }
    expect(printed, `printed only ${printed} pages`).toBeGreaterThanOrEqual(20);
    expect(sheets.length, `expected a reference sheet per system, found ${JSON.stringify(sheets)}`).toBeGreaterThanOrEqual(4);
  });

  test('in print, table rows never split, header rows repeat, and each widget is kept in one piece', async ({ page }) => {
    await page.goto('/karmic/karma-deck-and-checks/');
    await page.emulateMedia({ media: 'print' });
    const styles = await page.evaluate(() => {
      const main = document.querySelector('.sl-markdown-content') as Element;
      const table = main.querySelector('table') as Element;
      return {
        row: getComputedStyle(table.querySelector('tbody tr') as Element).breakInside,
        head: getComputedStyle(table.querySelector('thead') as Element).display,
        display: getComputedStyle(table).display,
        widgets: [...main.querySelectorAll('*')]
          .filter((el) => el.localName.startsWith('rb-'))
          .map((el) => `${el.localName}: ${getComputedStyle(el).breakInside}`),
        hidden: ['header.header', 'nav.sidebar', 'site-search', 'starlight-theme-select', '.sl-skip-link'].map((s) => {
          const el = document.querySelector(s);
          return [s, el && getComputedStyle(el).display] as const;
        }),
      };
    });
    expect(styles.row).toBe('avoid');
    expect(styles.head).toBe('table-header-group');
    expect(styles.display).toBe('table');
    expect(styles.widgets.length, 'no widget on the page').toBeGreaterThan(0);
    for (const w of styles.widgets) expect(w).toMatch(/: avoid$/);
    for (const [selector, display] of styles.hidden)
      expect(display === null || display === 'none', `${selector} prints (display ${display})`).toBe(true);
    await page.emulateMedia({ media: null });
  });
});
