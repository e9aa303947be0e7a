// Every rule a procedure links to is a place on the built site: for each procedure of the
// catalogue (machines/catalogue.ts), each entry of its `rules` names a page and a section, and
// /<page>/ must have exactly one element in its main column with that id (a heading, or a
// ruling's note), so that every "why" link a widget shows lands where it says. The procedure's
// own page is visited last, so that axe (../fixtures.ts) checks it as a reader first finds it.
import type { RuleRef } from '../../machines/core/explain.js';
import { PROCEDURES } from '../../machines/catalogue.js';
import { expect, test } from './fixtures.js';

const procedures = PROCEDURES;

test.describe('rule anchors', () => {
  // The pages' own headings and notes: no widget needs to load.
  test.use({ widgets: 'static' });

  for (const { name, page: home, rules } of procedures) {
    test(`every rule ${name} links to is an anchor on its page`, async ({ page }) => {
      const byPage = new Map<string, [string, RuleRef][]>([[home, []]]);
      for (const [key, rule] of Object.entries(rules)) byPage.set(rule.page, [...(byPage.get(rule.page) ?? []), [key, rule]]);
      expect(Object.keys(rules).length, `${name} links to no rule`).toBeGreaterThan(0);
      // Its own page last (a Map keeps insertion order).
      const own = byPage.get(home) ?? [];
      byPage.delete(home);
      byPage.set(home, own);
      for (const [path, entries] of byPage) {
        await page.goto(`/${path}/`);
        for (const [key, rule] of entries) {
          await expect.soft(page.locator(`main [id="${rule.section}"]`), `${key}: #${rule.section} on /${path}/`).toHaveCount(1);
        }
      }
    });
  }
});
