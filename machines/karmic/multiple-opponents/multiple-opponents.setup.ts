/**
 * Attribute text → multiple-opponents input, one specific message per bad value, and the
 * check of a saved or shared input.
 *
 * A fighter is read with the duel's own readers (weapons, off-hand items, stacked cards,
 * names), and every lookup of user text is by own key only.
 */
import { isBlank, quote, readChoice, readSeed, readWhole, seedProblem } from '../../core/attributes.js';
import type { Card } from '../../core/cards.js';
import type { AttributeText, SetupResult } from '../../core/procedure.js';
import { cleanName, FIGHTER_NUMBERS, fighterProblem, parseOffHand, parseStack } from '../fighter-setup.js';
import { karmaDeck, worldDeck } from '../karma-deck.js';
import { offHandProblem, parseWeapon, WEAPONS } from '../melee-weapons.js';
import type { Fighter } from '../melee/fighters.js';
import { parseRulings, rulingsProblem } from '../melee/rulings.js';
import type { MultipleOpponentsInput } from './multiple-opponents.context.js';
import { MAX_FOES } from './multiple-opponents.rules.js';
import { surpriseInputProblem } from './multiple-opponents.surprise.js';
import { chargeInputProblem } from './multiple-opponents.charge.js';

export const MIN_FOES = 2;
export const DEFAULT_SEED = 1;

export const DEFAULT_LONE: Fighter = {
  name: 'Devon',
  weapon: WEAPONS.sword!,
  skill: 3,
  combatTraining: 2,
  willpower: 0,
  finesse: 0,
  armour: 0,
  hitPoints: 8,
  deck: 'karma',
};
export const DEFAULT_FOE: Omit<Fighter, 'name'> = {
  weapon: WEAPONS.sword!,
  skill: 2,
  combatTraining: 0,
  willpower: 0,
  finesse: 0,
  armour: -1,
  hitPoints: 5,
  deck: 'world',
};
/**
 * A foe as a fresh table sets it: as DEFAULT_FOE but with one card a round (skill 1), so that the
 * lone fighter, facing the attackers and seizing the initiative back, has a fair chance (issue 24:
 * with two cards each, two foes win nearly every fight). The worked example keeps DEFAULT_FOE.
 */
export const TABLE_FOE: Omit<Fighter, 'name'> = { ...DEFAULT_FOE, skill: 1 };
export const DEFAULT_FOE_NAMES: readonly string[] = ['Ash', 'Brand', 'Cole'];
export const DEFAULT_FOE_COUNT = 2;

/** The numbers every fighter has here (the duel's, less the hand-to-hand ones this table leaves to the duel). */
export const NUMBERS = FIGHTER_NUMBERS.filter((n) => !n.optional);

/** The attributes the setup reads, as written in HTML. */
export const MULTIPLE_OPPONENTS_ATTRIBUTES = [
  'seed',
  'foes',
  'foe-names',
  'foe-size',
  'lone-name',
  'lone-weapon',
  ...NUMBERS.map((n) => `lone-${n.attr}` as const),
  'lone-off-hand',
  'lone-stack',
  'lone-bound',
  'foe-weapon',
  ...NUMBERS.map((n) => `foe-${n.attr}` as const),
  'foe-stack',
  'surprised-foes',
  'charge-at',
] as const;
export type MultipleOpponentsAttribute = (typeof MULTIPLE_OPPONENTS_ATTRIBUTES)[number];

const SIZES = new Map<string, 'normal' | 'small'>([
  ['normal', 'normal'],
  ['small', 'small'],
]);

/** Arms or legs bound (Karmic, "Head Butt"; table ruling "A bound fighter against several foes"): free, the head butt the GM allows, or helpless. */
const BOUND = new Map<string, Fighter['bound'] | null>([
  ['none', null],
  ['head-butt', 'head-butt'],
  ['helpless', 'helpless'],
]);

const own = (attrs: AttributeText, key: string) => (Object.hasOwn(attrs, key) ? attrs[key] : undefined);

function readFighterNumbers(prefix: string, base: Fighter, attrs: AttributeText, errors: string[]): Fighter {
  let f = base;
  const weapon = own(attrs, `${prefix}-weapon`);
  if (!isBlank(weapon)) {
    const w = parseWeapon(weapon);
    if ('error' in w) errors.push(`${prefix}-weapon: ${w.error}`);
    // Table ruling "Hand to hand against several foes": bare hands fight from the hand-to-hand list.
    else f = { ...f, weapon: w.weapon };
  }
  for (const { attr, key, min, max } of NUMBERS) {
    const n = readWhole(`${prefix}-${attr}`, own(attrs, `${prefix}-${attr}`), { min, max }, errors);
    if (n !== undefined) f = { ...f, [key]: n };
  }
  return f;
}

/** "Ash, Brand, Cole": the foes' names, comma-separated; blank or missing names keep the defaults. */
export function parseFoeNames(text: string | null | undefined, count: number, errors: string[]): string[] {
  const names = DEFAULT_FOE_NAMES.slice(0, count);
  if (isBlank(text)) return names;
  const given = text.split(',').map((t) => cleanName(t));
  if (given.length > MAX_FOES)
    errors.push(`foe-names: ${quote(text)} names ${given.length} foes; at most ${MAX_FOES} fight here, so the first ${count} are used`);
  given.slice(0, count).forEach((n, i) => {
    if (n !== '') names[i] = n;
  });
  return names;
}

/**
 * "1, 3": the foes the lone fighter sets out to take by surprise, by their number in the list
 * (table ruling "A surprise against several foes"); blank: none. Returns 0-based indexes.
 */
export function parseSurprisedFoes(text: string | null | undefined, count: number, errors: string[]): number[] {
  if (isBlank(text)) return [];
  const out: number[] = [];
  for (const part of text.split(',')) {
    const t = part.trim();
    const n = /^[0-9]{1,2}$/.test(t) ? Number(t) : Number.NaN;
    if (!(n >= 1 && n <= count)) {
      errors.push(`surprised-foes: ${quote(t)} is not the number of a foe here (1 to ${count}); nobody is taken by surprise`);
      return [];
    }
    if (!out.includes(n - 1)) out.push(n - 1);
  }
  return out;
}

/** "2": the foe the lone fighter charges, by its number from 1 (table ruling "A charge against several foes"); blank: none. */
export function parseCharge(text: string | null | undefined, count: number, errors: string[]): number | undefined {
  if (isBlank(text)) return undefined;
  const t = text.trim();
  const n = /^[0-9]{1,2}$/.test(t) ? Number(t) : Number.NaN;
  if (n >= 1 && n <= count) return n - 1;
  errors.push(`charge-at: ${quote(t)} is not the number of a foe here (1 to ${count}); nobody charges`);
  return undefined;
}

/**
 * Read the widget's attributes. A bad value is reported, one message each, and its default
 * is used; a missing or blank attribute takes its default without a word.
 */
export function parseMultipleOpponentsSetup(
  attrs: AttributeText,
  fallbackSeed = DEFAULT_SEED,
): SetupResult<MultipleOpponentsInput> & { errors: string[] } {
  const errors: string[] = [];
  const seed = readSeed(own(attrs, 'seed'), errors) ?? fallbackSeed;
  const count =
    readWhole('foes', own(attrs, 'foes'), { min: MIN_FOES, max: MAX_FOES }, errors, `${DEFAULT_FOE_COUNT} foes fight`) ?? DEFAULT_FOE_COUNT;
  let lone = readFighterNumbers('lone', DEFAULT_LONE, attrs, errors);
  const name = own(attrs, 'lone-name');
  if (!isBlank(name) && cleanName(name) !== '') lone = { ...lone, name: cleanName(name) };
  const off = own(attrs, 'lone-off-hand');
  if (!isBlank(off)) {
    const o = parseOffHand(off);
    if ('error' in o) errors.push(`lone-off-hand: ${o.error}`);
    else if (o.offHand) {
      const twoHanded = offHandProblem(lone.weapon, o.offHand);
      if (twoHanded) errors.push(`lone-off-hand: ${twoHanded}; none is used`);
      else lone = { ...lone, offHand: o.offHand };
    }
  }
  const bound = readChoice('lone-bound', own(attrs, 'lone-bound'), BOUND, errors, 'he is free');
  if (bound) lone = { ...lone, bound };
  const foeBase = readFighterNumbers('foe', { ...TABLE_FOE, name: '' }, attrs, errors);
  const size = readChoice('foe-size', own(attrs, 'foe-size'), SIZES, errors, 'normal is used') ?? 'normal';
  const names = parseFoeNames(own(attrs, 'foe-names'), count, errors);
  const foes: Fighter[] = names.map((n) => ({ ...foeBase, name: n, ...(size === 'small' ? { size } : {}) }));
  const stack = (key: string, deck: readonly Card[], what: string): Card[] => {
    const text = own(attrs, key);
    if (isBlank(text)) return [];
    const parsed = parseStack(text, deck);
    if ('error' in parsed) {
      errors.push(`${key}: ${parsed.error} (${what})`);
      return [];
    }
    return parsed.cards;
  };
  const loneStack = stack('lone-stack', karmaDeck(), 'a karma deck');
  const foeStack = stack('foe-stack', worldDeck(), 'the GM’s world deck');
  const rulings = parseRulings(attrs, errors);
  const surprised = parseSurprisedFoes(own(attrs, 'surprised-foes'), count, errors);
  let charge = parseCharge(own(attrs, 'charge-at'), count, errors);
  if (charge !== undefined && surprised.length > 0) {
    errors.push('charge-at: a fight opens with a charge or a surprise, not both; the surprise is played');
    charge = undefined;
  }
  return {
    input: {
      lone,
      foes,
      seed,
      stacked: { lone: loneStack, foes: foeStack },
      rulings,
      ...(surprised.length ? { surprised } : {}),
      ...(charge !== undefined ? { charge } : {}),
    },
    errors,
  };
}

/** Why a saved or shared input cannot start this table, or undefined when it can. */
export function multipleOpponentsInputProblem(input: unknown): string | undefined {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return 'it has no fighters';
  const i = input as Record<string, unknown>;
  const lone = fighterProblem(i.lone, 'the lone fighter');
  if (lone) return lone;
  if ((i.lone as Fighter).deck !== 'karma') return 'the lone fighter does not draw from a karma deck';
  if (!Array.isArray(i.foes) || i.foes.length < MIN_FOES || i.foes.length > MAX_FOES)
    return `it does not have ${MIN_FOES} or ${MAX_FOES} foes`;
  for (const [n, f] of i.foes.entries()) {
    const who = `foe ${n + 1}`;
    const problem = fighterProblem(f, who);
    if (problem) return problem;
    const foe = f as Fighter;
    if (foe.deck !== 'world') return `${who} does not draw from the GM’s world deck`;
    if (foe.offHand !== undefined || foe.spare !== undefined) return `${who} carries an item this table does not play`;
    if (foe.size === 'large') return `${who} is large, which this table does not play`;
  }
  const seed = seedProblem(i.seed);
  if (seed) return seed;
  const rulings = rulingsProblem(i.rulings);
  if (rulings) return rulings;
  const surprise = surpriseInputProblem(i.surprised, i.foes.length) ?? chargeInputProblem(i.charge, i.foes.length, i.surprised);
  if (surprise) return surprise;
  if (i.stacked !== undefined) {
    const s = i.stacked as Record<string, unknown> | null;
    if (s === null || typeof s !== 'object' || Array.isArray(s)) return 'its stacked cards are not a list per deck';
    for (const [key, deck, what] of [
      ['lone', karmaDeck(), 'the lone fighter'],
      ['foes', worldDeck(), 'the GM'],
    ] as const) {
      const cards = s[key];
      if (cards === undefined) continue;
      const inDeck = new Set<string>(deck);
      if (!Array.isArray(cards) || cards.some((c) => typeof c !== 'string' || !inDeck.has(c)) || new Set(cards).size !== cards.length)
        return `the stacked cards of ${what} are not cards of that deck, each once`;
    }
  }
  return undefined;
}
