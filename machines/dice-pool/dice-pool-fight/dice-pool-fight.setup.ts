/**
 * Attribute text → the whole fight's input, one specific message per bad value (the default is
 * used and the widget still runs), and the check of a saved or shared input.
 *
 * `fighters` is the roster: fighters separated by ";" (or lines), each a name, a colon, the side
 * (`party` or `foes`) with the name of the group they act with if it is not the side's own, a
 * comma, and the fighter's words as the dice-pool fight reads them (numbers, armour, weapon):
 *
 *     Mara: party, agility 2 physique 2 armour 2 with sword light sharp;
 *     Slim: foes Gunman, agility 3 armour 1 with rifle gun high cart 4
 *
 * The first group written for a side is that side's own (called the party or the foes); any other
 * group name adds an allied group, up to four groups in all.
 */
import { isBlank, quote, readSeed, seedProblem } from '../../core/attributes.js';
import type { AttributeText, SetupResult } from '../../core/procedure.js';
import { parseGroup, poolFight, type PoolFightInput } from '../pool-fight/index.js';
import type { DicePoolFightInput } from './dice-pool-fight.context.js';
import { MAX_FIGHTERS, MAX_GROUPS, MAX_PER_GROUP, SIDES, type Side } from './dice-pool-fight.rules.js';

export const DICE_POOL_FIGHT_ATTRIBUTES = ['seed', 'fighters'] as const;
export type DicePoolFightAttribute = (typeof DICE_POOL_FIGHT_ATTRIBUTES)[number];

type FighterInput = PoolFightInput['fighters'][number];

/**
 * The default roster, a first fight that can swing either way: a party of three (a sword, a
 * pistol, a spear with a spell of warding) against two bandits and, behind them, a gunman of
 * their own side with a rifle who can shoot from the first round.
 */
export const DEFAULT_ROSTER = [
  'Mara: party, agility 2 physique 1 health 6 with sword light sharp damage 2d8',
  'Jory: party, agility 3 physique 1 health 5 with pistol gun low cart 6 damage 2d6',
  'Wren: party, agility 2 physique 1 health 6 with spear light pointy reach damage 2d8 spell Ward 1',
  'Brute: foes, agility 2 physique 1 health 8 with maul heavy blunt two-handed damage 2d8',
  'Knife: foes, agility 3 physique 1 health 5 with dagger light sharp damage 2d6',
  'Slim: foes Gunman, agility 2 physique 1 health 5 with rifle gun high cart 4 damage 2d6',
].join('; ');

/** The jam difficulty and rulings a dice-pool fight uses by default. */
const POOL_DEFAULTS = poolFight.setup({}, 1).input;
const GROUP_NAME = /^[\p{L}][\p{L}'’ -]*$/u;
const MAX_GROUP_NAME = 20;
const RESERVED = new Set(['party', 'foes', 'the party', 'the foes']);
const SAYS_WHERE = /(^|[\s,])at[\s,]+\d/i;

interface Entry {
  readonly side: Side;
  /** '' for the side's own group. */
  readonly group: string;
  readonly text: string;
  readonly placed: boolean;
}

/** One fighter's line, or why it is left out. */
function readEntry(part: string): Entry | string {
  const colon = part.indexOf(':');
  if (colon < 0) return `a fighter is a name, a colon, a side and their words, like "Mara: party, agility 2"; ${quote(part)} is left out`;
  const name = part.slice(0, colon).trim();
  const rest = part.slice(colon + 1);
  const comma = rest.indexOf(',');
  const head = (comma < 0 ? rest : rest.slice(0, comma)).trim().split(/\s+/);
  const words = comma < 0 ? '' : rest.slice(comma + 1);
  const side = (head[0] ?? '').toLowerCase();
  if (!(SIDES as readonly string[]).includes(side))
    return `${quote(name)}'s side should be party or foes, not ${quote(head[0] ?? '')}; that fighter is left out`;
  const group = head.slice(1).join(' ');
  if (group !== '' && (!GROUP_NAME.test(group) || [...group].length > MAX_GROUP_NAME || RESERVED.has(group.toLowerCase())))
    return `the group name ${quote(group)} should be letters, up to ${MAX_GROUP_NAME}, and not party or foes; ${quote(name)} is left out`;
  return { side: side as Side, group: group.toLowerCase() === '' ? '' : group, text: `${name} ${words}`, placed: SAYS_WHERE.test(words) };
}

/** The groups of each side in the order first written (the side's own, named '', first). */
interface Read {
  readonly entries: Entry[];
  readonly groups: { side: Side; name: string }[];
}

function readRoster(text: string, errors: string[]): Read {
  const parts = text
    .split(/[;\n]/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length > MAX_FIGHTERS) errors.push(`fighters: at most ${MAX_FIGHTERS} fighters, not ${parts.length}; the rest are left out`);
  const entries: Entry[] = [];
  const groups: { side: Side; name: string }[] = [];
  // The name a side's own group was first written with, if any: later fighters may use it too.
  const alias = new Map<Side, string>();
  for (const part of parts.slice(0, MAX_FIGHTERS)) {
    const e = readEntry(part);
    if (typeof e === 'string') {
      errors.push(`fighters: ${e}`);
      continue;
    }
    if (!groups.some((g) => g.side === e.side)) {
      groups.push({ side: e.side, name: '' });
      alias.set(e.side, e.group.toLowerCase());
    }
    const lower = e.group.toLowerCase();
    const isOwn = lower === '' || lower === alias.get(e.side);
    const existing = groups.find((g) => g.side === e.side && (isOwn ? g.name === '' : g.name.toLowerCase() === lower));
    if (!existing) {
      if (groups.length >= MAX_GROUPS) {
        errors.push(`fighters: at most ${MAX_GROUPS} groups; the group ${quote(e.group)} is left out`);
        continue;
      }
      groups.push({ side: e.side, name: e.group });
    }
    const key = existing?.name ?? e.group;
    if (entries.filter((x) => x.side === e.side && x.group === key).length >= MAX_PER_GROUP) {
      errors.push(`fighters: a group holds at most ${MAX_PER_GROUP} fighters; ${quote(e.text.split(' ')[0] ?? '')} is left out`);
      continue;
    }
    entries.push({ ...e, group: key });
  }
  return { entries, groups };
}

/** The square a group starts on (ruling: the fight on a line): its side's own in front, allies behind. */
function squareOf(groups: Read['groups'], side: Side, name: string): number {
  const partyExtras = groups.filter((g) => g.side === 'party' && g.name !== '').length;
  const mine = groups.filter((g) => g.side === side && g.name !== '');
  const k = mine.findIndex((g) => g.name === name);
  if (side === 'party') return name === '' ? partyExtras : partyExtras - 1 - k;
  const front = partyExtras + 6;
  return name === '' ? front : front + 6 * (k + 1);
}

/** The roster read into the fight's input, or undefined with why (no second side). */
function build(text: string, errors: string[]): (DicePoolFightInput['fight'] & { moreSides: Side[] }) | undefined {
  const own: string[] = [];
  const { entries, groups } = readRoster(text, own);
  errors.push(...own);
  for (const side of SIDES)
    if (!entries.some((e) => e.side === side)) {
      errors.push(
        `fighters: a fight needs both sides, and no one is on ${side === 'party' ? 'the party' : 'the foes'}' side; the default roster is used`,
      );
      return undefined;
    }
  const more = groups.filter((g) => g.name !== '');
  const idOf = (e: Entry) => (e.group === '' ? e.side : `group${more.findIndex((g) => g.side === e.side && g.name === e.group) + 3}`);
  const taken = new Set<string>();
  let fighters: FighterInput[] = entries.map((e) => {
    const [f] = parseGroup('fighters', idOf(e), e.text, errors) as [FighterInput];
    let name = f.name;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${f.name.slice(0, 18)}${n}`;
    if (name !== f.name) errors.push(`fighters: the name ${f.name} is taken by another fighter; this one is called ${name}`);
    taken.add(name.toLowerCase());
    return { ...f, name, at: e.placed ? f.at : squareOf(groups, e.side, e.group) };
  });
  const sideOf = (f: FighterInput) => (f.group === 'party' || f.group === 'foes' ? f.group : more[Number(f.group.slice(5)) - 3]!.side);
  const clash =
    Math.max(...fighters.filter((f) => sideOf(f) === 'party').map((f) => f.at)) >=
      Math.min(...fighters.filter((f) => sideOf(f) === 'foes').map((f) => f.at)) ||
    fighters.some((f) => fighters.some((o) => o.group !== f.group && o.at === f.at));
  if (clash) {
    errors.push(
      'fighters: the party side starts on the low squares and the foes on the high ones, each group on its own squares; every group starts where it would by default instead',
    );
    fighters = fighters.map((f, i) => ({ ...f, at: squareOf(groups, entries[i]!.side, entries[i]!.group) }));
  }
  return {
    fighters,
    ...(more.length ? { moreGroups: more.map((g, k) => ({ id: `group${k + 3}`, name: g.name })) } : {}),
    jamDifficulty: POOL_DEFAULTS.jamDifficulty,
    ...(POOL_DEFAULTS.rules ? { rules: POOL_DEFAULTS.rules } : {}),
    moreSides: more.map((g) => g.side),
  };
}

export function parseDicePoolFightSetup(attrs: AttributeText<DicePoolFightAttribute>, fallbackSeed = 1): SetupResult<DicePoolFightInput> {
  const errors: string[] = [];
  const seed = readSeed(attrs.seed, errors) ?? fallbackSeed;
  const read = (!isBlank(attrs.fighters) && build(attrs.fighters, errors)) || build(DEFAULT_ROSTER, [])!;
  const { moreSides, ...fight } = read;
  return { input: { seed, fight, moreSides }, errors };
}

/** Why a saved or shared input cannot start a table, or undefined when it can. */
export function dicePoolFightInputProblem(input: unknown): string | undefined {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return 'it holds no setup';
  const x = input as Record<string, unknown>;
  const seed = seedProblem(x.seed);
  if (seed) return seed;
  if (typeof x.fight !== 'object' || x.fight === null || Array.isArray(x.fight)) return 'its fighters';
  const fight = poolFight.inputProblem({ ...x.fight, seed: 1 });
  if (fight) return fight;
  const f = x.fight as PoolFightInput;
  const more = f.moreGroups?.length ?? 0;
  const sides = x.moreSides;
  if (!Array.isArray(sides) || sides.length !== more || !sides.every((s) => (SIDES as readonly unknown[]).includes(s))) return 'its sides';
  if (f.fighters.length > MAX_FIGHTERS) return 'its fighters';
  return undefined;
}
