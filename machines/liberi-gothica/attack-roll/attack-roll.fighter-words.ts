/**
 * One fighter written as words and numbers, the same words for either side:
 *
 *     Bram attack 3 toughness 4 athleticism 2 life 12 vitality 6 weapon large defense 7 armor 1
 *     Raider defense 7 armor 2 shield 1 life 12 toughness 3 attack 2 weapon medium creature
 *
 * A leading word that is not a key is the name. Keys with a number: `attack`, `toughness`,
 * `athleticism`, `size`, `life` (N or N/max), `vitality`, `defense` (base defense), `armor P`
 * or `armor P/R` (a passive defense, repeatable), `shield P` or `shield P/R` (an active one),
 * `reload` (the main weapon must be reloaded after each shot: a continuous action of this many
 * actions, 1 to 20; the word `unloaded` starts it empty), `minions` (a group of the fighter's
 * own minions, 1 to 20; repeat it for another group) with `minion-knowledge` (that group's
 * Knowledge, −5 to 20; 1 unless said). `weapon` takes sizes joined by `+`, main weapon first
 * (tiny, small, medium, large, huge, massive, colossal, colossal+1 … colossal+10, unarmed);
 * `natural` a listed natural attack's name and damage (`natural bite 1d6+1`: 1 to 6 dice of d3,
 * d4 or d6, or a flat number), used in place of an unarmed blow; `tacks-damage` an attribute
 * and the points it is down (`tacks-damage charm 2`, repeatable). Words: `melee`, `ranged`,
 * `thrown`, `quadruped`, `liberi`, `creature`, `minion`, `surprised`, `blind`, `helpless`,
 * `immobile`. Each bad value gets one specific message, and its default is used.
 */
import { nameProblem, quote, readWhole } from '../../core/attributes.js';
import { defense, type AttackKind, type Defense } from '../attack.js';
import { condition, TACKS, type Tacks } from '../body.js';
import { formatDice } from '../damage.js';
import { MAX_WEAPONS, WEAPON_NAMES, readNaturalDice, type Awareness, type WeaponName } from './attack-roll.rules.js';
import type { Fighter, FighterKind, Minions, NaturalAttack, Side } from './attack-roll.context.js';

export const MAX_DEFENSES = 6;
export const MAX_NAME = 24;
/** Groups of minions a fighter may command here. */
export const MAX_MINION_GROUPS = 4;

export const RANGES = {
  attack: { min: -10, max: 30 },
  toughness: { min: -10, max: 30 },
  athleticism: { min: -10, max: 30 },
  size: { min: -4, max: 8 },
  life: { min: -99, max: 999 },
  maxLife: { min: 1, max: 999 },
  vitality: { min: -20, max: 99 },
  defense: { min: 0, max: 50 },
  armor: { min: 0, max: 20 },
  distance: { min: 0, max: 500 },
  minions: { min: 1, max: 20 },
  minionKnowledge: { min: -5, max: 20 },
  reload: { min: 1, max: 20 },
  tacksDamage: { min: 1, max: 20 },
} as const;
/** Minions' Knowledge when a group is named but not its Knowledge. */
export const DEFAULT_MINION_KNOWLEDGE = 1;

export const REACH_WORDS = new Map<string, AttackKind>([
  ['melee', 'melee'],
  ['ranged', 'ranged'],
  ['thrown', 'thrown'],
]);
export const KIND_WORDS = new Map<string, FighterKind>([
  ['liberi', 'liberi'],
  ['creature', 'creature'],
  ['minion', 'minion'],
]);
export const AWARENESS_WORDS = new Map<string, Awareness>([
  ['aware', 'aware'],
  ['surprised', 'surprised'],
  ['blind', 'blind'],
  ['helpless', 'helpless'],
]);
const TACKS_WORDS = new Map<string, Tacks>(TACKS.map((t) => [t, t]));

export const NAME = /^[\p{L}][\p{L}\p{N}'’-]*$/u;
const NATURAL_NAME = /^\p{L}[\p{L}-]{0,15}$/u;

type NumberKey = 'attack' | 'toughness' | 'athleticism' | 'size' | 'vitality' | 'defense';
const NUMBERS = new Set<string>(['attack', 'toughness', 'athleticism', 'size', 'vitality', 'defense']);

/** The words a fighter is written with, in the order the messages and the setup form list them. */
export const FIGHTER_KEYS: ReadonlySet<string> = new Set([
  'attack',
  'toughness',
  'athleticism',
  'size',
  'life',
  'vitality',
  'weapon',
  'natural',
  'reload',
  'unloaded',
  'minions',
  'minion-knowledge',
  'defense',
  'armor',
  'shield',
  'tacks-damage',
  'melee',
  'ranged',
  'thrown',
  'quadruped',
  'liberi',
  'creature',
  'minion',
  'surprised',
  'blind',
  'helpless',
  'immobile',
  // Read too, though not listed: `armour` as `armor`, and `aware` (the default).
  'armour',
  'aware',
]);
/** A fighter's words as the messages and the setup form list them. */
export const FIGHTER_WORDS = [...FIGHTER_KEYS].slice(0, -2).join(', ');

type Tokens = { words: string[]; at: number };

const next = (t: Tokens): string | undefined => t.words[t.at++];

function tokens(text: string): Tokens {
  return {
    words: text
      .trim()
      .split(/[\s,;]+/)
      .filter((w) => w !== ''),
    at: 0,
  };
}

/** `life 5` or `life 5/12`. */
function readLife(attr: string, text: string | undefined, errors: string[]): { life: number; max?: number } | undefined {
  if (text === undefined) {
    errors.push(`${attr}: life needs a number after it, like "life 12" or "life 5/12"; the default is used`);
    return undefined;
  }
  const [now, max, ...rest] = text.split('/');
  if (rest.length) {
    errors.push(`${attr}: life ${quote(text)} should be a number or number/maximum; the default is used`);
    return undefined;
  }
  const life = readWhole(`${attr} life`, now, RANGES.life, errors);
  if (life === undefined) return undefined;
  if (max === undefined) return { life };
  const m = readWhole(`${attr} maximum life`, max, RANGES.maxLife, errors);
  if (m === undefined) return undefined;
  if (life > m) {
    errors.push(`${attr}: life ${life} is above its maximum ${m}; the default is used`);
    return undefined;
  }
  return { life, max: m };
}

/** `2` or `3/1`: Protection, then Reduction (the same unless said). */
function readDefense(attr: string, kind: Defense['kind'], word: string, text: string | undefined, errors: string[]): Defense | undefined {
  const [p, r, ...rest] = (text ?? '').split('/');
  if (text === undefined || rest.length) {
    errors.push(`${attr}: ${word} needs its Protection, or Protection/Reduction, like "${word} 2" or "${word} 3/1"; it is left out`);
    return undefined;
  }
  const protection = readWhole(`${attr} ${word}`, p, RANGES.armor, errors, 'it is left out');
  const reduction = r === undefined ? protection : readWhole(`${attr} ${word} Reduction`, r, RANGES.armor, errors, 'it is left out');
  if (protection === undefined || reduction === undefined) return undefined;
  return { ...defense(kind, protection, word === 'armor' ? 'armour' : 'shield'), reduction };
}

function readWeapons(attr: string, text: string | undefined, errors: string[]): WeaponName[] | undefined {
  const names = (text ?? '')
    .toLowerCase()
    .split(/\+(?!\d)/)
    .filter((w) => w !== '');
  if (names.length === 0 || names.length > MAX_WEAPONS) {
    errors.push(`${attr}: weapon needs 1 to ${MAX_WEAPONS} sizes joined by "+", like "weapon large+small"; the default is used`);
    return undefined;
  }
  const weapons: WeaponName[] = [];
  for (const name of names) {
    const w = WEAPON_NAMES.get(name);
    if (w === undefined) {
      errors.push(
        `${attr}: weapon ${quote(name)} is not one of unarmed, tiny, small, medium, large, huge, massive, colossal, colossal+1 to colossal+10; the default is used`,
      );
      return undefined;
    }
    weapons.push(w);
  }
  return weapons;
}

function readNatural(attr: string, t: Tokens, errors: string[]): NaturalAttack | undefined {
  const name = next(t);
  const damage = next(t);
  const bad = (why: string) => {
    errors.push(`${attr}: natural ${why}, like "natural bite 1d6+1" (1 to 6 dice of d3, d4 or d6, or a flat number); it is left out`);
    return undefined;
  };
  if (name === undefined || damage === undefined) return bad('needs a name and its damage');
  if (!NATURAL_NAME.test(name) || nameProblem(name)) return bad(`attack ${quote(name)} should be named in one word`);
  const dice = readNaturalDice(damage);
  if (!dice) return bad(`damage ${quote(damage)} is not one this table rolls`);
  return { name: name.toLowerCase(), damage: dice };
}

function readName(attr: string, t: Tokens, errors: string[]): string | undefined {
  const first = t.words[0];
  if (first === undefined || FIGHTER_KEYS.has(first.toLowerCase())) return undefined;
  t.at = 1;
  const problem = nameProblem(first);
  if (problem) {
    errors.push(`${attr}: ${problem}; the default name is used`);
    return undefined;
  }
  if (!NAME.test(first) || [...first].length > MAX_NAME) {
    errors.push(`${attr}: the name ${quote(first)} should be one word of letters, up to ${MAX_NAME}; the default name is used`);
    return undefined;
  }
  return first;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Read one fighter (`side` names it in the messages). What is not written stands at `fallback`;
 * armour and shields are only what is written. A fighter whose numbers would start it dead is
 * refused, and the fallback used whole.
 */
export function parseFighter(text: string, side: Side, fallback: Fighter, errors: string[]): Fighter {
  const f: Mutable<Fighter> = { ...fallback, weapons: [...fallback.weapons], defenses: [] };
  delete f.minions;
  delete f.reload;
  delete f.natural;
  delete f.tacksDamage;
  const t = tokens(text);
  f.name = readName(side, t, errors) ?? fallback.name;
  let maxGiven = false;
  const groups: Mutable<Minions>[] = [];
  let knowledgeFirst: number | undefined;
  let knowledgeGiven = false;
  let reload: number | undefined;
  let unloaded = false;
  const tacks: Partial<Record<Tacks, number>> = {};
  for (let word = next(t); word !== undefined; word = next(t)) {
    const key = word.toLowerCase();
    if (NUMBERS.has(key)) {
      const n = readWhole(`${side} ${key}`, next(t) ?? '?', RANGES[key as NumberKey], errors);
      if (n !== undefined) {
        if (key === 'defense') f.baseDefense = n;
        else f[key as Exclude<NumberKey, 'defense'>] = n;
      }
    } else if (key === 'minions') {
      const count = readWhole(
        `${side} minions`,
        next(t) ?? '?',
        RANGES.minions,
        errors,
        groups.length ? 'that group is left out' : 'no minions are used',
      );
      if (count !== undefined && groups.length < MAX_MINION_GROUPS) {
        groups.push({ count, knowledge: knowledgeFirst ?? DEFAULT_MINION_KNOWLEDGE });
        knowledgeFirst = undefined;
      } else if (count !== undefined) errors.push(`${side}: at most ${MAX_MINION_GROUPS} groups of minions; the rest are left out`);
    } else if (key === 'minion-knowledge') {
      // A group's Knowledge follows its count; written before any group, it is the first group's.
      const k = readWhole(
        `${side} minion-knowledge`,
        next(t) ?? '?',
        RANGES.minionKnowledge,
        errors,
        `Knowledge ${DEFAULT_MINION_KNOWLEDGE} is used`,
      );
      const group = groups.at(-1);
      if (k !== undefined && group) group.knowledge = k;
      else if (k !== undefined) knowledgeFirst = k;
      knowledgeGiven ||= k !== undefined;
    } else if (key === 'reload') {
      reload = readWhole(`${side} reload`, next(t) ?? '?', RANGES.reload, errors, 'the weapon needs no reloading') ?? reload;
    } else if (key === 'unloaded') {
      unloaded = true;
    } else if (key === 'life') {
      const life = readLife(side, next(t), errors);
      if (life) {
        f.life = life.life;
        f.maxLife = life.max ?? Math.max(1, life.life);
        maxGiven = life.max !== undefined;
      }
    } else if (key === 'weapon') {
      f.weapons = readWeapons(side, next(t), errors) ?? f.weapons;
    } else if (key === 'natural') {
      const natural = readNatural(side, t, errors);
      if (natural) f.natural = natural;
    } else if (key === 'armor' || key === 'armour' || key === 'shield') {
      const x = readDefense(side, key === 'shield' ? 'active' : 'passive', key === 'shield' ? 'shield' : 'armor', next(t), errors);
      if (x && f.defenses.length < MAX_DEFENSES) f.defenses = [...f.defenses, x];
      else if (x) errors.push(`${side}: at most ${MAX_DEFENSES} pieces of armour and shields; the rest are left out`);
    } else if (key === 'tacks-damage') {
      const attr = next(t);
      const which = attr === undefined ? undefined : TACKS_WORDS.get(attr.toLowerCase());
      if (which === undefined) {
        errors.push(
          `${side}: tacks-damage needs one of ${TACKS.join(', ')} and the points it is down, like "tacks-damage charm 2"; it is left out`,
        );
        if (attr !== undefined && /^\d/.test(attr)) t.at--;
        continue;
      }
      const n = readWhole(`${side} tacks-damage ${which}`, next(t) ?? '?', RANGES.tacksDamage, errors, 'it is left out');
      if (n !== undefined) tacks[which] = n;
    } else if (REACH_WORDS.has(key)) {
      f.reach = REACH_WORDS.get(key)!;
    } else if (KIND_WORDS.has(key)) {
      f.kind = KIND_WORDS.get(key)!;
    } else if (AWARENESS_WORDS.has(key)) {
      f.awareness = AWARENESS_WORDS.get(key)!;
    } else if (key === 'immobile') {
      f.immobile = true;
    } else if (key === 'quadruped') {
      f.quadruped = true;
    } else {
      errors.push(`${side}: ${quote(word)} is not one of its keys (${FIGHTER_WORDS}); it is ignored`);
    }
  }
  if (!maxGiven) f.maxLife = Math.max(f.maxLife, f.life, 1);
  if (groups.length === 1) f.minions = groups[0]!;
  else if (groups.length > 1) f.minions = groups;
  else if (knowledgeGiven) errors.push(`${side}: minion-knowledge needs minions too; it is ignored`);
  if (reload !== undefined) f.reload = { actions: reload, loaded: !unloaded };
  else if (unloaded) errors.push(`${side}: unloaded needs reload too, like "reload 4 unloaded"; it is ignored`);
  if (Object.keys(tacks).length) f.tacksDamage = tacks;
  if (
    condition({
      life: f.life,
      vitality: f.vitality,
      toughness: f.toughness,
      athleticism: f.athleticism,
      charm: 0,
      knowledge: 0,
      spirit: 0,
    }) === 'dead'
  ) {
    errors.push(
      `${side}: with Life ${f.life}, Vitality ${f.vitality} and Toughness ${f.toughness} the ${side} would start dead; the default ${side} is used`,
    );
    return { ...fallback, weapons: [...fallback.weapons], defenses: fallback.defenses.map((x) => ({ ...x })) };
  }
  return f;
}

/** A natural attack in words, for the setup form: "bite 1d6 + 1". */
export const naturalWords = (n: NaturalAttack) => `${n.name} ${formatDice(n.damage)}`;

// ---------------------------------------------------------------------------------------
// A saved or shared fighter: checked as strictly as its words are

const isInt = (v: unknown, r: { min: number; max: number }): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= r.min && v <= r.max;
const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
const isName = (v: unknown): v is string =>
  typeof v === 'string' && NAME.test(v) && [...v].length <= MAX_NAME && nameProblem(v) === undefined;
const own = <V>(map: ReadonlyMap<string, V>, v: unknown) => typeof v === 'string' && map.has(v);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function minionsProblem(m: unknown): boolean {
  const group = (g: unknown) =>
    isRecord(g) && isInt(g.count, RANGES.minions) && isInt(g.knowledge, RANGES.minionKnowledge) && Object.keys(g).length === 2;
  if (Array.isArray(m)) return m.length < 2 || m.length > MAX_MINION_GROUPS || !m.every(group);
  return !group(m);
}

function naturalProblem(n: unknown): boolean {
  if (!isRecord(n) || typeof n.name !== 'string' || !NATURAL_NAME.test(n.name) || !isRecord(n.damage)) return true;
  const d = n.damage;
  if (!isInt(d.count, { min: 0, max: 6 }) || !isInt(d.sides, { min: 1, max: 6 }) || !isInt(d.plus, { min: -5, max: 20 })) return true;
  return (
    readNaturalDice(d.count === 0 ? String(d.plus) : `${d.count}d${d.sides}${d.plus ? (d.plus > 0 ? `+${d.plus}` : d.plus) : ''}`) ===
    undefined
  );
}

/**
 * Why a saved fighter cannot be used, in a few words. The first fighter of an older table has
 * no defense, the second no means of attack: those stand at the defaults, so only what is
 * there is checked.
 */
export function fighterProblem(v: unknown, side: Side): string | undefined {
  if (!isRecord(v)) return `the ${side} is missing`;
  const x = v;
  const has = (k: string) => x[k] !== undefined;
  if (!isName(x.name)) return `the ${side}'s name`;
  for (const k of ['toughness', 'size', 'vitality'] as const) if (!isInt(x[k], RANGES[k])) return `the ${side}'s ${k}`;
  for (const k of ['attack', 'athleticism'] as const)
    if ((side === 'attacker' || has(k)) && !isInt(x[k], RANGES[k])) return `the ${side}'s ${k}`;
  if (!isInt(x.life, RANGES.life) || !isInt(x.maxLife, RANGES.maxLife) || x.life > x.maxLife) return `the ${side}'s Life`;
  if (!isBool(x.quadruped)) return `the ${side}'s kind`;
  if ((side === 'attacker' || has('reach')) && !own(REACH_WORDS, x.reach)) return `the ${side}'s kind`;
  const w = x.weapons;
  if (
    (side === 'attacker' || has('weapons')) &&
    (!Array.isArray(w) || w.length < 1 || w.length > MAX_WEAPONS || !w.every((n) => own(WEAPON_NAMES, n)))
  )
    return `the ${side}'s weapons`;
  if ((side === 'defender' || has('baseDefense')) && !isInt(x.baseDefense, RANGES.defense)) return `the ${side}'s base defense`;
  if ((side === 'defender' || has('immobile')) && !isBool(x.immobile)) return `the ${side}'s kind`;
  if ((side === 'defender' || has('kind')) && !own(KIND_WORDS, x.kind)) return `the ${side}'s kind`;
  if ((side === 'defender' || has('awareness')) && !own(AWARENESS_WORDS, x.awareness)) return `the ${side}'s kind`;
  if (side === 'defender' || has('defenses')) {
    const defs = x.defenses;
    if (!Array.isArray(defs) || defs.length > MAX_DEFENSES) return `the ${side}'s armour`;
    for (const y of defs as unknown[]) {
      const z = isRecord(y) ? y : {};
      if (!(z.kind === 'passive' || z.kind === 'active') || !isInt(z.protection, RANGES.armor) || !isInt(z.reduction, RANGES.armor))
        return `the ${side}'s armour`;
      if (z.name !== undefined && (typeof z.name !== 'string' || z.name.length > MAX_NAME)) return `the ${side}'s armour`;
    }
  }
  if (has('minions') && minionsProblem(x.minions)) return `the ${side}'s minions`;
  if (has('reload')) {
    const r = isRecord(x.reload) ? x.reload : {};
    if (!isInt(r.actions, RANGES.reload) || !isBool(r.loaded) || Object.keys(r).length !== 2) return `the ${side}'s reload`;
  }
  if (has('natural') && naturalProblem(x.natural)) return `the ${side}'s natural attack`;
  if (has('tacksDamage')) {
    const d = x.tacksDamage;
    if (!isRecord(d) || !Object.entries(d).every(([k, n]) => TACKS_WORDS.has(k) && isInt(n, RANGES.tacksDamage)))
      return `the ${side}'s TACKS damage`;
  }
  const athleticism = typeof x.athleticism === 'number' ? x.athleticism : 0;
  const body = {
    life: x.life,
    vitality: x.vitality as number,
    toughness: x.toughness as number,
    athleticism,
    charm: 0,
    knowledge: 0,
    spirit: 0,
  };
  if (condition(body) === 'dead') return `the ${side} would start dead`;
  return undefined;
}
