// Rule tables for the end-to-end checks: a procedure's `<PROCEDURE>_RULES` (page, section,
// title), read from its TypeScript module by bundling it with esbuild, so the test checks
// the very table the widgets link from. Not a test file itself (no `.e2e.mjs`).
import { build } from 'esbuild';

/** The named export of a machines/ module, e.g. ruleTable('machines/…/initiative-deal.rules.ts', 'INITIATIVE_DEAL_RULES'). */
export async function ruleTable(entry, name) {
  const out = await build({ entryPoints: [entry], bundle: true, write: false, format: 'esm', platform: 'neutral', logLevel: 'silent' });
  const module = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
  return module[name];
}

/** Open each rule's page on the built site and find the heading its anchor names. */
export async function checkRuleAnchors(page, baseUrl, assert, rules) {
  const byPage = new Map();
  for (const [key, rule] of Object.entries(rules)) byPage.set(rule.page, [...(byPage.get(rule.page) ?? []), [key, rule]]);
  for (const [path, entries] of byPage) {
    await page.goto(`${baseUrl}/${path}/`, { waitUntil: 'load' });
    const ids = await page.evaluate(() => [...document.querySelectorAll('main [id]')].map((e) => e.id));
    for (const [key, rule] of entries) assert.ok(ids.includes(rule.section), `${key}: no #${rule.section} on /${path}/`);
  }
}
