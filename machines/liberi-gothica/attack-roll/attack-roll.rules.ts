/**
 * Liberi Gothica, playing an exchange: the rules it needs beyond the attack roll itself
 * (attack.ts), the damage tables (damage.ts), the wound charts (wounds.ts) and healing
 * (healing.ts): where each rule is stated, the action economy, speed by size, the
 * extra-weapon penalty, Charge and the tackle, weapons and the hands that hold them, natural
 * attacks, Lethal Blow, a failed Treatment, and minions under attack. How a crippling wound
 * runs its course is part of its chart entry, in wounds.ts.
 *
 * Pages: content/liberi-gothica/actions.mdx, attack-and-defense.mdx (section "Playing an
 * exchange"), damage-and-wounds.mdx ("Wounds over time", "A ram in the exchange"),
 * minions-and-healing.mdx ("Minions in a fight", "Resting after a fight"). Every "Table ruling"
 * here is shown there and tested in attack-roll.rules.test.ts.
 */
import { signed, type RuleRef, type Why } from '../../core/explain.js';
import { ACTIONS_PER_TURN } from '../body.js';
import { dice, formatDice, unarmedAttack, weaponOfSize, COLOSSAL, type Dice } from '../damage.js';
import type { Location } from '../wounds.js';

// ---------------------------------------------------------------------------------------
// Where each rule is stated (the anchors are the pages' own headings)

const page = (p: string) => `liberi-gothica/${p}`;
export const ATTACK_ROLL_RULES = {
  actions: { page: page('actions'), section: 'the-list', title: 'Actions' },
  speed: { page: page('actions'), section: 'speed-by-size', title: 'Speed by size' },
  unlistedSize: { page: page('actions'), section: 'sizes-the-book-does-not-list', title: 'Table ruling: sizes the book does not list' },
  delay: { page: page('actions'), section: 'delaying-an-action', title: 'Delaying an action' },
  prepare: { page: page('actions'), section: 'preparing-an-action', title: 'Preparing an action' },
  preparedKinds: {
    page: page('actions'),
    section: 'what-can-be-prepared',
    title: 'Table ruling: what can be prepared, and what sets it off',
  },
  abilities: { page: page('actions'), section: 'abilities-and-skills', title: 'Table ruling: abilities and skills at the table' },
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
  bothWays: { page: page('attack-and-defense'), section: 'both-fighters-act', title: 'Table ruling: both fighters act' },
  tackle: { page: page('attack-and-defense'), section: 'tackles', title: 'Table ruling: what a tackle is' },
  reach: { page: page('attack-and-defense'), section: 'reach-and-order', title: 'Table ruling: reach and who acts first' },
  charge: { page: page('attack-and-defense'), section: 'charge-and-several-weapons', title: 'Table ruling: Charge and several weapons' },
  held: { page: page('attack-and-defense'), section: 'delayed-and-prepared-attacks', title: 'Table ruling: delayed and prepared attacks' },
  surprise: { page: page('attack-and-defense'), section: 'surprise-and-the-helpless', title: 'Table ruling: surprise and the helpless' },
  lethal: { page: page('attack-and-defense'), section: 'lethal-blow-in-play', title: 'Table ruling: a lethal blow needs no roll' },
  lethalWound: {
    page: page('attack-and-defense'),
    section: 'the-wound-a-lethal-blow-leaves',
    title: 'Table ruling: the wound a lethal blow leaves',
  },
  weaponSize: { page: page('damage-and-wounds'), section: 'weapon-damage-by-size', title: 'Weapon damage by size' },
  unarmed: { page: page('damage-and-wounds'), section: 'unarmed-attacks', title: 'Unarmed attacks' },
  natural: { page: page('damage-and-wounds'), section: 'natural-attacks', title: 'Table ruling: natural attacks' },
  crippling: { page: page('damage-and-wounds'), section: 'crippling-wounds', title: 'Crippling wounds' },
  location: { page: page('damage-and-wounds'), section: 'where-the-wound-lands-1d6', title: 'Where the wound lands' },
  torso: { page: page('damage-and-wounds'), section: 'torso-wounds', title: 'Torso wounds' },
  legs: { page: page('damage-and-wounds'), section: 'leg-wounds', title: 'Leg wounds' },
  arms: { page: page('damage-and-wounds'), section: 'arm-wounds', title: 'Arm wounds' },
  head: { page: page('damage-and-wounds'), section: 'head-wounds', title: 'Head wounds' },
  course: { page: page('damage-and-wounds'), section: 'how-long-each-stage-lasts', title: 'Table ruling: a wound’s stages' },
  movement: { page: page('damage-and-wounds'), section: 'legs-that-cannot-carry-you', title: 'Table ruling: leg wounds and moving' },
  penalties: { page: page('damage-and-wounds'), section: 'penalties-on-later-rolls', title: 'Table ruling: which rolls a wound touches' },
  treatment: { page: page('damage-and-wounds'), section: 'treatment', title: 'Table ruling: what a Treatment check does' },
  treatmentWhen: { page: page('damage-and-wounds'), section: 'when-treatment-is-given', title: 'Table ruling: when Treatment is given' },
  ramming: { page: page('damage-and-wounds'), section: 'ramming', title: 'Ramming' },
  ram: { page: page('damage-and-wounds'), section: 'a-ram-in-the-exchange', title: 'Table ruling: a ram in play' },
  death: { page: page('death-and-passing-on'), section: 'down-out-dead', title: 'Down, out, dead' },
  minions: { page: page('minions-and-healing'), section: 'controlling-minions', title: 'Controlling minions' },
  minionsInAFight: { page: page('minions-and-healing'), section: 'minions-in-a-fight', title: 'Table ruling: how minions take hits' },
  minionGroups: { page: page('minions-and-healing'), section: 'several-groups', title: 'Table ruling: groups of minions' },
  tacks: { page: page('minions-and-healing'), section: 'damage-to-tacks-attributes', title: 'Damage to TACKS attributes' },
  tacksAtRest: {
    page: page('minions-and-healing'),
    section: 'when-a-tacks-point-comes-back',
    title: 'Table ruling: when a TACKS point comes back',
  },
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

/**
 * What each action costs. Charge (a Move, then the Attack or the tackle), Lethal Blow and a ram
 * take both; a reload, an ability and a Treatment are continuous actions, worked one action at
 * a time.
 */
export const ACTION_COST = {
  attack: 1,
  charge: 2,
  tackle: 2,
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
  /** "Ability": one action at a time of an ability that takes one or more. */
  ability: 1,
  /** "Skill": use a skill. */
  skill: 1,
  /** A Treatment in the fight: one action at a time of the chart's 2 or 4. */
  treatment: 1,
} as const;
/** The most actions an ability here may take ("2 (or more)"). */
export const MAX_ABILITY_ACTIONS = 6;
/** The longest order the exchange offers, in sentences (Knowledge above this is rare). */
export const MAX_ORDER_SENTENCES = 6;
/** "Charge": +2 to the Attack roll, or to the Strength check of a tackle. */
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

/** The sizes past Colossal a table may name (`colossal+1` … `colossal+10`: up to Toughness 29 to wield). */
export const MAX_ABOVE_COLOSSAL = 10;
type AboveColossal = `colossal+${number}`;
export type WeaponName = 'unarmed' | 'tiny' | 'small' | 'medium' | 'large' | 'huge' | 'massive' | 'colossal' | AboveColossal;
const WEAPON_SIZE: ReadonlyMap<WeaponName, number> = new Map<WeaponName, number>([
  ['tiny', -4],
  ['small', -3],
  ['medium', -2],
  ['large', -1],
  ['huge', 0],
  ['massive', 1],
  ['colossal', COLOSSAL],
  ...Array.from({ length: MAX_ABOVE_COLOSSAL }, (_, i) => [`colossal+${i + 1}` as AboveColossal, COLOSSAL + i + 1] as const),
]);
/** The names a table may give a weapon (own keys only: see core/attributes.ts). */
export const WEAPON_NAMES: ReadonlyMap<string, WeaponName> = new Map([
  ['unarmed', 'unarmed'],
  ...[...WEAPON_SIZE.keys()].map((n) => [n, n] as const),
]);

export interface WeaponStats {
  /** "a Large weapon (1d6)", "unarmed (as a Small weapon, 1d3; Light, Clumsy)", "bite (1d6 + 1, natural)" */
  readonly label: string;
  readonly damage: Dice;
  /** The Toughness needed to wield it (unarmed or natural: none). */
  readonly toughness: number | undefined;
  /** A natural attack: it needs no hand. */
  readonly natural?: boolean;
}

/** A natural attack's damage as a table writes it: a flat number, or 1–6 dice of d3, d4 or d6, plus or minus. */
export const NATURAL_DICE = { count: { min: 1, max: 6 }, sides: [3, 4, 6], plus: { min: -5, max: 10 }, flat: { min: 1, max: 20 } } as const;

/** "1d6+1", "2d4", "3": a natural attack's damage, or undefined when it is not one this table rolls. */
export function readNaturalDice(text: string): Dice | undefined {
  const flat = /^\d{1,2}$/.exec(text);
  if (flat) {
    const n = Number(text);
    return n >= NATURAL_DICE.flat.min && n <= NATURAL_DICE.flat.max ? dice(0, 6, n) : undefined;
  }
  const m = /^(\d)d(\d)([+-]\d{1,2})?$/.exec(text.toLowerCase());
  if (!m) return undefined;
  const [count, sides, plus] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  const ok =
    count >= NATURAL_DICE.count.min &&
    count <= NATURAL_DICE.count.max &&
    (NATURAL_DICE.sides as readonly number[]).includes(sides) &&
    plus >= NATURAL_DICE.plus.min &&
    plus <= NATURAL_DICE.plus.max;
  return ok ? dice(count, sides, plus) : undefined;
}

/**
 * A weapon's damage and requirement; an unarmed blow is a weapon three sizes below the
 * attacker, or the fighter's listed natural attack when it has one ("it uses that instead").
 */
export function weaponStats(name: WeaponName, attackerSize: number, natural?: { name: string; damage: Dice }): WeaponStats {
  if (name === 'unarmed') {
    if (natural)
      return {
        label: `${natural.name} (${formatDice(natural.damage)}, natural)`,
        damage: natural.damage,
        toughness: undefined,
        natural: true,
      };
    const { weapon, traits } = unarmedAttack(attackerSize);
    return {
      label: `unarmed (as a ${weapon.name} weapon, ${formatDice(weapon.damage)}; ${traits.join(', ')})`,
      damage: weapon.damage,
      toughness: undefined,
    };
  }
  const w = weaponOfSize(WEAPON_SIZE.get(name) ?? COLOSSAL);
  return { label: `${w.name} weapon (${formatDice(w.damage)})`, damage: w.damage, toughness: w.toughness };
}

/**
 * Table ruling (which rolls a wound touches): the first weapon is held in the right hand, the
 * second in the left; a third or fourth (a creature with more arms) in neither of those, and a
 * natural attack needs no hand.
 */
export function handOf(index: number, natural: boolean): 'right' | 'left' | undefined {
  if (natural) return undefined;
  return index === 0 ? 'right' : index === 1 ? 'left' : undefined;
}

/** Table ruling (too weak): the reason a weapon cannot be wielded, if it cannot. */
export function wieldProblem(name: WeaponName, toughness: number, attackerSize: number, who = 'the attacker'): string | undefined {
  const stats = weaponStats(name, attackerSize);
  if (stats.toughness === undefined || toughness >= stats.toughness) return undefined;
  return `a ${stats.label} needs Toughness ${stats.toughness}, and ${who} has ${toughness}`;
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
