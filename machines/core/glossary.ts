/**
 * The words a newcomer meets at the table, per system: each term with a definition in our
 * own words and the rule that says more (`machines/<system>/glossary.ts`). One module per
 * system serves both the widgets (a term shows its definition on tap or focus, loaded when
 * first wanted) and the rules pages (site/components/Term.astro), so both say the same.
 */
import type { RuleRef } from './explain.js';

export interface GlossaryEntry {
  /** The word as the rules write it: "Soul Gauge", "ITM". */
  readonly term: string;
  /** One or two plain sentences a first-timer understands, in our own words. */
  readonly definition: string;
  /** Where the rulebook says more: a heading of a rules page. */
  readonly rule: RuleRef;
}

/** A system's glossary, by id (lowercase, dashes: `soul-gauge`). */
export type Glossary = Readonly<Record<string, GlossaryEntry>>;

/** The entry for `id`, looked up by own keys only (`constructor` finds nothing). */
export function lookUpTerm(glossary: Glossary, id: string): GlossaryEntry | undefined {
  return Object.hasOwn(glossary, id) ? glossary[id] : undefined;
}
