/**
 * The fire map's attributes → machine input, one specific message per bad value (its default
 * is used, so the widget always runs); the settings that only change how the table is shown;
 * and the check of a saved or shared input. The map text itself is Lady Luck's map format
 * (machines/lady-luck/area-map.ts).
 */
import { isBlank, quote, readChoice, readFlag, readSeed, readWhole, seedProblem } from '../../core/attributes.js';
import type { AttributeText } from '../../core/procedure.js';
import { parseRollList } from '../../core/random.js';
import { fireSetupProblem, parseFireMap, type FireSetup } from '../area-map.js';
import { SEED_FIRE_RULES, SPREAD_FLAMMABILITIES, type SpreadFlammability } from '../fire.js';
import type { FireMapInput } from './fire-map.context.js';

/** The map a widget shows when it is given none: a hamlet with a fire in its barn. */
export const SAMPLE_MAP = `# A hamlet at dusk: the barn has caught from a dropped lantern.
grid 4x3 flam=1
area a1 name="Hay ricks" flam=2 cover=shrouded
area b1 name="Paddock"
area a2 name="Barn" flam=2 fire=1
area b2 name="Stable" flam=2
area c1 name="Lane" light=dark
area d1 name="Millpond" flam=none wet=1
area c2 name="Inn" flam=0 fire=-2
area d2 name="Wash-house" wet=damp
area a3 name="Meadow"
area b3 name="Orchard" flam=2 cover=shrouded
area c3 name="Chapel" flam=none
area d3 name="Green"
unlink b2 c2
pc Bran in b2 con=1
npc Goblin in a2 size=small limit=1
npc Innkeeper in c2 limit=0`;

/**
 * The attributes the setup reads, as written in HTML. `spread-flammability` is the table's
 * ruling on a spread roll: `burning` (the seed's reading) or `neighbour`.
 */
export const FIRE_MAP_ATTRIBUTES = ['seed', 'map', 'rolls', 'spread-flammability'] as const;
export type FireMapAttribute = (typeof FIRE_MAP_ATTRIBUTES)[number];
export type FireMapAttributes = AttributeText<FireMapAttribute>;

export interface ParsedFireMapSetup {
  /** The input, its fixed rolls (none: an empty list) and its rulings always given. */
  readonly input: FireMapInput & Required<Pick<FireMapInput, 'rolls' | 'rules'>>;
  /** One message per attribute that could not be used (its default was taken). */
  readonly errors: readonly string[];
}

const SPREAD_CHOICES: ReadonlyMap<string, SpreadFlammability> = new Map(SPREAD_FLAMMABILITIES.map((s) => [s, s]));

/**
 * Attribute text to machine input; a bad attribute is named and replaced by its default.
 * `fallbackSeed` is used when `seed` is missing or bad (the widget passes a clock seed).
 */
export function parseFireMapSetup(text: FireMapAttributes, fallbackSeed: number): ParsedFireMapSetup {
  const errors: string[] = [];
  let setup: FireSetup;
  const parsed = isBlank(text.map) ? undefined : parseFireMap(text.map);
  if (parsed?.ok) setup = parsed.setup;
  else {
    if (parsed)
      errors.push(
        ...parsed.errors.map((e) => `map: ${e}; the sample hamlet is shown instead`).slice(0, 1),
        ...parsed.errors.slice(1).map((e) => `map: ${e}`),
      );
    setup = (parseFireMap(SAMPLE_MAP) as { setup: FireSetup }).setup;
  }
  const seed = readSeed(text.seed, errors) ?? fallbackSeed;
  let rolls: number[] = [];
  if (!isBlank(text.rolls)) {
    const list = parseRollList(text.rolls);
    if ('error' in list) errors.push(`rolls: ${list.error.replace(/^"[^"]*"/, (q) => quote(q.slice(1, -1)))}; no fixed rolls are used`);
    else {
      const bad = list.rolls.find((r) => r > 6);
      if (bad !== undefined)
        errors.push(`rolls: ${bad > 999 ? quote(String(bad), 12) : bad} is not a face of a d6 (1 to 6); no fixed rolls are used`);
      else rolls = list.rolls;
    }
  }
  const spreadFlammability =
    readChoice('spread-flammability', text['spread-flammability'], SPREAD_CHOICES, errors, "the burning Area's own is used") ??
    SEED_FIRE_RULES.spreadFlammability;
  return { input: { setup, seed, rolls, rules: { spreadFlammability } }, errors };
}

// ---------------------------------------------------------------- settings that do not restart the table

/** Auto-run speeds: the wait between rounds, in milliseconds. */
export const FIRE_SPEEDS: ReadonlyMap<string, number> = new Map([
  ['slow', 2400],
  ['normal', 1200],
  ['fast', 450],
]);
export type FireSpeed = 'slow' | 'normal' | 'fast';
const SPEED_CHOICES: ReadonlyMap<string, FireSpeed> = new Map([...FIRE_SPEEDS.keys()].map((k) => [k, k as FireSpeed]));

/** How many rounds ahead the odds overlay may look. */
export const FORECAST_ROUNDS = { min: 1, max: 10, default: 3 } as const;

export interface FireSettingsText {
  readonly speed?: string | null;
  readonly forecastRounds?: string | null;
  /** `odds`: start with the odds shown (they start hidden). */
  readonly odds?: string | null;
  /** `no-odds`: keep them hidden at the start even with `odds` (what older embeds wrote when the odds started shown). */
  readonly noOdds?: string | null;
}

export interface FireSettings {
  readonly speed: FireSpeed;
  readonly forecastRounds: number;
  readonly showOdds: boolean;
}

/**
 * The attributes that change how the table is shown, not what happens at it: read whenever
 * they change. A removed attribute is simply its default again.
 */
export function parseFireSettings(text: FireSettingsText, prefersReducedMotion: boolean): { settings: FireSettings; errors: string[] } {
  const errors: string[] = [];
  const fallbackSpeed: FireSpeed = prefersReducedMotion ? 'slow' : 'normal';
  const speed = readChoice('speed', text.speed, SPEED_CHOICES, errors, `${fallbackSpeed} is used`) ?? fallbackSpeed;
  const forecastRounds =
    readWhole('forecast-rounds', text.forecastRounds, FORECAST_ROUNDS, errors, `${FORECAST_ROUNDS.default} rounds are used`) ??
    FORECAST_ROUNDS.default;
  return { settings: { speed, forecastRounds, showOdds: readFlag(text.odds) && !readFlag(text.noOdds) }, errors };
}

// ---------------------------------------------------------------- saved and shared inputs

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isWhole = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const oneOf = <T>(v: unknown, values: readonly T[]): v is T => values.includes(v as T);

/** Why a saved or shared input cannot be played, or undefined when it can (the map: area-map.ts). */
export function fireMapInputProblem(input: unknown): string | undefined {
  if (!isRecord(input)) return 'it has no setup';
  const seed = seedProblem(input.seed);
  if (seed) return seed;
  if (
    Object.hasOwn(input, 'rolls') &&
    (!Array.isArray(input.rolls) || input.rolls.length > 10_000 || !input.rolls.every((r) => isWhole(r, 1, 6)))
  ) {
    return 'its fixed rolls are not d6 faces';
  }
  if (Object.hasOwn(input, 'rules') && (!isRecord(input.rules) || !oneOf(input.rules.spreadFlammability, SPREAD_FLAMMABILITIES))) {
    return 'its spread ruling is not one this widget knows';
  }
  return fireSetupProblem(input.setup);
}
