/**
 * Attribute text → a whole fight's machine input, with one specific message per bad value (the
 * default is used and the widget still runs). Every value is read through core/attributes.ts.
 */
import { isBlank, readSeed, readWhole, seedProblem } from '../../core/attributes.js';
import type { AttributeText, SetupResult } from '../../core/procedure.js';
import type { KarmicFightInput } from './karmic-fight.context.js';
import { DEFAULT_ROSTER, DEFAULT_DISTANCE } from './karmic-fight.examples.js';
import { readRoster, rosterProblem } from './karmic-fight.roster.js';

/** The attributes the setup reads, as written in HTML, `seed` first. */
export const KARMIC_FIGHT_ATTRIBUTES = ['seed', 'fighters', 'distance'] as const;
export type KarmicFightAttribute = (typeof KARMIC_FIGHT_ATTRIBUTES)[number];

/** How far off the foes may first be, in yards. */
export const DISTANCE = { min: 0, max: 1000 } as const;

export function parseKarmicFightSetup(attrs: AttributeText<KarmicFightAttribute>, fallbackSeed = 1): SetupResult<KarmicFightInput> {
  const errors: string[] = [];
  const seed = readSeed(attrs.seed, errors) ?? fallbackSeed;
  const said: string[] = [];
  const roster = isBlank(attrs.fighters) ? undefined : readRoster(attrs.fighters, said);
  errors.push(...said.map((m) => `fighters: ${m}`));
  const distance = readWhole('distance', attrs.distance, DISTANCE, errors) ?? DEFAULT_DISTANCE;
  return { input: { roster: roster ?? DEFAULT_ROSTER, distance, seed }, errors };
}

/** Why a saved or shared input cannot start a table, or undefined when it can. */
export function karmicFightInputProblem(input: unknown): string | undefined {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return 'it holds no setup';
  const i = input as Record<string, unknown>;
  const d = i.distance;
  if (typeof d !== 'number' || !Number.isInteger(d) || d < DISTANCE.min || d > DISTANCE.max)
    return `its distance is not a whole number of yards from 0 to ${DISTANCE.max}`;
  return rosterProblem(i.roster) ?? seedProblem(i.seed);
}
