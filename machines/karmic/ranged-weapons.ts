/**
 * Sample ranged weapons for the widget's presets. The seed gives no weapon table: only
 * the spear's aim of 3 (the Enris example) and the short bow's maximum maneuvers of ½
 * come from it. Every other number here is the project's, chosen to show the rules at
 * work, and the page says so (table ruling "Sample weapons").
 */
import type { RangedWeapon } from './ranged-shot.js';

export type WeaponPreset = 'spear' | 'short-bow' | 'throwing-knife' | 'rock' | 'crossbow';

export const WEAPON_PRESETS: Record<WeaponPreset, RangedWeapon> = {
  spear: { name: 'Thrown spear', aim: 3, range: 20, force: 0, rate: { shots: 1, turns: 1 }, edge: 1, maxDamage: 5, hands: 1 },
  'short-bow': { name: 'Short bow', aim: 3, range: 60, force: 1, rate: { shots: 1, turns: 2 }, edge: 1, maxDamage: 6, hands: 2 },
  'throwing-knife': { name: 'Throwing knife', aim: 2, range: 10, force: 1, rate: { shots: 2, turns: 1 }, edge: 0, maxDamage: 3, hands: 1 },
  rock: { name: 'Rock', aim: 1, range: 15, force: 0, rate: { shots: 1, turns: 1 }, edge: 0, maxDamage: 2, hands: 1 },
  crossbow: { name: 'Crossbow', aim: 4, range: 80, force: 2, rate: { shots: 1, turns: 3 }, edge: 2, maxDamage: 8, hands: 2 },
};

export const WEAPON_PRESET_IDS = Object.keys(WEAPON_PRESETS) as WeaponPreset[];

export function isWeaponPreset(text: string): text is WeaponPreset {
  return (WEAPON_PRESET_IDS as string[]).includes(text);
}
