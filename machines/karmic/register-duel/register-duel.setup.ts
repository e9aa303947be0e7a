/**
 * Attribute text → register-duel input, with one specific message per bad value; the check
 * of a saved or shared input; and who sees which hand (the modes), with what a saved table
 * keeps in the modes that hide cards.
 *
 * Every value is read through machines/core/attributes.ts, and every lookup of user text is
 * by own key only, so `constructor` or `__proto__` never finds a weapon, a deck or a mode.
 */
import { initialTransition, transition } from 'xstate';
import { isBlank, quote, readChoice, readSeed, readWhole, seedProblem } from '../../core/attributes.js';
import type { Card } from '../../core/cards.js';
import type { AttributeText, SetupResult } from '../../core/procedure.js';
import { cleanName, FIGHTER_NUMBERS, fighterProblem, LIMB_VITALITY, OFF_HAND_SKILL, parseOffHand, parseStack } from '../fighter-setup.js';
import { offHandProblem, weaponPreset, parseWeapon, WEAPONS, type Weapon } from '../melee-weapons.js';
import type { Fighter } from '../melee/fighters.js';
import { parseRulings, RULING_ATTRIBUTES, rulingsProblem } from '../melee/rulings.js';
import type { RegisterDuelEvent, RegisterDuelInput } from './register-duel.context.js';
import { registerDuelMachine } from './register-duel.machine.js';
import type { Opening } from './register-duel.rules.js';
import { deckFor, hidesCards } from './register-duel.steps.js';

export const DEFAULT_FIGHTERS: readonly [Fighter, Fighter] = [
  { name: 'Devon', weapon: WEAPONS.sword!, skill: 3, combatTraining: 2, willpower: 0, finesse: 0, armour: 0, hitPoints: 8, deck: 'karma' },
  {
    name: 'Soldier',
    weapon: WEAPONS.sword!,
    skill: 2,
    combatTraining: 0,
    willpower: 0,
    finesse: 0,
    armour: -1,
    hitPoints: 8,
    deck: 'world',
  },
];

/** The seed a duel uses when none is given. */
export const DEFAULT_SEED = 1;

export const SIDES = ['a', 'b'] as const;

/** How the fight opens, by attribute (`opening`): as usual, a show down, a charge or a surprise by either fighter. */
export const OPENINGS = new Map<string, Opening | null>([
  ['none', null],
  ['show-down', { kind: 'show-down' }],
  ['charge-a', { kind: 'charge', side: 0 }],
  ['charge-b', { kind: 'charge', side: 1 }],
  ['surprise-a', { kind: 'surprise', side: 0 }],
  ['surprise-b', { kind: 'surprise', side: 1 }],
]);

/** Every attribute a fighter has, `a-` and `b-` before each. */
export const FIGHTER_ATTRIBUTES = [
  'name',
  'weapon',
  ...FIGHTER_NUMBERS.map((n) => n.attr),
  'deck',
  'off-hand',
  'spare',
  'size',
  'entangled',
  'bound',
  'stack',
] as const;
export type FighterAttribute = (typeof FIGHTER_ATTRIBUTES)[number];

/**
 * The attributes the setup reads, as written in HTML: the seed, the opening, each fighter's
 * (`a-` then `b-`), then the table rulings (melee/rulings.ts: the seed's reading unless set).
 */
export const REGISTER_DUEL_ATTRIBUTES = [
  'seed',
  'opening',
  ...SIDES.flatMap((p) => FIGHTER_ATTRIBUTES.map((a) => `${p}-${a}` as const)),
  ...RULING_ATTRIBUTES,
] as const;
export type RegisterDuelAttribute = (typeof REGISTER_DUEL_ATTRIBUTES)[number];

/**
 * `a-entangled="2"`: the first fighter starts caught by the second's limb of vitality 2
 * (`none` or blank: not caught). Only a large foe catches a fighter here.
 */
function readEntangled(p: string, text: string | null | undefined, foe: Fighter, errors: string[]): number | undefined {
  if (isBlank(text) || text.trim().toLowerCase() === 'none') return undefined;
  const v = readWhole(`${p}-entangled`, text, LIMB_VITALITY, errors, 'nobody is caught');
  if (v === undefined) return undefined;
  if (foe.size !== 'large') {
    errors.push(
      `${p}-entangled: only a large foe catches a fighter by a limb, and ${foe.name} is not set as large (${p === 'a' ? 'b' : 'a'}-size="large"); nobody is caught`,
    );
    return undefined;
  }
  return v;
}

/** A fighter's size as a target, against the other fighter (Karmic, "Unusual Foes"). */
const SIZES = new Map<string, NonNullable<Fighter['size']>>([
  ['normal', 'normal'],
  ['large', 'large'],
  ['small', 'small'],
]);

/** Arms or legs bound (Karmic, "Head Butt"): free, the head butt the GM allows, or helpless. */
const BOUND = new Map<string, Fighter['bound'] | null>([
  ['none', null],
  ['head-butt', 'head-butt'],
  ['helpless', 'helpless'],
]);

const DECKS = new Map<string, Fighter['deck']>([
  ['karma', 'karma'],
  ['world', 'world'],
]);

/** "dagger 2": a second weapon to change to (a preset, not bare hands) and its skill, or "none". */
export function parseSpare(text: string): { spare?: { weapon: Weapon; skill: number } } | { error: string } {
  const t = text.trim().toLowerCase();
  if (t === '' || t === 'none') return {};
  const m = /^([a-z-]+)\s+(\S+)$/.exec(t);
  if (!m) return { error: `${quote(text)} should read like "dagger 2" (a weapon, then its skill); none is used` };
  const weapon = weaponPreset(m[1]!);
  if (!weapon || weapon.unarmed)
    return {
      error: `${quote(m[1]!)} is not a weapon to draw (${Object.keys(WEAPONS)
        .filter((k) => !WEAPONS[k]!.unarmed)
        .join(', ')}); none is used`,
    };
  const errors: string[] = [];
  const skill = readWhole('its skill', m[2], OFF_HAND_SKILL, errors, 'none is used');
  if (skill === undefined) return { error: `${quote(text)}: ${errors[0]}` };
  return { spare: { weapon, skill } };
}

/**
 * Read the widget's attributes. Bad values are reported, one message each, and replaced by
 * their defaults; a missing or blank attribute takes its default without a word.
 */
export function parseRegisterDuelSetup(
  attrs: AttributeText,
  fallbackSeed = DEFAULT_SEED,
): SetupResult<RegisterDuelInput> & { errors: string[] } {
  const errors: string[] = [];
  const seed = readSeed(attrs.seed, errors) ?? fallbackSeed;
  const fighters = DEFAULT_FIGHTERS.map((base, i) => {
    const p = SIDES[i]!;
    const get = (k: string) => (Object.hasOwn(attrs, `${p}-${k}`) ? attrs[`${p}-${k}`] : undefined);
    let f: Fighter = { ...base };
    const name = get('name');
    if (!isBlank(name) && cleanName(name) !== '') f = { ...f, name: cleanName(name) };
    const weapon = get('weapon');
    if (!isBlank(weapon)) {
      const w = parseWeapon(weapon);
      if ('error' in w) errors.push(`${p}-weapon: ${w.error}`);
      else f = { ...f, weapon: w.weapon };
    }
    for (const { attr, key, min, max } of FIGHTER_NUMBERS) {
      const n = readWhole(`${p}-${attr}`, get(attr), { min, max }, errors);
      if (n !== undefined) f = { ...f, [key]: n };
    }
    const deck = readChoice(`${p}-deck`, get('deck'), DECKS, errors, `the ${base.deck} deck is used`);
    if (deck !== undefined) f = { ...f, deck };
    const off = get('off-hand');
    if (!isBlank(off)) {
      const o = parseOffHand(off);
      if ('error' in o) errors.push(`${p}-off-hand: ${o.error}`);
      else if (o.offHand) {
        const twoHanded = offHandProblem(f.weapon, o.offHand);
        if (twoHanded) errors.push(`${p}-off-hand: ${twoHanded}; none is used`);
        else f = { ...f, offHand: o.offHand };
      }
    }
    const bound = readChoice(`${p}-bound`, get('bound'), BOUND, errors, 'he is free');
    if (bound) f = { ...f, bound };
    const size = readChoice(`${p}-size`, get('size'), SIZES, errors, 'normal is used');
    if (size !== undefined && size !== 'normal') f = { ...f, size };
    const spare = get('spare');
    if (!isBlank(spare)) {
      const sp = parseSpare(spare);
      if ('error' in sp) errors.push(`${p}-spare: ${sp.error}`);
      else if (sp.spare) {
        const twoHanded = offHandProblem(sp.spare.weapon, f.offHand);
        if (twoHanded) errors.push(`${p}-spare: ${twoHanded}; none is used`);
        else f = { ...f, spare: sp.spare };
      }
    }
    return f;
  }) as [Fighter, Fighter];
  for (const i of [0, 1] as const) {
    const p = SIDES[i];
    const entangled = readEntangled(
      p,
      Object.hasOwn(attrs, `${p}-entangled`) ? attrs[`${p}-entangled`] : undefined,
      fighters[i === 0 ? 1 : 0],
      errors,
    );
    if (entangled !== undefined) fighters[i] = { ...fighters[i], entangled };
  }
  const stacked = fighters.map((f, i) => {
    const text = Object.hasOwn(attrs, `${SIDES[i]}-stack`) ? attrs[`${SIDES[i]}-stack`] : undefined;
    if (isBlank(text)) return [] as Card[];
    const parsed = parseStack(text, deckFor(f));
    if ('error' in parsed) {
      errors.push(`${SIDES[i]}-stack: ${parsed.error} (a ${f.deck} deck)`);
      return [] as Card[];
    }
    return parsed.cards;
  }) as [Card[], Card[]];
  const opening = readChoice(
    'opening',
    Object.hasOwn(attrs, 'opening') ? attrs.opening : undefined,
    OPENINGS,
    errors,
    'the fight opens as usual',
  );
  const rulings = parseRulings(attrs, errors);
  return { input: { fighters, seed, stacked, ...(opening ? { opening } : {}), rulings }, errors };
}

// ---------------------------------------------------------------------------------------
// A saved or shared input

/**
 * Why a saved or shared input cannot start a duel, in plain words, or undefined when it can.
 * Seeds are read as every widget reads them (core/attributes.ts `seedProblem`).
 */
export function registerDuelInputProblem(input: unknown): string | undefined {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return 'it has no fighters';
  const i = input as Record<string, unknown>;
  if (!Array.isArray(i.fighters) || i.fighters.length !== 2) return 'it does not have two fighters';
  for (const [n, f] of i.fighters.entries()) {
    const problem = fighterProblem(f, n === 0 ? 'the first fighter' : 'the second fighter');
    if (problem) return problem;
  }
  for (const n of [0, 1]) {
    const f = i.fighters[n] as Fighter;
    if (f.entangled !== undefined && (i.fighters[1 - n] as Fighter).size !== 'large')
      return `the ${n === 0 ? 'first' : 'second'} fighter is caught by a limb, but the other is not large`;
  }
  if (i.opening !== undefined && ![...OPENINGS.values()].some((o) => o !== null && JSON.stringify(o) === JSON.stringify(i.opening)))
    return 'its opening is not a show down, a charge or a surprise';
  const seed = seedProblem(i.seed);
  if (seed) return seed;
  const rulings = rulingsProblem(i.rulings);
  if (rulings) return rulings;
  if (i.stacked !== undefined) {
    if (!Array.isArray(i.stacked) || i.stacked.length !== 2) return 'its stacked cards are not one list per fighter';
    for (const [n, cards] of i.stacked.entries()) {
      const deck = new Set(deckFor(i.fighters[n] as Fighter));
      if (!Array.isArray(cards) || cards.some((c) => typeof c !== 'string' || !deck.has(c)) || new Set(cards).size !== cards.length) {
        return `the stacked cards of the ${n === 0 ? 'first' : 'second'} fighter are not cards of that deck, each once`;
      }
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------
// Who sees what

export type DuelMode = 'gm' | 'hot-seat' | 'opponent';

const MODES = new Map<string, DuelMode>([
  ['gm', 'gm'],
  ['hot-seat', 'hot-seat'],
  ['opponent', 'opponent'],
]);

/**
 * Who sees which hand: `gm` both, `hot-seat` only the fighter whose move it is (after they
 * take the seat), `opponent` the first fighter's, the second played by the simple opponent.
 */
export function parseDuelMode(text: string | null | undefined): { mode: DuelMode; error?: string } {
  const errors: string[] = [];
  const mode = readChoice('mode', text, MODES, errors, 'the GM mode (both hands shown) is used');
  return errors.length > 0 ? { mode: 'gm', error: errors[0] } : { mode: mode ?? 'gm' };
}

/** Modes in which a fighter's cards are hidden from the other. */
export function hidesHands(mode: DuelMode): boolean {
  return mode !== 'gm';
}

export interface DuelRecordPart {
  readonly input: RegisterDuelInput;
  readonly events: readonly RegisterDuelEvent[];
  readonly step: number;
}

/**
 * What a saved table and a share link keep. In GM mode, everything. Where a mode hides cards
 * (hot-seat, opponent), only the moves up to the last moment at which no card was hidden
 * (no card in a hand, none face down), and without any card that was laid and taken back:
 * a link never names a card its owner has not shown. The seed still decides every
 * shuffle, and the page says so.
 */
export function keptRecord(mode: DuelMode, record: DuelRecordPart): DuelRecordPart {
  if (!hidesHands(mode)) return record;
  const { open } = replayed(record.input, record.events);
  const lastOpen = open.lastIndexOf(true) + 1;
  const played = record.events.slice(0, lastOpen);
  // A take-back always follows the card it takes back (table ruling "Taking a card back"): drop both.
  const kept: { event: RegisterDuelEvent; at: number }[] = [];
  for (const [at, event] of played.entries()) {
    if (event.type === 'card.withdrawn') kept.pop();
    else kept.push({ event, at });
  }
  const step = kept.filter((k) => k.at < record.step).length;
  return { input: record.input, events: kept.map((k) => k.event), step };
}

type DuelSnapshot = ReturnType<typeof initialTransition<typeof registerDuelMachine>>[0];

/**
 * The record's moves replayed, with whether any card was hidden after each. A table saves
 * after every step, so the replay goes on from the moves it has already seen (the same
 * event objects of the same input) instead of starting again: a long hot-seat duel would
 * otherwise replay every move on every step.
 */
const replays = new WeakMap<object, { events: RegisterDuelEvent[]; snapshots: DuelSnapshot[]; open: boolean[] }>();

function replayed(input: RegisterDuelInput, events: readonly RegisterDuelEvent[]): { open: readonly boolean[] } {
  let memo = replays.get(input);
  if (!memo) {
    memo = { events: [], snapshots: [initialTransition(registerDuelMachine, input)[0]], open: [] };
    replays.set(input, memo);
  }
  let same = 0;
  while (same < memo.events.length && same < events.length && memo.events[same] === events[same]) same++;
  memo.events.length = same;
  memo.snapshots.length = same + 1;
  memo.open.length = same;
  for (const event of events.slice(same)) {
    const snapshot = memo.snapshots[memo.snapshots.length - 1]!;
    if (!snapshot.can(event)) break;
    const [next] = transition(registerDuelMachine, snapshot, event);
    memo.events.push(event);
    memo.snapshots.push(next);
    memo.open.push(!hidesCards(next.context));
  }
  return { open: memo.open.slice(0, Math.min(events.length, memo.open.length)) };
}
