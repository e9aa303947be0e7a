/**
 * Attribute text → a whole fight's input: the roster, one fighter a `;`, each as
 * `Name: side words…`, the side `liberi` (or `pc`) or `foe`, then the attack exchange's own
 * fighter words (read by the attack roll's setup, so a fighter is written the same way on both
 * pages), and `card Q♠` for a foe with a fixed initiative card:
 *
 *     Ada: liberi attack 3 life 10 weapon medium; Ghoul: foe attack 2 life 8 natural claw 1d6 card Qs
 *
 * One specific message per bad value; the default roster (or the value's default) is used.
 */
import { isBlank, nameProblem, quote, readSeed, seedProblem } from '../../core/attributes.js';
import { parseCard, standardDeck, type Card } from '../../core/cards.js';
import type { AttributeText, SetupResult } from '../../core/procedure.js';
import { attackRoll } from '../attack-roll/index.js';
import type { FightSide, LiberiGothicaFightInput, RosterEntry } from './liberi-gothica-fight.context.js';
import { MAX_FIGHTERS } from './liberi-gothica-fight.rules.js';

/** The attributes the setup reads, as written in HTML, `seed` first. */
export const LIBERI_GOTHICA_FIGHT_ATTRIBUTES = ['seed', 'fighters'] as const;
export type LiberiGothicaFightAttribute = (typeof LIBERI_GOTHICA_FIGHT_ATTRIBUTES)[number];

/** Two Liberi against a ghoul with a monster's fixed card and a cultist minion: our own first fight. */
export const DEFAULT_FIGHTERS =
  'Ada: liberi attack 3 toughness 3 athleticism 2 life 10 vitality 6 weapon medium defense 7 armor 1; ' +
  'Bram: liberi attack 3 toughness 4 athleticism 2 life 12 vitality 6 weapon large defense 7; ' +
  'Ghoul: foe attack 2 toughness 2 life 8 vitality 4 defense 7 natural claw 1d6 creature card Qs; ' +
  'Cultist: foe attack 1 toughness 1 life 5 vitality 3 defense 6 weapon small minion';

/** The words for each side (a Map: `constructor` is not among them). */
const SIDE_WORDS: ReadonlyMap<string, FightSide> = new Map([
  ['liberi', 'liberi'],
  ['pc', 'liberi'],
  ['foe', 'foe'],
  ['npc', 'foe'],
]);

const NAME = /^[\p{L}][\p{L}\p{N}'’-]{0,23}$/u;

/** One fighter, or the reason it cannot be read; word-level slips are pushed to `errors` (their defaults used). */
function parseEntry(entry: string, errors: string[]): RosterEntry | { error: string } {
  const m = /^([^:]*):\s*(\S+)(.*)$/s.exec(entry);
  if (!m) return { error: `${quote(entry)} is not of the form "Name: liberi words…" or "Name: foe words…"` };
  const name = m[1]!.trim();
  const named = nameProblem(name);
  if (named) return { error: named };
  if (!NAME.test(name)) return { error: `the name ${quote(name)} should be one word of letters, up to 24` };
  const side = SIDE_WORDS.get(m[2]!.toLowerCase());
  if (!side) return { error: `${quote(m[2]!)} (for ${name}) is not a side: use liberi or foe` };
  let words = m[3]!;
  let card: Card | undefined;
  const c = /(?:^|\s)card(?:\s+(\S+))?/i.exec(words);
  if (c) {
    card = c[1] === undefined ? undefined : parseCard(c[1]);
    if (!card) return { error: `${quote(c[1] ?? '')} (for ${name}) is not a card for a fixed place in the deal (try Q♠ or Qs)` };
    if (side === 'liberi') return { error: `${name} is a Liberi, dealt a hand: only a foe plays a fixed card` };
    words = words.replace(c[0], ' ');
  }
  const attribute = side === 'liberi' ? 'attacker' : 'defender';
  const read = attackRoll.setup({ [attribute]: `${name} ${words.trim()}` }, 1);
  for (const e of read.errors) errors.push(`fighters: ${name}: ${e.replace(/^(attacker|defender): /, '')}`);
  const fighter = side === 'liberi' ? read.input.attacker : read.input.defender;
  return { side, fighter: { ...fighter, name } as RosterEntry['fighter'], ...(card ? { card } : {}) };
}

/** The roster, or the one reason it cannot be used. */
export function parseFighters(text: string, errors: string[]): RosterEntry[] | { error: string } {
  const entries = text
    .split(';')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  if (entries.length > MAX_FIGHTERS) return { error: `lists ${entries.length} fighters; a fight here seats at most ${MAX_FIGHTERS}` };
  const roster: RosterEntry[] = [];
  const slips: string[] = [];
  for (const entry of entries) {
    const read = parseEntry(entry, slips);
    if ('error' in read) return read;
    if (roster.some((r) => r.fighter.name.toLowerCase() === read.fighter.name.toLowerCase()))
      return { error: `${read.fighter.name} is listed twice: each fighter needs a name of their own` };
    roster.push(read);
  }
  if (!roster.some((r) => r.side === 'liberi') || !roster.some((r) => r.side === 'foe'))
    return { error: 'needs both sides: at least one liberi and one foe' };
  errors.push(...slips);
  return roster;
}

export function parseLiberiGothicaFightSetup(
  attrs: AttributeText<LiberiGothicaFightAttribute>,
  fallbackSeed = 1,
): SetupResult<LiberiGothicaFightInput> {
  const errors: string[] = [];
  const seed = readSeed(attrs.seed, errors) ?? fallbackSeed;
  let fighters = parseFighters(DEFAULT_FIGHTERS, []) as RosterEntry[];
  if (!isBlank(attrs.fighters)) {
    const read = parseFighters(attrs.fighters, errors);
    if ('error' in read) errors.push(`fighters: ${read.error}; the first fight's roster is used instead`);
    else fighters = read;
  }
  return { input: { seed, fighters }, errors };
}

const DECK = new Set<string>(standardDeck(true));

/** Why a saved or shared input cannot start a table, or undefined when it can. */
export function liberiGothicaFightInputProblem(input: unknown): string | undefined {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return 'it holds no setup';
  const { seed, fighters } = input as Record<string, unknown>;
  const refused = seedProblem(seed);
  if (refused) return refused;
  if (!Array.isArray(fighters) || fighters.length < 2 || fighters.length > MAX_FIGHTERS)
    return `its roster is not a list of 2 to ${MAX_FIGHTERS} fighters`;
  for (const [i, f] of fighters.entries()) {
    if (typeof f !== 'object' || f === null) return `fighter ${i + 1} is not readable`;
    const { side, fighter, card } = f as Record<string, unknown>;
    if (side !== 'liberi' && side !== 'foe') return `fighter ${i + 1} is on no side`;
    if (card !== undefined && !(typeof card === 'string' && DECK.has(card))) return `fighter ${i + 1}'s fixed card is not a card`;
    const problem = attackRoll.inputProblem({ seed: 1, distance: 5, attacker: fighter, defender: fighter });
    if (problem) return `fighter ${i + 1}: ${problem}`;
  }
  const sides = new Set(fighters.map((f) => (f as { side: string }).side));
  if (sides.size < 2) return 'its roster has only one side';
  return undefined;
}
