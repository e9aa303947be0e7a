// The four systems' glossaries for the rules pages (site/components/Term.astro), read from
// the same modules the widgets load on demand (machines/<system>/glossary.ts), so a word
// means the same on a page and in a table.
import { lookUpTerm, type Glossary, type GlossaryEntry } from '../../machines/core/glossary.ts';
import type { SystemId } from '../../machines/core/procedure.ts';
import { GLOSSARY as DICE_POOL } from '../../machines/dice-pool/glossary.ts';
import { GLOSSARY as KARMIC } from '../../machines/karmic/glossary.ts';
import { GLOSSARY as LADY_LUCK } from '../../machines/lady-luck/glossary.ts';
import { GLOSSARY as LIBERI_GOTHICA } from '../../machines/liberi-gothica/glossary.ts';

export const GLOSSARIES: Readonly<Record<SystemId, Glossary>> = {
  'liberi-gothica': LIBERI_GOTHICA,
  karmic: KARMIC,
  'lady-luck': LADY_LUCK,
  'dice-pool': DICE_POOL,
};

/** The entry, or a build error naming the terms there are (a typo must not ship as a dead word). */
export function glossaryEntry(system: string, term: string): GlossaryEntry {
  const glossary = Object.hasOwn(GLOSSARIES, system) ? GLOSSARIES[system as SystemId] : undefined;
  if (!glossary) throw new Error(`<Term system="${system}">: no such system (${Object.keys(GLOSSARIES).join(', ')})`);
  const entry = lookUpTerm(glossary, term);
  if (!entry) throw new Error(`<Term system="${system}" term="${term}">: not in its glossary (${Object.keys(glossary).join(', ')})`);
  return entry;
}

let count = 0;
/** An id no other term on the page has (the build renders pages one after another). */
export function termId(system: string, term: string): string {
  count += 1;
  return `rb-term-${system}-${term}-${count}`;
}
