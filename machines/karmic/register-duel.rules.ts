/**
 * The register duel's rules as pure functions (Karmic, "Compound Actions", "Melee Combat",
 * "Melee Combat Maneuvers", "Range", "Shields, Parrying Daggers & Off-hand Weapons").
 * The machine in register-duel.machine.ts only calls these; the widget only shows what they return.
 */
import type { Card } from '../core/cards.js';
import { formatSum, signed, type RuleRef, type Term } from '../core/explain.js';
import { cardsForSkill } from './karma-check.rules.js';
import {
  defaultHand,
  type CreatureSize,
  HOLD_GROUND_MODIFIER,
  isHandToHand,
  maneuver,
  MANEUVERS,
  locationModifier,
  mayCallShot,
  rangeWords,
  WRESTLING,
  type HitLocation,
  type Maneuver,
  type ManeuverId,
} from './maneuvers.js';
import { maneuverLimits, offHandProblem, type OffHand, type Weapon } from './melee-weapons.js';

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
  handToHand: { page: CLOSE, section: 'hand-to-hand-fighting', title: 'Hand-to-hand fighting' },
  whoWrestles: { page: CLOSE, section: 'hand-to-hand-fighting', title: 'Table ruling: who fights hand to hand' },
  striking: { page: CLOSE, section: 'striking-maneuvers', title: 'Striking maneuvers' },
  blowsNeedInitiative: { page: CLOSE, section: 'striking-maneuvers', title: 'Table ruling: blows need the initiative' },
  tackle: { page: CLOSE, section: 'striking-maneuvers', title: 'Table ruling: a tackle ends the turn' },
  wrestling: { page: CLOSE, section: 'wrestling-maneuvers', title: 'Wrestling maneuvers' },
  wrestlingDetails: { page: CLOSE, section: 'wrestling-maneuvers', title: 'Table ruling: holds, falls and dirty tricks' },
  showDowns: { page: CLOSE, section: 'show-downs', title: 'Show downs' },
  charging: { page: CLOSE, section: 'charging', title: 'Charging' },
  chargeRound: { page: CLOSE, section: 'charging', title: 'Table ruling: the charge round' },
  surprise: { page: CLOSE, section: 'surprise', title: 'Surprise' },
  surpriseCheck: { page: CLOSE, section: 'surprise', title: 'Table ruling: the surprise check' },
  smallFoes: { page: CLOSE, section: 'unusual-foes', title: 'Unusual foes: small creatures' },
  largeFoes: { page: CLOSE, section: 'unusual-foes', title: 'Unusual foes: large creatures' },
  flanking: { page: CLOSE, section: 'unusual-foes', title: 'Table ruling: flanking' },
  clinging: { page: CLOSE, section: 'unusual-foes', title: 'Table ruling: clinging' },
  caught: { page: CLOSE, section: 'unusual-foes', title: 'Table ruling: caught by a limb' },
  bucking: { page: CLOSE, section: 'unusual-foes', title: 'Table ruling: bucking' },
  changingWeapons: { page: CLOSE, section: 'changing-weapons', title: 'Changing weapons' },
  multipleOpponents: { page: CLOSE, section: 'multiple-opponents', title: 'Multiple opponents' },
} as const satisfies Record<string, RuleRef>;

/**
 * How the fight opens (Karmic, "Show Downs", "Charging", "Surprise"): as usual, with both
 * drawing their weapons (fast draw instead of combat training for the initiative), with one
 * fighter charging the other, or with one fighter surprising the other.
 */
export type Opening =
  { readonly kind: 'show-down' } | { readonly kind: 'charge'; readonly side: Side } | { readonly kind: 'surprise'; readonly side: Side };

/**
 * Karmic, "Charging": the charger holds the initiative, unless the opponent's weapon reaches
 * further.
 */
export function chargeInitiative(fighters: readonly [Fighter, Fighter], charger: Side): Side {
  const foe = other(charger);
  return fighters[foe].weapon.range > fighters[charger].weapon.range ? foe : charger;
}

/** Karmic, "Charging": the charge adds 1 to the charger's maximum damage that turn. */
export const CHARGE_DAMAGE_BONUS = 1;

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
  /** Might (0 when not given): a hand block or block grab compares it (strength is might). */
  readonly might?: number;
  /** Vitality and self-discipline (0 when not given): a gouge against this fighter is harder by both. */
  readonly vitality?: number;
  readonly selfDiscipline?: number;
  /** Fast-draw skill (0 when not given: one card): a show down's initiative draws it, and the hand after a change of weapons. */
  readonly fastDraw?: number;
  /**
   * This fighter's size as a target, measured against the other fighter (Karmic, "Unusual
   * Foes": large is twice the attacker's size or more, small under half): it picks the
   * called-shot table used against him. Normal when not given.
   */
  readonly size?: CreatureSize;
  /** A second weapon to change to, with its skill (Karmic, "Changing Weapons"). */
  readonly spare?: { readonly weapon: Weapon; readonly skill: number };
  /**
   * Caught by the other fighter's limb, of this vitality (Karmic, "Chop"; table ruling
   * "Caught by a limb"): a chop at minus it frees him. Absent: not caught.
   */
  readonly entangled?: number;
}

/**
 * Karmic, "Cling": who clings to whom, and whether the flank was in force when the cling
 * landed (then the other may not attack him at all).
 */
export interface Cling {
  readonly side: Side;
  readonly flankedFirst: boolean;
}

/**
 * Table ruling "Who fights hand to hand": a fighter with bare hands, or whose weapon has been
 * knocked away, uses the hand-to-hand maneuvers.
 */
export function isBareHanded(fighter: Fighter, disarmed: boolean): boolean {
  return !!fighter.weapon.unarmed || disarmed;
}

/**
 * Karmic, "Lunge": during a lunge the lunging fighter's might counts 2 higher. Only might
 * comparisons read it (a hand block, a block grab).
 */
export const LUNGE_MIGHT_BONUS = 2;

export function mightIn(fighter: Fighter, decl: Pick<Declaration, 'maneuver'> | undefined): number {
  return (fighter.might ?? 0) + (decl?.maneuver === 'lunge' ? LUNGE_MIGHT_BONUS : 0);
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
  /**
   * A charge or a surprise round: each side makes at most this many maneuvers (one), and the
   * surprised side none (Karmic, "Charging", "Surprise").
   */
  readonly cap?: number;
  readonly surprised?: Side;
  /** Flanked by the other fighter, by side, while the flank is in force (Karmic, "Flank"). */
  readonly flanked?: readonly [boolean, boolean];
  /** Someone clings to the other fighter (Karmic, "Cling"). */
  readonly clinging?: Cling;
}

/** Maneuvers that move the range or end the fight by stepping away: none while a fighter clings (table ruling "Clinging"). */
const MOVES: readonly ManeuverId[] = ['close', 'retreat', 'push', 'offensive-disengage', 'disengage', 'tackle', 'block-grab', 'swat'];

/** Does this maneuver act against the other fighter (an attack in the wide sense: anything he may have to defend against)? */
export function isAttack(id: ManeuverId): boolean {
  return maneuver(id).stoppedBy !== undefined && id !== 'buck';
}

/**
 * The unusual-foe maneuvers' own conditions (Karmic, "Large Creature Maneuvers", "Small
 * Creature Maneuvers"): the sizes and the hold they need. `offered` is false when the
 * maneuver has no place in this fight at all (the widget does not list it).
 */
export function unusualFoeProblem(
  view: Pick<DuelView, 'fighters' | 'clinging'>,
  side: Side,
  id: ManeuverId,
): { problem: string; offered: boolean } | undefined {
  const m = maneuver(id);
  const me = view.fighters[side];
  const foe = view.fighters[other(side)];
  if (m.group === 'small-foe' && foe.size !== 'small')
    return { problem: `${m.name.toLowerCase()} is only for a small foe (${foe.name} is not set as small)`, offered: false };
  if (id === 'flank' || id === 'cling') {
    if (foe.size !== 'large')
      return { problem: `${m.name.toLowerCase()} is only against a large foe (${foe.name} is not set as large)`, offered: false };
    if (id === 'cling' && view.clinging?.side === side) return { problem: `${me.name} already clings to ${foe.name}`, offered: true };
  }
  if (id === 'chop' && me.entangled === undefined) return { problem: `${me.name} is not caught by a limb`, offered: false };
  if (id === 'buck' && view.clinging?.side !== other(side)) return { problem: `nobody clings to ${me.name}`, offered: false };
  return undefined;
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
export function handSize(fighter: Fighter, justChanged = false): number {
  const rating = fighter.offHand ? Math.min(fighter.skill, fighter.offHand.skill) : fighter.skill;
  // Karmic, "Changing Weapons": the round after a change, the lower of that and fast draw.
  return cardsForSkill(justChanged ? Math.min(rating, fighter.fastDraw ?? 0) : rating).cards;
}

/** Initiative: cards from combat training, or one card for the willpower check of the untrained. */
export function initiativeCards(fighter: Fighter, showDown = false): number {
  return cardsForSkill(showDown ? (fighter.fastDraw ?? 0) : fighter.combatTraining).cards;
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
  // A melee dodge and the hand-to-hand maneuvers use no weapon (hand 'none').
  const weaponUses = mine.filter((d) => d.hand !== 'none');
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
export function reachProblem(
  view: Pick<DuelView, 'fighters' | 'range' | 'clinging'>,
  decl: Pick<Declaration, 'side' | 'maneuver' | 'hand'>,
  against?: Pick<Declaration, 'side' | 'maneuver' | 'hand'>,
): string | undefined {
  const m = maneuver(decl.maneuver);
  const fighter = view.fighters[decl.side];
  const weapon = weaponFor(fighter, decl.hand);
  const range = view.range;
  // Karmic, "Cling": the clinger may attack with any weapon he wishes, whatever its reach.
  if ((m.reach === 'weapon' || m.reach === 'weapon-or-one-less') && weapon && view.clinging?.side === decl.side && range === 0)
    return undefined;
  switch (m.reach) {
    case 'weapon':
      return weapon && weapon.range === range
        ? undefined
        : `the ${weapon?.name ?? 'weapon'} reaches range ${weapon?.range ?? '–'}, not ${range}`;
    case 'weapon-or-one-less':
      return weapon && (weapon.range === range || weapon.range === range - 1)
        ? undefined
        : `a lunge with the ${weapon?.name ?? 'weapon'} reaches range ${weapon?.range ?? '–'} or ${(weapon?.range ?? 0) + 1}, not ${range}`;
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
    case 'hand':
      return range === 0 || range === WRESTLING
        ? undefined
        : `${m.name.toLowerCase()} is for range 0 or wrestling range (the fighters are at ${rangeWords(range)})`;
    case 'one':
      return range === 1 ? undefined : `${m.name.toLowerCase()} is for range 1 only (the fighters are at ${rangeWords(range)})`;
    case 'zero-or-one':
      return range === 0 || range === 1
        ? undefined
        : `${m.name.toLowerCase()} is for range 0 or 1 (the fighters are at ${rangeWords(range)})`;
    case 'wrestling':
      return range === WRESTLING
        ? undefined
        : `${m.name.toLowerCase()} is for wrestling range only (the fighters are at ${rangeWords(range)})`;
    case 'close-in':
      return range <= 1 ? undefined : `${m.name.toLowerCase()} is for range 1 or closer (the fighters are at ${rangeWords(range)})`;
    case 'none':
      if (decl.maneuver === 'close' && range <= 0) return `already at ${rangeWords(range)}`;
      if (decl.maneuver === 'retreat' && range >= longestReach(view.fighters))
        return `a retreat cannot go past range ${longestReach(view.fighters)}, the longest weapon`;
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
  if (view.surprised === decl.side) return `${fighter.name} is taken by surprise and cannot answer this round`;
  if (view.cap !== undefined && view.declared.filter((x) => x.side === decl.side).length >= view.cap)
    return 'in the opening round of a charge or a surprise each fighter makes one maneuver';
  if (decl.card !== undefined && !view.hands[decl.side].includes(decl.card)) return 'that card is not in the hand';
  if (m.needsInitiative && !isAttacker) return `${m.name.toLowerCase()} needs the initiative`;
  if (view.declared.some((x) => x.side === decl.side && x.maneuver === 'change-weapon'))
    return `${fighter.name} is changing weapons and does nothing else this turn`;
  if (view.declared.some((x) => x.side === decl.side && x.maneuver === 'smash'))
    return `after a smash ${fighter.name} does nothing else this turn`;
  const unusual = unusualFoeProblem(view, decl.side, decl.maneuver);
  if (unusual) return unusual.problem;
  if (decl.maneuver === 'smash' && !weaponFor(fighter, decl.hand)?.impact) return 'a smash needs an impact weapon, such as a mace or club';
  const foeName = view.fighters[other(decl.side)].name;
  // Table ruling "Flanking": while flanked, no attack on the flanker and no dodge of his blows.
  if (view.flanked?.[decl.side]) {
    if (isAttack(decl.maneuver)) return `${fighter.name} is flanked: no attack on ${foeName} until the flank wears off`;
    if (m.defence === 'dodge') return `${fighter.name} is flanked: no dodging ${foeName}'s blows until the flank wears off`;
  }
  // Table ruling "Clinging": the one clung to reaches the clinger only with range 0, or not at all if flanked first.
  if (view.clinging?.side === other(decl.side) && isAttack(decl.maneuver)) {
    if (view.clinging.flankedFirst) return `${foeName} flanked ${fighter.name} before clinging: no attack can reach him`;
    const reach = weaponFor(fighter, decl.hand)?.range ?? 0;
    if (reach > 0)
      return `${foeName} clings to ${fighter.name}: nothing reaching past range 0 can be used on him (the ${weaponFor(fighter, decl.hand)!.name} reaches range ${reach})`;
  }
  if (view.clinging && MOVES.includes(decl.maneuver))
    return `${view.fighters[view.clinging.side].name} clings to ${view.fighters[other(view.clinging.side)].name}: the range stays 0 until a buck throws him off`;
  // Table ruling "Caught by a limb": a caught fighter cannot move away or dodge.
  if (
    fighter.entangled !== undefined &&
    (MOVES.includes(decl.maneuver) || m.defence === 'dodge' || decl.maneuver === 'flank' || decl.maneuver === 'cling')
  ) {
    return `${fighter.name} is caught by ${foeName}'s limb: no moving away or dodging until a chop frees him`;
  }
  if (decl.maneuver === 'change-weapon') {
    if (!fighter.spare) return `${fighter.name} has no second weapon to draw`;
    if (view.range === WRESTLING) return 'at wrestling range there is no room to change weapons';
    if (decl.hand !== 'none') return 'changing weapons uses the card, not a weapon';
    return undefined;
  }
  if (!m.needsInitiative && isAttacker) return 'the side with the initiative attacks; defences are for the defender';
  if (decl.holdGround && !m.mayHoldGround) return `${m.name.toLowerCase()} has no step to hold back`;
  if (decl.location !== 'torso' && !mayCallShot(decl.maneuver)) return 'only an attack or a lunge can call a shot';
  if (locationModifier(decl.location, view.fighters[other(decl.side)].size) === undefined)
    return 'no shot can be called at the head vitals of a small creature';
  // Which hand does the work.
  const bare = isBareHanded(fighter, view.disarmed[decl.side]);
  if (isHandToHand(decl.maneuver)) {
    if (!bare && view.range !== WRESTLING)
      return `${fighter.name} holds the ${fighter.weapon.name}: hand-to-hand maneuvers are for bare hands, or for anyone at wrestling range`;
    if (decl.hand !== 'none') return `${m.name.toLowerCase()} uses no weapon`;
    if (decl.maneuver === 'hth-disarm') {
      const foe = view.fighters[other(decl.side)];
      if (isBareHanded(foe, view.disarmed[other(decl.side)])) return `${foe.name} holds no weapon to knock away`;
    }
  } else if (view.range === WRESTLING) {
    return 'at wrestling range only the hand-to-hand maneuvers work: weapons, shields and steps have no room';
  } else if (bare && (decl.maneuver === 'close' || decl.maneuver === 'retreat') && decl.hand === 'none') {
    // Bare hands close in or back off without a weapon: nothing to count against.
  } else if (LARGE_FOE_NO_WEAPON.includes(decl.maneuver)) {
    if (decl.hand !== 'none') return `${m.name.toLowerCase()} uses no weapon`;
  } else if (fighter.weapon.unarmed && decl.hand === 'main') {
    return 'bare hands fight with the hand-to-hand maneuvers (and may melee dodge, close or retreat)';
  } else if (decl.maneuver === 'melee-dodge') {
    if (decl.hand !== 'none') return 'a melee dodge uses no weapon';
  } else {
    if (decl.hand === 'none') return `${m.name.toLowerCase()} needs a hand`;
    if (decl.hand === 'off' && !fighter.offHand) return 'no off-hand item';
    if (decl.hand === 'off' && !view.disarmed[decl.side] && offHandProblem(fighter.weapon, fighter.offHand))
      return offHandProblem(fighter.weapon, fighter.offHand)!;
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
  } else if (decl.hand !== 'none' && !answersDisarm(against)) {
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

/** Flank, cling and buck are made with the body, not a weapon: they count against no weapon's maneuvers. */
const LARGE_FOE_NO_WEAPON: readonly ManeuverId[] = ['flank', 'cling', 'buck'];

/**
 * Karmic, "Disarming Attack": a defender who still holds cards may always answer a
 * disarming attack, however many maneuvers the weapon has already made this turn.
 */
function answersDisarm(against: Pick<Declaration, 'maneuver'> | undefined): boolean {
  return against?.maneuver === 'disarming-attack';
}

/** Every maneuver/hand pair this side could declare now (any card from the hand). */
export function legalOptions(view: DuelView, side: Side, first = false): { maneuver: ManeuverId; hand: Hand }[] {
  const out: { maneuver: ManeuverId; hand: Hand }[] = [];
  // A fighter who fights hand to hand sees those maneuvers first (the first is the widget's default).
  const handToHand = isBareHanded(view.fighters[side], view.disarmed[side]) || view.range === WRESTLING;
  const order = handToHand ? [...MANEUVERS.filter((m) => isHandToHand(m.id)), ...MANEUVERS.filter((m) => !isHandToHand(m.id))] : MANEUVERS;
  for (const m of order) {
    for (const hand of candidateHands(m.id)) {
      if (!declarationProblem(view, { side, maneuver: m.id, hand, holdGround: false, location: 'torso' })) {
        out.push({ maneuver: m.id, hand });
        if (first) return out;
      }
    }
  }
  return out;
}

/**
 * The hands a maneuver could ever be made with (declarationProblem refuses every other):
 * none for a dodge, a change of weapons or hand to hand; any for a close or retreat (bare
 * hands close in with none); a weapon hand for the rest. Trying only these keeps the list fast.
 */
function candidateHands(id: ManeuverId): readonly Hand[] {
  if (defaultHand(id) === 'none') return ['none'];
  return id === 'close' || id === 'retreat' ? ['main', 'off', 'none'] : ['main', 'off'];
}

/** Can this side declare anything at all? (Stops at the first legal maneuver.) */
export function hasLegalOption(view: DuelView, side: Side): boolean {
  return legalOptions(view, side, true).length > 0;
}

/**
 * The maneuvers this side cannot declare now with any hand, each with the reason: the
 * reason given is for the hand the maneuver is usually made with.
 */
export function unavailableManeuvers(view: DuelView, side: Side): { maneuver: ManeuverId; problem: string }[] {
  const out: { maneuver: ManeuverId; problem: string }[] = [];
  const handToHand = isBareHanded(view.fighters[side], view.disarmed[side]) || view.range === WRESTLING;
  for (const m of MANEUVERS) {
    // Each fighter hears about the list he fights from: weapons, or hand to hand.
    if (
      isHandToHand(m.id) !== handToHand &&
      m.id !== 'melee-dodge' &&
      m.id !== 'close' &&
      m.id !== 'retreat' &&
      !LARGE_FOE_NO_WEAPON.includes(m.id)
    )
      continue;
    if (m.id === 'change-weapon' && !view.fighters[side].spare) continue;
    if (unusualFoeProblem(view, side, m.id)?.offered === false) continue;
    const hands: Hand[] =
      defaultHand(m.id) === 'none'
        ? ['none']
        : m.id === 'close' || m.id === 'retreat'
          ? ['main', 'off', 'none']
          : m.id === 'block' || m.id === 'shield-bash'
            ? ['off', 'main']
            : ['main', 'off'];
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
 * Combat modifiers: finesse, the armour's finesse modifier, and the weapon's force. A melee
 * dodge uses no weapon and so gets no force (Karmic, "Melee Dodge").
 */
export function combatModifiers(fighter: Fighter, decl: Pick<Declaration, 'hand' | 'maneuver'>): number {
  const weapon = weaponFor(fighter, decl.hand);
  const force = decl.maneuver === 'melee-dodge' || !weapon ? 0 : weapon.force;
  return fighter.finesse + fighter.armour + force;
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
