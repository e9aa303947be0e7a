/**
 * The register duel's worked examples, as inputs and the events that play them, the book's
 * first; register-duel.examples.test.ts asserts every step's numbers against the book.
 */
import type { WorkedExample } from '../../core/procedure.js';
import { WEAPONS, type Weapon } from '../melee-weapons.js';
import { SEED_RULINGS } from '../melee/rulings.js';
import type { RegisterDuelEvent, RegisterDuelInput } from './register-duel.context.js';
import type { registerDuelMachine } from './register-duel.machine.js';
import { DEFAULT_FIGHTERS } from './register-duel.setup.js';

/**
 * Karmic's example of a duel: Devon (sword, skill 3, force +1) draws +2 for initiative, the
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
  rulings: SEED_RULINGS,
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

const axe: Weapon = WEAPONS['medium-axe']!;

/**
 * Karmic's example of an off-hand weapon: Devon with a medium axe (2 maneuvers, skill 4)
 * and a poniard (3 maneuvers, skill 6) draws 4 cards and may take 4 maneuvers, at most 2
 * with the axe. The book gives no cards and no opponent: these are ours, chosen so that
 * Devon attacks twice with the axe, his opponent (a soldier with a sword, whose melee dodge
 * does not count against the sword's 3 maneuvers) seizes the initiative, and Devon parries
 * twice with the poniard, as the book describes.
 */
export const AXE_AND_PONIARD_EXAMPLE: RegisterDuelInput = {
  fighters: [
    { ...DEFAULT_FIGHTERS[0], weapon: axe, skill: 4, offHand: { kind: 'parrying-dagger', weapon: WEAPONS.poniard!, skill: 6 } },
    { ...DEFAULT_FIGHTERS[1], skill: 4 },
  ],
  seed: 2008,
  stacked: [
    ['5s', '3h', '2s', '3s', '9s', '8s'],
    ['4h', '5s', '10s', '7s', '6s'],
  ],
  rulings: SEED_RULINGS,
};

export const AXE_AND_PONIARD_EVENTS: readonly RegisterDuelEvent[] = [
  { type: 'initiative.drawn' },
  { type: 'hands.drawn' },
  { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: '2s', hand: 'main' },
  { type: 'maneuver.declared', side: 1, maneuver: 'melee-dodge', card: '5s', hand: 'none' },
  { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: '3s', hand: 'main' },
  { type: 'maneuver.declared', side: 1, maneuver: 'parry-seize', card: '10s' },
  { type: 'register.revealed' },
  { type: 'register.revealed' },
  { type: 'maneuver.declared', side: 1, maneuver: 'attack', card: '7s' },
  { type: 'maneuver.declared', side: 0, maneuver: 'parry', card: '9s', hand: 'off' },
  { type: 'maneuver.declared', side: 1, maneuver: 'attack', card: '6s' },
  { type: 'maneuver.declared', side: 0, maneuver: 'parry', card: '8s', hand: 'off' },
  { type: 'register.revealed' },
  { type: 'register.revealed' },
];

/**
 * Karmic's example of changing weapons: Devon, long sword in hand, has the initiative; a young
 * noble parries without stepping back and the range drops from 1 to 0; in the second register
 * Devon changes to his dagger and does nothing more that turn. With no fast-draw skill his next
 * hand is one card; from the third round he draws his dagger skill. The book gives no cards or
 * skills: the long sword skill 3, dagger skill 2 and every card below are ours.
 */
export const CHANGING_WEAPONS_EXAMPLE: RegisterDuelInput = {
  fighters: [
    { ...DEFAULT_FIGHTERS[0], weapon: WEAPONS['long-sword']!, skill: 3, spare: { weapon: WEAPONS.dagger!, skill: 2 } },
    { ...DEFAULT_FIGHTERS[1], name: 'Noble', armour: 0 },
  ],
  seed: 2008,
  stacked: [
    ['5s', '2h', '4s', '3s', '2s', '6s', '7s', '8s'],
    ['3h', '9s', 'Ah', '4h', '5h', '6h', '7h'],
  ],
  rulings: SEED_RULINGS,
};

export const CHANGING_WEAPONS_EVENTS: readonly RegisterDuelEvent[] = [
  { type: 'initiative.drawn' },
  { type: 'hands.drawn' },
  { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: '4s' },
  { type: 'maneuver.declared', side: 1, maneuver: 'parry', card: '9s', holdGround: true },
  { type: 'maneuver.declared', side: 0, maneuver: 'change-weapon', card: '3s' },
  { type: 'maneuver.passed', side: 1 },
  { type: 'register.revealed' },
  { type: 'register.revealed' },
  { type: 'round.begun' },
  { type: 'hands.drawn' },
  { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: '6s' },
  { type: 'maneuver.passed', side: 1 },
  { type: 'register.revealed' },
  { type: 'round.begun' },
  { type: 'hands.drawn' },
];

/** The ids the `example` attribute takes. */
export type RegisterDuelExampleId = 'devon-and-the-soldier' | 'axe-and-poniard' | 'changing-weapons';

/** The worked examples a duel can replay, the book's duel first. */
export const REGISTER_DUEL_EXAMPLES: readonly (WorkedExample<typeof registerDuelMachine> & { readonly id: RegisterDuelExampleId })[] = [
  { id: 'devon-and-the-soldier', title: 'Devon against the soldier', input: BOOK_EXAMPLE, events: BOOK_EXAMPLE_EVENTS },
  { id: 'axe-and-poniard', title: 'Devon’s axe and poniard', input: AXE_AND_PONIARD_EXAMPLE, events: AXE_AND_PONIARD_EVENTS },
  { id: 'changing-weapons', title: 'Devon changes to his dagger', input: CHANGING_WEAPONS_EXAMPLE, events: CHANGING_WEAPONS_EVENTS },
];
