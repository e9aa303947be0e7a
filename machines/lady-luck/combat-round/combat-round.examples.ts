/**
 * Our own worked examples of a combat round (the seed has none for a fight): each an input
 * and the events a reader would send, replayed from step 0 by the widget's "Replay the
 * example" and checked step by step in combat-round.examples.test.ts. Each table is written
 * as its attributes would give it, and read by the setup's own parser.
 */
import type { WorkedExample } from '../../core/procedure.js';
import type { CombatRoundEvent } from './combat-round.context.js';
import type { combatRoundMachine } from './combat-round.machine.js';
import { parseCombatRoundSetup, type CombatRoundAttributes } from './combat-round.setup.js';

/**
 * The barn brawl, on the default map (our own example: the seed has none for a fight).
 * Round 1: Bran knocks Snag down, then misses him anyway; Wren shoots Grub in the burning
 * barn from the dark lane, two Areas off, and runs to the yard; Tam, the villager, goes into
 * the barn to tackle Grub, and the GM (two NPCs, no PC) says it fails; Grub comes out and
 * clubs Bran, whose Resilience roll holds; Snag stabs Bran from the ground, and Bran's Injury
 * roll holds too. The round ends: the barn's fire grows and burns Tam. Round 2: Bran cuts
 * Snag down and takes hold of Grub; Wren shoots Grub dead; the GM calls the fight over.
 */
/** The default map and fighters (no map or fighters given), a seed and the fixed rolls. */
export const BRAWL_EXAMPLE: CombatRoundAttributes = { seed: '2024', rolls: '3 1 4 2 1 4 2 6 3 5 2 3' };

export const BRAWL_EXAMPLE_EVENTS: readonly CombatRoundEvent[] = [
  { type: 'action.declared', action: 'knockdown', target: 'snag' },
  { type: 'action.rolled' }, // 3 + 1 Might + 1 Weapon = 5 against Defense 5: Snag is down
  { type: 'action.declared', action: 'melee', target: 'snag' },
  { type: 'action.rolled' }, // 1 + 1 + 1 + 1 target down = 4 against 5: a miss
  { type: 'turn.ended' },
  { type: 'action.declared', action: 'ranged', target: 'grub' },
  { type: 'action.rolled' }, // 4 + 1 Steadiness + 1 Vision + 1 Weapon = 7 against 5 (4, +1 shroud): Grub takes an Injury
  { type: 'creature.moved', to: 'b1' },
  { type: 'turn.ended' },
  { type: 'creature.moved', to: 'a1' },
  { type: 'action.declared', action: 'tackle', target: 'grub' },
  { type: 'action.decided', success: false }, // two NPCs: the GM says it fails
  { type: 'turn.ended' },
  { type: 'creature.moved', to: 'b1' },
  { type: 'action.declared', action: 'melee', target: 'bran' },
  { type: 'action.rolled' }, // 2 + 1 Might + 1 Weapon = 4 against 3: a hit with FTM 1
  { type: 'resilience.rolled' }, // 1 + 1 Constitution + 1 Endurance = 3 against 0 + 1 + 0: Fatigue 1
  { type: 'turn.ended' },
  { type: 'action.declared', action: 'melee', target: 'bran' },
  { type: 'action.rolled' }, // 4 + 1 Coordination + 1 Weapon − 2 on the ground = 4 against 3: a hit with ITM 0
  { type: 'injury.rolled' }, // 2 + 1 Constitution = 3 against 1 + 0 + 0: 1 Injury
  { type: 'creature.stood' },
  { type: 'turn.ended' },
  { type: 'round.ended' }, // growth 6 + 2 + 1 = 9: the barn burns at 2; the fire hits Tam, 3 + 1 against 4
  { type: 'action.declared', action: 'melee', target: 'snag' },
  { type: 'action.rolled' }, // 5 + 1 + 1 = 7 against 5: Snag, limit 0, dies
  { type: 'action.declared', action: 'grapple', target: 'grub' },
  { type: 'action.rolled' }, // 2 + 1 Might + 1 Speed + 1 Brawling = 5 against 4: Grub is held
  { type: 'turn.ended' },
  { type: 'action.declared', action: 'ranged', target: 'grub' },
  { type: 'action.rolled' }, // 3 + 3 = 6 against 4: Grub's second Injury is past its limit of 1
  { type: 'fight.ended' },
];

/**
 * Ada in the millpond (our own example): water over her head costs her an action a turn and
 * her breath; four rounds under are free, the fifth calls a Resilience roll (she holds on, one
 * Fatigue more), the sixth she spends surfacing, which starts the count again, and the
 * seventh she swims out to the bank.
 */
export const DROWNING_MAP = `area bank name="Bank" at=0,0 flam=1
area pond name="Millpond" at=1,0 wet=1
link bank pond
pc Ada in pond`;
export const DROWNING_FIGHTERS = 'Ada: endurance=1 fatigue=1';
export const DROWNING_EXAMPLE: CombatRoundAttributes = { map: DROWNING_MAP, fighters: DROWNING_FIGHTERS, seed: '9', rolls: '2' };

const underWater: readonly CombatRoundEvent[] = [{ type: 'turn.ended' }, { type: 'round.ended' }];
export const DROWNING_EXAMPLE_EVENTS: readonly CombatRoundEvent[] = [
  ...underWater, // round 1 of 4 on one breath
  ...underWater, // 2
  ...underWater, // 3
  ...underWater, // 4
  ...underWater, // round 5: 2 + 1 Endurance = 3 against 0 + 0 + Fatigue 1: holds on, Fatigue 2
  { type: 'breath.taken' },
  { type: 'turn.ended' },
  { type: 'round.ended' }, // surfaced: the count is back to 0
  { type: 'creature.moved', to: 'bank' },
  { type: 'turn.ended' }, // out of the water and breathing: the round ends with nothing to settle
];

/**
 * Bran and Wren rest after the brawl (our own example). Day 1: Bran sleeps from dawn to dusk;
 * Wren keeps watch, and at midnight, her seventh timeframe awake, the sleepless roll knocks
 * her out: she sleeps through odark. The day ends: Bran's five timeframes asleep take away 3
 * Fatigue and 2 Injuries; Wren's one takes nothing. Day 2: both sleep from dawn to dusk, and
 * when the day ends Wren's Fatigue is gone too.
 */
export const REST_MAP = `area camp name="Camp" flam=1
pc Bran in camp con=1 injuries=2
pc Wren in camp`;
export const REST_FIGHTERS = 'Bran: endurance=1 fatigue=3; Wren: fatigue=3';
export const REST_EXAMPLE: CombatRoundAttributes = { map: REST_MAP, fighters: REST_FIGHTERS, seed: '3', rolls: '2', start: 'downtime' };

const both = ['bran', 'wren'];
export const REST_EXAMPLE_EVENTS: readonly CombatRoundEvent[] = [
  ...Array.from({ length: 5 }, () => ({ type: 'timeframe.passed', asleep: ['bran'] }) as const), // dawn … dusk
  { type: 'timeframe.passed', asleep: [] }, // evening: Wren's sixth timeframe awake
  { type: 'timeframe.passed', asleep: [] }, // midnight: her seventh: 2 + 0 against 0 + 0 + 3: knocked out
  { type: 'timeframe.passed', asleep: [] }, // odark: Wren sleeps it off; the day ends
  ...Array.from({ length: 5 }, () => ({ type: 'timeframe.passed', asleep: both }) as const),
  { type: 'timeframe.passed', asleep: [] },
  { type: 'timeframe.passed', asleep: [] },
  { type: 'timeframe.passed', asleep: [] }, // day 2 ends: Wren's five timeframes asleep take her 3 Fatigue
];

/** A worked example's table (its attributes) as machine input: fixed, so it parses cleanly (the tests check). */
const table = (attributes: CombatRoundAttributes) => parseCombatRoundSetup(attributes, 1).input;

export const COMBAT_ROUND_EXAMPLES: readonly WorkedExample<typeof combatRoundMachine>[] = [
  { id: 'brawl', title: 'the barn brawl', input: table(BRAWL_EXAMPLE), events: BRAWL_EXAMPLE_EVENTS },
  { id: 'drowning', title: 'Ada in the millpond', input: table(DROWNING_EXAMPLE), events: DROWNING_EXAMPLE_EVENTS },
  { id: 'rest', title: 'Bran and Wren rest', input: table(REST_EXAMPLE), events: REST_EXAMPLE_EVENTS },
];
