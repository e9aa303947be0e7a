/**
 * The dice-pool system: an attack as two contests — base dice against dodge dice to hit,
 * damage dice against defense dice to hurt. Page: content/dice-pool/attacks-and-damage.mdx.
 */
import type { Chance } from '../core/random.js';
import { armourBonuses, type Worn } from './armour.js';
import { defaultDamageDice, TWO_HANDED_DAMAGE, WEAPON_TYPES, WEIGHT_ATTRIBUTE, type WeaponType, type Weight } from './melee.js';
import { caliber, caliberBonuses, rangeBand, THROWN_RANGE, type Caliber } from './ranged.js';
import { beats, buildPool, damageDealt, rollPool, upgrade, type Pool, type PoolRoll } from './pool.js';

export interface Attacker {
  readonly agility: number;
  readonly physique: number;
}

export interface Defender {
  readonly agility: number;
  readonly physique: number;
  readonly armour?: Worn;
}

/** The four pools of one attack. */
export interface AttackPools {
  readonly base: Pool;
  readonly dodge: Pool;
  readonly damage: Pool;
  readonly defense: Pool;
}

export interface MeleeWeapon {
  readonly weight: Weight;
  readonly type: WeaponType;
  readonly twoHanded?: boolean;
  /** The weapon's own damage dice; the table ruling's default when left out. */
  readonly damageDice?: Pool;
}

function targetPools(target: Defender, ignoreArmourDefense: boolean): Pick<AttackPools, 'dodge' | 'defense'> {
  const armour = armourBonuses(target.armour);
  return {
    dodge: buildPool(target.agility, armour.dodge),
    defense: buildPool(target.physique, ignoreArmourDefense ? 0 : armour.defense),
  };
}

function weaponDamage(weapon: MeleeWeapon, bonus: number): Pool {
  const own = weapon.damageDice ?? defaultDamageDice(weapon.twoHanded ?? false);
  return upgrade(own, bonus + (weapon.twoHanded ? TWO_HANDED_DAMAGE : 0));
}

/** Melee: weight picks the base attribute, type upgrades hit and damage, blunt ignores armour defense. */
export function meleePools(weapon: MeleeWeapon, attacker: Attacker, target: Defender): AttackPools {
  const type = WEAPON_TYPES[weapon.type];
  return {
    base: buildPool(attacker[WEIGHT_ATTRIBUTE[weapon.weight]], type.hit),
    damage: weaponDamage(weapon, type.damage),
    ...targetPools(target, type.ignoresArmourDefense),
  };
}

export interface RangedWeapon {
  readonly caliber: Caliber;
  readonly damageDice?: Pool;
}

/** Ranged: agility, upgraded by the caliber's bonuses for the range; out of range cannot be shot. */
export function rangedPools(gun: RangedWeapon, distance: number, attacker: Attacker, target: Defender): AttackPools | { error: string } {
  const row = caliber(gun.caliber);
  const band = rangeBand(distance, row.range);
  if (band === 'out of range') return { error: `${distance} squares is beyond this caliber's long range of ${row.range.long}` };
  const bonus = caliberBonuses(row, band);
  return {
    base: buildPool(attacker.agility, bonus.hit),
    damage: upgrade(gun.damageDice ?? defaultDamageDice(false), bonus.damage),
    ...targetPools(target, false),
  };
}

/**
 * Table ruling (throwing): agility base dice, the type's hit and damage bonuses in place of
 * a caliber at any distance up to 10 squares. A thrown blunt weapon still ignores the
 * armour's defense bonus: it is the same weapon making a damage roll.
 */
export function thrownPools(weapon: MeleeWeapon, distance: number, attacker: Attacker, target: Defender): AttackPools | { error: string } {
  if (rangeBand(distance, THROWN_RANGE) === 'out of range')
    return { error: `a thrown weapon reaches ${THROWN_RANGE.long} squares, not ${distance}` };
  const type = WEAPON_TYPES[weapon.type];
  return {
    base: buildPool(attacker.agility, type.hit),
    damage: weaponDamage(weapon, type.damage),
    ...targetPools(target, type.ignoresArmourDefense),
  };
}

export interface AttackRoll {
  readonly base: PoolRoll;
  readonly dodge: PoolRoll;
  readonly hit: boolean;
  /** Only rolled on a hit. */
  readonly damage?: PoolRoll;
  readonly defense?: PoolRoll;
  readonly damageDealt: number;
}

/** Roll step 1 against step 2 and, on a hit, step 3 against step 4. */
export function rollAttack(chance: Chance, pools: AttackPools): [AttackRoll, Chance] {
  let next = chance;
  let base: PoolRoll, dodge: PoolRoll;
  [base, next] = rollPool(next, pools.base);
  [dodge, next] = rollPool(next, pools.dodge);
  const hit = beats(base.total, dodge.total);
  if (!hit) return [{ base, dodge, hit, damageDealt: 0 }, next];
  let damage: PoolRoll, defense: PoolRoll;
  [damage, next] = rollPool(next, pools.damage);
  [defense, next] = rollPool(next, pools.defense);
  return [{ base, dodge, hit, damage, defense, damageDealt: damageDealt(damage.total, defense.total) }, next];
}
