/**
 * Attribute text → attack-roll machine input, with one specific message per bad value
 * (the value's default is used instead, so the widget always runs), and a check for saved
 * or shared inputs.
 *
 * The two fighters are written as words and numbers, one attribute each:
 *
 *     attacker="Bram attack 3 toughness 4 athleticism 2 size 0 life 12 vitality 6 weapon large+small"
 *     defender="Raider defense 7 armor 2 shield 1 life 12 toughness 3 creature"
 *
 * A leading word that is not a key is the name. Attacker keys: `attack`, `toughness`,
 * `athleticism`, `size`, `life` (N or N/max), `vitality`, `weapon` (sizes joined by `+`,
 * main weapon first: tiny, small, medium, large, huge, massive, colossal, unarmed), `minions`
 * (how many minions the attacker commands, 1 to 20) with `minion-knowledge` (their Knowledge,
 * −5 to 20; 1 unless said), `reload` (the main weapon must be reloaded after each shot, a
 * continuous action of this many actions, 1 to 20) with the word `unloaded` (it starts the fight
 * empty; loaded unless said), and the words `melee`, `ranged`, `thrown`, `quadruped`. Defender keys: `defense` (base defense),
 * `armor P` or `armor P/R` (a passive defense, repeatable), `shield P` or `shield P/R` (an
 * active one), `life`, `vitality`, `toughness`, `size`, and the words `liberi`, `creature`,
 * `minion`, `surprised`, `blind`, `helpless`, `immobile`, `quadruped`.
 */
import { isBlank, nameProblem, quote, readSeed, readWhole, seedProblem } from '../../core/attributes.js';
import type { AttributeText, SetupResult } from '../../core/procedure.js';
import { parseRollList } from '../../core/random.js';
import { defense, type AttackKind, type Defense } from '../attack.js';
import { MAX_WEAPONS, WEAPON_NAMES, type Awareness, type WeaponName } from './attack-roll.rules.js';
import type { AttackerInput, AttackRollInput, DefenderInput, DefenderKind } from './attack-roll.context.js';
import { condition } from '../body.js';

export const DEFAULT_ATTACKER = 'Bram attack 3 toughness 4 athleticism 2 life 12 vitality 6 weapon large';
export const DEFAULT_DEFENDER = 'Raider defense 7 armor 2 shield 1 life 12 toughness 3 vitality 6 creature';
export const DEFAULT_DISTANCE = 5;
export const MAX_ROLLS = 200;
export const MAX_DEFENSES = 6;
export const MAX_NAME = 24;
/** Every die this table rolls has at most 6 faces (d3, d4, d6). */
export const MAX_FACE = 6;

const RANGES = {
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
} as const;
/** Minions' Knowledge when the attacker names minions but not their Knowledge. */
export const DEFAULT_MINION_KNOWLEDGE = 1;

const REACH_WORDS = new Map<string, AttackKind>([
  ['melee', 'melee'],
  ['ranged', 'ranged'],
  ['thrown', 'thrown'],
]);
const KIND_WORDS = new Map<string, DefenderKind>([
  ['liberi', 'liberi'],
  ['creature', 'creature'],
  ['minion', 'minion'],
]);
const AWARENESS_WORDS = new Map<string, Awareness>([
  ['aware', 'aware'],
  ['surprised', 'surprised'],
  ['blind', 'blind'],
  ['helpless', 'helpless'],
]);

const NAME = /^[\p{L}][\p{L}\p{N}'’-]*$/u;

type Tokens = { words: string[]; at: number };

function next(t: Tokens): string | undefined {
  return t.words[t.at++];
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
    .split('+')
    .filter((w) => w !== '');
  if (names.length === 0 || names.length > MAX_WEAPONS) {
    errors.push(`${attr}: weapon needs 1 to ${MAX_WEAPONS} sizes joined by "+", like "weapon large+small"; the default is used`);
    return undefined;
  }
  const weapons: WeaponName[] = [];
  for (const name of names) {
    const w = WEAPON_NAMES.get(name);
    if (w === undefined) {
      errors.push(`${attr}: weapon ${quote(name)} is not one of ${[...WEAPON_NAMES.keys()].join(', ')}; the default is used`);
      return undefined;
    }
    weapons.push(w);
  }
  return weapons;
}

type NumberKey = 'attack' | 'toughness' | 'athleticism' | 'size' | 'vitality' | 'defense';

function tokens(text: string): Tokens {
  return {
    words: text
      .trim()
      .split(/[\s,;]+/)
      .filter((w) => w !== ''),
    at: 0,
  };
}

function readName(attr: string, t: Tokens, keys: ReadonlySet<string>, errors: string[]): string | undefined {
  const first = t.words[0];
  if (first === undefined || keys.has(first.toLowerCase())) return undefined;
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

const ATTACKER_NUMBERS = new Set<NumberKey>(['attack', 'toughness', 'athleticism', 'size', 'vitality']);
/** The words an attacker is written with, in the order the messages and the setup form list them. */
export const ATTACKER_KEYS: ReadonlySet<string> = new Set([
  'attack',
  'toughness',
  'athleticism',
  'size',
  'life',
  'vitality',
  'weapon',
  'minions',
  'minion-knowledge',
  'reload',
  'unloaded',
  'melee',
  'ranged',
  'thrown',
  'quadruped',
]);

export function parseAttacker(text: string, errors: string[]): AttackerInput {
  const fallback = DEFAULT_ATTACKER_INPUT;
  const a: { -readonly [K in keyof AttackerInput]: AttackerInput[K] } = { ...fallback, weapons: [...fallback.weapons] };
  const t = tokens(text);
  a.name = readName('attacker', t, ATTACKER_KEYS, errors) ?? fallback.name;
  let maxGiven = false;
  let minions: number | undefined;
  let minionKnowledge: number | undefined;
  let reload: number | undefined;
  let unloaded = false;
  for (let word = next(t); word !== undefined; word = next(t)) {
    const key = word.toLowerCase();
    if (ATTACKER_NUMBERS.has(key as NumberKey)) {
      const n = readWhole(`attacker ${key}`, next(t) ?? '?', RANGES[key as NumberKey], errors);
      if (n !== undefined) a[key as 'attack'] = n;
    } else if (key === 'minions') {
      minions = readWhole('attacker minions', next(t) ?? '?', RANGES.minions, errors, 'no minions are used') ?? minions;
    } else if (key === 'minion-knowledge') {
      minionKnowledge =
        readWhole(
          'attacker minion-knowledge',
          next(t) ?? '?',
          RANGES.minionKnowledge,
          errors,
          `Knowledge ${DEFAULT_MINION_KNOWLEDGE} is used`,
        ) ?? minionKnowledge;
    } else if (key === 'reload') {
      reload = readWhole('attacker reload', next(t) ?? '?', RANGES.reload, errors, 'the weapon needs no reloading') ?? reload;
    } else if (key === 'unloaded') {
      unloaded = true;
    } else if (key === 'life') {
      const life = readLife('attacker', next(t), errors);
      if (life) {
        a.life = life.life;
        a.maxLife = life.max ?? Math.max(1, life.life);
        maxGiven = life.max !== undefined;
      }
    } else if (key === 'weapon') {
      a.weapons = readWeapons('attacker', next(t), errors) ?? a.weapons;
    } else if (REACH_WORDS.has(key)) {
      a.reach = REACH_WORDS.get(key)!;
    } else if (key === 'quadruped') {
      a.quadruped = true;
    } else {
      errors.push(`attacker: ${quote(word)} is not one of its keys (${[...ATTACKER_KEYS].join(', ')}); it is ignored`);
    }
  }
  if (!maxGiven) a.maxLife = Math.max(a.maxLife, a.life, 1);
  if (minions !== undefined) a.minions = { count: minions, knowledge: minionKnowledge ?? DEFAULT_MINION_KNOWLEDGE };
  else if (minionKnowledge !== undefined) errors.push('attacker: minion-knowledge needs minions too; it is ignored');
  if (reload !== undefined) a.reload = { actions: reload, loaded: !unloaded };
  else if (unloaded) errors.push('attacker: unloaded needs reload too, like "reload 4 unloaded"; it is ignored');
  if (
    condition({
      life: a.life,
      vitality: a.vitality,
      toughness: a.toughness,
      athleticism: a.athleticism,
      charm: 0,
      knowledge: 0,
      spirit: 0,
    }) === 'dead'
  ) {
    errors.push(
      `attacker: with Life ${a.life}, Vitality ${a.vitality} and Toughness ${a.toughness} the attacker would start dead; the default attacker is used`,
    );
    return { ...fallback, weapons: [...fallback.weapons] };
  }
  return a;
}

const DEFENDER_NUMBERS = new Set<NumberKey>(['defense', 'toughness', 'size', 'vitality']);
/** The words a defender is written with (`armour` is read as `armor`, `aware` is the default). */
export const DEFENDER_KEYS: ReadonlySet<string> = new Set([
  'defense',
  'armor',
  'shield',
  'life',
  'vitality',
  'toughness',
  'size',
  'liberi',
  'creature',
  'minion',
  'surprised',
  'blind',
  'helpless',
  'immobile',
  'quadruped',
  'armour',
  'aware',
]);
/** The defender's words as the messages and the setup form list them. */
export const DEFENDER_WORDS = [...DEFENDER_KEYS].slice(0, -2).join(', ');

export function parseDefender(text: string, errors: string[]): DefenderInput {
  const fallback = DEFAULT_DEFENDER_INPUT;
  const d: { -readonly [K in keyof DefenderInput]: DefenderInput[K] } = { ...fallback, defenses: [] };
  const t = tokens(text);
  d.name = readName('defender', t, DEFENDER_KEYS, errors) ?? fallback.name;
  let maxGiven = false;
  const defenses: Defense[] = [];
  for (let word = next(t); word !== undefined; word = next(t)) {
    const key = word.toLowerCase();
    if (DEFENDER_NUMBERS.has(key as NumberKey)) {
      const n = readWhole(`defender ${key}`, next(t) ?? '?', RANGES[key as NumberKey], errors);
      if (n !== undefined) {
        if (key === 'defense') d.baseDefense = n;
        else d[key as 'toughness'] = n;
      }
    } else if (key === 'life') {
      const life = readLife('defender', next(t), errors);
      if (life) {
        d.life = life.life;
        d.maxLife = life.max ?? Math.max(1, life.life);
        maxGiven = life.max !== undefined;
      }
    } else if (key === 'armor' || key === 'armour' || key === 'shield') {
      const x = readDefense('defender', key === 'shield' ? 'active' : 'passive', key === 'shield' ? 'shield' : 'armor', next(t), errors);
      if (x && defenses.length < MAX_DEFENSES) defenses.push(x);
      else if (x) errors.push(`defender: at most ${MAX_DEFENSES} pieces of armour and shields; the rest are left out`);
    } else if (KIND_WORDS.has(key)) {
      d.kind = KIND_WORDS.get(key)!;
    } else if (AWARENESS_WORDS.has(key)) {
      d.awareness = AWARENESS_WORDS.get(key)!;
    } else if (key === 'immobile') {
      d.immobile = true;
    } else if (key === 'quadruped') {
      d.quadruped = true;
    } else {
      errors.push(`defender: ${quote(word)} is not one of its keys (${DEFENDER_WORDS}); it is ignored`);
    }
  }
  d.defenses = defenses;
  if (!maxGiven) d.maxLife = Math.max(d.maxLife, d.life, 1);
  if (
    condition({ life: d.life, vitality: d.vitality, toughness: d.toughness, athleticism: 0, charm: 0, knowledge: 0, spirit: 0 }) === 'dead'
  ) {
    errors.push(
      `defender: with Life ${d.life}, Vitality ${d.vitality} and Toughness ${d.toughness} the defender would start dead; the default defender is used`,
    );
    return { ...fallback, defenses: fallback.defenses.map((x) => ({ ...x })) };
  }
  return d;
}

export const DEFAULT_ATTACKER_INPUT: AttackerInput = {
  name: 'Bram',
  attack: 3,
  toughness: 4,
  athleticism: 2,
  size: 0,
  quadruped: false,
  weapons: ['large'],
  reach: 'melee',
  life: 12,
  maxLife: 12,
  vitality: 6,
};

export const DEFAULT_DEFENDER_INPUT: DefenderInput = {
  name: 'Raider',
  baseDefense: 7,
  defenses: [defense('passive', 2, 'armour'), defense('active', 1, 'shield')],
  life: 12,
  maxLife: 12,
  vitality: 6,
  toughness: 3,
  size: 0,
  quadruped: false,
  kind: 'creature',
  awareness: 'aware',
  immobile: false,
};

/** The attributes the setup reads, as written in HTML. */
export const ATTACK_ROLL_ATTRIBUTES = ['seed', 'rolls', 'attacker', 'defender', 'distance'] as const;
export type AttackRollAttribute = (typeof ATTACK_ROLL_ATTRIBUTES)[number];
export type AttackRollAttributes = AttributeText<AttackRollAttribute>;

/**
 * Read the widget's attributes. `fallbackSeed` is used when `seed` is missing or bad
 * (the widget passes a clock seed; tests pass a fixed one).
 */
export function parseAttackRollSetup(attrs: AttackRollAttributes, fallbackSeed = 1): SetupResult<AttackRollInput> {
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
        `rolls: ${Math.max(...parsed.rolls)} is not a face of any die this table rolls (d3, d4 or d6); the seed rolls every die instead`,
      );
    else rolls = parsed.rolls;
  }
  const attacker = isBlank(attrs.attacker) ? DEFAULT_ATTACKER_INPUT : parseAttacker(attrs.attacker, errors);
  const defender = isBlank(attrs.defender) ? DEFAULT_DEFENDER_INPUT : parseDefender(attrs.defender, errors);
  const distance = readWhole('distance', attrs.distance, RANGES.distance, errors) ?? DEFAULT_DISTANCE;
  return { input: { seed, ...(rolls ? { rolls } : {}), attacker, defender, distance }, errors };
}

// ---------------------------------------------------------------------------------------
// A saved or shared input: checked as strictly as attributes are

const isInt = (v: unknown, r: { min: number; max: number }): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= r.min && v <= r.max;
const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
const isName = (v: unknown): v is string =>
  typeof v === 'string' && NAME.test(v) && [...v].length <= MAX_NAME && nameProblem(v) === undefined;
const own = <V>(map: ReadonlyMap<string, V>, v: unknown) => typeof v === 'string' && map.has(v);

function attackerProblem(a: unknown): string | undefined {
  if (!a || typeof a !== 'object') return 'the attacker is missing';
  const x = a as Record<string, unknown>;
  if (!isName(x.name)) return "the attacker's name";
  for (const k of ['attack', 'toughness', 'athleticism', 'size', 'vitality'] as const)
    if (!isInt(x[k], RANGES[k])) return `the attacker's ${k}`;
  if (!isInt(x.life, RANGES.life) || !isInt(x.maxLife, RANGES.maxLife) || x.life > x.maxLife) return "the attacker's Life";
  if (!isBool(x.quadruped) || !own(REACH_WORDS, x.reach)) return "the attacker's kind";
  const w = x.weapons;
  if (!Array.isArray(w) || w.length < 1 || w.length > MAX_WEAPONS || !w.every((n) => own(WEAPON_NAMES, n))) return "the attacker's weapons";
  if (x.minions !== undefined) {
    const m = (x.minions ?? {}) as Record<string, unknown>;
    if (
      typeof x.minions !== 'object' ||
      !isInt(m.count, RANGES.minions) ||
      !isInt(m.knowledge, RANGES.minionKnowledge) ||
      Object.keys(m).length !== 2
    )
      return "the attacker's minions";
  }
  if (x.reload !== undefined) {
    const r = (x.reload ?? {}) as Record<string, unknown>;
    if (typeof x.reload !== 'object' || !isInt(r.actions, RANGES.reload) || !isBool(r.loaded) || Object.keys(r).length !== 2)
      return "the attacker's reload";
  }
  if (
    condition({
      life: x.life,
      vitality: x.vitality as number,
      toughness: x.toughness as number,
      athleticism: x.athleticism as number,
      charm: 0,
      knowledge: 0,
      spirit: 0,
    }) === 'dead'
  )
    return 'the attacker would start dead';
  return undefined;
}

function defenderProblem(d: unknown): string | undefined {
  if (!d || typeof d !== 'object') return 'the defender is missing';
  const x = d as Record<string, unknown>;
  if (!isName(x.name)) return "the defender's name";
  if (!isInt(x.baseDefense, RANGES.defense)) return "the defender's base defense";
  for (const k of ['toughness', 'size', 'vitality'] as const) if (!isInt(x[k], RANGES[k])) return `the defender's ${k}`;
  if (!isInt(x.life, RANGES.life) || !isInt(x.maxLife, RANGES.maxLife) || x.life > x.maxLife) return "the defender's Life";
  if (!isBool(x.quadruped) || !isBool(x.immobile) || !own(KIND_WORDS, x.kind) || !own(AWARENESS_WORDS, x.awareness))
    return "the defender's kind";
  const defs = x.defenses;
  if (!Array.isArray(defs) || defs.length > MAX_DEFENSES) return "the defender's armour";
  for (const y of defs as unknown[]) {
    const z = (y ?? {}) as Record<string, unknown>;
    if (!(z.kind === 'passive' || z.kind === 'active') || !isInt(z.protection, RANGES.armor) || !isInt(z.reduction, RANGES.armor))
      return "the defender's armour";
    if (z.name !== undefined && (typeof z.name !== 'string' || z.name.length > MAX_NAME)) return "the defender's armour";
  }
  if (
    condition({
      life: x.life,
      vitality: x.vitality as number,
      toughness: x.toughness as number,
      athleticism: 0,
      charm: 0,
      knowledge: 0,
      spirit: 0,
    }) === 'dead'
  )
    return 'the defender would start dead';
  return undefined;
}

/** Why a saved or shared input cannot be used, in a few words; undefined when it can. */
export function attackRollInputProblem(input: unknown): string | undefined {
  if (!input || typeof input !== 'object') return 'no setup was saved';
  const x = input as Record<string, unknown>;
  const seed = seedProblem(x.seed);
  if (seed) return seed;
  if (!isInt(x.distance, RANGES.distance)) return 'its distance';
  if (
    x.rolls !== undefined &&
    (!Array.isArray(x.rolls) || x.rolls.length > MAX_ROLLS || !x.rolls.every((r) => isInt(r, { min: 1, max: MAX_FACE })))
  )
    return 'its fixed rolls';
  return attackerProblem(x.attacker) ?? defenderProblem(x.defender);
}
