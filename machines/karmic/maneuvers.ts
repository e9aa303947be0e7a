/**
 * Karmic's melee maneuvers as data (seed 004, "Melee Combat Maneuvers", "Shield Bash").
 * Every rule a melee table checks about a maneuver lives in this table: its difficulty,
 * whether it needs the initiative, whether it resolves at once, which defences can stop it,
 * and what it does to range and initiative. The machines and the page's table both read it.
 *
 * The weapon maneuvers and changing weapons are listed here; the hand-to-hand lists
 * (hand-to-hand-maneuvers.ts) and the maneuvers against unusual foes
 * (unusual-foe-maneuvers.ts) have files of their own, and `MANEUVERS` is all of them, in order.
 */
import { HAND_TO_HAND_MANEUVERS } from './hand-to-hand-maneuvers.js';
import { UNUSUAL_FOE_MANEUVERS } from './unusual-foe-maneuvers.js';
import { canCallShot, HIT_LOCATION_LABELS, hitLocationModifier, type CreatureSize, type HitLocation } from './hit-locations.js';

export type ManeuverId =
  | 'melee-dodge'
  | 'parry'
  | 'attack'
  | 'block'
  | 'offensive-disengage'
  | 'parry-seize'
  | 'disarming-attack'
  | 'lunge'
  | 'close'
  | 'retreat'
  | 'push'
  | 'shield-bash'
  // Hand to hand (Karmic, "Hand to Hand Combat"): striking maneuvers…
  | 'hand-attack'
  | 'leg-attack'
  | 'head-butt'
  | 'hth-lunge'
  | 'hth-disarm'
  | 'take-down'
  | 'tackle'
  | 'hth-block'
  | 'block-grab'
  | 'hth-dodge'
  | 'dodge-seize'
  | 'disengage'
  // …and wrestling maneuvers.
  | 'suffocate'
  | 'pin'
  | 'bash'
  | 'counter'
  | 'reversal'
  | 'escape'
  | 'gouge'
  // Karmic, "Changing Weapons": a card spent dropping one weapon and drawing another.
  | 'change-weapon'
  // Karmic, "Small Creature Maneuvers": a bigger fighter against a small foe.
  | 'swat'
  | 'smash'
  // Karmic, "Large Creature Maneuvers": a smaller fighter against a large foe…
  | 'flank'
  | 'cling'
  | 'chop'
  // …and the large foe's answer to a fighter clinging to him.
  | 'buck';

/** What a defensive maneuver counts as when deciding whether it can stop an attack. */
export type DefenceKind = 'dodge' | 'parry' | 'block' | 'counter' | 'buck';

/**
 * Wrestling range, the range closer than 0 (Karmic, "Range": the fighters are on top of each
 * other). Kept as a number below 0 so every "range" in the duel stays one number.
 */
export const WRESTLING = -1;

/** A range as the book says it: "range 2", "range 0", "wrestling range". */
export function rangeWords(range: number): string {
  return range === WRESTLING ? 'wrestling range' : `range ${range}`;
}

/**
 * The hand-to-hand maneuvers whose difficulty depends on who they are against (Karmic,
 * "Take Down", "Block", "Block Grab", "Gouge", "Tackle"); see `difficultyTerm` in
 * melee/registers.ts.
 */
export type VariableDifficulty = 'take-down' | 'hth-block' | 'block-grab' | 'gouge' | 'tackle' | 'flank' | 'chop';

export interface Maneuver {
  readonly id: ManeuverId;
  readonly name: string;
  /**
   * Basic or complex (the seed's two lists); shield bash comes from the shields section;
   * striking and wrestling are the hand-to-hand lists, made with no weapon.
   */
  readonly group: 'basic' | 'complex' | 'shield' | 'striking' | 'wrestling' | 'special' | 'small-foe' | 'large-foe';
  /** Added to the card like any skill modifier. */
  readonly difficulty: number;
  /**
   * The seed marks it "A character must have the initiative to…": only the side holding the
   * initiative (the attacker) may declare it. `needsInitiative` in melee/rulings.ts adds what a
   * table ruling reserves to the attacker as well.
   */
  readonly needsInitiative: boolean;
  /**
   * An action on the other fighter that the seed does not mark as needing the initiative
   * (hand and leg attacks, head butts, take downs, gouges, escapes, swats, chops): either
   * fighter may make it, unless the table ruling "Blows the seed does not mark" says otherwise.
   */
  readonly unmarkedBlow?: true;
  /**
   * The seed calls it an attack (Karmic, "Surprise": the surprising fighter "gets one attack").
   */
  readonly anAttack?: true;
  /** Declaration stops once this register is answered, and the registers so far resolve. */
  readonly resolvesImmediately: boolean;
  /** Defensive maneuvers: what they count as. */
  readonly defence?: DefenceKind;
  /** Offensive maneuvers: which kinds of defence can stop them. Anything else leaves them unopposed. */
  readonly stoppedBy?: readonly DefenceKind[];
  /** Deals damage when it succeeds (card + edge, capped). */
  readonly damages: boolean;
  /** Includes a step forward (attacks) or a step back (parries, blocks, dodges) unless the player holds ground. */
  readonly step?: 'forward' | 'back';
  /** The player may choose not to step, at HOLD_GROUND_MODIFIER (Karmic, "Range"). */
  readonly mayHoldGround: boolean;
  /**
   * Range needed: the weapon's own range, range 0 only, or no weapon reach needed; for hand
   * to hand, range 0 or wrestling (`hand`), range 1 only (`one`), range 0 or 1 (`zero-or-one`),
   * wrestling only (`wrestling`), or anywhere from range 1 in (`close-in`, the defences).
   */
  readonly reach: 'weapon' | 'weapon-or-one-less' | 'zero' | 'none' | 'parry' | 'hand' | 'one' | 'zero-or-one' | 'wrestling' | 'close-in';
  /** Hand to hand: the maneuver's own maximum damage and edge (a weapon's come from the weapon). */
  readonly maxDamage?: number;
  readonly edge?: number;
  /** The difficulty depends on the two fighters (the table's `difficulty` is then its base). */
  readonly variable?: VariableDifficulty;
  /** Change of range when it succeeds. */
  readonly rangeChange: number;
  /** Limits in words, for the page and the widget. */
  readonly limits: string;
  /** What success does, in words. */
  readonly effect: string;
}

/**
 * Karmic, "Range": an attacker who does not step forward, or a defender who does not (or
 * cannot) step back, takes this modifier on that maneuver.
 */
export const HOLD_GROUND_MODIFIER = -2;

// Listed in the order a player usually reaches for them: the first legal one is the widget's default.
export const MANEUVERS: readonly Maneuver[] = [
  {
    id: 'attack',
    name: 'Attack',
    group: 'basic',
    difficulty: 0,
    needsInitiative: true,
    anAttack: true,
    resolvesImmediately: false,
    stoppedBy: ['parry', 'dodge', 'block'],
    damages: true,
    step: 'forward',
    mayHoldGround: true,
    reach: 'weapon',
    rangeChange: 0,
    limits: "Only at the weapon's own range.",
    effect: "Damage: card + edge, up to the weapon's maximum.",
  },
  {
    id: 'parry',
    name: 'Parry',
    group: 'basic',
    difficulty: 0,
    needsInitiative: false,
    resolvesImmediately: false,
    defence: 'parry',
    damages: false,
    step: 'back',
    mayHoldGround: true,
    reach: 'parry',
    rangeChange: 0,
    limits: "The weapon must reach, or the attacker's weapon must be longer.",
    effect: "A positive total comes off the attacker's total.",
  },
  {
    id: 'melee-dodge',
    name: 'Melee dodge',
    group: 'basic',
    difficulty: -2,
    needsInitiative: false,
    resolvesImmediately: false,
    defence: 'dodge',
    damages: false,
    step: 'back',
    mayHoldGround: false,
    reach: 'none',
    rangeChange: 0,
    limits: "Once per turn. No force bonus. Does not count against the weapon's maneuvers.",
    effect: "A positive total comes off the attacker's total.",
  },
  {
    id: 'block',
    name: 'Block',
    group: 'basic',
    difficulty: 0,
    needsInitiative: false,
    resolvesImmediately: false,
    defence: 'block',
    damages: false,
    step: 'back',
    mayHoldGround: true,
    reach: 'none',
    rangeChange: 0,
    limits: 'Needs a shield or buckler; not in a round the shield bashes.',
    effect: "A positive total comes off the attacker's total.",
  },
  {
    id: 'offensive-disengage',
    name: 'Offensive disengage',
    group: 'complex',
    difficulty: -4,
    needsInitiative: true,
    anAttack: true,
    resolvesImmediately: true,
    stoppedBy: ['parry', 'block'],
    damages: false,
    step: 'forward',
    mayHoldGround: false,
    reach: 'weapon',
    rangeChange: 2,
    limits: "Only at the weapon's own range.",
    effect: 'No damage; combat ends and the range grows by 2.',
  },
  {
    id: 'parry-seize',
    name: 'Parry / seize the initiative',
    group: 'complex',
    difficulty: -3,
    needsInitiative: false,
    resolvesImmediately: true,
    defence: 'parry',
    damages: false,
    step: 'back',
    mayHoldGround: true,
    reach: 'parry',
    rangeChange: 0,
    limits: 'As a parry.',
    effect: 'If the attacker fails, the parrying side takes the initiative and declares the rest of its hand first.',
  },
  {
    id: 'disarming-attack',
    name: 'Disarming attack',
    group: 'complex',
    difficulty: -5,
    needsInitiative: true,
    anAttack: true,
    resolvesImmediately: true,
    stoppedBy: ['dodge', 'parry', 'block'],
    damages: false,
    step: 'forward',
    mayHoldGround: true,
    reach: 'weapon',
    rangeChange: 0,
    limits: "Only at the weapon's own range. Unopposed, it still needs a total above 0.",
    effect: "The opponent's weapon flies from his hand; combat goes on.",
  },
  {
    id: 'lunge',
    name: 'Lunge',
    group: 'complex',
    difficulty: -2,
    needsInitiative: true,
    anAttack: true,
    resolvesImmediately: false,
    stoppedBy: ['parry', 'dodge', 'block'],
    damages: true,
    step: 'forward',
    mayHoldGround: false,
    reach: 'weapon-or-one-less',
    rangeChange: 0,
    limits: "At the range the weapon reaches or one further; the defender's weapon gets the same reach.",
    effect: "An attack with the weapon's maximum damage raised by 1 (and might by 2).",
  },
  {
    id: 'close',
    name: 'Close',
    group: 'complex',
    difficulty: -3,
    needsInitiative: true,
    resolvesImmediately: true,
    stoppedBy: ['block', 'parry'],
    damages: false,
    mayHoldGround: false,
    reach: 'none',
    rangeChange: -1,
    limits: 'Not at range 0.',
    effect: 'Range shrinks by 1.',
  },
  {
    id: 'retreat',
    name: 'Retreat',
    group: 'complex',
    difficulty: -3,
    needsInitiative: true,
    resolvesImmediately: true,
    stoppedBy: ['parry', 'block'],
    damages: false,
    mayHoldGround: false,
    reach: 'none',
    rangeChange: 1,
    limits: 'Only while the range is shorter than the longest weapon in the fight.',
    effect: 'Range grows by 1.',
  },
  {
    id: 'push',
    name: 'Push',
    group: 'complex',
    difficulty: 0,
    needsInitiative: true,
    resolvesImmediately: true,
    stoppedBy: ['dodge'],
    damages: false,
    mayHoldGround: false,
    reach: 'zero',
    rangeChange: 1,
    limits: 'Range 0 only.',
    effect: 'Range grows by 1.',
  },
  {
    id: 'shield-bash',
    name: 'Shield bash',
    group: 'shield',
    difficulty: 0,
    needsInitiative: true,
    anAttack: true,
    resolvesImmediately: false,
    stoppedBy: ['parry', 'dodge', 'block'],
    damages: true,
    step: 'forward',
    mayHoldGround: true,
    reach: 'zero',
    rangeChange: 0,
    limits: 'A small shield, range 0, once per round; the shield cannot block that round.',
    effect: 'Damage to the head, at most 1, no hit-location benefit.',
  },
  // Hand to hand (Karmic, "Hand to Hand Combat"): hand-to-hand-maneuvers.ts.
  ...HAND_TO_HAND_MANEUVERS,
  {
    id: 'change-weapon',
    name: 'Change weapons',
    group: 'special',
    difficulty: 0,
    needsInitiative: false,
    resolvesImmediately: false,
    damages: false,
    mayHoldGround: false,
    reach: 'none',
    rangeChange: 0,
    limits: 'Needs a second weapon to draw. Either side, in its own slot; nothing else that turn.',
    effect: 'The old weapon is dropped and the other drawn; next round the hand is the lower of its skill and fast draw.',
  },
  // Small and large creatures (Karmic, "Unusual Foes"): unusual-foe-maneuvers.ts.
  ...UNUSUAL_FOE_MANEUVERS,
];

export function maneuver(id: ManeuverId): Maneuver {
  const m = MANEUVERS.find((x) => x.id === id);
  if (!m) throw new RangeError(`no maneuver "${id}"`);
  return m;
}

/** Is this one of the maneuvers? (Compared with the table's ids, so `constructor` is not.) */
export function isManeuverId(text: unknown): text is ManeuverId {
  return typeof text === 'string' && MANEUVERS.some((m) => m.id === text);
}

export { isHitLocation, type HitLocation } from './hit-locations.js';

export type { CreatureSize } from './hit-locations.js';

/**
 * The melee location choices against a target of this size, in the order a widget lists
 * them (Karmic, "Hit Location", "Large Creature To-Hit Modifiers", "Small Creature To-Hit
 * Modifiers"); a shot that cannot be called (a small creature's head vitals) is left out.
 */
export function meleeLocations(
  size: CreatureSize = 'normal',
): { readonly id: HitLocation; readonly name: string; readonly modifier: number }[] {
  return (Object.keys(HIT_LOCATION_LABELS) as HitLocation[])
    .filter((id) => canCallShot(id, size))
    .map((id) => ({ id, name: id === 'torso' ? 'Torso (no call)' : HIT_LOCATION_LABELS[id], modifier: hitLocationModifier(id, size) }));
}

/** The choices against a target of the attacker's size. */
export const MELEE_LOCATIONS = meleeLocations('normal');

/** The called shot's modifier against a target of this size (undefined: it cannot be called). */
export function locationModifier(id: HitLocation, size: CreatureSize = 'normal'): number | undefined {
  return canCallShot(id, size) ? hitLocationModifier(id, size) : undefined;
}

/** A hand-to-hand maneuver: made with no weapon, from the striking or wrestling lists. */
export function isHandToHand(id: ManeuverId): boolean {
  const group = maneuver(id).group;
  return group === 'striking' || group === 'wrestling';
}

/** The hand a maneuver is made with when the player does not say: none for a dodge or hand to hand. */
export function defaultHand(id: ManeuverId): 'main' | 'none' {
  return id === 'melee-dodge' || id === 'change-weapon' || id === 'flank' || id === 'cling' || id === 'buck' || isHandToHand(id)
    ? 'none'
    : 'main';
}

/** Only an attack or a lunge can be aimed at a body part (a shield bash always goes to the head). */
export function mayCallShot(id: ManeuverId): boolean {
  return id === 'attack' || id === 'lunge';
}
