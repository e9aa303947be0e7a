/**
 * The register duel's rules as pure functions (Karmic, "Compound Actions", "Melee Combat",
 * "Melee Combat Maneuvers", "Range", "Shields, Parrying Daggers & Off-hand Weapons").
 * The machine in register-duel.machine.ts only calls these; the widget only shows what they return.
 */
import type { Card } from '../core/cards.js';
import { formatSum, signed, type RuleRef, type Term } from '../core/explain.js';
import { cardsForSkill } from './karma-check.rules.js';
import { HOLD_GROUND_MODIFIER, maneuver, MANEUVERS, locationModifier, mayCallShot, type HitLocation, type Maneuver, type ManeuverId } from './maneuvers.js';
import { maneuverLimits, type OffHand, type Weapon } from './melee-weapons.js';

export type { Term } from '../core/explain.js';

const MELEE = 'karmic/melee-combat';
const CLOSE = 'karmic/close-quarters-shields-and-special-situations';
const COMPOUND = 'karmic/compound-actions';

/**
 * Every rule the duel applies, as a link into the rulebook: the page and the id of the
 * heading the rule is stated under (an end-to-end test checks each id on the built page).
 */
export const REGISTER_DUEL_RULES = {
  initiative: { page: MELEE, section: 'initiative', title: 'Initiative' },
  initiativeCheck: { page: MELEE, section: 'initiative', title: 'Table ruling: the initiative check' },
  initiativeTies: { page: MELEE, section: 'initiative', title: 'Table ruling: ties on the initiative check' },
  yielding: { page: MELEE, section: 'yielding-the-initiative', title: 'Yielding the initiative' },
  hesitating: { page: CLOSE, section: 'hesitating', title: 'Table ruling: when the duel lets you hesitate' },
  hands: { page: MELEE, section: 'hands', title: 'Hands' },
  offHand: { page: CLOSE, section: 'shields-parrying-daggers-and-second-weapons', title: 'Shields, parrying daggers and second weapons' },
  declaration: { page: MELEE, section: 'declaration', title: 'Declaration' },
  immediate: { page: COMPOUND, section: 'when-a-turn-stops-early', title: 'When a turn stops early' },
  emptyRegister: { page: MELEE, section: 'declaration', title: 'Table ruling: leaving a register empty' },
  takingBack: { page: MELEE, section: 'declaration', title: 'Table ruling: taking a card back' },
  disarmDefence: { page: MELEE, section: 'declaration', title: 'Declaration: defending against a disarm' },
  resolution: { page: MELEE, section: 'resolution', title: 'Resolution' },
  unopposed: { page: COMPOUND, section: 'unopposed-moves', title: 'Unopposed moves' },
  hitsOnReveal: { page: MELEE, section: 'resolution', title: 'Table ruling: hits on reveal' },
  joker: { page: MELEE, section: 'resolution', title: 'Table ruling: a joker in a register' },
  outOfReach: { page: MELEE, section: 'resolution', title: 'Table ruling: a maneuver out of reach when its turn comes' },
  range: { page: MELEE, section: 'range', title: 'Range' },
  stepping: { page: MELEE, section: 'range', title: 'Table ruling: stepping and range' },
  maneuvers: { page: MELEE, section: 'the-maneuvers', title: 'The maneuvers' },
  turnOver: { page: MELEE, section: 'a-turn-step-by-step', title: 'A turn, step by step' },
  endingCombat: { page: MELEE, section: 'ending-combat', title: 'Ending combat' },
  outOfTheFight: { page: MELEE, section: 'ending-combat', title: 'Table ruling: out of the fight' },
} as const satisfies Record<string, RuleRef>;

/** Table ruling "A joker in a register": the GM names a joker's worth within these bounds. */
export const JOKER_VALUES = { min: -10, max: 10 } as const;

export type Side = 0 | 1;
export const other = (side: Side): Side => (side === 0 ? 1 : 0);

export interface Fighter {
  readonly name: string;
  readonly weapon: Weapon;
  /** Weapon skill: the size of the hand (0 = untrained, one card). */
  readonly skill: number;
  /** Combat training skill for initiative (0 = untrained: a willpower check, one card). */
  readonly combatTraining: number;
  readonly willpower: number;
  readonly finesse: number;
  /** The armour's modifier to finesse for physical actions (0 or less). */
  readonly armour: number;
  /** Damage the fighter can take before being out (table ruling "Out of the fight"). */
  readonly hitPoints: number;
  /** A player's karma deck (44 cards, jokers) or the GM's world deck (42, no jokers). */
  readonly deck: 'karma' | 'world';
  readonly offHand?: OffHand;
}

/** Which hand a maneuver is made with; a melee dodge uses none. */
export type Hand = 'main' | 'off' | 'none';

export interface Declaration {
  readonly side: Side;
  readonly maneuver: ManeuverId;
  readonly card: Card;
  readonly hand: Hand;
  /** Chose not to step forward (attacks) or back (parries, blocks): −2. */
  readonly holdGround: boolean;
  /** Called shot; torso is the uncalled default. */
  readonly location: HitLocation;
}

/** What the rules need to know to say whether a maneuver may be declared or still works. */
export interface DuelView {
  readonly fighters: readonly [Fighter, Fighter];
  readonly range: number;
  /** Who holds the initiative (the attacker). */
  readonly attacker: Side;
  readonly disarmed: readonly [boolean, boolean];
  /** Every declaration made this turn so far, in order. */
  readonly declared: readonly Declaration[];
  readonly hands: readonly [readonly Card[], readonly Card[]];
}

export function weaponFor(fighter: Fighter, hand: Hand): Weapon | undefined {
  if (hand === 'main') return fighter.weapon;
  if (hand === 'off') return fighter.offHand?.weapon;
  return undefined;
}

/** Karmic, "Range": combat begins at the range of the longest weapon. */
export function startingRange(fighters: readonly [Fighter, Fighter]): number {
  return Math.max(fighters[0].weapon.range, fighters[1].weapon.range);
}

/** The longest reach in the fight: a retreat cannot go past it. */
export function longestReach(fighters: readonly [Fighter, Fighter]): number {
  return Math.max(...fighters.flatMap((f) => [f.weapon.range, f.offHand?.weapon.range ?? 0]));
}

/**
 * Karmic, "Hands": a hand is as many cards as the weapon skill (one when untrained); with
 * a shield, parrying dagger or second weapon, the lower of the two skills.
 */
export function handSize(fighter: Fighter): number {
  const rating = fighter.offHand ? Math.min(fighter.skill, fighter.offHand.skill) : fighter.skill;
  return cardsForSkill(rating).cards;
}

/** Initiative: cards from combat training, or one card for the willpower check of the untrained. */
export function initiativeCards(fighter: Fighter): number {
  return cardsForSkill(fighter.combatTraining).cards;
}

export interface Usage {
  readonly total: number;
  readonly main: number;
  readonly off: number;
  readonly dodged: boolean;
  readonly bashed: boolean;
  readonly blocked: boolean;
}

/** What a side has used this turn. Melee dodges do not count toward the weapon's limit. */
export function usage(declared: readonly Declaration[], side: Side): Usage {
  const mine = declared.filter((d) => d.side === side);
  const weaponUses = mine.filter((d) => d.maneuver !== 'melee-dodge');
  return {
    total: weaponUses.length,
    main: weaponUses.filter((d) => d.hand === 'main').length,
    off: weaponUses.filter((d) => d.hand === 'off').length,
    dodged: mine.some((d) => d.maneuver === 'melee-dodge'),
    bashed: mine.some((d) => d.maneuver === 'shield-bash'),
    blocked: mine.some((d) => d.maneuver === 'block'),
  };
}

/** Does the maneuver's reach fit the range? `against` is the attacker's declaration, for parries. */
export function reachProblem(view: Pick<DuelView, 'fighters' | 'range'>, decl: Pick<Declaration, 'side' | 'maneuver' | 'hand'>, against?: Pick<Declaration, 'side' | 'maneuver' | 'hand'>): string | undefined {
  const m = maneuver(decl.maneuver);
  const fighter = view.fighters[decl.side];
  const weapon = weaponFor(fighter, decl.hand);
  const range = view.range;
  switch (m.reach) {
    case 'weapon':
      return weapon && weapon.range === range ? undefined : `the ${weapon?.name ?? 'weapon'} reaches range ${weapon?.range ?? '–'}, not ${range}`;
    case 'weapon-or-one-less':
      return weapon && (weapon.range === range || weapon.range === range - 1) ? undefined : `a lunge with the ${weapon?.name ?? 'weapon'} reaches range ${weapon?.range ?? '–'} or ${(weapon?.range ?? 0) + 1}, not ${range}`;
    case 'zero':
      return range === 0 ? undefined : `${m.name.toLowerCase()} is for range 0 only (the range is ${range})`;
    case 'parry': {
      if (!weapon) return 'a parry needs a weapon';
      if (weapon.range === range) return undefined;
      const foe = against ? weaponFor(view.fighters[against.side], against.hand) : view.fighters[other(decl.side)].weapon;
      if (foe && foe.range > weapon.range) return undefined;
      if (against?.maneuver === 'lunge' && weapon.range === range - 1) return undefined;
      return `the ${weapon.name} reaches range ${weapon.range}, not ${range}, and the opponent's weapon is not longer`;
    }
    case 'none':
      if (decl.maneuver === 'close' && range === 0) return 'already at range 0';
      if (decl.maneuver === 'retreat' && range >= longestReach(view.fighters)) return `a retreat cannot go past range ${longestReach(view.fighters)}, the longest weapon`;
      return undefined;
  }
}

/**
 * Why this side may not declare this maneuver now, or undefined when it may. Checks turn
 * order is the machine's job; this checks the rules of the maneuver itself.
 */
export function declarationProblem(view: DuelView, decl: Omit<Declaration, 'card'> & { card?: Card }): string | undefined {
  const m = maneuver(decl.maneuver);
  const fighter = view.fighters[decl.side];
  const isAttacker = decl.side === view.attacker;
  if (view.hands[decl.side].length === 0) return 'no cards left in the hand';
  if (decl.card !== undefined && !view.hands[decl.side].includes(decl.card)) return 'that card is not in the hand';
  if (m.needsInitiative && !isAttacker) return `${m.name.toLowerCase()} needs the initiative`;
  if (!m.needsInitiative && isAttacker) return 'the side with the initiative attacks; defences are for the defender';
  if (decl.holdGround && !m.mayHoldGround) return `${m.name.toLowerCase()} has no step to hold back`;
  if (decl.location !== 'torso' && !mayCallShot(decl.maneuver)) return 'only an attack or a lunge can call a shot';
  // Which hand does the work.
  if (decl.maneuver === 'melee-dodge') {
    if (decl.hand !== 'none') return 'a melee dodge uses no weapon';
  } else {
    if (decl.hand === 'none') return `${m.name.toLowerCase()} needs a hand`;
    if (decl.hand === 'off' && !fighter.offHand) return 'no off-hand item';
    if (decl.hand === 'main' && view.disarmed[decl.side]) return 'disarmed: the main weapon is gone';
    const shield = decl.hand === 'off' && fighter.offHand?.kind === 'shield';
    if ((decl.maneuver === 'block' || decl.maneuver === 'shield-bash') && !shield) return `${m.name.toLowerCase()} needs a shield`;
    if (shield && !(decl.maneuver === 'block' || decl.maneuver === 'shield-bash')) return 'a shield blocks or bashes';
  }
  // Limits this turn.
  const against = isAttacker ? undefined : [...view.declared].reverse().find((d) => d.side === view.attacker);
  const used = usage(view.declared, decl.side);
  if (decl.maneuver === 'melee-dodge') {
    if (used.dodged) return 'only one melee dodge per turn';
  } else if (!answersDisarm(against)) {
    const limits = maneuverLimits(fighter.weapon, fighter.offHand);
    if (used.total >= limits.total) return `all ${limits.total} maneuvers are used`;
    if (decl.hand === 'main' && used.main >= limits.main) return `the ${fighter.weapon.name} allows ${limits.main} maneuvers`;
    if (decl.hand === 'off' && used.off >= limits.off) return `the ${fighter.offHand!.weapon.name} allows ${limits.off} maneuvers`;
  }
  if (decl.maneuver === 'shield-bash' && used.bashed) return 'only one shield bash per round';
  if (decl.maneuver === 'shield-bash' && used.blocked) return 'the shield has blocked this round, so it cannot bash';
  if (decl.maneuver === 'block' && used.bashed) return 'the shield bashed this round, so it cannot block';
  return reachProblem(view, decl, against);
}

/**
 * Karmic, "Disarming Attack": a defender who still holds cards may always answer a
 * disarming attack, however many maneuvers the weapon has already made this turn.
 */
function answersDisarm(against: Pick<Declaration, 'maneuver'> | undefined): boolean {
  return against?.maneuver === 'disarming-attack';
}

/** Every maneuver/hand pair this side could declare now (any card from the hand). */
export function legalOptions(view: DuelView, side: Side): { maneuver: ManeuverId; hand: Hand }[] {
  const hands: Hand[] = ['main', 'off', 'none'];
  const out: { maneuver: ManeuverId; hand: Hand }[] = [];
  for (const m of MANEUVERS) {
    for (const hand of hands) {
      if (!declarationProblem(view, { side, maneuver: m.id, hand, holdGround: false, location: 'torso' })) out.push({ maneuver: m.id, hand });
    }
  }
  return out;
}

/**
 * The maneuvers this side cannot declare now with any hand, each with the reason: the
 * reason given is for the hand the maneuver is usually made with.
 */
export function unavailableManeuvers(view: DuelView, side: Side): { maneuver: ManeuverId; problem: string }[] {
  const out: { maneuver: ManeuverId; problem: string }[] = [];
  for (const m of MANEUVERS) {
    const hands: Hand[] = m.id === 'melee-dodge' ? ['none'] : m.id === 'block' || m.id === 'shield-bash' ? ['off', 'main'] : ['main', 'off'];
    const problems = hands.map((hand) => declarationProblem(view, { side, maneuver: m.id, hand, holdGround: false, location: 'torso' }));
    if (problems.some((p) => p === undefined)) continue;
    out.push({ maneuver: m.id, problem: problems[0]! });
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// Resolving one register

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
}

export type Effect = 'hit' | 'disarm' | 'disengage' | 'seize' | 'close' | 'retreat' | 'push';

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
  readonly rangeBefore: number;
  readonly rangeAfter: number;
  readonly effects: readonly Effect[];
  readonly endsCombat: boolean;
  /** "3 card + 1 modifiers − 5 parry = −1: miss" */
  readonly arithmetic: string;
  readonly defenceArithmetic?: string;
}

/**
 * Combat modifiers: finesse, the armour's finesse modifier, and the weapon's force. A melee
 * dodge uses no weapon and so gets no force (Karmic, "Melee Dodge").
 */
export function combatModifiers(fighter: Fighter, decl: Pick<Declaration, 'hand' | 'maneuver'>): number {
  const weapon = weaponFor(fighter, decl.hand);
  const force = decl.maneuver === 'melee-dodge' || !weapon ? 0 : weapon.force;
  return fighter.finesse + fighter.armour + force;
}

function sideTerms(s: SideInRegister): Term[] {
  const m = maneuver(s.declaration.maneuver);
  const terms: Term[] = [
    { label: 'card', value: s.cardValue },
    { label: 'modifiers', value: combatModifiers(s.fighter, s.declaration) },
    { label: 'difficulty', value: m.difficulty },
  ];
  if (s.declaration.holdGround) terms.push({ label: m.step === 'forward' ? 'no step forward' : 'no step back', value: HOLD_GROUND_MODIFIER });
  const loc = locationModifier(s.declaration.location);
  if (loc !== 0) terms.push({ label: `called shot (${s.declaration.location.replace('-', ' ')})`, value: loc });
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
  const view = { fighters: input.fighters, range };
  const attackVoid = reachProblem(view, attacker.declaration);
  const defenceVoid = defender ? reachProblem(view, defender.declaration, attacker.declaration) : undefined;
  const defence = defender && !defenceVoid ? defender : undefined;

  const baseTerms = sideTerms(attacker);
  const defenceTerms = defender ? sideTerms(defender) : undefined;
  const defenceTotal = defenceTerms ? sum(defenceTerms) : undefined;
  const defenceKind = defence ? maneuver(defence.declaration.maneuver).defence : undefined;
  const opposed = !!defenceKind && (m.stoppedBy ?? []).includes(defenceKind);
  const attackTerms = opposed && defenceTotal! > 0 ? [...baseTerms, { label: maneuver(defence!.declaration.maneuver).defence!, value: -defenceTotal! }] : baseTerms;
  const attackTotal = sum(attackTerms);

  let success: boolean;
  if (attackVoid) success = false;
  else if (opposed) success = attackTotal > 0;
  else success = attacker.declaration.maneuver === 'disarming-attack' ? attackTotal > 0 : true;

  const effects: Effect[] = [];
  let rawDamage = 0;
  let damage = 0;
  let rangeAfter = range;
  let endsCombat = false;
  if (!attackVoid) rangeAfter += stepChange(attacker.declaration, defence?.declaration);
  if (success) {
    if (m.damages) {
      const weapon = weaponFor(attacker.fighter, attacker.declaration.hand)!;
      const cap = weapon.maxDamage + (m.id === 'lunge' ? 1 : 0);
      rawDamage = attacker.cardValue + weapon.edge;
      damage = Math.max(0, Math.min(rawDamage, cap));
      effects.push('hit');
    }
    if (m.id === 'disarming-attack') effects.push('disarm');
    if (m.id === 'offensive-disengage') {
      effects.push('disengage');
      endsCombat = true;
    }
    if (m.id === 'close') effects.push('close');
    if (m.id === 'retreat') effects.push('retreat');
    if (m.id === 'push') effects.push('push');
    rangeAfter += m.rangeChange;
  } else if (!attackVoid && defence?.declaration.maneuver === 'parry-seize') {
    // Karmic, "Parry/Seize the Initiative": successful when the attacker does not score.
    effects.push('seize');
  }
  rangeAfter = Math.max(0, rangeAfter);

  const verdict = attackVoid
    ? `${m.name.toLowerCase()} is lost (${attackVoid})`
    : success
      ? successWords(m, damage, rawDamage)
      : m.damages ? 'miss' : `${m.name.toLowerCase()} fails`;
  let arithmetic = `${formatSum(attackTerms)}: ${verdict}`;
  if (!attackVoid && defence && opposed && defenceTotal! <= 0) arithmetic += ` (the ${defenceKind}'s ${signed(defenceTotal!)} is not positive, so it takes nothing off)`;
  if (!attackVoid && !opposed) arithmetic += defender && !defenceVoid ? ` (a ${maneuver(defender.declaration.maneuver).name.toLowerCase()} cannot stop it, so it is unopposed)` : ' (unopposed)';
  const defenceArithmetic = defenceTerms
    ? defenceVoid
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
    rangeBefore: range,
    rangeAfter,
    effects,
    endsCombat,
    arithmetic,
    defenceArithmetic,
  };
}

function successWords(m: Maneuver, damage: number, raw: number): string {
  if (m.damages) return `hit for ${damage} damage${raw > damage ? ` (${raw}, capped at the weapon's maximum)` : ''}`;
  switch (m.id) {
    case 'disarming-attack': return 'disarmed';
    case 'offensive-disengage': return 'disengaged: combat ends';
    case 'close': return 'range closes by 1';
    case 'retreat': return 'range opens by 1';
    case 'push': return 'pushed back: range opens by 1';
    default: return 'succeeds';
  }
}
