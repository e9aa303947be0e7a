/**
 * Where the rulebook lives, for links from a step's why (or a glossary word) to its rule. A
 * build of the embed files defines `__RULEBOOK_BASE__` as the site's address; on the
 * rulebook's own pages (and in tests) links are site-relative. A widget's `rules-base`
 * attribute can override both. A module of its own, with no Lit, so that what is loaded on
 * demand (the glossary word's element) can link to rules without carrying Lit along.
 */
import type { RuleRef } from '../../machines/core/explain.js';

declare const __RULEBOOK_BASE__: string | undefined;
export const RULEBOOK_BASE: string = typeof __RULEBOOK_BASE__ === 'string' ? __RULEBOOK_BASE__ : '/';

export function ruleHref(rule: RuleRef, base: string = RULEBOOK_BASE): string {
  const root = base.endsWith('/') ? base : `${base}/`;
  return `${root}${rule.page}/#${rule.section}`;
}
