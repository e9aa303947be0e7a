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
    case 'flank':
      // Table ruling "Flanking": minus the foe's finesse, as for a take down.
      return { label: `difficulty (${foe.name}'s finesse ${signed(foe.finesse)})`, value: 0 - foe.finesse };
    case 'chop':
      // Table ruling "Caught by a limb": minus the limb's vitality, as a gouge is less the target's.
      return { label: `difficulty (the limb's vitality ${signed(me.entangled ?? 0)})`, value: 0 - (me.entangled ?? 0) };
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
  against?: Declaration,
  charging?: Side,
): Term[] {
  const size = fighters[other(s.declaration.side)].size ?? 'normal';
  const m = maneuver(s.declaration.maneuver);
  const terms: Term[] = [
    { label: 'card', value: s.cardValue },
    { label: 'modifiers', value: combatModifiers(s.fighter, s.declaration) },
    difficultyTerm(fighters, range, s.declaration, against, charging === s.declaration.side),
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
 * A side that declares nothing in a register keeps the distance.
 */
export function stepChange(attack: Declaration, defence: Declaration | undefined): number {
  if (!defence || maneuver(attack.maneuver).step !== 'forward') return 0;
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
  const m = maneuver(attacker.declaration.maneuver);
  const view = { fighters: input.fighters, range, ...(input.clinging ? { clinging: input.clinging } : {}) };
  const attackVoid = reachProblem(view, attacker.declaration);
  const defenceVoid = defender ? reachProblem(view, defender.declaration, attacker.declaration) : undefined;
  const defence = defender && !defenceVoid ? defender : undefined;

  const baseTerms = [
    ...sideTerms(attacker, input.fighters, range, defender?.declaration, input.charging),
    ...(input.extraAttackTerms ?? []),
  ];
  const defenceTerms = defender ? sideTerms(defender, input.fighters, range, attacker.declaration, input.charging) : undefined;
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
  if (!attackVoid && range !== WRESTLING && !input.clinging) rangeAfter += stepChange(attacker.declaration, defence?.declaration);
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
        ? ` (a ${maneuver(defender.declaration.maneuver).name.toLowerCase()} cannot stop it, so it is unopposed)`
        : ' (unopposed)';
  const defenceArithmetic = defenceTerms
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
