/**
 * Attribute text → register-duel input, with a specific message per bad value, and the
 * seed's worked example (Devon against the soldier) as a ready input and event script.
 */
import { parseCards, type Card } from '../core/cards.js';
import { normaliseSeed } from '../core/random.js';
import { parseWeapon, WEAPONS, type OffHand, type OffHandKind } from './melee-weapons.js';
import type { Fighter } from './register-duel.rules.js';
import { deckFor, type RegisterDuelEvent, type RegisterDuelInput } from './register-duel.machine.js';

export const DEFAULT_FIGHTERS: readonly [Fighter, Fighter] = [
  { name: 'Devon', weapon: WEAPONS.sword!, skill: 3, combatTraining: 2, willpower: 0, finesse: 0, armour: 0, hitPoints: 8, deck: 'karma' },
  { name: 'Soldier', weapon: WEAPONS.sword!, skill: 2, combatTraining: 0, willpower: 0, finesse: 0, armour: -1, hitPoints: 8, deck: 'world' },
];

export type DuelAttributes = Readonly<Record<string, string | null | undefined>>;

const SIDES = ['a', 'b'] as const;

function intAttr(text: string, name: string, min: number, max: number, errors: string[]): number | undefined {
  const t = text.trim();
  if (!/^[+-]?\d+$/.test(t)) {
    errors.push(`${name}: "${text}" is not a whole number`);
    return undefined;
  }
  const n = Number(t);
  if (n < min || n > max) {
    errors.push(`${name}: ${n} is outside ${min} to ${max}`);
    return undefined;
  }
  return n;
}

/** "shield 3", "parrying-dagger 4", "poniard 6 weapon", "none". */
export function parseOffHand(text: string): { offHand?: OffHand } | { error: string } {
  const t = text.trim().toLowerCase();
  if (t === '' || t === 'none') return {};
  const m = /^(shield|small-shield|parrying-dagger|dagger|poniard|[a-z-]+)\s+(\d+)$/.exec(t);
  if (!m) return { error: `"${text}" should read like "shield 3" or "parrying-dagger 4" (item, then its skill)` };
  const item = m[1]!;
  const skill = Number(m[2]);
  const kind: OffHandKind = item === 'shield' || item === 'small-shield' ? 'shield' : item === 'parrying-dagger' ? 'parrying-dagger' : 'weapon';
  const weapon = kind === 'shield' ? WEAPONS['small-shield']! : kind === 'parrying-dagger' ? WEAPONS.dagger! : WEAPONS[item];
  if (!weapon) return { error: `"${item}" is not an off-hand item (shield, parrying-dagger, or a weapon: ${Object.keys(WEAPONS).join(', ')})` };
  return { offHand: { kind, weapon, skill } };
}

/** Read the widget's attributes. Bad values are reported and replaced by defaults. */
export function parseDuelSetup(attrs: DuelAttributes): { input: RegisterDuelInput; errors: string[] } {
  const errors: string[] = [];
  let seed = 1;
  if (attrs.seed != null && attrs.seed.trim() !== '') {
    const n = intAttr(attrs.seed, 'seed', -2147483648, 2147483647, errors);
    if (n !== undefined) seed = normaliseSeed(n);
  }
  const fighters = DEFAULT_FIGHTERS.map((base, i) => {
    const p = SIDES[i]!;
    const get = (k: string) => attrs[`${p}-${k}`];
    let f: Fighter = { ...base };
    const name = get('name');
    if (name != null) {
      if (name.trim() === '') errors.push(`${p}-name: a fighter needs a name`);
      else f = { ...f, name: name.trim().slice(0, 40) };
    }
    const weapon = get('weapon');
    if (weapon != null) {
      const w = parseWeapon(weapon);
      if ('error' in w) errors.push(`${p}-weapon: ${w.error}`);
      else f = { ...f, weapon: w.weapon };
    }
    const numbers: [string, keyof Fighter, number, number][] = [
      ['skill', 'skill', 0, 10],
      ['training', 'combatTraining', 0, 10],
      ['willpower', 'willpower', -5, 5],
      ['finesse', 'finesse', -5, 5],
      ['armour', 'armour', -5, 0],
      ['hit-points', 'hitPoints', 1, 50],
    ];
    for (const [attr, key, min, max] of numbers) {
      const text = get(attr);
      if (text == null) continue;
      const n = intAttr(text, `${p}-${attr}`, min, max, errors);
      if (n !== undefined) f = { ...f, [key]: n };
    }
    const deck = get('deck');
    if (deck != null) {
      const d = deck.trim().toLowerCase();
      if (d === 'karma' || d === 'world') f = { ...f, deck: d };
      else errors.push(`${p}-deck: "${deck}" is neither "karma" (a player's 44 cards) nor "world" (the GM's 42)`);
    }
    const off = get('off-hand');
    if (off != null) {
      const o = parseOffHand(off);
      if ('error' in o) errors.push(`${p}-off-hand: ${o.error}`);
      else f = o.offHand ? { ...f, offHand: o.offHand } : (({ offHand: _, ...rest }) => rest)(f);
    }
    return f;
  }) as [Fighter, Fighter];
  const stacked = fighters.map((f, i) => {
    const text = attrs[`${SIDES[i]}-stack`];
    if (text == null) return [] as Card[];
    const parsed = parseCards(text, new Set(deckFor(f)));
    if ('error' in parsed) {
      errors.push(`${SIDES[i]}-stack: ${parsed.error} (a ${f.deck} deck)`);
      return [] as Card[];
    }
    return parsed.cards;
  }) as [Card[], Card[]];
  return { input: { fighters, seed, stacked }, errors };
}

/**
 * The seed's worked example. Devon (sword, skill 3, force +1) draws +2 for initiative, the
 * soldier (untrained: one card) −4. Devon's hand +3 (hit), −2, +10; the soldier's −2 (hit),
 * +5. The combat training rating is not given; 2 (a +2 and a −3) is ours.
 */
export const BOOK_EXAMPLE: RegisterDuelInput = {
  fighters: DEFAULT_FIGHTERS,
  seed: 2008,
  stacked: [
    ['2s', '3h', 'Ks', '2h', '10s'],
    ['4h', 'Qh', '5s'],
  ],
};

/** The example's moves, in order: attack/parry, feint/parry, disarm; no hits taken. */
export const BOOK_EXAMPLE_EVENTS: readonly RegisterDuelEvent[] = [
  { type: 'initiative.drawn' },
  { type: 'hands.drawn' },
  { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: 'Ks' },
  { type: 'maneuver.declared', side: 1, maneuver: 'parry', card: '5s' },
  { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: '2h' },
  { type: 'maneuver.declared', side: 1, maneuver: 'parry', card: 'Qh' },
  { type: 'maneuver.declared', side: 0, maneuver: 'disarming-attack', card: '10s' },
  { type: 'register.revealed' },
  { type: 'hit.declined', side: 0 },
  { type: 'register.revealed' },
  { type: 'hit.declined', side: 1 },
  { type: 'register.revealed' },
];

export type DuelMode = 'gm' | 'hot-seat' | 'opponent';

/**
 * Who sees which hand: `gm` both, `hot-seat` only the fighter whose move it is (after they
 * take the seat), `opponent` the first fighter's, the second played by the simple opponent.
 */
export function parseDuelMode(text: string | null | undefined): { mode: DuelMode; error?: string } {
  if (text == null || text.trim() === '') return { mode: 'gm' };
  const t = text.trim().toLowerCase();
  if (t === 'gm' || t === 'hot-seat' || t === 'opponent') return { mode: t };
  return { mode: 'gm', error: `mode: "${text}" is not gm, hot-seat or opponent` };
}
