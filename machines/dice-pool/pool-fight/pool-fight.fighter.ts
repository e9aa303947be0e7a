/**
 * One fighter of the dice-pool fight in words, both ways: `parseFighter` reads a name and then
 * words and numbers, one specific message per bad word (its default is kept), and `fighterText`
 * writes a fighter back in words that read as the same fighter (how a saved fighter is checked).
 *
 *     Mara agility 2 physique 2 armour 2 with sword light sharp
 *     Jory agility 3 armour 1 with pistol gun low cart 6
 *
 * Numbers: `agility`, `physique` (0 to 10), `armour` (0 to 4), `health` (1 to 99), `speed`
 * (1 to 20), `at` (the starting square, 0 to 40). Words: `trained` (a rank in endurance or
 * muscles), `with <name>` (the weapon's name), `light`, `heavy`, `sharp`, `pointy`, `blunt`,
 * `two-handed`, `reach`, `throwable`, `electric`, `fiery` (not with `electric`); `gun`, `high`,
 * `low`, `cart 8|6|4|2`; `damage <dice>` (the weapon's own damage dice, like 2d6), `fix <dice>`
 * (the Fix Jam skill); `wooden` (a weapon of wood), `unlit` (a fiery weapon not yet alight),
 * `wooden-gear` (a wooden shield, bow or armour worn or held); `spell <Name> <cost>`,
 * `ability <Name> <cost>`, `item <Name> [cost]` (up to 4; an item costs 1 unless it says).
 */
import { nameProblem, quote, readWhole } from '../../core/attributes.js';
import { FIX_JAM_DIFFICULTY, isCartSize, type CartSize } from '../firearm.js';
import { describePool, parsePool, type Pool } from '../pool.js';
import {
  DEFAULT_HEALTH,
  DEFAULT_SPEED,
  FIELD_END,
  MAX_PER_GROUP,
  MAX_POWER_COST,
  MAX_POWERS,
  type FighterInput,
  type GroupId,
  type Power,
  type Weapon,
} from './pool-fight.rules.js';

export const MAX_ROLLS = 300;
export const MAX_FACE = 12;
/** The most dice a fighter's own pool (damage, fix) or the jam difficulty may hold. */
export const MAX_DICE = 10;
export const MAX_NAME = 20;

const RANGES = {
  agility: { min: 0, max: 10 },
  physique: { min: 0, max: 10 },
  armour: { min: 0, max: 4 },
  health: { min: 1, max: 99 },
  speed: { min: 1, max: 20 },
  at: { min: 0, max: FIELD_END },
} as const;
type NumberKey = keyof typeof RANGES;
const NUMBER_KEYS = new Map<string, NumberKey>([
  ['agility', 'agility'],
  ['physique', 'physique'],
  ['armour', 'armour'],
  ['armor', 'armour'],
  ['health', 'health'],
  ['speed', 'speed'],
  ['at', 'at'],
]);
const WORDS = new Set([
  'trained',
  'with',
  'light',
  'heavy',
  'sharp',
  'pointy',
  'blunt',
  'two-handed',
  'reach',
  'throwable',
  'electric',
  'fiery',
  'gun',
  'high',
  'low',
  'cart',
  'damage',
  'fix',
  'spell',
  'ability',
  'item',
  'wooden',
  'unlit',
  'wooden-gear',
]);

const NAME = /^[\p{L}][\p{L}\p{N}'’-]*$/u;
const LABELS = { sharp: 'blade', pointy: 'spear', blunt: 'club' } as const;
const EXAMPLE_POWER = { spell: 'Fireball 3', ability: 'Shove 1', item: 'Potion' } as const;

export const DEFAULT_PARTY =
  'Mara agility 2 physique 2 armour 2 with sword light sharp; Jory agility 3 physique 1 armour 1 health 8 with pistol gun low cart 6';
/**
 * A bandit a first fight can beat in a few rounds: light armour (rank 1: a better dodge, no better
 * defense), so the sword's d10 damage beats his d6 defense often enough for wounds to land.
 */
export const DEFAULT_FOES = 'Bandit agility 1 physique 1 armour 1 health 10 at 6 with maul heavy blunt two-handed';
/** Table ruling (fixing a jam): the difficulty unless the GM sets another, firearm.ts's one value. */
export const DEFAULT_JAM_DIFFICULTY: Pool = FIX_JAM_DIFFICULTY;
/** Where a group's fighters start unless they say (ruling: the fight on a line of squares): 0, 6, then 12 and 18. */
export function startSquare(group: GroupId): number {
  if (group === 'party') return 0;
  if (group === 'foes') return 6;
  return 12 + 6 * (Number(/\d+$/.exec(group)?.[0] ?? 3) - 3);
}

export function readDice(attr: string, word: string, text: string | undefined, errors: string[]): Pool | undefined {
  const parsed = parsePool(text ?? '');
  if ('error' in parsed) {
    errors.push(`${attr}: ${word} ${text === undefined ? 'needs dice after it, like 2d6' : `${parsed.error}`}; it is left at its default`);
    return undefined;
  }
  if (parsed.pool.length > MAX_DICE) {
    errors.push(`${attr}: ${word} holds at most ${MAX_DICE} dice; it is left at its default`);
    return undefined;
  }
  return parsed.pool;
}

/** One fighter from its words; each bad word is reported and its default kept. */
export function parseFighter(attr: string, group: GroupId, text: string, index: number, errors: string[]): FighterInput {
  const words = text
    .trim()
    .split(/[\s,]+/)
    .filter((w) => w !== '');
  const n: Record<NumberKey, number | undefined> = {
    agility: undefined,
    physique: undefined,
    armour: undefined,
    health: undefined,
    speed: undefined,
    at: undefined,
  };
  let name = `${group === 'party' ? 'Hero' : 'Foe'}${index + 1}`;
  let i = 0;
  const first = words[0];
  if (first !== undefined && !NUMBER_KEYS.has(first.toLowerCase()) && !WORDS.has(first.toLowerCase())) {
    i = 1;
    const problem = nameProblem(first);
    if (problem) errors.push(`${attr}: ${problem}; the name ${name} is used`);
    else if (!NAME.test(first) || [...first].length > MAX_NAME)
      errors.push(`${attr}: the name ${quote(first)} should be one word of letters, up to ${MAX_NAME}; the name ${name} is used`);
    else name = first;
  }
  let weight: 'light' | 'heavy' = 'light';
  let type: 'sharp' | 'pointy' | 'blunt' = 'sharp';
  let label: string | undefined;
  let gun = false;
  let high = false;
  let cart: CartSize = 6;
  let damage: Pool | null = null;
  let fix: Pool | null = null;
  const flags = {
    trained: false,
    twoHanded: false,
    reach: false,
    throwable: false,
    electric: false,
    fiery: false,
    wooden: false,
    unlit: false,
    woodenGear: false,
  };
  const powers: Power[] = [];
  for (; i < words.length; i++) {
    const word = words[i]!.toLowerCase();
    const key = NUMBER_KEYS.get(word);
    if (key) {
      const v = readWhole(`${attr} ${name} ${key}`, words[i + 1] ?? '', RANGES[key], errors, 'the default is used');
      if (words[i + 1] === undefined) errors.push(`${attr}: ${name}'s ${key} needs a number after it; the default is used`);
      n[key] = v;
      i++;
      continue;
    }
    switch (word) {
      case 'trained':
        flags.trained = true;
        break;
      case 'two-handed':
        flags.twoHanded = true;
        break;
      case 'reach':
        flags.reach = true;
        break;
      case 'throwable':
        flags.throwable = true;
        break;
      case 'electric':
        flags.electric = true;
        break;
      case 'fiery':
        flags.fiery = true;
        break;
      case 'light':
      case 'heavy':
        weight = word;
        break;
      case 'sharp':
      case 'pointy':
      case 'blunt':
        type = word;
        break;
      case 'gun':
        gun = true;
        break;
      case 'high':
      case 'low':
        high = word === 'high';
        gun = true;
        break;
      case 'with': {
        const w = words[++i];
        if (w === undefined || !NAME.test(w) || [...w].length > MAX_NAME || nameProblem(w))
          errors.push(`${attr}: ${name}'s weapon needs a one-word name after "with", like "with sword"; a plain name is used`);
        else label = w;
        break;
      }
      case 'cart': {
        const c = readWhole(`${attr} ${name} cart`, words[++i] ?? '', { min: 2, max: 8 }, errors);
        if (c !== undefined && isCartSize(c)) cart = c;
        else if (c !== undefined) errors.push(`${attr}: ${name}'s cart size ${c} is not one of 8, 6, 4 or 2; 6 is used`);
        gun = true;
        break;
      }
      case 'damage':
        damage = readDice(`${attr}`, `${name}'s damage`, words[++i], errors) ?? null;
        break;
      case 'fix':
        fix = readDice(`${attr}`, `${name}'s fix`, words[++i], errors) ?? null;
        break;
      case 'wooden':
        flags.wooden = true;
        break;
      case 'unlit':
        flags.unlit = true;
        break;
      case 'wooden-gear':
        flags.woodenGear = true;
        break;
      case 'spell':
      case 'ability':
      case 'item': {
        // "spell Fireball 3": a one-word name and its action cost (an item costs 1 unless it says).
        const label = words[i + 1];
        const known = label !== undefined && (NUMBER_KEYS.has(label.toLowerCase()) || WORDS.has(label.toLowerCase()));
        if (label === undefined || known || !NAME.test(label) || [...label].length > MAX_NAME || nameProblem(label)) {
          errors.push(`${attr}: ${name}'s ${word} needs a one-word name after it, like "${word} ${EXAMPLE_POWER[word]}"; it is left out`);
          // A word the fighter takes is read as itself next; anything else was meant as the name.
          if (label !== undefined && !known) i++;
          break;
        }
        const cost = words[i + 2];
        const costly = cost !== undefined && /^\d+$/.test(cost);
        i += costly ? 2 : 1;
        if (!costly && word !== 'item') {
          errors.push(`${attr}: ${name}'s ${word} ${label} needs its action cost after it, like "${word} ${label} 2"; it is left out`);
          break;
        }
        const n = costly
          ? readWhole(`${attr} ${name} ${word} ${label}`, cost, { min: 1, max: MAX_POWER_COST }, errors, 'it is left out')
          : 1;
        if (n === undefined) break;
        if (powers.length >= MAX_POWERS)
          errors.push(`${attr}: ${name} has at most ${MAX_POWERS} spells, abilities and items; ${label} is left out`);
        else powers.push({ kind: word, name: label, cost: n });
        break;
      }
      default:
        errors.push(`${attr}: ${quote(words[i]!)} is not a word a fighter takes (${name}); it is left out`);
    }
  }
  if (flags.fiery && flags.electric && !gun) {
    errors.push(`${attr}: ${name}'s weapon cannot be both electric and fiery; fiery is left out`);
    flags.fiery = false;
  }
  if (flags.wooden && flags.electric && !gun) {
    errors.push(`${attr}: ${name}'s electric weapon is wired metal, not wood; wooden is left out`);
    flags.wooden = false;
  }
  // A fiery weapon is wood already.
  if (flags.fiery) flags.wooden = false;
  if (flags.unlit && (!flags.fiery || gun)) {
    errors.push(`${attr}: only a fiery weapon can be unlit (${name}); unlit is left out`);
    flags.unlit = false;
  }
  const weapon: Weapon = gun
    ? { kind: 'gun', label: label ?? 'pistol', caliber: high ? 'high' : 'low', cart, damage }
    : {
        kind: 'melee',
        label: label ?? LABELS[type],
        weight,
        type,
        twoHanded: flags.twoHanded,
        reach: flags.reach,
        throwable: flags.throwable,
        electric: flags.electric,
        ...(flags.fiery ? { fiery: true as const } : {}),
        ...(flags.unlit ? { unlit: true as const } : {}),
        ...(flags.wooden ? { wooden: true as const } : {}),
        damage,
      };
  return {
    name,
    group,
    agility: n.agility ?? 1,
    physique: n.physique ?? 1,
    armour: n.armour ?? 0,
    trained: flags.trained,
    health: n.health ?? DEFAULT_HEALTH,
    speed: n.speed ?? DEFAULT_SPEED,
    at: n.at ?? startSquare(group),
    weapon,
    fix,
    ...(powers.length ? { powers } : {}),
    ...(flags.woodenGear ? { woodenGear: true as const } : {}),
  };
}

export function parseGroup(attr: string, group: GroupId, text: string, errors: string[]): FighterInput[] {
  const parts = text
    .split(/[;\n]/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length === 0 || parts.length > MAX_PER_GROUP) {
    errors.push(`${attr}: a group holds 1 to ${MAX_PER_GROUP} fighters separated by ";", not ${parts.length}; the default group is used`);
    return parseGroup(attr, group, group === 'party' ? DEFAULT_PARTY : DEFAULT_FOES, []);
  }
  return parts.map((p, i) => parseFighter(attr, group, p, i, errors));
}

/** A fighter back in the words `parseFighter` reads ("Mara agility 2 … with sword light sharp"). */
export function fighterText(f: FighterInput): string {
  const w = f.weapon;
  const dice = (word: string, pool: Pool | null) => (pool ? [`${word} ${describePool(pool).replace(/ /g, '')}`] : []);
  const flags = (pairs: [boolean, string][]) => pairs.flatMap(([on, word]) => (on ? [word] : []));
  return [
    f.name,
    ...(['agility', 'physique', 'armour', 'health', 'speed', 'at'] as const).map((k) => `${k} ${f[k]}`),
    ...flags([[f.trained, 'trained']]),
    `with ${w.label}`,
    ...(w.kind === 'gun'
      ? ['gun', w.caliber, `cart ${w.cart}`]
      : [
          w.weight,
          w.type,
          ...flags([
            [w.twoHanded, 'two-handed'],
            [w.reach, 'reach'],
            [w.throwable, 'throwable'],
            [w.electric, 'electric'],
            [w.fiery === true, 'fiery'],
            [w.unlit === true, 'unlit'],
            [w.wooden === true, 'wooden'],
          ]),
        ]),
    ...dice('damage', w.damage),
    ...dice('fix', f.fix),
    ...flags([[f.woodenGear === true, 'wooden-gear']]),
    ...(f.powers ?? []).map((p) => `${p.kind} ${p.name} ${p.cost}`),
  ].join(' ');
}

/** The same value, its object keys in one order (a saved copy may list them in any). */
const canonical = (v: unknown) =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort()) : x,
  );

/** A saved fighter is one its words give back exactly, of one of `groups`: anything else was not made by this widget. */
export function fighterProblem(f: unknown, groups: ReadonlySet<GroupId>): boolean {
  try {
    const x = f as FighterInput;
    if (typeof x.group !== 'string' || !groups.has(x.group)) return true;
    const errors: string[] = [];
    const again = parseFighter('saved', x.group, fighterText(x), 0, errors);
    return errors.length > 0 || canonical(again) !== canonical(x);
  } catch {
    return true;
  }
}
