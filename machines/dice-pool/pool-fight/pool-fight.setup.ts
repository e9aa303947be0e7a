/**
 * Attribute text → pool-fight machine input, one specific message per bad value (its
 * default is used instead, so the widget always runs), and a check for saved or shared inputs.
 *
 * Each group is written as fighters separated by ";" (a fighter's words: pool-fight.fighter.ts):
 *
 *     party="Mara agility 2 physique 2 armour 2 with sword light sharp; Jory agility 3 armour 1 with pistol gun low cart 6"
 *     foes="Bandit agility 1 physique 2 armour 3 at 6 with maul heavy blunt two-handed"
 */
import { isBlank, nameProblem, quote, readChoice, readSeed, seedProblem } from '../../core/attributes.js';
import type { AttributeText } from '../../core/procedure.js';
import { parseRollList } from '../../core/random.js';
import { ELECTRIC_WIELDER_READINGS, type ElectricWielder } from '../melee.js';
import { LADDER, type Pool } from '../pool.js';
import {
  FIELD_END,
  FOES,
  MAX_GROUPS,
  MAX_PER_GROUP,
  moreGroupId,
  PARTY,
  SEED_RULES,
  type FighterInput,
  type Group,
} from './pool-fight.rules.js';
import type { PoolFightInput } from './pool-fight.context.js';
import {
  DEFAULT_FOES,
  DEFAULT_JAM_DIFFICULTY,
  DEFAULT_PARTY,
  fighterProblem,
  MAX_DICE,
  MAX_FACE,
  MAX_NAME,
  MAX_ROLLS,
  parseGroup,
  readDice,
  startSquare,
} from './pool-fight.fighter.js';

export { DEFAULT_FOES, DEFAULT_JAM_DIFFICULTY, DEFAULT_PARTY, fighterText, parseFighter, parseGroup } from './pool-fight.fighter.js';

/**
 * The attributes the setup reads, as written in HTML. `more-groups` adds up to two groups to the
 * party and the foes, each a name, a colon and its fighters, separated by "|":
 * `more-groups="Wolves: Grey at 12 with fangs; Ash at 12 with fangs | Crows: Caw at 20"`.
 * `electric-wielder` is the table's ruling on the electric weapon's wielder: `counts` (the
 * seed's words, the default) or `insulated`.
 */
export const POOL_FIGHT_ATTRIBUTES = ['seed', 'rolls', 'party', 'foes', 'more-groups', 'jam-difficulty', 'electric-wielder'] as const;
export type PoolFightAttribute = (typeof POOL_FIGHT_ATTRIBUTES)[number];
export type PoolFightAttributes = AttributeText<PoolFightAttribute>;

/** A group's name as the table writes it: letters, spaces, apostrophes and dashes, up to 20. */
const GROUP_NAME = /^[\p{L}][\p{L}'’ -]*$/u;

/** Why `name` cannot name a group beside `taken` (lowercase names already used), or undefined. */
function groupNameProblem(name: string, taken: ReadonlySet<string>): string | undefined {
  const problem = nameProblem(name);
  if (problem) return problem;
  if (!GROUP_NAME.test(name) || [...name].length > MAX_NAME) return `the group name ${quote(name)} should be letters, up to ${MAX_NAME}`;
  if (taken.has(name.toLowerCase())) return `the group name ${quote(name)} is taken`;
  return undefined;
}

const TAKEN_GROUP_NAMES = ['party', 'foes', PARTY.name, FOES.name];

/** The groups beyond the party and the foes, from `more-groups`; a group that cannot be read is left out, with why. */
function parseMoreGroups(text: string | null | undefined, errors: string[]): { groups: Group[]; fighters: FighterInput[] } {
  const groups: Group[] = [];
  const fighters: FighterInput[] = [];
  if (isBlank(text)) return { groups, fighters };
  const parts = text
    .split('|')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const room = MAX_GROUPS - 2;
  if (parts.length > room) errors.push(`more-groups: at most ${room} more groups (${MAX_GROUPS} in all); the rest are left out`);
  const taken = new Set(TAKEN_GROUP_NAMES);
  for (const part of parts.slice(0, room)) {
    const colon = part.indexOf(':');
    const name = colon < 0 ? '' : part.slice(0, colon).trim();
    if (colon < 0 || name === '') {
      errors.push(`more-groups: a group is a name, a colon and its fighters, like "Wolves: Grey at 12"; ${quote(part)} is left out`);
      continue;
    }
    const problem = groupNameProblem(name, taken);
    if (problem) {
      errors.push(`more-groups: ${problem}; that group is left out`);
      continue;
    }
    const id = moreGroupId(groups.length);
    const own: string[] = [];
    const members = parseGroup('more-groups', id, part.slice(colon + 1), own);
    if (own.some((e) => e.includes('the default group is used'))) {
      errors.push(`more-groups: ${name} holds 1 to ${MAX_PER_GROUP} fighters separated by ";"; that group is left out`);
      continue;
    }
    errors.push(...own);
    taken.add(name.toLowerCase());
    groups.push({ id, name });
    fighters.push(...members);
  }
  return { groups, fighters };
}

/** A group standing on a square another group's fighter holds moves, whole, to a free square beyond the others. */
function apartFromOthers(fighters: readonly FighterInput[], groups: readonly Group[], errors: string[]): FighterInput[] {
  let out = [...fighters];
  for (const g of groups) {
    const others = out.filter((f) => f.group !== g.id);
    const held = new Set(others.map((f) => f.at));
    const mine = out.filter((f) => f.group === g.id);
    if (!mine.some((f) => held.has(f.at))) continue;
    let at = Math.min(FIELD_END, Math.max(...others.map((f) => f.at)) + 6);
    while (held.has(at) && at > 0) at--;
    errors.push(`more-groups: ${g.name} would share a square with another group's fighter; they start at square ${at} instead`);
    out = out.map((f) => (f.group === g.id ? { ...f, at } : f));
  }
  return out;
}

const ELECTRIC_CHOICES: ReadonlyMap<string, ElectricWielder> = new Map(ELECTRIC_WIELDER_READINGS.map((r) => [r, r]));

/** Read the widget's attributes; `fallbackSeed` when `seed` is missing or bad. */
export function parsePoolFightSetup(attrs: PoolFightAttributes, fallbackSeed = 1): { input: PoolFightInput; errors: string[] } {
  const errors: string[] = [];
  const seed = readSeed(attrs.seed, errors) ?? fallbackSeed;
  let rolls: number[] | undefined;
  if (!isBlank(attrs.rolls)) {
    const parsed = parseRollList(attrs.rolls);
    if ('error' in parsed) errors.push(`rolls: ${parsed.error}; the seed rolls every die instead`);
    else if (parsed.rolls.length > MAX_ROLLS)
      errors.push(`rolls: ${parsed.rolls.length} rolls given, at most ${MAX_ROLLS}; the seed rolls every die instead`);
    else if (parsed.rolls.some((r) => r > MAX_FACE))
      errors.push(
        `rolls: ${Math.max(...parsed.rolls)} is not a face of any die on the ladder (d4 to d12); the seed rolls every die instead`,
      );
    else rolls = parsed.rolls;
  }
  let party = parseGroup('party', 'party', isBlank(attrs.party) ? DEFAULT_PARTY : attrs.party, errors);
  let foes = parseGroup('foes', 'foes', isBlank(attrs.foes) ? DEFAULT_FOES : attrs.foes, errors);
  const more = parseMoreGroups(attrs['more-groups'], errors);
  // Two fighters of one name: the later ones get a number, kept within the name's length.
  const taken = new Set<string>();
  const unique = (f: FighterInput): FighterInput => {
    let name = f.name;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${[...f.name].slice(0, MAX_NAME - String(n).length).join('')}${n}`;
    if (name !== f.name) errors.push(`${f.group}: the name ${f.name} is taken by another fighter; this one is called ${name}`);
    taken.add(name.toLowerCase());
    return name === f.name ? f : { ...f, name };
  };
  party = party.map(unique);
  foes = foes.map(unique);
  const others = more.fighters.map(unique);
  if (Math.max(...party.map((f) => f.at)) >= Math.min(...foes.map((f) => f.at))) {
    errors.push(
      `foes: the party stands on the lower squares and the foes on the higher ones, apart; they start at squares ${startSquare('party')} and ${startSquare('foes')} instead`,
    );
    party = party.map((f) => ({ ...f, at: startSquare('party') }));
    foes = foes.map((f) => ({ ...f, at: startSquare('foes') }));
  }
  let jamDifficulty = DEFAULT_JAM_DIFFICULTY;
  if (!isBlank(attrs['jam-difficulty'])) {
    const d = readDice('jam-difficulty', 'the difficulty', attrs['jam-difficulty'], errors);
    if (d) jamDifficulty = d;
  }
  const electricWielder =
    readChoice('electric-wielder', attrs['electric-wielder'], ELECTRIC_CHOICES, errors, "the seed's reading, counts, is used") ??
    SEED_RULES.electricWielder;
  return {
    input: {
      seed,
      ...(rolls ? { rolls } : {}),
      fighters: apartFromOthers([...party, ...foes, ...others], more.groups, errors),
      ...(more.groups.length ? { moreGroups: more.groups } : {}),
      jamDifficulty,
      rules: { electricWielder },
    },
    errors,
  };
}

const isInt = (v: unknown, r: { min: number; max: number }): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= r.min && v <= r.max;
const isPool = (v: unknown): v is Pool =>
  Array.isArray(v) && v.length >= 1 && v.length <= MAX_DICE && v.every((d) => (LADDER as readonly unknown[]).includes(d));

/** Saved rulings are ones this build knows, and nothing else (absent: the build before's, see LEGACY_RULES). */
function rulesOk(v: unknown): boolean {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  const r = v as Record<string, unknown>;
  return Object.keys(r).length === 1 && (ELECTRIC_WIELDER_READINGS as readonly unknown[]).includes(r.electricWielder);
}

/** The saved groups beyond the party and the foes, as the setup writes them (absent: none), or undefined. */
function moreGroupsOk(v: unknown): Group[] | undefined {
  if (v === undefined) return [];
  if (!Array.isArray(v) || v.length < 1 || v.length > MAX_GROUPS - 2) return undefined;
  const taken = new Set(TAKEN_GROUP_NAMES);
  const out: Group[] = [];
  for (const [k, g] of v.entries()) {
    if (!g || typeof g !== 'object' || Array.isArray(g)) return undefined;
    const { id, name, ...rest } = g as Record<string, unknown>;
    if (Object.keys(rest).length || id !== moreGroupId(k) || typeof name !== 'string' || groupNameProblem(name, taken)) return undefined;
    taken.add(name.toLowerCase());
    out.push({ id, name });
  }
  return out;
}

/** Why a saved or shared input cannot be used, in a few words; undefined when it can. */
export function poolFightInputProblem(input: unknown): string | undefined {
  if (!input || typeof input !== 'object') return 'no setup was saved';
  const x = input as Record<string, unknown>;
  const seed = seedProblem(x.seed);
  if (seed) return seed;
  if (
    x.rolls !== undefined &&
    (!Array.isArray(x.rolls) || x.rolls.length > MAX_ROLLS || !x.rolls.every((r) => isInt(r, { min: 1, max: MAX_FACE })))
  )
    return 'its fixed rolls';
  if (!isPool(x.jamDifficulty)) return 'its jam difficulty';
  if (x.rules !== undefined && !rulesOk(x.rules)) return 'its table rulings';
  const more = moreGroupsOk(x.moreGroups);
  if (!more) return 'its groups';
  const groups = [PARTY, FOES, ...more];
  const fs = x.fighters;
  const ids = new Set(groups.map((g) => g.id));
  if (!Array.isArray(fs) || fs.some((f) => fighterProblem(f, ids))) return 'its fighters';
  const of = (g: Group) => (fs as FighterInput[]).filter((f) => f.group === g.id);
  if (groups.some((g) => of(g).length < 1 || of(g).length > MAX_PER_GROUP)) return 'its groups';
  const [party, foes] = [of(PARTY), of(FOES)];
  if (Math.max(...party.map((f) => f.at)) >= Math.min(...foes.map((f) => f.at))) return "its fighters' squares";
  for (const g of more) {
    const held = new Set((fs as FighterInput[]).filter((f) => f.group !== g.id).map((f) => f.at));
    if (of(g).some((f) => held.has(f.at))) return "its fighters' squares";
  }
  return undefined;
}
