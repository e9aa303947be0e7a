/**
 * Attribute text → attack-roll machine input, with one specific message per bad value (the
 * value's default is used instead, so the widget always runs), and a check for saved or shared
 * inputs.
 *
 * The two fighters are written in the same words, one attribute each (see
 * attack-roll.fighter-words.ts):
 *
 *     attacker="Bram attack 3 toughness 4 athleticism 2 size 0 life 12 vitality 6 weapon large+small"
 *     defender="Raider defense 7 armor 2 shield 1 life 12 toughness 3 attack 2 weapon medium creature"
 *
 * `treatment` is the table's ruling on when Treatment is given: `in-the-fight` (the book's
 * words, which price it in actions; the default) or `after-the-fight`.
 */
import { isBlank, readChoice, readSeed, readWhole, seedProblem } from '../../core/attributes.js';
import type { AttributeText, SetupResult } from '../../core/procedure.js';
import { parseRollList } from '../../core/random.js';
import { defense } from '../attack.js';
import {
  BOOK_RULES,
  TREATMENT_WHEN,
  type AttackerInput,
  type AttackRollInput,
  type DefenderInput,
  type Fighter,
  type TreatmentWhen,
} from './attack-roll.context.js';
import { fighterProblem, parseFighter, RANGES } from './attack-roll.fighter-words.js';

export { FIGHTER_KEYS, FIGHTER_WORDS, MAX_DEFENSES, MAX_NAME, DEFAULT_MINION_KNOWLEDGE } from './attack-roll.fighter-words.js';

export const DEFAULT_ATTACKER = 'Bram attack 3 toughness 4 athleticism 2 life 12 vitality 6 weapon large';
export const DEFAULT_DEFENDER = 'Raider defense 7 armor 2 shield 1 life 12 toughness 3 vitality 6 creature';
export const DEFAULT_DISTANCE = 5;
export const MAX_ROLLS = 200;
/** Every die this table rolls has at most 6 faces (d3, d4, d6). */
export const MAX_FACE = 6;

/** Bram, as DEFAULT_ATTACKER writes him: a Liberi with a Large weapon, base defense 7 and nothing worn. */
export const DEFAULT_ATTACKER_INPUT: AttackerInput & Fighter = {
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
  baseDefense: 7,
  defenses: [],
  kind: 'liberi',
  awareness: 'aware',
  immobile: false,
};

/** The raider, as DEFAULT_DEFENDER writes her: armour and a shield, and her bare hands (Attack 0). */
export const DEFAULT_DEFENDER_INPUT: DefenderInput & Fighter = {
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
  attack: 0,
  athleticism: 0,
  weapons: ['unarmed'],
  reach: 'melee',
};

/** Read the first fighter ("attacker"), the defaults where nothing is written. */
export function parseAttacker(text: string, errors: string[]): Fighter {
  return parseFighter(text, 'attacker', DEFAULT_ATTACKER_INPUT, errors);
}

/** Read the second fighter ("defender"), the defaults where nothing is written. */
export function parseDefender(text: string, errors: string[]): Fighter {
  return parseFighter(text, 'defender', DEFAULT_DEFENDER_INPUT, errors);
}

/** The attributes the setup reads, as written in HTML. */
export const ATTACK_ROLL_ATTRIBUTES = ['seed', 'rolls', 'attacker', 'defender', 'distance', 'treatment'] as const;
export type AttackRollAttribute = (typeof ATTACK_ROLL_ATTRIBUTES)[number];
export type AttackRollAttributes = AttributeText<AttackRollAttribute>;

const TREATMENT_CHOICES: ReadonlyMap<string, TreatmentWhen> = new Map(TREATMENT_WHEN.map((t) => [t, t]));

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
  const treatment =
    readChoice('treatment', attrs.treatment, TREATMENT_CHOICES, errors, 'the book’s reading, in the fight, is used') ??
    BOOK_RULES.treatment;
  return { input: { seed, ...(rolls ? { rolls } : {}), attacker, defender, distance, rules: { treatment } }, errors };
}

const isInt = (v: unknown, r: { min: number; max: number }): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= r.min && v <= r.max;

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
  if (x.rules !== undefined) {
    const r = x.rules as Record<string, unknown> | null;
    if (!r || typeof r !== 'object' || !TREATMENT_CHOICES.has(r.treatment as string) || Object.keys(r).length !== 1)
      return 'its rulings are not ones this widget knows';
  }
  return fighterProblem(x.attacker, 'attacker') ?? fighterProblem(x.defender, 'defender');
}
