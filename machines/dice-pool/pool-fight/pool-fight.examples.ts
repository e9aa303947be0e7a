/**
 * The dice-pool fight's worked example, our own (the seed has none for a whole fight): an input
 * and the events a reader would send, replayed by the widget's "Replay the example" and checked
 * step by step in pool-fight.examples.test.ts.
 */
import type { WorkedExample } from '../../core/procedure.js';
import type { PoolFightEvent, PoolFightInput } from './pool-fight.context.js';
import type { poolFightMachine } from './pool-fight.machine.js';
import { DEFAULT_JAM_DIFFICULTY, DEFAULT_PARTY, parseGroup } from './pool-fight.setup.js';

/** The example's bandit, in heavier armour than the default one: his fixed rolls were written for him. */
const EXAMPLE_BANDIT = 'Bandit agility 1 physique 2 armour 3 health 12 at 6 with maul heavy blunt two-handed';

/**
 * Mara (the sword of the attacks page's example) and Jory (a low-caliber pistol, cart 6)
 * against a bandit with a two-handed maul. The party wins the roll for the order; Mara
 * closes in and cuts (7 against 5, 9 − 6 = 3); Jory's shot misses by 4 and jams his
 * pistol, and his first try to clear it fails. The bandit's maul ignores Mara's armour
 * (12 − 5 = 7). Next round Jory clears the jam, helps Mara (11 against 5: +2d6), and her
 * two cuts (17 against 6, then 8 against 2) bring the bandit down.
 */
const BANDIT: PoolFightInput = {
  seed: 14,
  rolls: [
    5,
    2, // order: the party 5, the foes 2
    3,
    4,
    5, // Mara 2d6 = 7 against the bandit's d8 = 5: a hit
    9,
    4,
    2, // d10 = 9 against 2d8 = 6: 3 damage
    1,
    2,
    1,
    8, // Jory d6 + 2d8 = 4 against d8 = 8: a miss by 4, jammed
    1,
    1,
    2,
    5, // Fix Jam: 3d6 = 4 against d6 = 5: still jammed
    4,
    6,
    3,
    4, // the bandit's d6 + d8 = 10 against Mara's 2d8 = 7: a hit
    5,
    7,
    3,
    2, // d6 + d8 = 12 against her bare physique 2d6 = 5: 7 damage
    4,
    5,
    3,
    4, // Fix Jam: 12 against 4: cleared
    5,
    3,
    3,
    5, // Help: 3d6 = 11 against d8 = 5: +2d6
    2,
    5,
    4,
    6,
    6, // Mara 4d6 = 17 against d8 = 6: a hit
    10,
    1,
    3, // d10 = 10 against 2d8 = 4: 6 damage
    6,
    2,
    2, // Mara 2d6 = 8 against d8 = 2: a hit
    8,
    2,
    3, // d10 = 8 against 2d8 = 5: 3 damage, the bandit is down
  ],
  fighters: [...parseGroup('party', 'party', DEFAULT_PARTY, []), ...parseGroup('foes', 'foes', EXAMPLE_BANDIT, [])],
  jamDifficulty: DEFAULT_JAM_DIFFICULTY,
};

const BANDIT_EVENTS: readonly PoolFightEvent[] = [
  { type: 'order.rolled' },
  { type: 'fighter.moved', by: 0, squares: 5 },
  { type: 'attack.made', by: 0, target: 2 },
  { type: 'hit.rolled' },
  { type: 'damage.rolled' },
  { type: 'attack.made', by: 1, target: 2 },
  { type: 'hit.rolled' },
  { type: 'jam.tried', by: 1 },
  { type: 'fix.rolled' },
  { type: 'turn.ended' },
  { type: 'attack.made', by: 2, target: 0 },
  { type: 'hit.rolled' },
  { type: 'damage.rolled' },
  { type: 'turn.ended' },
  { type: 'jam.tried', by: 1 },
  { type: 'fix.rolled' },
  { type: 'help.given', by: 1, ally: 0, target: 2 },
  { type: 'help.rolled' },
  { type: 'attack.made', by: 0, target: 2 },
  { type: 'hit.rolled' },
  { type: 'damage.rolled' },
  { type: 'attack.made', by: 0, target: 2 },
  { type: 'hit.rolled' },
  { type: 'damage.rolled' },
];

export const POOL_FIGHT_EXAMPLES: readonly WorkedExample<typeof poolFightMachine>[] = [
  { id: 'bandit', title: 'Mara and Jory against the bandit', input: BANDIT, events: BANDIT_EVENTS },
];
