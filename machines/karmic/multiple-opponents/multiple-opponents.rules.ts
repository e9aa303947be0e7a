/**
 * Karmic, "Multiple Opponents" (seed 004) and the parry rule for several attackers, as pure
 * functions: one fighter (the lone fighter) against up to three foes. Each foe is its own
 * pairing with the lone fighter, with its own holder of the initiative; the lone fighter plays
 * one hand across all of them. Karmic, "Swipe": one blow at several small foes.
 *
 * The multiple-opponents machine (multiple-opponents.machine.ts) enforces these; every
 * arithmetic of a pairing (totals, attack against defence, damage) is Karmic melee's
 * (machines/karmic/melee/registers.ts, as the register duel's is), not a copy.
 */
import type { Card } from '../../core/cards.js';
import type { RuleRef, Term, Why } from '../../core/explain.js';
import { maneuver, type ManeuverId } from '../maneuvers.js';
import { MELEE_RULES } from '../melee/rules.js';

const CLOSE = 'karmic/close-quarters-shields-and-special-situations';
const ruling = (title: string): RuleRef => ({ page: CLOSE, section: 'multiple-opponents', title: `Table ruling: ${title}` });

/** Every rule the several-foes table applies, as a link into the rulebook. */
export const MULTIPLE_OPPONENTS_RULES = {
  multipleOpponents: MELEE_RULES.multipleOpponents,
  initiativeCheck: MELEE_RULES.initiativeCheck,
  severalInitiative: ruling('the initiative against several foes'),
  onlyParries: ruling('only parries double up'),
  seizeIsParry: ruling('a seize is a parry too'),
  hands: MELEE_RULES.hands,
  declaration: MELEE_RULES.declaration,
  whoLaysFirst: ruling('who lays first in a register'),
  foesChoose: ruling('how the foes choose'),
  foesDeck: ruling('the foes share the GM’s deck'),
  leftToTheDuel: ruling('what the table of several leaves to the duel'),
  hitsOnReveal: ruling('hit cards and jokers against several foes'),
  joker: ruling('hit cards and jokers against several foes'),
  surprise: MELEE_RULES.surprise,
  surpriseCheck: MELEE_RULES.surpriseCheck,
  severalSurprise: ruling('a surprise against several foes'),
  charging: MELEE_RULES.charging,
  severalCharge: ruling('a charge against several foes'),
  resolution: MELEE_RULES.resolution,
  unopposed: MELEE_RULES.unopposed,
  immediate: MELEE_RULES.immediate,
  swipe: MELEE_RULES.smallFoes,
  swipeInitiative: ruling('a swipe needs the initiative over one target'),
  handToHand: MELEE_RULES.handToHand,
  wrestling: MELEE_RULES.wrestling,
  severalHandToHand: ruling('hand to hand against several foes'),
  severalBound: ruling('a bound fighter against several foes'),
  turnOver: MELEE_RULES.turnOver,
  outOfTheFight: MELEE_RULES.outOfTheFight,
} as const satisfies Record<string, RuleRef>;

const RULES = MULTIPLE_OPPONENTS_RULES;

/** The most foes one fighter faces here (issue 15: "one fighter against two or three"). */
export const MAX_FOES = 3;

/** Who holds the initiative in one pairing: the lone fighter, or that pairing's foe. */
export type Holder = 'lone' | 'foe';

/** Foe numbers are 0-based indexes into the list of foes; names are for the sentences. */
export interface Several {
  readonly lone: string;
  readonly foes: readonly string[];
}

/** The foes the lone fighter holds the initiative over, in order. */
export function initiativeOver(holders: readonly Holder[]): number[] {
  return holders.flatMap((h, foe) => (h === 'lone' ? [foe] : []));
}

/**
 * Karmic, "Multiple Opponents": a fighter never holds the initiative over more than one foe at
 * a time. Undefined when the pairings keep that rule.
 */
export function initiativeProblem(names: Several, holders: readonly Holder[]): string | undefined {
  const over = initiativeOver(holders);
  if (over.length <= 1) return undefined;
  return `${names.lone} would hold the initiative over ${over.map((f) => names.foes[f] ?? `foe ${f + 1}`).join(' and ')}; against several foes a fighter holds it over one at most`;
}

/**
 * Karmic, "Multiple Opponents": seizing the initiative from one foe while holding it over
 * another hands it back to the first, at once. Returns the new holders, the foe it went back
 * to (if any) and why.
 */
export function seizeFrom(
  names: Several,
  holders: readonly Holder[],
  foe: number,
): { holders: Holder[]; yieldedTo: number | undefined; why: Why[] } {
  const before = initiativeOver(holders).filter((f) => f !== foe);
  const next = holders.map((h, f): Holder => (f === foe ? 'lone' : h === 'lone' ? 'foe' : h));
  const seized: Why = { text: `${names.lone} seizes the initiative from ${names.foes[foe]}.`, rule: RULES.multipleOpponents };
  const yieldedTo = before[0];
  if (yieldedTo === undefined) return { holders: next, yieldedTo, why: [seized] };
  return {
    holders: next,
    yieldedTo,
    why: [
      seized,
      {
        text: `${names.lone} held the initiative over ${names.foes[yieldedTo]}, and may hold it over one foe only: ${names.foes[yieldedTo]} takes it back.`,
        rule: RULES.multipleOpponents,
      },
    ],
  };
}

/**
 * The initiative in one pairing passes to its foe: the lone fighter hesitates against him, or
 * the foe seizes it with a parry (Karmic, "Hesitating", "Parry/Seize the Initiative"). The
 * other pairings are untouched.
 */
export function passToFoe(holders: readonly Holder[], foe: number): Holder[] {
  return holders.map((h, f): Holder => (f === foe ? 'foe' : h));
}

/**
 * Table ruling "The initiative against several foes": each foe draws against the lone
 * fighter and each pairing is settled on its own (a tie: that pair draws again). Of the foes
 * the lone fighter beats he holds the initiative over one, the one he names (the first of them
 * when he names none); every other foe holds it in its pairing. Returns `undefined` for a
 * pairing still tied; a named foe he did not beat is refused by `initiativeChoiceProblem`.
 */
export function initiativeAfterChecks(loneTotal: number, foeTotals: readonly number[], named?: number): (Holder | undefined)[] {
  const beaten = foeTotals.flatMap((t, f) => (loneTotal > t ? [f] : []));
  const over = named !== undefined && beaten.includes(named) ? named : beaten[0];
  return foeTotals.map((t, f) => (t === loneTotal ? undefined : f === over ? 'lone' : 'foe'));
}

/** Why the lone fighter may not name this foe to hold the initiative over, or undefined. */
export function initiativeChoiceProblem(
  names: Several,
  loneTotal: number,
  foeTotals: readonly number[],
  named: number,
): string | undefined {
  if (!Number.isInteger(named) || named < 0 || named >= foeTotals.length) return `there is no foe ${named + 1}`;
  if (!(loneTotal > foeTotals[named]!))
    return `${names.lone} did not beat ${names.foes[named]}'s total, so cannot hold the initiative over ${names.foes[named]}`;
  return undefined;
}

/** One card the lone fighter lays in a register, and the foe it is played against. */
export interface Answer {
  readonly foe: number;
  readonly maneuver: ManeuverId;
  readonly card: Card;
}

/** A parry, including a parry that seizes the initiative (table ruling "A seize is a parry too"). */
export function isParry(id: ManeuverId): boolean {
  return maneuver(id).defence === 'parry';
}

/** The answers that may double up in one register, one per attacker: parries, and counters (Karmic, "Counter"). */
export function doubles(id: ManeuverId): 'parry' | 'counter' | undefined {
  if (isParry(id)) return 'parry';
  return maneuver(id).defence === 'counter' && !maneuver(id).resolvesImmediately ? 'counter' : undefined;
}

/** What the lone fighter's register must know to accept one more card. */
export interface SeveralRegister {
  /** The foes who attack the lone fighter in this register. */
  readonly attackers: readonly number[];
  /** The cards the lone fighter has already laid in this register. */
  readonly answers: readonly Answer[];
  /** His hand, before this card. */
  readonly hand: readonly Card[];
  /** Maneuvers his weapon has already made this turn, in earlier registers. */
  readonly used: number;
  /** His weapon's maneuver limit for the turn. */
  readonly limit: number;
}

/**
 * Karmic, "Multiple Opponents" and "Parry": the lone fighter lays one card per register,
 * except that he may parry several attacks in one register, each with its own card and never
 * two against the same attacker; each parry counts against the weapon's maneuver limit
 * (table ruling "Only parries double up": a block, dodge or attack stays one card per register).
 * Undefined when the card may go down.
 */
export function answerProblem(names: Several, reg: SeveralRegister, next: Answer): string | undefined {
  const foe = names.foes[next.foe] ?? `foe ${next.foe + 1}`;
  if (!reg.hand.includes(next.card) || reg.answers.some((a) => a.card === next.card)) return 'that card is not in the hand';
  if (!Number.isInteger(next.foe) || next.foe < 0 || next.foe >= names.foes.length) return `there is no foe ${next.foe + 1}`;
  if (reg.answers.length > 0) {
    // Karmic, "Counter": "Multiple counters can be performed in one register, but only once per any given attacker".
    const kind = doubles(next.maneuver);
    if (!kind || !reg.answers.every((a) => doubles(a.maneuver) === kind)) {
      return kind === 'counter'
        ? 'only counters (or parries) put more than one card in a register, each kind alone: each against a different attacker'
        : 'only parries put more than one card in a register: each against a different attacker';
    }
    if (reg.answers.some((a) => a.foe === next.foe))
      return kind === 'parry'
        ? `${names.lone} already parries ${foe} in this register: never two parries against the same attacker`
        : `${names.lone} already counters ${foe} in this register: never two counters against the same attacker`;
  }
  if (doubles(next.maneuver) === 'counter' && !reg.attackers.includes(next.foe))
    return `${foe} does not attack in this register, so there is nothing to counter`;
  if (isParry(next.maneuver)) {
    if (!reg.attackers.includes(next.foe)) return `${foe} does not attack in this register, so there is nothing to parry`;
    const weaponUses = reg.used + reg.answers.filter((a) => isParry(a.maneuver)).length;
    if (weaponUses >= reg.limit) return `each parry counts against the weapon's ${reg.limit} maneuvers, and all ${reg.limit} are used`;
  }
  return undefined;
}

/** Lay the register's answers from the hand: what stays in the hand, and what went down. */
export function layAnswers(hand: readonly Card[], answers: readonly Answer[]): { hand: Card[]; laid: Card[] } {
  const laid = answers.map((a) => a.card);
  const rest = [...hand];
  for (const card of laid) {
    const i = rest.indexOf(card);
    if (i >= 0) rest.splice(i, 1);
  }
  return { hand: rest, laid };
}

// ---------------------------------------------------------------------------------------
// Swipe (Karmic, "Small Creature Maneuvers")

/**
 * Karmic, "Swipe": one card, one blow at every chosen small foe, at minus the number of
 * targets. Each target defends normally; each that fails takes the damage.
 */
export function swipeTerm(targets: number): Term {
  return { label: `swipe at ${targets}`, value: -targets };
}

/** What a swipe must know: each foe's size, who holds each pairing, and who is out. */
export interface SwipeView {
  readonly holders: readonly (Holder | undefined)[];
  readonly small: readonly boolean[];
  readonly out: readonly boolean[];
}

/**
 * Why this swipe may not go down, or undefined. Karmic, "Swipe": needs the initiative, at
 * small creatures only; table ruling "A swipe needs the initiative over one target": holding
 * it over one of the targets is enough, since against several foes he holds it over one at most.
 */
export function swipeProblem(names: Several, view: SwipeView, targets: readonly number[]): string | undefined {
  if (!Array.isArray(targets) || targets.length === 0) return 'a swipe needs at least one target';
  for (const t of targets) {
    if (!Number.isInteger(t) || t < 0 || t >= names.foes.length) return `there is no foe ${Number.isFinite(t) ? t + 1 : '?'}`;
  }
  if (new Set(targets).size !== targets.length) return 'each foe is a target once';
  for (const t of targets) {
    if (view.out[t]) return `${names.foes[t]} is out of the fight`;
    if (!view.small[t]) return `a swipe is only against small foes, and ${names.foes[t]} is not set as small`;
  }
  if (!targets.some((t) => view.holders[t] === 'lone'))
    return `a swipe needs the initiative, and ${names.lone} holds it over none of ${targets.length === 1 ? 'the target' : 'the targets'}`;
  return undefined;
}
