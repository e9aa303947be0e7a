/**
 * Karmic, "Resolve Maneuvers": one register of one pairing, both sides at once (the attack
 * total against the defence's, the damage, the range, what the maneuver does), written out as
 * the book writes its sums. Every melee table settles a pairing's register with this: the
 * register duel, and each pairing of multiple opponents.
 */
import { formatSum, signed, type Term } from '../../core/explain.js';
import { HOLD_GROUND_MODIFIER, isHandToHand, locationModifier, maneuver, type Maneuver, type ManeuverId, WRESTLING } from '../maneuvers.js';
import type { Declaration } from './declarations.js';
import { combatModifiers, type Cling, type Fighter, mightIn, other, type Side, weaponFor } from './fighters.js';
import { reachProblem } from './reach.js';
import { SEED_RULINGS, type MeleeRulings } from './rulings.js';

/** Karmic, "Charging": the charge adds 1 to the charger's maximum damage that turn. */
export const CHARGE_DAMAGE_BONUS = 1;

export interface SideInRegister {
  readonly fighter: Fighter;
  readonly declaration: Declaration;
  /** Card value: the card plus hits, or the GM's value for a wild card. */
  readonly cardValue: number;
}

export interface RegisterInput {
  readonly fighters: readonly [Fighter, Fighter];
  readonly range: number;
  readonly attacker: SideInRegister;
  readonly defender?: SideInRegister;
  /** The side charging this turn: +1 maximum damage, and a tackle at a further −2. */
  readonly charging?: Side;
  /** Someone clings to the other: his weapon reaches from range 0, and nobody steps. */
  readonly clinging?: Cling;
  /**
   * Terms added to the attacker's total only (not to damage): a swipe's minus the number of
   * targets (Karmic, "Swipe"), played by the multiple-opponents procedure.
   */
  readonly extraAttackTerms?: readonly Term[];
  /** The table's rulings (melee/rulings.ts); the seed's words when not given. */
  readonly rulings?: MeleeRulings;
}

export type Effect =
  | 'hit'
  | 'disarm'
  | 'disengage'
  | 'seize'
  | 'close'
  | 'retreat'
  | 'push'
  // Hand to hand: thrown down, tackled (wrestling, initiative drawn again), grabbed (wrestling,
  // the blocker takes the initiative), escaped (back to range 0), held (combat ends), and the
  // initiative handed over after a hand-to-hand lunge.
  | 'down'
  | 'tackled'
  | 'grabbed'
  | 'escaped'
  | 'held'
  | 'lunged'
  // The attacker changed weapons (a defender's change is read from his declaration).
  | 'changed'
  // The unusual-foe maneuvers: flanked, clung to, the cling thrown off, cut free of a limb.
  | 'flanked'
  | 'clung'
  | 'bucked'
  | 'freed';

export interface RegisterOutcome {
  readonly attackTerms: readonly Term[];
  readonly attackTotal: number;
  readonly defenceTerms?: readonly Term[];
  readonly defenceTotal?: number;
  /** The defence could stop this maneuver (a parry cannot stop a push). */
  readonly opposed: boolean;
  readonly success: boolean;
  /** A maneuver whose reach no longer fits when its register comes does nothing. */
  readonly attackVoid?: string;
  readonly defenceVoid?: string;
  readonly damage: number;
  /** Damage before the weapon's cap, for the arithmetic. */
  readonly rawDamage: number;
  /** Damage the attacker takes himself (a head butt: half of what it deals, rounded up). */
  readonly selfDamage?: number;
  readonly rangeBefore: number;
  readonly rangeAfter: number;
  readonly effects: readonly Effect[];
  readonly endsCombat: boolean;
  /** "3 card + 1 modifiers − 5 parry = −1: miss" */
  readonly arithmetic: string;
  readonly defenceArithmetic?: string;
  /**
   * The defender's answer when it is a maneuver of its own rather than a defence (a hand
   * attack, a chop, an escape…, made without the initiative where the seed allows it), settled
   * the same way with the two sides turned round. Both count at once: `rangeAfter` above is
   * where the two of them leave the range.
   */
  readonly answer?: RegisterOutcome;
}

/**
 * A maneuver's difficulty as a term of the sum. Most are fixed; five hand-to-hand maneuvers
 * depend on the two fighters (Karmic, "Hand to Hand Combat"): a take down is at minus the
 * defender's finesse; a hand block at +1 (block grab −4) when the blocker's might is higher
 * than the attacker's, else −1 (−6); a gouge at −2 less the target's vitality and
 * self-discipline; a tackle at −3, −2 more from range 1. A lunging attacker's might counts 2
 * higher (Karmic, "Lunge").
 */
export function difficultyTerm(
  fighters: readonly [Fighter, Fighter],
  range: number,
  decl: Pick<Declaration, 'side' | 'maneuver'>,
  against?: Pick<Declaration, 'maneuver'>,
  charging = false,
  rulings: MeleeRulings = SEED_RULINGS,
): Term {
  const m = maneuver(decl.maneuver);
  const me = fighters[decl.side];
  const foe = fighters[other(decl.side)];
  switch (m.variable) {
    case 'take-down':
      return { label: `difficulty (${foe.name}'s finesse ${signed(foe.finesse)})`, value: 0 - foe.finesse }; // never −0
    case 'hth-block':
    case 'block-grab': {
      const mine = mightIn(me, undefined);
      const theirs = mightIn(foe, against);
      const higher = mine > theirs;
      const value = m.variable === 'hth-block' ? (higher ? 1 : -1) : higher ? -4 : -6;
      return { label: `difficulty (might ${signed(mine)} against ${signed(theirs)})`, value };
    }
    case 'gouge': {
      const v = foe.vitality ?? 0;
      const sd = foe.selfDiscipline ?? 0;
      return { label: `difficulty (−2, ${foe.name}'s vitality ${signed(v)}, self-discipline ${sd})`, value: m.difficulty - v - sd };
    }
    case 'flank': {
      // Karmic, "Flank": "equal to the target's finesse"; table ruling "Flanking" may read it as minus, as a take down is.
      const sign = rulings.flankModifier === 'minus-finesse' ? -1 : 1;
      const label = `difficulty (${sign < 0 ? 'minus ' : ''}${foe.name}'s finesse ${signed(foe.finesse)})`;
      return { label, value: 0 + sign * foe.finesse };
    }
    case 'chop': {
      // Karmic, "Chop": "equal to the vitality of the entangling appendage"; table ruling "Caught by a limb" may read it as minus.
      const sign = rulings.chopModifier === 'minus-vitality' ? -1 : 1;
      const v = me.entangled ?? 0;
      return { label: `difficulty (${sign < 0 ? 'minus ' : ''}the limb's vitality ${signed(v)})`, value: 0 + sign * v };
    }
    case 'tackle':
      if (range === 1) return { label: 'difficulty (tackle from range 1)', value: m.difficulty - 2 };
      return charging
        ? { label: 'difficulty (tackle with a charge)', value: m.difficulty - 2 }
        : { label: 'difficulty', value: m.difficulty };
    default:
      return { label: 'difficulty', value: m.difficulty };
  }
}

function sideTerms(
  s: SideInRegister,
  fighters: readonly [Fighter, Fighter],
  range: number,
  against: Declaration | undefined,
  charging: Side | undefined,
  rulings: MeleeRulings,
): Term[] {
  const size = fighters[other(s.declaration.side)].size ?? 'normal';
  const m = maneuver(s.declaration.maneuver);
  const terms: Term[] = [
    { label: 'card', value: s.cardValue },
    { label: 'modifiers', value: combatModifiers(s.fighter, s.declaration) },
    difficultyTerm(fighters, range, s.declaration, against, charging === s.declaration.side, rulings),
  ];
  if (s.declaration.holdGround)
    terms.push({ label: m.step === 'forward' ? 'no step forward' : 'no step back', value: HOLD_GROUND_MODIFIER });
  const loc = locationModifier(s.declaration.location, size) ?? 0;
  if (loc !== 0)
    terms.push({
      label: `called shot (${s.declaration.location.replace('-', ' ')}${size === 'normal' ? '' : `, ${size} target`})`,
      value: loc,
    });
  return terms;
}

const sum = (terms: readonly Term[]) => terms.reduce((t, x) => t + x.value, 0);

function stepsForward(d: Declaration): boolean {
  return maneuver(d.maneuver).step === 'forward' && !d.holdGround;
}
function stepsBack(d: Declaration): boolean {
  return maneuver(d.maneuver).step === 'back' && !d.holdGround;
}

/**
 * Karmic, "Range", as the project reads it (table ruling "Stepping and range"): an attack
 * steps forward and a parry, block or dodge steps back, so the range holds. An attacker who
 * steps into a defender who holds ground closes it by one (the noble in the seed's
 * example); a defender who steps back from an attacker who holds ground opens it by one.
 * A defender who lays nothing uses no maneuver "that includes a step back", so an attacker's
 * step closes the range (table ruling "An empty register"; `keeps-range` keeps it instead).
 */
export function stepChange(attack: Declaration, defence: Declaration | undefined, rulings: MeleeRulings = SEED_RULINGS): number {
  if (maneuver(attack.maneuver).step !== 'forward') return 0;
  // "If a character attacks normally": a maneuver that moves the range itself (an offensive
  // disengage "increased by 2", a swat) says where the range ends up in its own words.
  if (!defence) return rulings.emptyRegister === 'steps-in' && stepsForward(attack) && maneuver(attack.maneuver).rangeChange === 0 ? -1 : 0;
  if (stepsForward(attack) && !stepsBack(defence)) return -1;
  if (!stepsForward(attack) && stepsBack(defence)) return 1;
  return 0;
}

/**
 * One register, both sides at once. Attack total = card + combat modifiers + difficulty
 * − the defence total when that is positive; above 0 succeeds. A maneuver the defence
 * cannot stop is unopposed and succeeds, except that a disarming attack still needs a
 * total above 0. Damage = card + edge, capped at the weapon's maximum.
 */
export function resolveRegister(input: RegisterInput): RegisterOutcome {
  const { attacker, defender, range } = input;
  const view = { fighters: input.fighters, range, ...(input.clinging ? { clinging: input.clinging } : {}) };
  // An answer out of reach is lost, whatever it was (table ruling "A maneuver out of reach when its turn comes").
  const acts =
    !!defender &&
    answerActs(defender.declaration.maneuver, attacker.declaration.maneuver) &&
    !reachProblem(view, defender.declaration, attacker.declaration);
  const first = resolveOneWay(input, acts);
  if (!acts) return first;
  // The answer is a maneuver of its own: settled the same way, the sides turned round, at the same moment.
  const answer = resolveOneWay({ ...input, attacker: defender, defender: attacker, extraAttackTerms: [] }, true);
  return { ...first, rangeAfter: bothRanges(range, first, answer), answer };
}

/**
 * Is the defender's answer a maneuver of its own rather than a defence against this one? A
 * defence (a parry, a dodge…) is not; a buck is a defence against a cling and an act of its
 * own against anything else; a change of weapons is neither (it is settled by itself).
 */
export function answerActs(answer: ManeuverId, against: ManeuverId): boolean {
  if (answer === 'change-weapon') return false;
  if (answer === 'buck') return against !== 'cling';
  return maneuver(answer).defence === undefined;
}

/**
 * Where two maneuvers made at once leave the range: each one's step and change counted, a
 * tackle or a grab into wrestling range first, then an escape back to range 0.
 */
function bothRanges(range: number, first: RegisterOutcome, answer: RegisterOutcome): number {
  if (first.effects.includes('tackled') || first.effects.includes('grabbed')) return WRESTLING;
  if (answer.effects.includes('escaped')) return 0;
  if (range === WRESTLING) return first.rangeAfter;
  return Math.max(0, first.rangeAfter + answer.rangeAfter - range);
}

/** One side's maneuver against the other's declaration; `answerActs`: that declaration is a maneuver of its own, not a defence. */
function resolveOneWay(input: RegisterInput, answerActs: boolean): RegisterOutcome {
  const { attacker, defender, range } = input;
  const rulings = input.rulings ?? SEED_RULINGS;
  const m = maneuver(attacker.declaration.maneuver);
  const view = { fighters: input.fighters, range, ...(input.clinging ? { clinging: input.clinging } : {}) };
  const attackVoid = reachProblem(view, attacker.declaration);
  const defenceVoid = defender ? reachProblem(view, defender.declaration, attacker.declaration) : undefined;
  const defence = defender && !defenceVoid ? defender : undefined;

  const baseTerms = [
    ...sideTerms(attacker, input.fighters, range, defender?.declaration, input.charging, rulings),
    ...(input.extraAttackTerms ?? []),
  ];
  const defenceTerms =
    defender && !answerActs ? sideTerms(defender, input.fighters, range, attacker.declaration, input.charging, rulings) : undefined;
  const defenceTotal = defenceTerms ? sum(defenceTerms) : undefined;
  const defenceKind = defence ? maneuver(defence.declaration.maneuver).defence : undefined;
  const opposed = !!defenceKind && (m.stoppedBy ?? []).includes(defenceKind);
  const attackTerms =
    opposed && defenceTotal! > 0
      ? [...baseTerms, { label: maneuver(defence!.declaration.maneuver).defence!, value: -defenceTotal! }]
      : baseTerms;
  const attackTotal = sum(attackTerms);

  let success: boolean;
  if (attackVoid) success = false;
  else if (opposed) success = attackTotal > 0;
  else success = NEEDS_A_TOTAL.includes(attacker.declaration.maneuver) ? attackTotal > 0 : true;

  const effects: Effect[] = [];
  let rawDamage = 0;
  let damage = 0;
  let rangeAfter = range;
  let endsCombat = false;
  let selfDamage = 0;
  // Nobody steps at wrestling range, nor while one clings to the other (table ruling "Clinging").
  if (!attackVoid && range !== WRESTLING && !input.clinging) rangeAfter += stepChange(attacker.declaration, defence?.declaration, rulings);
  if (success) {
    if (m.damages) {
      // A weapon's edge and cap, or the hand-to-hand maneuver's own (Karmic, "Maneuvers").
      const weapon = weaponFor(attacker.fighter, attacker.declaration.hand);
      const charge = input.charging === attacker.declaration.side ? CHARGE_DAMAGE_BONUS : 0;
      const cap = (weapon ? weapon.maxDamage + (m.id === 'lunge' ? 1 : 0) : (m.maxDamage ?? 0)) + charge;
      rawDamage = attacker.cardValue + (weapon ? weapon.edge : (m.edge ?? 0));
      damage = Math.max(0, Math.min(rawDamage, cap));
      // Table ruling "Holds, falls and dirty tricks": half, rounded up (a head butt deals at most 1).
      if (m.id === 'head-butt') selfDamage = Math.ceil(damage / 2);
      // Karmic, "Smash": the damage is tripled (table ruling: after the weapon's cap).
      if (m.id === 'smash') damage *= 3;
      effects.push('hit');
    }
    if (m.id === 'disarming-attack' || m.id === 'hth-disarm') effects.push('disarm');
    if (m.id === 'offensive-disengage' || m.id === 'disengage') {
      effects.push('disengage');
      endsCombat = true;
    }
    if (m.id === 'suffocate' || m.id === 'pin') {
      effects.push('held');
      endsCombat = true;
    }
    if (m.id === 'close') effects.push('close');
    if (m.id === 'retreat') effects.push('retreat');
    if (m.id === 'push') effects.push('push');
    if (m.id === 'take-down') effects.push('down');
    // Karmic, "Swat": knocked back as many feet as the blow would have dealt in damage.
    if (m.id === 'swat') {
      const weapon = weaponFor(attacker.fighter, attacker.declaration.hand);
      rawDamage = Math.max(0, Math.min(attacker.cardValue + (weapon?.edge ?? 0), weapon?.maxDamage ?? 0));
    }
    if (m.id === 'tackle') effects.push('tackled');
    if (m.id === 'flank') effects.push('flanked');
    if (m.id === 'cling') effects.push('clung');
    if (m.id === 'buck') effects.push('bucked');
    if (m.id === 'chop') effects.push('freed');
    if (m.id === 'escape') effects.push('escaped');
    rangeAfter += m.rangeChange;
  } else if (!attackVoid && defence && SEIZING_DEFENCES.includes(defence.declaration.maneuver)) {
    // Karmic, "Parry/Seize the Initiative", "Dodge Seize the Initiative", "Reversal", "Block
    // Grab": successful when the attacker does not score.
    effects.push('seize');
    if (defence.declaration.maneuver === 'block-grab') effects.push('grabbed');
  }
  // Karmic, hand-to-hand "Lunge": the lunger gives up the initiative at its end, hit or miss.
  if (!attackVoid && (m.id === 'hth-lunge' || m.id === 'smash')) effects.push('lunged');
  if (range !== WRESTLING) rangeAfter = Math.max(0, rangeAfter);
  if (effects.includes('tackled') || effects.includes('grabbed')) rangeAfter = WRESTLING;
  if (effects.includes('escaped')) rangeAfter = 0;

  if (m.id === 'change-weapon') effects.push('changed');
  const verdict =
    m.id === 'change-weapon'
      ? 'changes weapons, with no check'
      : attackVoid
        ? `${m.name.toLowerCase()} is lost (${attackVoid})`
        : success
          ? successWords(m, damage, rawDamage)
          : m.damages
            ? 'miss'
            : `${m.name.toLowerCase()} fails`;
  let arithmetic = m.id === 'change-weapon' ? verdict : `${formatSum(attackTerms)}: ${verdict}`;
  if (!attackVoid && defence && opposed && defenceTotal! <= 0)
    arithmetic += ` (the ${defenceKind}'s ${signed(defenceTotal!)} is not positive, so it takes nothing off)`;
  if (!attackVoid && !opposed && m.id !== 'change-weapon')
    arithmetic +=
      defender && !defenceVoid
        ? answerActs
          ? ` (unopposed: the other side's ${maneuver(defender.declaration.maneuver).name.toLowerCase()} is a maneuver of its own, not a defence)`
          : ` (a ${maneuver(defender.declaration.maneuver).name.toLowerCase()} cannot stop it, so it is unopposed)`
        : ' (unopposed)';
  // A maneuver of its own is written out by its own outcome (`answer`), not here.
  const defenceArithmetic =
    defenceTerms && !answerActs
      ? defender!.declaration.maneuver === 'change-weapon'
        ? 'changes weapons instead of defending'
        : defenceVoid
          ? `${maneuver(defender!.declaration.maneuver).name} is lost (${defenceVoid})`
          : `${formatSum(defenceTerms)} ${defenceKind}`
      : undefined;

  return {
    attackTerms,
    attackTotal,
    defenceTerms,
    defenceTotal,
    opposed,
    success,
    attackVoid,
    defenceVoid,
    damage,
    rawDamage,
    ...(selfDamage > 0 ? { selfDamage } : {}),
    rangeBefore: range,
    rangeAfter,
    effects,
    endsCombat,
    arithmetic,
    defenceArithmetic,
  };
}

/** Maneuvers that still need a total above 0 when nothing opposes them. */
const NEEDS_A_TOTAL: readonly ManeuverId[] = ['disarming-attack', 'hth-disarm', 'buck'];

/** Defences that take the initiative when the attacker fails against them. */
const SEIZING_DEFENCES: readonly ManeuverId[] = ['parry-seize', 'dodge-seize', 'reversal', 'block-grab'];

function successWords(m: Maneuver, damage: number, raw: number): string {
  if (m.id === 'smash') return `smashed for ${damage} damage (${Math.min(raw, damage / 3)}, tripled)`;
  if (m.damages)
    return `hit for ${damage} damage${raw > damage ? ` (${raw}, capped at ${isHandToHand(m.id) ? 'the maneuver' : 'the weapon'}'s maximum)` : ''}`;
  switch (m.id) {
    case 'disarming-attack':
      return 'disarmed';
    case 'offensive-disengage':
      return 'disengaged: combat ends';
    case 'close':
      return 'range closes by 1';
    case 'retreat':
      return 'range opens by 1';
    case 'push':
      return 'pushed back: range opens by 1';
    case 'hth-disarm':
      return 'disarmed';
    case 'disengage':
      return 'disengaged: combat ends';
    case 'take-down':
      return 'thrown to the ground';
    case 'tackle':
      return 'tackled: wrestling range';
    case 'escape':
      return 'escaped to range 0';
    case 'suffocate':
      return 'a choking hold: combat ends';
    case 'pin':
      return 'pinned: combat ends';
    case 'swat':
      return 'swatted away: range opens by 1';
    case 'flank':
      return 'flanked';
    case 'cling':
      return 'clinging on';
    case 'buck':
      return 'thrown off';
    case 'chop':
      return 'cut free';
    default:
      return 'succeeds';
  }
}
