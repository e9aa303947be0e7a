/**
 * Lady Luck's Chosen Few, "Actions and Combat": the d6 check, injuries and fatigue, and
 * what an Area's qualities add to a check. Pure helpers; the dice come from core/random.
 */
import { rollDie, type Chance } from '../core/random.js';
import { effectiveBrightness, isObscured, isShrouded, type Area } from './areas.js';

/** At most three basic aptitudes may modify any one action. */
export const MAX_APTITUDES = 3;

/**
 * What equipment may add to one roll: the rules name equipment as a source of modifiers but
 * give no gear list, so the table says, action by action, within these bounds (the checks
 * page's ruling "what equipment adds").
 */
export const EQUIPMENT_RANGE = { min: -3, max: 3 } as const;

/** Is this a modifier equipment may add (a whole number within `EQUIPMENT_RANGE`)? */
export function isEquipmentModifier(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= EQUIPMENT_RANGE.min && value <= EQUIPMENT_RANGE.max;
}

export interface CheckSpec {
  /** Modifiers from aptitudes: at most three. */
  readonly aptitudes?: readonly number[];
  /** Everything else: equipment, Area qualities, being knocked down. */
  readonly modifiers?: readonly number[];
  readonly threshold: number;
}

export interface CheckResult {
  readonly roll: number;
  readonly modifier: number;
  readonly total: number;
  readonly threshold: number;
  readonly success: boolean;
}

export function checkModifier(spec: CheckSpec): number {
  const aptitudes = spec.aptitudes ?? [];
  if (aptitudes.length > MAX_APTITUDES) {
    throw new RangeError(`only ${MAX_APTITUDES} aptitudes may modify one action, got ${aptitudes.length}`);
  }
  return [...aptitudes, ...(spec.modifiers ?? [])].reduce((a, b) => a + b, 0);
}

/** Judge a rolled d6: success when roll plus modifiers reaches the threshold. */
export function judgeCheck(roll: number, spec: CheckSpec): CheckResult {
  const modifier = checkModifier(spec);
  const total = roll + modifier;
  return { roll, modifier, total, threshold: spec.threshold, success: total >= spec.threshold };
}

export function rollCheck(chance: Chance, spec: CheckSpec): [CheckResult, Chance] {
  checkModifier(spec); // refuse a fourth aptitude before a die is spent
  const [roll, next] = rollDie(chance, 6);
  return [judgeCheck(roll, spec), next];
}

/** The exact chance that one d6 plus `modifier` reaches `threshold`. */
export function checkChance(modifier: number, threshold: number): number {
  const need = threshold - modifier;
  if (need <= 1) return 1;
  if (need > 6) return 0;
  return (7 - need) / 6;
}

// ---------------------------------------------------------------- moving between Areas

/** Without Runner, a character moves at most one Area in a turn (a move costs an action). */
export const AREAS_PER_TURN = 1;

/**
 * Why a character cannot move one more Area this turn, or undefined when they can. Each move
 * costs an action; without Runner, one Area a turn however many actions are left. The
 * combat page's ruling: a Runner may spend every action on a move, one Area each.
 */
export function moveProblem(areasMovedThisTurn: number, actionsLeft: number, runner: boolean): string | undefined {
  if (actionsLeft < 1) return 'a move costs an action, and none is left this turn';
  if (!runner && areasMovedThisTurn >= AREAS_PER_TURN) return 'without Runner, a character moves at most one Area a turn';
  return undefined;
}

// ---------------------------------------------------------------- injuries and fatigue

export type Wound = 'injury' | 'fatigue';

/** A weapon's Injury (ITM) roll: threshold 1 + ITM + Injuries already taken. */
export function injuryThreshold(itm: number, injuries: number): number {
  return 1 + itm + injuries;
}

/** A Resilience (FTM) roll: threshold 0 + FTM + current Fatigue. */
export function fatigueThreshold(ftm: number, fatigue: number): number {
  return 0 + ftm + fatigue;
}

/**
 * What a hit does to a PC after the roll: success adds one Injury (or Fatigue); failure
 * kills (or knocks out).
 */
export function pcWoundOutcome(wound: Wound, success: boolean): 'injured' | 'dead' | 'fatigued' | 'unconscious' {
  if (wound === 'injury') return success ? 'injured' : 'dead';
  return success ? 'fatigued' : 'unconscious';
}

/**
 * NPCs roll nothing: they take the Injury outright. One with a limit of N can take N
 * Injuries; the next one kills it (see the combat page's ruling).
 */
export function npcTakesInjury(injuries: number, limit: number): { injuries: number; dead: boolean } {
  const next = injuries + 1;
  return { injuries: next, dead: next > limit };
}

// ---------------------------------------------------------------- Areas and checks

/** Targeting or perceiving someone in the Area: dark −1, dim 0, bright +1 (fire lights it). */
export function brightnessModifier(area: Pick<Area, 'brightness' | 'fireLevel'>): number {
  const b = effectiveBrightness(area);
  return b === 'dark' ? -1 : b === 'bright' ? 1 : 0;
}

/** Interacting with anything in an obscured Area, or from inside one: −1. */
export function obscurityModifier(area: Pick<Area, 'obscurity'>): number {
  return isObscured(area.obscurity) ? -1 : 0;
}

/** A shrouded Area gives everyone in it +1 Defense. */
export function defenseInArea(defense: number, area: Pick<Area, 'obscurity'>): number {
  return defense + (isShrouded(area.obscurity) ? 1 : 0);
}

/**
 * Sneak: +1 in an Area that is obscured, shrouded or dark (one bonus, they do not stack);
 * −1 when bright and clear; bright cancels the bonus of shroud or fog (see the ruling).
 */
export function sneakModifier(area: Pick<Area, 'brightness' | 'fireLevel' | 'obscurity'>): number {
  const b = effectiveBrightness(area);
  if (b === 'bright') return area.obscurity === 'clear' ? -1 : 0;
  const cover = area.obscurity !== 'clear' || b === 'dark';
  return cover ? 1 : 0;
}

// ---------------------------------------------------------------- water

/**
 * What the water in an Area does to a creature of `size`. Damp (0) is not depth: it never
 * slows or drowns anyone, however small (see the ruling on the Areas page).
 */
export function waterEffects(wetness: number | null, size: number): { loseAction: boolean; mustSwim: boolean } {
  if (wetness === null || wetness <= 0) return { loseAction: false, mustSwim: false };
  return { loseAction: wetness >= size / 2, mustSwim: wetness >= size };
}

/**
 * Holding breath: a creature under water must spend one round in four surfacing. Counting
 * rounds under water from 1, rounds 1–4 are free; from round 5 on, until it surfaces, it makes
 * a Resilience roll each round.
 */
export function breathRollNeeded(roundsUnder: number): boolean {
  return roundsUnder > 4;
}

/**
 * One round for a creature in water over its head (the Areas page's ruling on counting
 * breaths): a round spent surfacing starts the count again at 0; any other round adds one,
 * and from the fifth round under on, that round calls a Resilience roll.
 */
export function breathRound(roundsUnder: number, surfaced: boolean): { roundsUnder: number; resilienceRoll: boolean } {
  if (surfaced) return { roundsUnder: 0, resilienceRoll: false };
  const next = roundsUnder + 1;
  return { roundsUnder: next, resilienceRoll: breathRollNeeded(next) };
}

/** Unconscious in water above 0 for more than one round: dead. */
export function drownsUnconscious(wetness: number | null, roundsUnconscious: number): boolean {
  return wetness !== null && wetness > 0 && roundsUnconscious > 1;
}

// ---------------------------------------------------------------- downtime

/** Fatigue lost for the timeframes slept in a day: one per timeframe beyond two, at most 4. */
export function fatigueRecovered(timeframesSlept: number): number {
  return Math.max(0, Math.min(4, timeframesSlept - 2));
}

/** Injuries lost per 8 timeframes: one, and one more for sleeping 4; at most 2 a day. */
export function injuriesRecovered(timeframesSlept: number): number {
  return Math.min(2, 1 + (timeframesSlept >= 4 ? 1 : 0));
}

/** More than 6 timeframes awake calls a Resilience roll as if hit with FTM +0. */
export function sleeplessRollNeeded(timeframesAwake: number): boolean {
  return timeframesAwake > 6;
}

/** Staying awake too long counts as a hit from a weapon with FTM +0. */
export const SLEEPLESS_FTM = 0;

/**
 * The Resilience roll for a sleepless stretch, judged like any hit from an FTM weapon:
 * threshold 0 + FTM 0 + current Fatigue; passing still adds one Fatigue, failing knocks
 * the character out (their Fatigue stays as it was).
 */
export function sleeplessRoll(
  roll: number,
  modifier: number,
  fatigue: number,
): CheckResult & { fatigue: number; outcome: 'fatigued' | 'unconscious' } {
  const result = judgeCheck(roll, { modifiers: [modifier], threshold: fatigueThreshold(SLEEPLESS_FTM, fatigue) });
  const outcome = pcWoundOutcome('fatigue', result.success) as 'fatigued' | 'unconscious';
  return { ...result, fatigue: outcome === 'fatigued' ? fatigue + 1 : fatigue, outcome };
}

// ---------------------------------------------------------------- aptitudes and actions

/** The basic aptitudes the rules name; at most three of them modify one action. */
export type Aptitude =
  | 'perception'
  | 'vision'
  | 'hearing'
  | 'smell'
  | 'logic'
  | 'steadiness'
  | 'coordination'
  | 'flexibility'
  | 'charisma'
  | 'empathy'
  | 'might'
  | 'speed'
  | 'willpower'
  | 'constitution'
  | 'endurance';

/**
 * Skills with a weapon, or with fists: the combat actions name one beside their aptitudes.
 * They are not basic aptitudes, so they do not count towards the three (the actions page's
 * ruling; Throwing and Tackle name three basic aptitudes and a skill each).
 */
export type Skill = 'weapon' | 'brawling';

export const APTITUDES: readonly Aptitude[] = [
  'perception',
  'vision',
  'hearing',
  'smell',
  'logic',
  'steadiness',
  'coordination',
  'flexibility',
  'charisma',
  'empathy',
  'might',
  'speed',
  'willpower',
  'constitution',
  'endurance',
];
export const SKILLS: readonly Skill[] = ['weapon', 'brawling'];

/** A word as the page prints it: "might" → "Might". */
export function titleCase(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The example actions of the checks page. */
export type ExampleAction = 'search' | 'listen' | 'taste' | 'sneak' | 'intimidate' | 'persuade';

/** The combat actions, all rolled against the target's Defense. */
export type CombatAction = 'melee' | 'throw' | 'ranged' | 'disarm' | 'grapple' | 'knockdown' | 'tackle';

export interface ActionRow {
  readonly label: string;
  /** The basic aptitudes that modify it (never more than three). */
  readonly aptitudes: readonly Aptitude[];
  /** The skill it adds: with a weapon, with fists, or whichever the hand holds. */
  readonly skill?: Skill | 'weapon-or-brawling';
  /** What it covers, in a few words. */
  readonly covers: string;
}

export const EXAMPLE_ACTIONS: ReadonlyMap<ExampleAction, ActionRow> = new Map<ExampleAction, ActionRow>([
  ['search', { label: 'Search', aptitudes: ['perception', 'vision', 'logic'], covers: 'looking around for something' }],
  ['listen', { label: 'Listen', aptitudes: ['perception', 'hearing', 'logic'], covers: 'catching a whisper, or sounds behind a door' }],
  ['taste', { label: 'Taste', aptitudes: ['perception', 'smell', 'logic'], covers: 'what went into a dish, or whether it is poisoned' }],
  ['sneak', { label: 'Sneak', aptitudes: ['steadiness', 'coordination', 'flexibility'], covers: 'moving unseen or unheard' }],
  ['intimidate', { label: 'Intimidate', aptitudes: ['charisma', 'might', 'willpower'], covers: 'persuading through fear' }],
  ['persuade', { label: 'Persuade', aptitudes: ['charisma', 'empathy', 'willpower'], covers: 'persuading through sympathy' }],
]);

export const COMBAT_ACTIONS: ReadonlyMap<CombatAction, ActionRow> = new Map<CombatAction, ActionRow>([
  [
    'melee',
    { label: 'Melee attack', aptitudes: ['coordination', 'might'], skill: 'weapon-or-brawling', covers: 'strike someone in reach' },
  ],
  ['throw', { label: 'Throwing attack', aptitudes: ['might', 'vision', 'coordination'], skill: 'weapon', covers: 'hurl something' }],
  ['ranged', { label: 'Ranged attack', aptitudes: ['steadiness', 'vision'], skill: 'weapon', covers: 'shoot' }],
  ['disarm', { label: 'Disarm', aptitudes: ['coordination', 'might'], skill: 'weapon', covers: "take the target's weapon away" }],
  ['grapple', { label: 'Grapple', aptitudes: ['might', 'speed'], skill: 'brawling', covers: 'hold the target in place' }],
  [
    'knockdown',
    { label: 'Knockdown', aptitudes: ['might', 'coordination'], skill: 'weapon-or-brawling', covers: 'put the target on the ground' },
  ],
  [
    'tackle',
    { label: 'Tackle', aptitudes: ['might', 'coordination', 'speed'], skill: 'brawling', covers: 'grapple and knockdown at once' },
  ],
]);

/** The Injury roll after a hit is modified by Constitution; the Resilience roll by three. */
export const INJURY_APTITUDES: readonly Aptitude[] = ['constitution'];
export const RESILIENCE_APTITUDES: readonly Aptitude[] = ['constitution', 'endurance', 'willpower'];

/** Someone on the ground: −2 on every action but a knockdown (not against a tackle partner). */
export const DOWN_PENALTY = -2;
/** Attacking someone on the ground: +1 from the same Area, −1 per Area away for ranged attacks. */
export const DOWN_TARGET_BONUS = 1;
/** Turning a grapple around: the grapple's roll at −2. */
export const REVERSE_PENALTY = -2;

/** NPCs roll nothing for Fatigue either: one with a limit of N drops at the next after N. */
export function npcTakesFatigue(fatigue: number, limit: number): { fatigue: number; unconscious: boolean } {
  const next = fatigue + 1;
  return { fatigue: next, unconscious: next > limit };
}

// ---------------------------------------------------------------- a day of downtime

/** A day's eight timeframes of about three hours, dawn first. */
export const TIMEFRAMES: readonly string[] = ['dawn', 'morning', 'noon', 'afternoon', 'dusk', 'evening', 'midnight', 'odark'];

/** At least this many timeframes asleep in eight keep a character sharp. */
export const SLEEP_NEEDED = 2;

/**
 * What a day of rest takes away, counted when the day ends: Fatigue for the sleep beyond two
 * (at most 4), one Injury and one more for 4 timeframes asleep (at most 2); never below 0.
 */
export function dayRecovery(injuries: number, fatigue: number, timeframesSlept: number): { injuries: number; fatigue: number } {
  return {
    injuries: Math.max(0, injuries - injuriesRecovered(timeframesSlept)),
    fatigue: Math.max(0, fatigue - fatigueRecovered(timeframesSlept)),
  };
}
