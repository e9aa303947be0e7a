/**
 * Attribute text → aiming machine input, with one specific message per bad value. A bad
 * value is reported and its default used, so the widget always runs.
 */
import { parseCards } from '../core/cards.js';
import { karmaDeck } from './karma-deck.js';
import type { AimingEvent, AimingInput } from './aiming.machine.js';
import { parseFireRate } from './ranged-rate.js';
import type { RangedWeapon, Shooter, Target } from './ranged-shot.js';
import { MOVEMENT, type CreatureSize, type HitLocation, type Situation } from './ranged-tables.js';
import { WEAPON_PRESETS, WEAPON_PRESET_IDS, isWeaponPreset, type WeaponPreset } from './ranged-weapons.js';

export type AimingAttributes = Partial<Record<
  | 'seed' | 'deck' | 'weapon' | 'aim' | 'range' | 'force' | 'maneuvers' | 'edge' | 'max-damage' | 'hands'
  | 'skill' | 'finesse' | 'armour-finesse' | 'situation' | 'distance' | 'location' | 'size' | 'dodge' | 'block' | 'melee',
  string | null
>>;

export const DEFAULT_SEED = 1;
export const DEFAULT_SHOOTER: Shooter = { skill: 1, finesse: 0, armourFinesse: 0 };
export const DEFAULT_TARGET: Target = {
  situations: ['stationary'],
  distance: 10,
  location: 'torso',
  size: 'normal',
  dodge: null,
  block: null,
  inMelee: false,
};

const SITUATION_WORDS: Record<string, Situation> = {
  running: 'running', walking: 'walking', stationary: 'stationary', prone: 'prone',
  obscured: 'obscured', 'partially-obscured': 'obscured', 'low-light': 'low-light', riding: 'riding',
};
const LOCATION_WORDS: readonly HitLocation[] = ['torso', 'head', 'head-vitals', 'torso-vitals', 'legs', 'arms'];
const SIZE_WORDS: readonly CreatureSize[] = ['normal', 'large', 'small'];

function present(v: string | null | undefined): v is string {
  return v !== null && v !== undefined && v.trim() !== '';
}

/** A whole number within [min, max], or a message naming the attribute and the limits. */
function wholeNumber(name: string, text: string, min: number, max: number): number | string {
  const t = text.trim().replace(/^\+/, '').replace('−', '-');
  if (!/^-?\d+$/.test(t)) return `${name}: "${text}" is not a whole number`;
  const n = Number(t);
  if (n < min || n > max) return `${name}: ${n} is outside ${min} to ${max}`;
  return n;
}

export function parseAimingSetup(attrs: AimingAttributes, fallbackSeed = DEFAULT_SEED): { input: AimingInput; errors: string[] } {
  const errors: string[] = [];
  const num = (name: keyof AimingAttributes, fallback: number, min: number, max: number): number => {
    const text = attrs[name];
    if (!present(text)) return fallback;
    const r = wholeNumber(name, text, min, max);
    if (typeof r === 'string') {
      errors.push(`${r}; using ${fallback}`);
      return fallback;
    }
    return r;
  };

  // Seed
  let seed = fallbackSeed;
  if (present(attrs.seed)) {
    const r = wholeNumber('seed', attrs.seed, -2147483648, 2147483647);
    if (typeof r === 'string') errors.push(`${r}; using a fresh seed`);
    else seed = r;
  }

  // Stacked deck
  let stacked: string[] = [];
  if (present(attrs.deck)) {
    const parsed = parseCards(attrs.deck, new Set(karmaDeck()));
    if ('error' in parsed) {
      const hint = /not in this deck/.test(parsed.error) ? ' (a new karma deck has no 6 to 10 of diamonds or clubs)' : '';
      errors.push(`deck: ${parsed.error}${hint}; the deck is shuffled instead`);
    } else stacked = parsed.cards;
  }

  // Weapon: a preset, then any stat given on its own overrides it
  let preset: WeaponPreset = 'spear';
  let customNamed = false;
  if (present(attrs.weapon)) {
    const w = attrs.weapon.trim().toLowerCase();
    if (isWeaponPreset(w)) preset = w;
    else if (w === 'custom') customNamed = true; // starts from the spear's numbers
    else errors.push(`weapon: "${attrs.weapon}" is not one of ${WEAPON_PRESET_IDS.join(', ')} or custom; using spear`);
  }
  const base = WEAPON_PRESETS[preset];
  let rate = base.rate;
  if (present(attrs.maneuvers)) {
    const r = parseFireRate(attrs.maneuvers);
    if ('error' in r) errors.push(`maneuvers: ${r.error}; using ${base.rate.shots}/${base.rate.turns}`);
    else rate = r;
  }
  const custom = ['aim', 'range', 'force', 'maneuvers', 'edge', 'max-damage', 'hands'].some((k) => present(attrs[k as keyof AimingAttributes]));
  const weapon: RangedWeapon = {
    name: customNamed ? 'Custom weapon' : custom ? `${base.name} (custom)` : base.name,
    aim: num('aim', base.aim, 1, 10),
    range: num('range', base.range, 1, 1000),
    force: num('force', base.force, -10, 10),
    rate,
    edge: num('edge', base.edge, -10, 10),
    maxDamage: num('max-damage', base.maxDamage, 0, 50),
    hands: num('hands', base.hands, 1, 4),
  };

  const shooter: Shooter = {
    skill: num('skill', DEFAULT_SHOOTER.skill, 0, 10),
    finesse: num('finesse', DEFAULT_SHOOTER.finesse, -10, 10),
    armourFinesse: num('armour-finesse', DEFAULT_SHOOTER.armourFinesse, -10, 0),
  };

  // Target
  let situations: Situation[] = [...DEFAULT_TARGET.situations];
  if (attrs.situation !== null && attrs.situation !== undefined) {
    const words = attrs.situation.trim().toLowerCase().split(/[\s,]+/).filter(Boolean);
    const bad = words.filter((w) => !(w in SITUATION_WORDS));
    const ids = [...new Set(words.filter((w) => w in SITUATION_WORDS).map((w) => SITUATION_WORDS[w]!))];
    const moving = ids.filter((s) => MOVEMENT.includes(s));
    if (bad.length > 0) {
      errors.push(`situation: ${bad.map((b) => `"${b}"`).join(', ')} not known (use running, walking, stationary, prone, obscured, low-light, riding); using stationary`);
    } else if (moving.length > 1) {
      errors.push(`situation: a target cannot be ${moving.join(' and ')} at once; using stationary`);
    } else situations = ids;
  }
  let distance = DEFAULT_TARGET.distance;
  if (present(attrs.distance)) {
    const t = attrs.distance.trim();
    if (!/^\d+(\.\d+)?$/.test(t)) errors.push(`distance: "${attrs.distance}" is not a number of yards; using ${distance}`);
    else distance = Number(t);
  }
  let location: HitLocation = 'torso';
  let size: CreatureSize = 'normal';
  if (present(attrs.size)) {
    const s = attrs.size.trim().toLowerCase();
    if ((SIZE_WORDS as string[]).includes(s)) size = s as CreatureSize;
    else errors.push(`size: "${attrs.size}" is not normal, large or small; using normal`);
  }
  if (present(attrs.location)) {
    const l = attrs.location.trim().toLowerCase();
    if (!(LOCATION_WORDS as string[]).includes(l)) errors.push(`location: "${attrs.location}" is not one of ${LOCATION_WORDS.join(', ')}; using torso`);
    else if (l === 'head-vitals' && size === 'small') errors.push('location: head vitals cannot be called on a small creature; using torso');
    else location = l as HitLocation;
  }
  const dodge = present(attrs.dodge) ? num('dodge', 0, -30, 30) : null;
  let block = present(attrs.block) ? num('block', 0, -30, 30) : null;
  if (dodge !== null && block !== null) {
    errors.push('block: a target that dodges can take no other action, so it cannot also block; the block is ignored');
    block = null;
  }
  let inMelee = false;
  if (attrs.melee !== null && attrs.melee !== undefined) {
    const m = attrs.melee.trim().toLowerCase();
    if (m === '' || m === 'true' || m === 'melee') inMelee = true;
    else if (m !== 'false') errors.push(`melee: "${attrs.melee}" should be present (firing into melee) or absent; treated as absent`);
  }

  return {
    input: { seed, stacked, weapon, shooter, target: { situations, distance, location, size, dodge, block, inMelee } },
    errors,
  };
}

/**
 * The book's worked example: Enris aims his spear (aim 3) at a deer and is dealt +2, −4,
 * −7, then +5 as the +2 falls off; he throws with the +5. His finesse of +1 is from the
 * seed's charm example (a +5 "modified for his finesse" is +6). The deer's distance and
 * the spear's stats other than aim are not given; these are the project's.
 */
export const ENRIS_EXAMPLE: { input: AimingInput; events: AimingEvent[] } = {
  input: {
    seed: 2008,
    stacked: ['2s', '4h', '7h', '5s'],
    weapon: WEAPON_PRESETS.spear,
    shooter: { skill: 2, finesse: 1, armourFinesse: 0 },
    target: { ...DEFAULT_TARGET, situations: ['stationary'], distance: 5 },
  },
  events: [{ type: 'aim.dealt' }, { type: 'aim.dealt' }, { type: 'aim.dealt' }, { type: 'aim.dealt' }, { type: 'shot.fired' }],
};
