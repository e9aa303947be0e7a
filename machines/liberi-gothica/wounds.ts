/**
 * Liberi Gothica: crippling wounds, where they land, the four charts, and how each wound runs
 * its course (its stages, what Treatment does, the penalties it puts on rolls).
 *
 * Page: content/liberi-gothica/damage-and-wounds.mdx. The charts are data; the rulings on the
 * page are the functions, each tested in wounds.test.ts.
 */
import { rollDice, rollDie, type Chance } from '../core/random.js';
import { dice, type Dice } from './damage.js';
// ---------------------------------------------------------------------------------------
// Crippling wounds

export type Location = 'torso' | 'legs' | 'arms' | 'head';

/** Where the wound lands on 1d6: 1–3 torso, 4 legs, 5 arms, 6 head. */
export function woundLocation(d6: number): Location {
  checkFace(d6, 6);
  if (d6 <= 3) return 'torso';
  return d6 === 4 ? 'legs' : d6 === 5 ? 'arms' : 'head';
}

/** Table ruling: for a limb, an odd die is the left side and an even one the right. */
export function limbSide(face: number): 'left' | 'right' {
  return face % 2 === 1 ? 'left' : 'right';
}

/**
 * Table ruling (damage bands): 3 or less, 4–6, 7–9, 10–14, 15+. The seed's "less than 3"
 * left 3 itself unplaced; the table puts it in the first band. Index 0 to 4.
 */
export const BAND_LABELS = ['3 or less', '4–6', '7–9', '10–14', '15+'] as const;

export function woundBand(damage: number): number {
  if (damage <= 3) return 0;
  if (damage <= 6) return 1;
  if (damage <= 9) return 2;
  if (damage <= 14) return 3;
  return 4;
}

/** The units a wound's stage is counted in. */
export type Unit = 'rounds' | 'days' | 'weeks';
export const HOURS_PER: Readonly<Record<Exclude<Unit, 'rounds'>, number>> = { days: 24, weeks: 168 };

/** How a wound's Treatment changes it. */
export type Treats = 'stops-bleeding' | 'one-day' | 'ends-phase' | 'halves';

/**
 * What a wound's penalty counts on, in the charts' words: every roll (rattled), Attacks (a lost
 * eye), any roll using the wounded arm (numb), Athleticism-based rolls (a lost ear), Notice,
 * and the social checks (Persuasion, Intimidate, Trick, Tease, Disguise).
 */
export type PenaltyOn = 'every roll' | 'attacks' | 'the arm' | 'athleticism' | 'notice' | 'social';

/** A penalty a wound's stage puts on some of the victim's rolls. */
export interface Penalty {
  readonly on: PenaltyOn;
  readonly value: number;
}

/** One stage of a wound's course, as the chart describes it (its length still to roll). */
export interface PhaseSpec {
  readonly name: string;
  readonly effect: string;
  /** How long it lasts: dice in `unit`s; absent for "until treated" or "for good". */
  readonly length?: { readonly dice: Dice; readonly unit: Unit };
  readonly permanent?: boolean;
  /** Movement while this stage lasts. */
  readonly movement?: 'half' | 'none';
  /** Life lost at the start of each of the victim's turns until treated. */
  readonly bleed?: number;
  /** Penalties on the victim's rolls while this stage lasts. */
  readonly penalties?: readonly Penalty[];
  /** The wounded arm (its hand) cannot be used while this stage lasts: it holds nothing. */
  readonly useless?: boolean;
}

/** How a chart entry runs its course: its stages, what Treatment does, what happens at once. */
export interface CourseSpec {
  readonly phases: readonly PhaseSpec[];
  /** What a successful Treatment check does, and what it costs (the chart's actions and penalty). */
  readonly treatment?: { readonly does: Treats; readonly actions: number; readonly penalty: number };
  /** Immediate effects. */
  readonly losesNextTurn?: boolean;
  readonly thrownBack?: boolean;
  /** Dead outright, no Endure check. */
  readonly kills?: boolean;
}

/** A chart entry: its name and effect as the chart states them, and how it runs its course. */
export interface Wound extends CourseSpec {
  readonly name: string;
  readonly effect: string;
}

const SOCIAL = 'Persuasion, Intimidate, Trick, Tease and Disguise';
const weeks = (count: number) => ({ dice: dice(count, 6), unit: 'weeks' }) as const;
const days = (count: number, plus = 0) => ({ dice: dice(count, 6, plus), unit: 'days' }) as const;
const rounds = { dice: dice(1, 6), unit: 'rounds' } as const;
const LIMP = { name: 'Limp', effect: 'half speed', movement: 'half' } as const;
const eye = (attacks: number): readonly Penalty[] => [
  ...(attacks ? [{ on: 'attacks', value: attacks } as const] : []),
  { on: 'notice', value: -1 },
];
const ear = (athleticism: number): readonly Penalty[] => [
  ...(athleticism ? [{ on: 'athleticism', value: athleticism } as const] : []),
  { on: 'notice', value: -2 },
];
const NUMB = { name: 'Numb arm', effect: '−2 on rolls with the arm', length: days(2), penalties: [{ on: 'the arm', value: -2 }] } as const;
const SOCIAL_PENALTY = (value: number) => [{ on: 'social', value }] as const;

/**
 * The four charts, one wound per band (the head's 4–6 band has two, see crippledBy), each
 * with its course, stage after stage (durations rolled when the wound is dealt). Table
 * rulings: a leg that cannot be used (immobilized, broken, paralyzed, removed) stops the
 * victim moving, a limp halves its speed; a Treatment check may be given for organ
 * damage, a limp, an immobilized or a broken limb.
 */
export const WOUND_TABLES: Record<Location, readonly (readonly Wound[])[]> = {
  torso: [
    [{ name: 'Winded', effect: 'loses their next turn', phases: [], losesNextTurn: true }],
    [{ name: 'Thrown back', effect: 'knocked 10 feet away from the blow', phases: [], thrownBack: true }],
    [
      {
        name: 'Minor organ damage',
        effect: '−1 Life per turn until treated',
        phases: [{ name: 'Minor organ damage', effect: '−1 Life each turn', bleed: 1 }],
        treatment: { does: 'stops-bleeding', actions: 2, penalty: 0 },
      },
    ],
    [
      {
        name: 'Major organ damage',
        effect: '−3 Life per turn until treated',
        phases: [{ name: 'Major organ damage', effect: '−3 Life each turn', bleed: 3 }],
        treatment: { does: 'stops-bleeding', actions: 4, penalty: -4 },
      },
    ],
    [
      {
        name: 'Fatal organ damage',
        effect: '−5 Life per turn until treated',
        phases: [{ name: 'Fatal organ damage', effect: '−5 Life each turn', bleed: 5 }],
        treatment: { does: 'stops-bleeding', actions: 4, penalty: -8 },
      },
    ],
  ],
  legs: [
    [
      {
        name: 'Limp',
        effect: 'half speed for 1d6 days; treatment cuts it to 1 day',
        phases: [{ ...LIMP, length: days(1) }],
        treatment: { does: 'one-day', actions: 2, penalty: 0 },
      },
    ],
    [
      {
        name: 'Immobilized',
        effect: 'cannot move; a Limp after treatment (2 actions) or after 1 day',
        phases: [
          { name: 'Immobilized', effect: 'cannot move', length: days(0, 1), movement: 'none' },
          { ...LIMP, length: days(1) },
        ],
        treatment: { does: 'ends-phase', actions: 2, penalty: 0 },
      },
    ],
    [
      {
        name: 'Broken',
        effect: 'immobilized 2d6 weeks, then a Limp for 2d6 days',
        phases: [
          { name: 'Broken leg', effect: 'cannot move', length: weeks(2), movement: 'none' },
          { ...LIMP, length: days(2) },
        ],
        treatment: { does: 'halves', actions: 2, penalty: 0 },
      },
    ],
    [
      {
        name: 'Paralyzed',
        effect: 'the leg can never be moved again',
        phases: [{ name: 'Paralyzed leg', effect: 'the leg never moves again; cannot walk', permanent: true, movement: 'none' }],
      },
    ],
    [
      {
        name: 'Removed',
        effect: 'part of the leg is lost',
        phases: [{ name: 'Leg removed', effect: 'part of the leg is gone; cannot walk', permanent: true, movement: 'none' }],
      },
    ],
  ],
  arms: [
    [
      {
        name: 'Smashed fingers',
        effect: 'drops what the hand holds; hand useless for 1d6 rounds',
        phases: [{ name: 'Smashed fingers', effect: 'drops what the hand held; hand useless', length: rounds, useless: true }],
      },
    ],
    [{ name: 'Numb', effect: '−2 on any roll using the arm, for 2d6 days', phases: [NUMB] }],
    [
      {
        name: 'Broken',
        effect: 'arm useless 2d6 weeks, then Numb for 2d6 days',
        phases: [{ name: 'Broken arm', effect: 'the arm is useless', length: weeks(2), useless: true }, NUMB],
        treatment: { does: 'halves', actions: 2, penalty: 0 },
      },
    ],
    [
      {
        name: 'Paralyzed',
        effect: 'the arm can never be used again',
        phases: [{ name: 'Paralyzed arm', effect: 'the arm can never be used again', permanent: true, useless: true }],
      },
    ],
    [
      {
        name: 'Removed',
        effect: 'part of the arm is lost',
        phases: [{ name: 'Arm removed', effect: 'part of the arm is gone', permanent: true, useless: true }],
      },
    ],
  ],
  head: [
    [
      {
        name: 'Rattled',
        effect: '−2 on every roll for 1d6 rounds',
        phases: [{ name: 'Rattled', effect: '−2 on every roll', length: rounds, penalties: [{ on: 'every roll', value: -2 }] }],
      },
    ],
    [
      {
        name: 'Lost eye',
        effect: '−2 Attack easing over 1d6 + 1d6 weeks; −1 Notice for good',
        phases: [
          { name: 'Lost eye', effect: '−2 on Attacks, −1 on Notice', length: weeks(1), penalties: eye(-2) },
          { name: 'Lost eye', effect: '−1 on Attacks, −1 on Notice', length: weeks(1), penalties: eye(-1) },
          { name: 'Lost eye', effect: '−1 on Notice', permanent: true, penalties: eye(0) },
        ],
      },
      {
        name: 'Lost ear',
        effect: '−2 Athleticism easing over 1d6 + 1d6 weeks; −2 Notice for good',
        phases: [
          { name: 'Lost ear', effect: '−2 on Athleticism rolls, −2 on Notice', length: weeks(1), penalties: ear(-2) },
          { name: 'Lost ear', effect: '−1 on Athleticism rolls, −2 on Notice', length: weeks(1), penalties: ear(-1) },
          { name: 'Lost ear', effect: '−2 on Notice', permanent: true, penalties: ear(0) },
        ],
      },
    ],
    [
      {
        name: 'Disfigured',
        effect: `−2 on ${SOCIAL}; −1 after 1d6 weeks, for good`,
        phases: [
          { name: 'Disfigured', effect: `−2 on ${SOCIAL}`, length: weeks(1), penalties: SOCIAL_PENALTY(-2) },
          { name: 'Disfigured', effect: `−1 on ${SOCIAL}`, permanent: true, penalties: SOCIAL_PENALTY(-1) },
        ],
      },
    ],
    [
      {
        name: 'Broken jaw',
        effect: 'no talking or eating for 2d6 weeks; then −2 on social checks for good',
        phases: [
          { name: 'Broken jaw', effect: 'cannot speak or eat', length: weeks(2) },
          { name: 'Scarred jaw', effect: `−2 on ${SOCIAL}`, permanent: true, penalties: SOCIAL_PENALTY(-2) },
        ],
      },
    ],
    [{ name: 'Decapitated', effect: 'dead outright, no Endure check', phases: [], kills: true }],
  ],
};

/**
 * The wound for a location and the hit's damage (after the stat bonus). For the head's
 * 4–6 band, `eyeOrEar` is the LM's choice or a d6: 1–3 an eye, 4–6 an ear.
 */
export function crippledBy(location: Location, damage: number, eyeOrEar?: number): Wound {
  const band = WOUND_TABLES[location][woundBand(damage)]!;
  if (band.length === 1) return band[0]!;
  if (eyeOrEar === undefined) throw new RangeError('the 4–6 head wound needs the LM’s pick or a d6 (1–3 eye, 4–6 ear)');
  checkFace(eyeOrEar, 6);
  return band[eyeOrEar <= 3 ? 0 : 1]!;
}

/** A location's chart, entry by entry in its order (the head's 4–6 band gives two: the eye, then the ear), with each entry's band. */
export function woundEntries(location: Location): readonly { readonly band: number; readonly wound: Wound }[] {
  return WOUND_TABLES[location].flatMap((entries, band) => entries.map((wound) => ({ band, wound })));
}

/** Life a wound takes at the start of each of the victim's turns until treated (organ damage). */
export function woundBleed(wound: CourseSpec): number {
  return wound.phases[0]?.bleed ?? 0;
}

/** Whether any of it stays for good. */
export function isPermanent(wound: CourseSpec): boolean {
  return wound.phases.some((p) => p.permanent === true);
}

/** A crippling wound as rolled: where, which side of a limb, the chart entry, and every die it took. */
export interface RolledWound {
  readonly location: Location;
  readonly side?: 'left' | 'right';
  readonly wound: Wound;
  /** The faces rolled, in order: the location, then the limb's side, then the head's eye-or-ear d6. */
  readonly faces: readonly number[];
}

/** Roll location, side (for a limb) and the head's eye-or-ear d6 through the seeded source. */
export function rollCripplingWound(chance: Chance, damage: number): [RolledWound, Chance] {
  let next = chance;
  let face: number;
  const faces: number[] = [];
  [face, next] = rollDie(next, 6);
  faces.push(face);
  const location = woundLocation(face);
  let side: 'left' | 'right' | undefined;
  if (location === 'legs' || location === 'arms') {
    [face, next] = rollDie(next, 6);
    faces.push(face);
    side = limbSide(face);
  }
  let eyeOrEar: number | undefined;
  if (location === 'head' && woundBand(damage) === 1) {
    [eyeOrEar, next] = rollDie(next, 6);
    faces.push(eyeOrEar);
  }
  const wound = crippledBy(location, damage, eyeOrEar);
  return [{ location, ...(side ? { side } : {}), wound, faces }, next];
}

/**
 * Table ruling (bleeding): organ damage takes its Life at the start of each of the
 * victim's turns, from the first turn after the wound, until treated.
 */
export function bleedingLoss(wound: Wound, victimTurnsStartedSinceWound: number): number {
  return woundBleed(wound) * Math.max(0, victimTurnsStartedSinceWound);
}

/** Table ruling: a successful Treatment halves a broken limb's weeks, rounded up. */
export function treatedBreakWeeks(rolledWeeks: number): number {
  return Math.ceil(rolledWeeks / 2);
}

/** Table ruling: the arm's 4–6 Numb lasts 2d6 days, like the numbness after a break. */
export const NUMB_DAYS = dice(2, 6);

// ---------------------------------------------------------------------------------------
// Crippling wounds over time

/** The course of the chart entry for this location and damage (variant: the head's eye 0 or ear 1). */
export function courseFor(location: Location, damage: number, variant = 0): Wound {
  return crippledBy(location, damage, variant === 0 ? 1 : 6);
}

/** A phase as rolled: its length in rounds or hours, or none (until treated, or for good). */
export interface Phase {
  readonly name: string;
  readonly effect: string;
  readonly rounds?: number;
  readonly hours?: number;
  /** The rolled number and unit, for saying it: "4 days". */
  readonly told?: string;
  readonly permanent?: boolean;
  readonly movement?: 'half' | 'none';
  readonly bleed?: number;
  readonly penalties?: readonly Penalty[];
  readonly useless?: boolean;
}

/** Roll every phase's length through the seeded source, in order. */
export function rollCourse(chance: Chance, spec: CourseSpec): [{ phases: Phase[]; faces: number[] }, Chance] {
  let next = chance;
  const phases: Phase[] = [];
  const faces: number[] = [];
  for (const p of spec.phases) {
    const { length, ...rest } = p;
    if (!length) {
      phases.push(rest);
      continue;
    }
    let rolled: number[];
    [rolled, next] = rollDice(next, length.dice.count, length.dice.sides);
    faces.push(...rolled);
    const n = Math.max(
      1,
      rolled.reduce((a, b) => a + b, length.dice.plus),
    );
    const unitWord = n === 1 ? length.unit.replace(/s$/, '') : length.unit;
    const told = `${n} ${unitWord}`;
    phases.push(length.unit === 'rounds' ? { ...rest, rounds: n, told } : { ...rest, hours: n * HOURS_PER[length.unit], told });
  }
  return [{ phases, faces }, next];
}

/**
 * Table ruling (what Treatment does to a course, given when the fight is over):
 * organ damage stops bleeding; a limp lasts 1 day in all; an immobilized leg becomes a
 * limp at once; a broken limb's first phase is halved, rounded up (see wounds.ts).
 */
export function treatCourse(phases: readonly Phase[], does: Treats, elapsedHours: number): Phase[] {
  switch (does) {
    case 'stops-bleeding':
      return [];
    case 'one-day':
      return phases.map((p, i) => (i === 0 ? { ...p, hours: HOURS_PER.days, told: '1 day (treated)' } : p));
    case 'ends-phase':
      return [{ ...phases[0]!, hours: Math.min(phases[0]!.hours ?? 0, elapsedHours), told: 'ended by treatment' }, ...phases.slice(1)];
    case 'halves':
      return phases.map((p, i) => {
        if (i !== 0 || p.hours === undefined) return p;
        const weeks = p.hours / HOURS_PER.weeks;
        const half = Math.ceil(weeks / 2);
        return { ...p, hours: half * HOURS_PER.weeks, told: `${half} week${half === 1 ? '' : 's'} (halved)` };
      });
  }
}

/** The phase in force `elapsed` hours after the wound (or `rounds` rounds, in the fight); undefined once over. */
export function phaseAt(phases: readonly Phase[], elapsedHours: number, elapsedRounds: number, fightOver: boolean): Phase | undefined {
  let start = 0;
  for (const p of phases) {
    if (p.permanent) return p;
    if (p.rounds !== undefined) {
      // Rounds are seconds: over by the time a rest begins.
      if (!fightOver && elapsedRounds < p.rounds) return p;
      continue;
    }
    if (p.hours === undefined) return p; // until treated
    if (elapsedHours < start + p.hours) return p;
    start += p.hours;
  }
  return undefined;
}

/** Hours until the course is over, or undefined if it never ends on its own (for good, or until treated). */
export function courseHours(phases: readonly Phase[]): number | undefined {
  let total = 0;
  for (const p of phases) {
    if (p.permanent || (p.hours === undefined && p.rounds === undefined)) return undefined;
    total += p.hours ?? 0;
  }
  return total;
}

function checkFace(face: number, sides: number): void {
  if (!Number.isInteger(face) || face < 1 || face > sides) throw new RangeError(`a d${sides} shows 1 to ${sides}, got ${face}`);
}
