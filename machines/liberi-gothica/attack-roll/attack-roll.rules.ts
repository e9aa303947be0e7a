/**
 * Liberi Gothica, playing an attack: the rules the exchange needs beyond the attack roll
 * itself (attack.ts), the damage and wound tables (wounds.ts) and healing (healing.ts):
 * the action economy around an attack, speed by size, the extra-weapon penalty, Charge,
 * Lethal Blow, ramming as an attack, a failed Treatment, and minions under attack. How a
 * crippling wound runs its course is part of its chart entry, in wounds.ts.
 *
 * Pages: content/liberi-gothica/attack-and-defense.mdx (section "Playing an exchange"),
 * damage-and-wounds.mdx ("Wounds over time", "A ram in the exchange"), minions-and-healing.mdx
 * ("Minions in a fight", "Resting after a fight"). Every "Table ruling" here is shown there and tested in attack-roll.rules.test.ts.
 */
import { signed, type RuleRef, type Why } from '../../core/explain.js';
import { ACTIONS_PER_TURN } from '../body.js';
import { unarmedAttack, weaponOfSize, formatDice, type Dice, type Location } from '../wounds.js';

// ---------------------------------------------------------------------------------------
// Where each rule is stated (the anchors are the pages' own headings)

const page = (p: string) => `liberi-gothica/${p}`;
export const ATTACK_ROLL_RULES = {
  actions: { page: page('actions'), section: 'the-list', title: 'Actions' },
  speed: { page: page('actions'), section: 'speed-by-size', title: 'Speed by size' },
  unlistedSize: { page: page('actions'), section: 'sizes-the-book-does-not-list', title: 'Table ruling: sizes the book does not list' },
  delay: { page: page('actions'), section: 'delaying-an-action', title: 'Delaying an action' },
  prepare: { page: page('actions'), section: 'preparing-an-action', title: 'Preparing an action' },
  // The same rule and ruling the Soul Prayer plays out in soul passing (SOUL_PASSING_RULES):
  // written out rather than imported, so the widget does not carry soul passing's whole table;
  // attack-roll.rules.test.ts checks the two stay equal.
  continuous: { page: page('actions'), section: 'continuous-actions', title: 'Continuous actions' },
  skipped: {
    page: page('actions'),
    section: 'when-a-skipped-continuous-action-is-lost',
    title: 'Table ruling: when a skipped continuous action is lost',
  },
  oneShot: { page: page('actions'), section: 'a-loaded-weapon-holds-one-shot', title: 'Table ruling: a loaded weapon holds one shot' },
  attackRoll: { page: page('attack-and-defense'), section: 'the-attack-roll', title: 'The attack roll' },
  damage: { page: page('attack-and-defense'), section: 'damage-on-a-hit', title: 'Damage on a hit' },
  reduction: { page: page('attack-and-defense'), section: 'protection-and-reduction', title: 'Protection and Reduction' },
  deflection: { page: page('attack-and-defense'), section: 'deflection', title: 'Deflection' },
  exchange: { page: page('attack-and-defense'), section: 'playing-an-exchange', title: 'Playing an exchange' },
  reach: { page: page('attack-and-defense'), section: 'reach-and-order', title: 'Table ruling: reach and who acts first' },
  charge: { page: page('attack-and-defense'), section: 'charge-and-several-weapons', title: 'Table ruling: Charge and several weapons' },
  held: { page: page('attack-and-defense'), section: 'delayed-and-prepared-attacks', title: 'Table ruling: delayed and prepared attacks' },
  surprise: { page: page('attack-and-defense'), section: 'surprise-and-the-helpless', title: 'Table ruling: surprise and the helpless' },
  lethal: { page: page('attack-and-defense'), section: 'lethal-blow-in-play', title: 'Table ruling: a lethal blow needs no roll' },
  weaponSize: { page: page('damage-and-wounds'), section: 'weapon-damage-by-size', title: 'Weapon damage by size' },
  unarmed: { page: page('damage-and-wounds'), section: 'unarmed-attacks', title: 'Unarmed attacks' },
  crippling: { page: page('damage-and-wounds'), section: 'crippling-wounds', title: 'Crippling wounds' },
  location: { page: page('damage-and-wounds'), section: 'where-the-wound-lands-1d6', title: 'Where the wound lands' },
  torso: { page: page('damage-and-wounds'), section: 'torso-wounds', title: 'Torso wounds' },
  legs: { page: page('damage-and-wounds'), section: 'leg-wounds', title: 'Leg wounds' },
  arms: { page: page('damage-and-wounds'), section: 'arm-wounds', title: 'Arm wounds' },
  head: { page: page('damage-and-wounds'), section: 'head-wounds', title: 'Head wounds' },
  course: { page: page('damage-and-wounds'), section: 'how-long-each-stage-lasts', title: 'Table ruling: a wound’s stages' },
  movement: { page: page('damage-and-wounds'), section: 'legs-that-cannot-carry-you', title: 'Table ruling: leg wounds and moving' },
  treatment: { page: page('damage-and-wounds'), section: 'treatment-after-the-fight', title: 'Table ruling: Treatment after the fight' },
  ramming: { page: page('damage-and-wounds'), section: 'ramming', title: 'Ramming' },
  ram: { page: page('damage-and-wounds'), section: 'a-ram-in-the-exchange', title: 'Table ruling: a ram in play' },
  death: { page: page('death-and-passing-on'), section: 'down-out-dead', title: 'Down, out, dead' },
  minions: { page: page('minions-and-healing'), section: 'controlling-minions', title: 'Controlling minions' },
  minionsInAFight: { page: page('minions-and-healing'), section: 'minions-in-a-fight', title: 'Table ruling: how minions take hits' },
  foci: { page: page('minions-and-healing'), section: 'with-a-foci', title: 'Healing with a Foci' },
  noFoci: { page: page('minions-and-healing'), section: 'without-a-foci', title: 'Healing without a Foci' },
  rest: { page: page('minions-and-healing'), section: 'when-the-rest-begins', title: 'Table ruling: the rest’s clock' },
} as const satisfies Record<string, RuleRef>;

export const WOUND_RULE: Record<Location, RuleRef> = {
  torso: ATTACK_ROLL_RULES.torso,
  legs: ATTACK_ROLL_RULES.legs,
  arms: ATTACK_ROLL_RULES.arms,
  head: ATTACK_ROLL_RULES.head,
};

// ---------------------------------------------------------------------------------------
// Actions and movement

/** What each action costs. Charge (a Move, then the Attack), Lethal Blow and a ram take both. */
export const ACTION_COST = {
  attack: 1,
  charge: 2,
  lethalBlow: 2,
  ram: 2,
  move: 1,
  defend: 1,
  deflect: 1,
  prepare: 1,
  delay: 1,
  /** "Command": one order to any subset of your minions. */
  command: 1,
  /** "Continuous actions": a reload is worked one action at a time. */
  reload: 1,
} as const;
/** The longest order the exchange offers, in sentences (Knowledge above this is rare). */
export const MAX_ORDER_SENTENCES = 6;
/** "Charge": +2 to the Attack roll. */
export const CHARGE_BONUS = 2;
/** "Multiple Weapon Fighting": −4 per weapon beyond the first, for every attack that round. */
export const EXTRA_WEAPON_PENALTY = 4;
export const MAX_WEAPONS = 4;
/** Table ruling (reach): a melee attack reaches a target within 5 feet, no further. */
export const MELEE_REACH_FEET = 5;
/** "Actions", Move: size −1 moves 20 feet, size 0 30 feet, size +1 40 feet; quadrupeds +20. */
export const SIZE_SPEEDS: ReadonlyMap<number, number> = new Map([
  [-1, 20],
  [0, 30],
  [1, 40],
]);
export const QUADRUPED_BONUS_FEET = 20;
/** Thrown back by a torso wound: 10 feet away from the blow. */
export const THROWN_BACK_FEET = 10;

/** The fewest feet a Move covers (table ruling: sizes the book does not list). */
export const LEAST_MOVE_FEET = 5;

/** Whether the book itself gives this size's Move ("Actions", Move: sizes −1, 0 and +1). */
export function isListedSize(size: number): boolean {
  return SIZE_SPEEDS.has(size);
}

/**
 * Feet one Move covers. Table ruling (sizes the book does not list): the same 10 feet per
 * size step, from size 0's 30, never below 5.
 */
export function speedFor(size: number, quadruped: boolean): number {
  const listed = SIZE_SPEEDS.get(size);
  const walk = listed ?? Math.max(LEAST_MOVE_FEET, 30 + 10 * size);
  return walk + (quadruped ? QUADRUPED_BONUS_FEET : 0);
}

/** Why a Move covers what it does, when the book gives no speed for this size (for a step's why). */
export function unlistedSpeedWhy(name: string, size: number, quadruped: boolean): Why[] {
  if (isListedSize(size)) return [];
  const walk = speedFor(size, false);
  return [
    {
      text: `The book gives no Move for size ${signed(size)}: 10 feet a size from size 0's 30, never below ${LEAST_MOVE_FEET}, gives ${name} ${walk} feet${quadruped ? ` (+${QUADRUPED_BONUS_FEET} on four legs)` : ''}.`,
      rule: ATTACK_ROLL_RULES.unlistedSize,
    },
  ];
}

/** The penalty for attacking with `weapons` weapons at once: −4 for each past the first. */
export function extraWeaponPenalty(weapons: number): number {
  return weapons > 1 ? -EXTRA_WEAPON_PENALTY * (weapons - 1) : 0;
}

// ---------------------------------------------------------------------------------------
// Weapons

export type WeaponName = 'unarmed' | 'tiny' | 'small' | 'medium' | 'large' | 'huge' | 'massive' | 'colossal';
/** The names a table may give a weapon, and its size (own keys only: see core/attributes.ts). */
export const WEAPON_NAMES: ReadonlyMap<string, WeaponName> = new Map(
  (['unarmed', 'tiny', 'small', 'medium', 'large', 'huge', 'massive', 'colossal'] as const).map((n) => [n, n]),
);
const WEAPON_SIZE: Readonly<Record<Exclude<WeaponName, 'unarmed'>, number>> = {
  tiny: -4,
  small: -3,
  medium: -2,
  large: -1,
  huge: 0,
  massive: 1,
  colossal: 2,
};

export interface WeaponStats {
  /** "a Large weapon (1d6)", "unarmed (as a Small weapon, 1d3; Light, Clumsy)" */
  readonly label: string;
  readonly damage: Dice;
  /** The Toughness needed to wield it (unarmed: none). */
  readonly toughness: number | undefined;
}

/** A weapon's damage and requirement; an unarmed blow is a weapon three sizes below the attacker. */
export function weaponStats(name: WeaponName, attackerSize: number): WeaponStats {
  if (name === 'unarmed') {
    const { weapon, traits } = unarmedAttack(attackerSize);
    return {
      label: `unarmed (as a ${weapon.name} weapon, ${formatDice(weapon.damage)}; ${traits.join(', ')})`,
      damage: weapon.damage,
      toughness: undefined,
    };
  }
  const w = weaponOfSize(WEAPON_SIZE[name]);
  return { label: `${w.name} weapon (${formatDice(w.damage)})`, damage: w.damage, toughness: w.toughness };
}

/** Table ruling (too weak): the reason a weapon cannot be wielded, if it cannot. */
export function wieldProblem(name: WeaponName, toughness: number, attackerSize: number): string | undefined {
  const stats = weaponStats(name, attackerSize);
  if (stats.toughness === undefined || toughness >= stats.toughness) return undefined;
  return `a ${stats.label} needs Toughness ${stats.toughness}, and the attacker has ${toughness}`;
}

/** The most a weapon's dice can show (Lethal Blow: "maximum damage for the weapon"). */
export function maxDamage(d: Dice): number {
  return Math.max(0, d.count * d.sides + d.plus);
}

// ---------------------------------------------------------------------------------------
// Who can be hit how

export type Awareness = 'aware' | 'surprised' | 'blind' | 'helpless';

export interface TargetState {
  readonly awareness: Awareness;
  /** Surprise still holds (table ruling: until the target's first turn begins). */
  readonly surprised: boolean;
  /** Life below 0: unconscious, and (table ruling) as helpless as it gets. */
  readonly unconscious: boolean;
  /** Cannot move: bound, or a leg wound that stops it. */
  readonly immobile: boolean;
}

/** What attack.ts needs to know: which active defenses the target can use. */
export function awarenessOf(t: TargetState): { surprised: boolean; blind: boolean; helpless: boolean } {
  return {
    surprised: t.surprised,
    blind: t.awareness === 'blind',
    helpless: t.awareness === 'helpless' || t.unconscious,
  };
}

/** "Lethal Blow": only against an immobile, surprised or helpless target. */
export function lethalTargetProblem(t: TargetState): string | undefined {
  const a = awarenessOf(t);
  if (t.immobile || a.surprised || a.helpless) return undefined;
  return 'a lethal blow needs a target that is immobile, surprised or helpless';
}

/**
 * Table ruling (a failed Treatment of organ damage): the try used its actions anyway, and
 * the victim bleeds once for every two of them (one turn) before the next try.
 */
export function failedTreatmentBleed(bleedPerTurn: number, actions: number): number {
  return bleedPerTurn * Math.ceil(actions / ACTIONS_PER_TURN);
}

// ---------------------------------------------------------------------------------------
// Minions

/**
 * Table ruling (minions under attack): a minion is hit, wounded and killed like any
 * creature. "They follow the order as long as they can": an unconscious minion cannot, so
 * its order lapses and it needs a new one (a Command action) once it wakes.
 */
export function orderLapses(kind: 'liberi' | 'creature' | 'minion', unconscious: boolean): boolean {
  return kind === 'minion' && unconscious;
}
