import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { RuleRef } from '../core/explain.js';
import { INITIATIVE_DEAL_RULES } from './initiative-deal/initiative-deal.rules.js';
import { SOUL_PASSING_RULES } from './soul-passing/soul-passing.rules.js';

/**
 * The id a heading gets on the built page: lower case, punctuation dropped, spaces as
 * hyphens (Starlight's slugger, for the plain headings these pages use). The end-to-end
 * tests check the same anchors on the built site; this catches a renamed heading early.
 */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(page: string): Set<string> {
  const text = readFileSync(new URL(`../../content/${page}.mdx`, import.meta.url), 'utf8');
  return new Set([...text.matchAll(/^#{2,6}\s+(.+)$/gm)].map((m) => slug(m[1]!)));
}

describe('every rule a procedure links to is a heading of its page', () => {
  it.each([
    ['the initiative deal', INITIATIVE_DEAL_RULES],
    ['soul passing', SOUL_PASSING_RULES],
  ] as const)('%s', (_name, rules: Readonly<Record<string, RuleRef>>) => {
    for (const [key, rule] of Object.entries(rules)) {
      expect(anchorsOf(rule.page), `${key}: #${rule.section} on ${rule.page}`).toContain(rule.section);
    }
  });
});
