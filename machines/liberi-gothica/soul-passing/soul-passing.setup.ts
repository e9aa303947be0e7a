/**
 * Attribute text → soul-passing machine input, with one specific message per bad value.
 * A bad value is reported and its default used, so the widget always runs. Every value is
 * read through core/attributes.ts.
 *
 * The Liberi format, one Liberi per comma (or semicolon, or line):
 *
 *     Ada 5ft, Bram 15ft gauge 18, Cass 30ft vitality 0 essence 2
 *
 * A name (one word), the distance from the body in feet ("ft" optional), then any of
 * `gauge N` (Soul Gauge, 0–20), `vitality N`, `max N` (maximum Vitality), `life N`,
 * `essence N`, `speed N` (feet per Move). Defaults: gauge 0, vitality 10, max = the larger
 * of 10 and vitality, life 10, essence 0, speed 30.
 *
 * The character format (a character still alive at the start):
 *
 *     life 4 vitality 6 toughness 3
 *
 * keys `life`, `vitality` and the TACKS `toughness athleticism charm knowledge spirit`
 * (each defaulting to 3, life 5, vitality 6), separated by spaces or commas.
 */
import { isBlank, nameProblem, quote, readFlag, readSeed, readWhole, seedProblem } from '../../core/attributes.js';
import type { AttributeText } from '../../core/procedure.js';
import { DEFAULT_NAME, type Liberi, type SoulPassingInput } from './soul-passing.context.js';
import { ABSORPTION_DIE, PASSING_DIE, SOUL_GAUGE_MAX } from './soul-passing.rules.js';
import { TACKS, type Body } from '../body.js';

export const DEFAULT_VITALITY = 6;
/**
 * A fresh table's Liberi: none starts within the 20 feet a soul is gathered from, so each moves
 * in and begins a prayer, and the first round ends with the passing roll before anyone can
 * finish one (issue 24: a first play reaches the roll, the rule's defining moment).
 */
export const DEFAULT_LIBERI = 'Ada 25ft, Bram 35ft, Cass 50ft';
export const MAX_LIBERI = 8;
/** The bounds every number the table reads is held to: wide enough for play, narrow enough to print. */
export const LIMITS = {
  vitality: { min: 0, max: 99 },
  distance: { min: 0, max: 999 },
  speed: { min: 1, max: 999 },
  life: { min: -99, max: 99 },
  maxVitality: { min: 1, max: 99 },
  gauge: { min: 0, max: SOUL_GAUGE_MAX },
  essence: { min: 0, max: 999 },
  attribute: { min: -99, max: 99 },
  rolls: 60,
} as const;

/** The attributes the setup reads, as written in HTML. */
export const SOUL_PASSING_ATTRIBUTES = ['seed', 'rolls', 'absorb-rolls', 'vitality', 'liberi', 'character', 'name', 'balanced'] as const;
export type SoulPassingAttribute = (typeof SOUL_PASSING_ATTRIBUTES)[number];
export type SoulPassingAttributes = AttributeText<SoulPassingAttribute>;

export interface ParsedSoulPassingSetup {
  input: SoulPassingInput;
  errors: string[];
}

/** The keys a Liberi entry takes, each with its bounds (a Map: `constructor` is not a key). */
const LIBERI_KEYS: ReadonlyMap<
  string,
  { field: 'gauge' | 'vitality' | 'maxVitality' | 'life' | 'essence' | 'speed'; range: { min: number; max: number } }
> = new Map([
  ['gauge', { field: 'gauge', range: LIMITS.gauge }],
  ['vitality', { field: 'vitality', range: LIMITS.vitality }],
  ['max', { field: 'maxVitality', range: LIMITS.maxVitality }],
  ['life', { field: 'life', range: LIMITS.life }],
  ['essence', { field: 'essence', range: LIMITS.essence }],
  ['speed', { field: 'speed', range: LIMITS.speed }],
] as const);

/** A whole number within bounds, or a message naming the entry and the key. */
function boundedWhole(text: string | undefined, range: { min: number; max: number }): number | undefined {
  if (text === undefined || !/^[+-]?\d{1,6}$/.test(text.replace(/^\u2212/, '-'))) return undefined;
  const n = Number(text.replace(/^\u2212/, '-')) + 0;
  return n >= range.min && n <= range.max ? n : undefined;
}

export function parseLiberi(text: string): { liberi: Liberi[] } | { error: string } {
  const entries = text
    .split(/[,;\n]+/)
    .map((e) => e.trim())
    .filter((e) => e !== '');
  if (entries.length > MAX_LIBERI) return { error: `${entries.length} Liberi listed; this table seats at most ${MAX_LIBERI}` };
  const liberi: Liberi[] = [];
  for (const entry of entries) {
    const m = /^([\p{L}][\p{L}\p{N}'’-]*)\s+(\d{1,6})\s*(?:ft|feet|')?(?:\s+(.*))?$/iu.exec(entry);
    if (!m) return { error: `${quote(entry)} should be a one-word name then a distance in feet, like "Ada 5ft"` };
    const [, name, feet, rest = ''] = m;
    const named = nameProblem(name!);
    if (named) return { error: `${quote(entry)}: ${named}` };
    const distance = boundedWhole(feet, LIMITS.distance);
    if (distance === undefined) return { error: `${quote(entry)}: the distance is ${LIMITS.distance.min} to ${LIMITS.distance.max} feet` };
    const values: Partial<Record<'gauge' | 'vitality' | 'maxVitality' | 'life' | 'essence' | 'speed', number>> = {};
    const tokens = rest.trim() === '' ? [] : rest.trim().split(/\s+/);
    for (let i = 0; i < tokens.length; i += 2) {
      const key = LIBERI_KEYS.get(tokens[i]!.toLowerCase());
      if (!key) return { error: `${quote(entry)}: ${quote(tokens[i]!)} is not one of ${[...LIBERI_KEYS.keys()].join(', ')}` };
      const value = boundedWhole(tokens[i + 1], key.range);
      if (value === undefined)
        return {
          error: `${quote(entry)}: ${tokens[i]!.toLowerCase()} needs a whole number from ${key.range.min} to ${key.range.max} after it`,
        };
      values[key.field] = value;
    }
    const gauge = values.gauge ?? 0;
    const vitality = values.vitality ?? 10;
    const maxVitality = values.maxVitality ?? Math.max(10, vitality);
    if (vitality > maxVitality) return { error: `${quote(entry)}: vitality ${vitality} is above its max ${maxVitality}` };
    if (liberi.some((l) => l.name.toLowerCase() === name!.toLowerCase())) return { error: `${quote(name!)} is listed twice` };
    liberi.push({
      name: name!,
      distance,
      speed: values.speed ?? 30,
      life: values.life ?? 10,
      vitality,
      maxVitality,
      gauge,
      essence: values.essence ?? 0,
    });
  }
  return { liberi };
}

/** The Liberi written back in the attribute's words, leaving out what is at its default (parseLiberi reads it back). */
export function formatLiberi(liberi: readonly Liberi[]): string {
  return liberi
    .map((l) => {
      const words = [l.name, `${l.distance}ft`];
      if (l.gauge !== 0) words.push(`gauge ${l.gauge}`);
      if (l.vitality !== 10) words.push(`vitality ${l.vitality}`);
      if (l.maxVitality !== Math.max(10, l.vitality)) words.push(`max ${l.maxVitality}`);
      if (l.life !== 10) words.push(`life ${l.life}`);
      if (l.essence !== 0) words.push(`essence ${l.essence}`);
      if (l.speed !== 30) words.push(`speed ${l.speed}`);
      return words.join(' ');
    })
    .join(', ');
}

/** The character's keys (a Map: own keys only). */
const BODY_KEYS: ReadonlyMap<string, keyof Body> = new Map(['life', 'vitality', ...TACKS].map((k) => [k, k as keyof Body]));

export function parseCharacter(text: string): { body: Body } | { error: string } {
  const body: Body = { life: 5, vitality: 6, toughness: 3, athleticism: 3, charm: 3, knowledge: 3, spirit: 3 };
  const tokens = text
    .trim()
    .split(/[\s,;]+/)
    .filter((t) => t !== '');
  if (tokens.length === 0) return { error: 'is empty; give e.g. "life 4 vitality 6 toughness 3"' };
  for (let i = 0; i < tokens.length; i += 2) {
    const key = BODY_KEYS.get(tokens[i]!.toLowerCase());
    if (!key) return { error: `${quote(tokens[i]!)} is not one of ${[...BODY_KEYS.keys()].join(', ')}` };
    const value = boundedWhole(tokens[i + 1], LIMITS.attribute);
    if (value === undefined)
      return { error: `${key} needs a whole number from ${LIMITS.attribute.min} to ${LIMITS.attribute.max} after it` };
    body[key] = value;
  }
  return { body };
}

/** A list of fixed die results, each a face of the die, e.g. `7 6 8`. */
function readFaces(name: string, text: string, sides: number, errors: string[]): number[] | undefined {
  const tokens = text
    .trim()
    .split(/[\s,;]+/)
    .filter((t) => t !== '');
  if (tokens.length > LIMITS.rolls) {
    errors.push(`${name}: ${tokens.length} rolls listed; at most ${LIMITS.rolls} are kept`);
    return undefined;
  }
  const faces: number[] = [];
  for (const token of tokens) {
    if (!/^\d{1,6}$/.test(token)) {
      errors.push(`${name}: ${quote(token)} is not a whole number`);
      return undefined;
    }
    const n = Number(token);
    if (n < 1 || n > sides) {
      errors.push(`${name}: ${n} is not a face of a d${sides} (1 to ${sides})`);
      return undefined;
    }
    faces.push(n);
  }
  return faces;
}

/**
 * Read the widget's attributes. `fallbackSeed` is used when `seed` is missing or bad
 * (the widget passes a clock seed; tests pass a fixed one).
 */
export function parseSoulPassingSetup(attrs: SoulPassingAttributes, fallbackSeed = 1): ParsedSoulPassingSetup {
  const errors: string[] = [];
  const input: SoulPassingInput = {
    seed: readSeed(attrs.seed, errors) ?? fallbackSeed,
    vitality: DEFAULT_VITALITY,
    liberi: (parseLiberi(DEFAULT_LIBERI) as { liberi: Liberi[] }).liberi,
  };

  for (const [attr, sides, key] of [
    ['rolls', PASSING_DIE, 'rolls'],
    ['absorb-rolls', ABSORPTION_DIE, 'absorbRolls'],
  ] as const) {
    const text = attrs[attr];
    if (isBlank(text)) continue;
    const faces = readFaces(attr, text, sides, errors);
    if (faces) input[key] = faces;
  }

  input.vitality =
    readWhole('vitality', attrs.vitality, LIMITS.vitality, errors, `the dead character's remaining Vitality is ${DEFAULT_VITALITY}`) ??
    DEFAULT_VITALITY;

  // An empty `liberi` is a choice (the soul alone, only rolling); a removed one is the default.
  if (attrs.liberi !== null && attrs.liberi !== undefined) {
    const parsed = parseLiberi(attrs.liberi);
    if ('error' in parsed) errors.push(`liberi: ${parsed.error}; the sample Liberi are used`);
    else input.liberi = parsed.liberi;
  }

  if (!isBlank(attrs.character)) {
    const parsed = parseCharacter(attrs.character);
    if ('error' in parsed) errors.push(`character: ${parsed.error}; the table starts after the death`);
    else input.character = parsed.body;
  }

  if (!isBlank(attrs.name)) {
    const problem = nameProblem(attrs.name);
    if (problem) errors.push(`name: ${problem}; "${DEFAULT_NAME}" is used`);
    else input.name = attrs.name.trim();
  }

  input.balanced = readFlag(attrs.balanced);
  return { input, errors };
}

const isWhole = (v: unknown, range: { min: number; max: number }): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= range.min && v <= range.max;

/**
 * Why a saved or shared input cannot start a table, or undefined when it can. Reads any
 * shape at all and words the problem for a reader; the table host then starts fresh.
 */
export function soulPassingInputProblem(input: unknown): string | undefined {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return 'it holds no setup';
  const r = input as Record<string, unknown>;
  const seed = seedProblem(r.seed);
  if (seed) return seed;
  for (const [key, sides] of [
    ['rolls', PASSING_DIE],
    ['absorbRolls', ABSORPTION_DIE],
  ] as const) {
    const list = r[key];
    if (list === undefined) continue;
    if (!Array.isArray(list) || list.length > LIMITS.rolls || !list.every((n) => isWhole(n, { min: 1, max: sides }))) {
      return `its fixed ${key === 'rolls' ? 'passing' : 'absorption'} rolls are not faces of a d${sides}`;
    }
  }
  if (!isWhole(r.vitality, LIMITS.vitality))
    return `its Vitality is not a whole number from ${LIMITS.vitality.min} to ${LIMITS.vitality.max}`;
  if (r.name !== undefined && (typeof r.name !== 'string' || nameProblem(r.name))) return 'the name of the dead cannot be shown';
  if (r.balanced !== undefined && typeof r.balanced !== 'boolean') return 'its Balanced Soul Gathering switch is neither on nor off';
  if (r.character !== undefined) {
    const c = r.character;
    if (typeof c !== 'object' || c === null || Array.isArray(c)) return 'its living character is not readable';
    for (const key of BODY_KEYS.values()) {
      if (!isWhole((c as Record<string, unknown>)[key], LIMITS.attribute))
        return `its living character's ${key} is not a whole number from ${LIMITS.attribute.min} to ${LIMITS.attribute.max}`;
    }
  }
  if (!Array.isArray(r.liberi) || r.liberi.length > MAX_LIBERI) return `its Liberi are not a list of at most ${MAX_LIBERI}`;
  for (const [i, l] of r.liberi.entries()) {
    if (typeof l !== 'object' || l === null) return `Liberi ${i + 1} is not readable`;
    const x = l as Record<string, unknown>;
    if (typeof x.name !== 'string' || nameProblem(x.name)) return `Liberi ${i + 1} has no name that can be shown`;
    const checks: [string, { min: number; max: number }][] = [
      ['distance', LIMITS.distance],
      ['speed', LIMITS.speed],
      ['life', LIMITS.life],
      ['vitality', LIMITS.vitality],
      ['maxVitality', LIMITS.maxVitality],
      ['gauge', LIMITS.gauge],
      ['essence', LIMITS.essence],
    ];
    for (const [key, range] of checks)
      if (!isWhole(x[key], range)) return `${x.name}'s ${key} is not a whole number from ${range.min} to ${range.max}`;
    if ((x.vitality as number) > (x.maxVitality as number)) return `${x.name}'s Vitality is above its maximum`;
  }
  return undefined;
}
