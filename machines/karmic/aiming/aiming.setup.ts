/**
 * Attribute text → aiming machine input, with one specific message per bad value. A bad
 * value is reported and its default used, so the widget always runs. Also: a check of a
 * saved or shared input, whatever its shape.
 */
import { isBlank, quote, readChoice, readFlag, readSeed, readWhole, seedProblem } from '../../core/attributes.js';
import type { AttributeText } from '../../core/procedure.js';
import { parseCards, type Card } from '../../core/cards.js';
import { karmaDeck, worldDeck } from '../karma-deck.js';
import { isFireRate, parseFireRate } from '../ranged-rate.js';
import { NO_DEFENCE, type RangedWeapon, type Shooter, type Target, type TargetDefence } from '../ranged-shot.js';
import { MOVEMENT, SITUATIONS, canCallShot, isHitLocation, type CreatureSize, type HitLocation, type Situation } from '../ranged-tables.js';
import { WEAPON_PRESETS, WEAPON_PRESET_IDS, type WeaponPreset } from '../ranged-weapons.js';
import {
  AIMED_CARDS,
  AWARENESS_RANGE,
  DEFENCE_SKILL_RANGE,
  DISTANCE_MAX,
  SEED_AIMING_RULES,
  type AimedCard,
  type AimingInput,
} from './aiming.context.js';
import { targetProblem } from './aiming.problems.js';

/** The attributes the setup reads, as written in HTML. */
export const AIMING_ATTRIBUTES = [
  'seed',
  'deck',
  'target-deck',
  'weapon',
  'aim',
  'range',
  'force',
  'maneuvers',
  'edge',
  'max-damage',
  'hands',
  'skill',
  'finesse',
  'armour-finesse',
  'situation',
  'distance',
  'location',
  'size',
  'dodge',
  'block',
  'awareness',
  'melee',
  'aimed-card',
] as const;
export type AimingAttribute = (typeof AIMING_ATTRIBUTES)[number];
export type AimingAttributes = AttributeText<AimingAttribute>;

export const DEFAULT_SEED = 1;
export const DEFAULT_SHOOTER: Shooter = { skill: 1, finesse: 0, armourFinesse: 0 };
export const DEFAULT_TARGET: Target = {
  situations: ['stationary'],
  distance: 10,
  location: 'torso',
  size: 'normal',
  defence: NO_DEFENCE,
  inMelee: false,
};

/** The limits of every number a weapon or shooter takes (the project's; the seed gives none). */
export const LIMITS = {
  aim: { min: 1, max: 10 },
  range: { min: 1, max: DISTANCE_MAX },
  force: { min: -10, max: 10 },
  edge: { min: -10, max: 10 },
  'max-damage': { min: 0, max: 50 },
  hands: { min: 1, max: 4 },
  skill: { min: 0, max: 10 },
  finesse: { min: -10, max: 10 },
  'armour-finesse': { min: -10, max: 0 },
} as const;

const WEAPONS = new Map<string, WeaponPreset | 'custom'>([...WEAPON_PRESET_IDS.map((id) => [id, id] as const), ['custom', 'custom']]);
const SITUATION_WORDS = new Map<string, Situation>([...SITUATIONS.map((s) => [s.id, s.id] as const), ['partially-obscured', 'obscured']]);
const LOCATIONS = new Map<string, HitLocation>(
  (['torso', 'head', 'head-vitals', 'torso-vitals', 'legs', 'arms'] as const).map((l) => [l, l]),
);
const SIZES = new Map<string, CreatureSize>((['normal', 'large', 'small'] as const).map((z) => [z, z]));
const AIMED_CARD_WORDS = new Map<string, AimedCard>(AIMED_CARDS.map((c) => [c, c]));

/** Yards, whole or with up to two decimals, from 0 to DISTANCE_MAX. */
function readDistance(text: string | null | undefined, errors: string[]): number | undefined {
  if (isBlank(text)) return undefined;
  const t = text.trim();
  const n = /^\d{1,5}(\.\d{1,2})?$/.test(t) ? Number(t) : Number.NaN;
  if (!(n >= 0 && n <= DISTANCE_MAX)) {
    errors.push(`distance: ${quote(text)} is not a number of yards from 0 to ${DISTANCE_MAX}; the default is used`);
    return undefined;
  }
  return n;
}

function readSituations(text: string | null | undefined, errors: string[]): Situation[] | undefined {
  if (text === null || text === undefined) return undefined;
  const words = text
    .trim()
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  const bad = words.filter((w) => !SITUATION_WORDS.has(w));
  if (bad.length > 0) {
    errors.push(
      `situation: ${bad
        .slice(0, 3)
        .map((b) => quote(b))
        .join(', ')} not known (use running, walking, stationary, prone, obscured, low-light, riding); using stationary`,
    );
    return undefined;
  }
  const ids = [...new Set(words.map((w) => SITUATION_WORDS.get(w)!))];
  const moving = ids.filter((s) => MOVEMENT.includes(s));
  if (moving.length > 1) {
    errors.push(`situation: a target cannot be ${moving.join(' and ')} at once; using stationary`);
    return undefined;
  }
  return ids;
}

function readStack(name: string, text: string | null | undefined, deck: readonly Card[], hint: string, errors: string[]): Card[] {
  if (isBlank(text)) return [];
  const parsed = parseCards(text, new Set(deck));
  if ('error' in parsed) {
    const shown = parsed.error.replace(/^"([^"]*)"/, (_, t: string) => quote(t));
    errors.push(`${name}: ${shown}${/not in this deck/.test(parsed.error) ? ` (${hint})` : ''}; the deck is shuffled instead`);
    return [];
  }
  return parsed.cards;
}

export function parseAimingSetup(attrs: AimingAttributes, fallbackSeed = DEFAULT_SEED): { input: AimingInput; errors: string[] } {
  const errors: string[] = [];
  const whole = (name: keyof typeof LIMITS, fallback: number) => readWhole(name, attrs[name], LIMITS[name], errors) ?? fallback;

  const seed = readSeed(attrs.seed, errors) ?? fallbackSeed;
  const stacked = readStack('deck', attrs.deck, karmaDeck(), 'a new karma deck has no 6 to 10 of diamonds or clubs', errors);
  const targetStacked = readStack(
    'target-deck',
    attrs['target-deck'],
    worldDeck(),
    'the GM’s world deck has no jokers and no 6 to 10 of diamonds or clubs',
    errors,
  );

  // Weapon: a preset, then any stat given on its own overrides it
  const chosen = readChoice('weapon', attrs.weapon, WEAPONS, errors, 'using spear') ?? 'spear';
  const base = WEAPON_PRESETS[chosen === 'custom' ? 'spear' : chosen];
  let rate = base.rate;
  if (!isBlank(attrs.maneuvers)) {
    const r = parseFireRate(attrs.maneuvers);
    if ('error' in r) errors.push(`maneuvers: ${r.error}; using ${base.rate.shots}/${base.rate.turns}`);
    else rate = r;
  }
  const custom = ['aim', 'range', 'force', 'maneuvers', 'edge', 'max-damage', 'hands'].some(
    (k) => !isBlank(attrs[k as keyof AimingAttributes]),
  );
  const weapon: RangedWeapon = {
    name: chosen === 'custom' ? 'Custom weapon' : custom ? `${base.name} (custom)` : base.name,
    aim: whole('aim', base.aim),
    range: whole('range', base.range),
    force: whole('force', base.force),
    rate,
    edge: whole('edge', base.edge),
    maxDamage: whole('max-damage', base.maxDamage),
    hands: whole('hands', base.hands),
  };

  const shooter: Shooter = {
    skill: whole('skill', DEFAULT_SHOOTER.skill),
    finesse: whole('finesse', DEFAULT_SHOOTER.finesse),
    armourFinesse: whole('armour-finesse', DEFAULT_SHOOTER.armourFinesse),
  };

  // Target
  const situations = readSituations(attrs.situation, errors) ?? [...DEFAULT_TARGET.situations];
  const distance = readDistance(attrs.distance, errors) ?? DEFAULT_TARGET.distance;
  const size = readChoice('size', attrs.size, SIZES, errors, 'using normal') ?? 'normal';
  let location = readChoice('location', attrs.location, LOCATIONS, errors, 'using torso') ?? 'torso';
  if (!canCallShot(location, size)) {
    errors.push('location: head vitals cannot be called on a small creature; using torso');
    location = 'torso';
  }
  const dodge = readWhole('dodge', attrs.dodge, DEFENCE_SKILL_RANGE, errors);
  let block = readWhole('block', attrs.block, DEFENCE_SKILL_RANGE, errors);
  const awareness = readWhole('awareness', attrs.awareness, AWARENESS_RANGE, errors) ?? 0;
  if (dodge !== undefined && block !== undefined) {
    errors.push('block: a target that dodges can take no other action, so it cannot also block; the block is ignored');
    block = undefined;
  }
  const defence: TargetDefence =
    dodge !== undefined
      ? { kind: 'dodge', skill: dodge, awareness }
      : block !== undefined
        ? { kind: 'block', skill: block, awareness: 0 }
        : { ...NO_DEFENCE, awareness };

  // The table's ruling: the seed's words (the best card showing) unless the table lets the shooter choose.
  const aimedCard =
    readChoice('aimed-card', attrs['aimed-card'], AIMED_CARD_WORDS, errors, 'the shot uses the best card showing') ??
    SEED_AIMING_RULES.aimedCard;

  return {
    input: {
      seed,
      stacked,
      targetStacked,
      weapon,
      shooter,
      target: { situations, distance, location, size, defence, inMelee: readFlag(attrs.melee) },
      rules: { aimedCard },
    },
    errors,
  };
}

// ---------------------------------------------------------------- a saved or shared input

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function wholeIn(value: unknown, range: { min: number; max: number }): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max;
}

function stackProblem(value: unknown, deck: readonly Card[], what: string): string | undefined {
  if (!Array.isArray(value)) return `${what} is not a list of cards`;
  const allowed = new Set(deck);
  if (new Set(value).size !== value.length || !value.every((c) => typeof c === 'string' && allowed.has(c)))
    return `${what} is not cards of that deck, each once`;
  return undefined;
}

/** Why a saved or shared input cannot start an aiming table, in plain words; undefined when it can. */
export function aimingInputProblem(input: unknown): string | undefined {
  if (!isRecord(input)) return 'it holds no table';
  const seed = seedProblem(input['seed']);
  if (seed) return seed;
  const stacks =
    stackProblem(input['stacked'], karmaDeck(), 'the stacked karma deck') ??
    stackProblem(input['targetStacked'], worldDeck(), 'the stacked world deck');
  if (stacks) return stacks;
  const w = input['weapon'];
  if (!isRecord(w)) return 'it has no weapon';
  if (typeof w['name'] !== 'string' || w['name'].length > 80) return 'the weapon has no name';
  const stats = [
    ['aim', 'aim'],
    ['range', 'range'],
    ['force', 'force'],
    ['edge', 'edge'],
    ['maxDamage', 'max-damage'],
    ['hands', 'hands'],
  ] as const;
  for (const [key, limit] of stats) if (!wholeIn(w[key], LIMITS[limit])) return `the weapon's ${limit.replace('-', ' ')} is out of range`;
  if (!isFireRate(w['rate'])) return "the weapon's maximum maneuvers are not a usable rating";
  const s = input['shooter'];
  if (!isRecord(s)) return 'it has no shooter';
  if (
    !wholeIn(s['skill'], LIMITS.skill) ||
    !wholeIn(s['finesse'], LIMITS.finesse) ||
    !wholeIn(s['armourFinesse'], LIMITS['armour-finesse'])
  )
    return "the shooter's skill or finesse is out of range";
  const t = input['target'];
  if (!isRecord(t)) return 'it has no target';
  for (const key of ['situations', 'distance', 'location', 'size', 'defence', 'inMelee'])
    if (!Object.hasOwn(t, key)) return 'the target is incomplete';
  const problem = targetProblem(t);
  if (problem) return `the target cannot be used (${problem})`;
  if (!canCallShot(t['location'] as HitLocation, t['size'] as CreatureSize))
    return 'the target’s called shot cannot be made at a creature of its size';
  if (typeof t['location'] !== 'string' || !isHitLocation(t['location'])) return 'the target’s called shot is not a place';
  if (Object.hasOwn(input, 'rules')) {
    const r = input['rules'];
    if (!isRecord(r) || !AIMED_CARDS.includes(r['aimedCard'] as AimedCard)) return 'its aiming ruling is not one this widget knows';
  }
  return undefined;
}
