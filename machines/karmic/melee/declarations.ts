/**
 * Karmic melee's declarations (seed 004, "Declare Maneuvers", "Melee Combat Maneuvers",
 * "Shields, Parrying Daggers & Off-hand Weapons", "Hand to Hand Combat", "Unusual Foes"):
 * what one side of a pairing may lay a card as now, and why not. Turn order is each table's
 * own (its machine); this checks the rules of the maneuver itself: the initiative, the hand
 * and weapon, the limits this turn, the unusual foes, the reach.
 */
import type { Card } from '../../core/cards.js';
import {
  defaultHand,
  type HitLocation,
  isHandToHand,
  locationModifier,
  maneuver,
  type ManeuverId,
  MANEUVERS,
  mayCallShot,
  WRESTLING,
} from '../maneuvers.js';
import { maneuverLimits, offHandProblem } from '../melee-weapons.js';
import { type Cling, type Fighter, type Hand, isBareHanded, other, type Side, weaponFor } from './fighters.js';
import { reachProblem } from './reach.js';
import { needsInitiative, SEED_RULINGS, type MeleeRulings } from './rulings.js';

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
  /** The table's rulings (melee/rulings.ts); the seed's words when not given. */
  readonly rulings?: MeleeRulings;
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
  view: Pick<DuelView, 'fighters' | 'clinging' | 'rulings'>,
  side: Side,
  id: ManeuverId,
  against?: Pick<Declaration, 'side' | 'maneuver'>,
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
  if (id === 'buck' && view.clinging?.side !== other(side)) {
    // Karmic, "Buck": "A successful buck will counter a cling" (table ruling "Bucking" may keep it for a cling that holds).
    const counters = (view.rulings ?? SEED_RULINGS).buck === 'counters-a-cling';
    if (counters && against?.maneuver === 'cling' && against.side === other(side)) return undefined;
    return counters
      ? { problem: `nobody clings to ${me.name}, and there is no cling to counter`, offered: me.size === 'large' }
      : { problem: `nobody clings to ${me.name}`, offered: false };
  }
  return undefined;
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
/**
 * Why this side may not declare this maneuver now, or undefined when it may. Checks turn
 * order is the machine's job; this checks the rules of the maneuver itself.
 */
export function declarationProblem(view: DuelView, decl: Omit<Declaration, 'card'> & { card?: Card }): string | undefined {
  const m = maneuver(decl.maneuver);
  const fighter = view.fighters[decl.side];
  const isAttacker = decl.side === view.attacker;
  const rulings = view.rulings ?? SEED_RULINGS;
  // The attacker's maneuver this register answers (the defender's declaration only).
  const against = answering(view, decl.side);
  if (view.hands[decl.side].length === 0) return 'no cards left in the hand';
  if (view.surprised === decl.side) return `${fighter.name} is taken by surprise and cannot answer this round`;
  if (view.cap !== undefined && view.declared.filter((x) => x.side === decl.side).length >= view.cap)
    return view.surprised !== undefined
      ? 'in the round of a surprise the surprising fighter makes one maneuver'
      : 'in the opening round of a charge or a surprise each fighter makes one maneuver';
  // Karmic, "Surprise": "The attacker then gets one attack" (table ruling "The surprise round").
  if (view.surprised !== undefined && rulings.surprise === 'one-attack' && !m.anAttack)
    return `a surprise gives ${fighter.name} one attack, and ${m.name.toLowerCase()} is not an attack`;
  if (decl.card !== undefined && !view.hands[decl.side].includes(decl.card)) return 'that card is not in the hand';
  // Karmic, "Head Butt": "At the GM's discretion a head butt can be performed when a character's arms or legs are bound or held."
  if (fighter.bound === 'helpless') return `${fighter.name}'s arms or legs are bound, and the GM allows him nothing`;
  if (fighter.bound && decl.maneuver !== 'head-butt')
    return `${fighter.name}'s arms or legs are bound: the GM allows him a head butt and nothing else`;
  if (needsInitiative(m, rulings) && !isAttacker) return `${m.name.toLowerCase()} needs the initiative`;
  if (view.declared.some((x) => x.side === decl.side && x.maneuver === 'change-weapon'))
    return `${fighter.name} is changing weapons and does nothing else this turn`;
  if (view.declared.some((x) => x.side === decl.side && x.maneuver === 'smash'))
    return `after a smash ${fighter.name} does nothing else this turn`;
  const unusual = unusualFoeProblem(view, decl.side, decl.maneuver, against);
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
  // Table ruling "Attackers attack, defenders defend" (a buck against one who clings is no defence).
  if (isAttacker && m.defence && decl.maneuver !== 'buck') return 'the side with the initiative attacks; defences are for the defender';
  if (decl.holdGround && !m.mayHoldGround) return `${m.name.toLowerCase()} has no step to hold back`;
  if (decl.location !== 'torso' && !mayCallShot(decl.maneuver)) return 'only an attack or a lunge can call a shot';
  if (locationModifier(decl.location, view.fighters[other(decl.side)].size) === undefined)
    return 'no shot can be called at the head vitals of a small creature';
  // Which hand does the work.
  const bare = isBareHanded(fighter, view.disarmed[decl.side]);
  if (isHandToHand(decl.maneuver)) {
    if (!bare && view.range !== WRESTLING && !fighter.bound)
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

/** The attacker's declaration this side answers now, if it is the defender. */
function answering(view: Pick<DuelView, 'attacker' | 'declared'>, side: Side): Declaration | undefined {
  return side === view.attacker ? undefined : [...view.declared].reverse().find((d) => d.side === view.attacker);
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
    if (unusualFoeProblem(view, side, m.id, answering(view, side))?.offered === false) continue;
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
