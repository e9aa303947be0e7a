/**
 * Liberi Gothica: death, passing on and soul gathering, as pure arithmetic.
 *
 * Everything here is a plain function of numbers, so each rule can be tested at its
 * edges before the machine (soul-passing.machine.ts) strings them together. Rulings on what
 * the seed leaves open are marked "Table ruling" and shown on the pages.
 */
import type { RuleRef } from '../../core/explain.js';

const DEATH = 'liberi-gothica/death-and-passing-on';
const GATHERING = 'liberi-gothica/soul-gathering';
const ACTIONS = 'liberi-gothica/actions';

/**
 * Every rule soul passing applies, as a section of its page. The anchors are the ids
 * Starlight gives the pages' headings; an end-to-end test checks each one.
 */
export const SOUL_PASSING_RULES = {
  death: { page: DEATH, section: 'down-out-dead', title: 'Down, out, dead' },
  lingering: { page: DEATH, section: 'the-lingering-soul', title: 'The lingering soul' },
  easier: {
    page: DEATH,
    section: 'the-roll-gets-easier-after-each-failure',
    title: 'Table ruling: the roll gets easier after each failure',
  },
  needStops: { page: DEATH, section: 'the-need-stops-at-1', title: 'Table ruling: the need stops at 1' },
  endOfRound: {
    page: DEATH,
    section: 'the-roll-comes-at-the-end-of-the-round',
    title: 'Table ruling: the roll comes at the end of the round',
  },
  moving: { page: DEATH, section: 'try-it', title: 'Moving toward the body' },
  twoWays: { page: GATHERING, section: 'two-ways-to-take-a-soul', title: 'Two ways to take a soul' },
  gatheredOnce: { page: GATHERING, section: 'a-soul-can-be-gathered-once', title: 'Table ruling: a soul can be gathered once' },
  nothingLeft: { page: GATHERING, section: 'a-soul-with-nothing-left', title: 'Table ruling: a soul with nothing left' },
  gauge: { page: GATHERING, section: 'the-soul-gauge-and-converting-vitality', title: 'The Soul Gauge and converting Vitality' },
  beyond20: { page: GATHERING, section: 'vitality-beyond-20-is-lost', title: 'Table ruling: Vitality beyond 20 is lost' },
  balanced: { page: GATHERING, section: 'alternate-rule-balanced-soul-gathering', title: 'Alternate rule: Balanced Soul Gathering' },
  whoShares: { page: GATHERING, section: 'who-shares', title: 'Table ruling: who shares' },
  continuous: { page: ACTIONS, section: 'continuous-actions', title: 'Continuous actions' },
  skipped: {
    page: ACTIONS,
    section: 'when-a-skipped-continuous-action-is-lost',
    title: 'Table ruling: when a skipped continuous action is lost',
  },
} as const satisfies Record<string, RuleRef>;

/** The Soul Gauge on a Liberi's Foci holds at most this much Vitality. */
export const SOUL_GAUGE_MAX = 20;
/** Soul Prayer, Soul Absorption and Balanced Soul Gathering all reach this far. */
export const GATHERING_REACH_FEET = 20;
/** Soul Prayer is a continuous action of this many actions. */
export const PRAYER_ACTIONS = 2;
/** Soul Absorption takes one action and rolls this die. */
export const ABSORPTION_DIE = 6;
/** The passing roll's die. */
export const PASSING_DIE = 10;

// ---------------------------------------------------------------------------------------
// Passing on

/**
 * What the d10 must show for the soul to pass on, for the roll at `rollIndex`
 * (0 = the first roll after death). The first roll needs a 10 and each roll that fails
 * makes the next one easier by one: the seed's Cat example (10, then 9+, then 8+)
 * settles the wording "after every success". Never below 1, so the tenth roll is certain.
 */
export function passingNeed(rollIndex: number): number {
  if (!Number.isInteger(rollIndex) || rollIndex < 0) throw new RangeError(`a roll index is a whole number from 0, got ${rollIndex}`);
  return Math.max(1, 10 - rollIndex);
}

/** Chance that the roll at `rollIndex` passes the soul on: faces need..10 of ten. */
export function passingChance(rollIndex: number): number {
  return (11 - passingNeed(rollIndex)) / 10;
}

export function passes(roll: number, rollIndex: number): boolean {
  return roll >= passingNeed(rollIndex);
}

/**
 * Chance the soul is still here after `rolls` more passing rolls, given that `made`
 * rolls have already failed. A product of (1 - chance) over those rolls, which is the
 * falling factorial (9 - made)! / ((9 - made - rolls)! · 10^rolls) while it is positive.
 */
export function survivesRolls(rolls: number, made = 0): number {
  let p = 1;
  for (let i = made; i < made + rolls; i++) p *= 1 - passingChance(i);
  return p;
}

/**
 * Table ruling (timing): the passing roll comes at the end of each round, once every
 * combatant has had a turn, starting with the first full round after the death. So the
 * soul is certainly here for all of round 1, and at the start of round r it has survived
 * r - 1 rolls: 9! / ((10 - r)! · 10^(r - 1)) for r from 1 to 10, and 0 from round 11.
 */
export function survivalAtRoundStart(round: number): number {
  if (!Number.isInteger(round) || round < 1) throw new RangeError(`rounds after death count from 1, got ${round}`);
  if (round > 10) return 0;
  return factorial(9) / (factorial(10 - round) * 10 ** (round - 1));
}

function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}

export interface SurvivalPoint {
  /** Round after the death (1 = the first full round). */
  round: number;
  /** Probability the soul is still here at the start of that round. */
  probability: number;
}

/**
 * The chance the soul is still here at the start of each round from `round` on, given
 * that it is here now with `made` rolls behind it, until the chance reaches 0.
 */
export function survivalFrom(round: number, made: number): SurvivalPoint[] {
  const points: SurvivalPoint[] = [];
  for (let k = 0; ; k++) {
    const probability = survivesRolls(k, made);
    points.push({ round: round + k, probability });
    if (probability === 0) break;
  }
  return points;
}

/**
 * Chance that a Soul Prayer the acting Liberi starts (or continues) now is finished
 * before the soul passes on. `actionsNeeded` prayer actions remain; the Liberi has
 * `actionsLeft` this turn and `actionsPerTurn` in later turns. Each later turn the
 * prayer spills into lies past one more end-of-round roll (the next is roll `made`).
 */
export function prayerFinishChance(actionsNeeded: number, actionsLeft: number, actionsPerTurn: number, made: number): number {
  if (actionsNeeded <= actionsLeft) return 1;
  if (actionsLeft < 1 || actionsPerTurn < 1) return 0;
  const later = Math.ceil((actionsNeeded - actionsLeft) / actionsPerTurn);
  return survivesRolls(later, made);
}

// ---------------------------------------------------------------------------------------
// Gathering

/** Soul Absorption: on 1–2 half the Vitality, rounded down; on 3–6 all of it. */
export function absorptionYield(vitality: number, d6: number): number {
  if (!Number.isInteger(d6) || d6 < 1 || d6 > 6) throw new RangeError(`a d6 shows 1 to 6, got ${d6}`);
  return d6 <= 2 ? Math.floor(vitality / 2) : vitality;
}

/**
 * The Vitality a Soul Absorption gives on average: all of it on 3–6 (four faces in six), half
 * rounded down on 1–2 (two in six).
 */
export function absorptionExpected(vitality: number): number {
  return (4 * vitality + 2 * Math.floor(vitality / 2)) / 6;
}

/** Soul Prayer: all the Vitality the dead had left. */
export function prayerYield(vitality: number): number {
  return vitality;
}

/**
 * Put Vitality into a Soul Gauge. Table ruling: whatever would take the gauge past 20
 * is lost (the soul is used up either way; nothing overflows into Vitality).
 */
export function fillGauge(gauge: number, amount: number): { gauge: number; kept: number; lost: number } {
  const room = Math.max(0, SOUL_GAUGE_MAX - gauge);
  const kept = Math.min(room, Math.max(0, amount));
  return { gauge: gauge + kept, kept, lost: Math.max(0, amount) - kept };
}

export interface Share {
  /** Index of the Liberi in the table's list. */
  who: number;
  vitality: number;
}

/**
 * Alternate rule, Balanced Soul Gathering: the yield is divided equally among the Liberi
 * within 20 feet of the dead (table ruling: the gatherer counts, being within 20 feet to
 * gather at all), each share rounded down; the remainder goes to the gatherer.
 * Without the option, the gatherer takes it all.
 */
export function shareYield(amount: number, gatherer: number, within: readonly number[], balanced: boolean): Share[] {
  const sharers = balanced ? [...new Set([gatherer, ...within])].sort((a, b) => a - b) : [gatherer];
  const each = Math.floor(amount / sharers.length);
  const remainder = amount - each * sharers.length;
  return sharers.map((who) => ({ who, vitality: each + (who === gatherer ? remainder : 0) }));
}

/**
 * Who gains 1 Essence from a gathering. The gatherer always does ("In addition, you gain 1
 * Essence", even from a soul with nothing left). Under Balanced Soul Gathering every other
 * sharer gains it only with Vitality: "Each Liberi who gets Vitality in this way should also
 * get 1 Essence", so a share that rounds down to 0 brings none.
 */
export function gainsEssence(share: Share, gatherer: number): boolean {
  return share.who === gatherer || share.vitality > 0;
}

/** Vitality/Soul conversion: how far each way a Liberi could move Vitality right now. */
export function conversionLimits(l: { vitality: number; maxVitality: number; gauge: number }): { toGauge: number; toVitality: number } {
  return {
    toGauge: Math.max(0, Math.min(l.vitality, SOUL_GAUGE_MAX - l.gauge)),
    toVitality: Math.max(0, Math.min(l.gauge, l.maxVitality - l.vitality)),
  };
}
