import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createChance } from '../core/random.js';
import {
  brightnessModifier,
  breathRollNeeded,
  checkChance,
  defenseInArea,
  drownsUnconscious,
  fatigueRecovered,
  fatigueThreshold,
  injuriesRecovered,
  injuryThreshold,
  judgeCheck,
  npcTakesInjury,
  obscurityModifier,
  pcWoundOutcome,
  rollCheck,
  sleeplessRoll,
  moveProblem,
  sleeplessRollNeeded,
  breathRound,
  sneakModifier,
  waterEffects,
  npcTakesFatigue,
  dayRecovery,
  TIMEFRAMES,
  SLEEP_NEEDED,
} from './check.js';
import type { Brightness, Obscurity } from './areas.js';

describe('the d6 check', () => {
  it('succeeds when the roll plus modifiers equals the threshold', () => {
    expect(judgeCheck(3, { aptitudes: [1, 1], threshold: 5 }).success).toBe(true);
  });

  it('fails one short of the threshold', () => {
    expect(judgeCheck(2, { aptitudes: [1, 1], threshold: 5 }).success).toBe(false);
  });

  it('adds equipment and situation modifiers on top of aptitudes', () => {
    const r = judgeCheck(4, { aptitudes: [1], modifiers: [-1, 2], threshold: 6 });
    expect(r.total).toBe(6);
    expect(r.success).toBe(true);
  });

  it('caps aptitudes at three but lets any number of other modifiers add on top (ruling: the limit of three is about aptitudes only)', () => {
    const r = judgeCheck(1, { aptitudes: [1, 1, 1], modifiers: [1, 1, 1, -1], threshold: 6 });
    expect(r.modifier).toBe(5);
    expect(r.success).toBe(true);
  });

  it('lets no more than three aptitudes modify one action, refusing a fourth (ruling: the limit of three is about aptitudes only)', () => {
    expect(() => judgeCheck(4, { aptitudes: [1, 1, 1, 1], threshold: 3 })).toThrow(/only 3 aptitudes/);
    expect(() => rollCheck(createChance(1), { aptitudes: [1, 1, 1, 1], threshold: 3 })).toThrow();
  });

  it('rolls its d6 through the seeded source, fixed rolls first', () => {
    const [r, after] = rollCheck(createChance(1, [5, 2]), { threshold: 5 });
    expect(r.roll).toBe(5);
    expect(after.fixedRolls).toEqual([2]);
  });

  it('gives the exact chance of a check, matching all six faces', () => {
    fc.assert(
      fc.property(fc.integer({ min: -8, max: 8 }), fc.integer({ min: -4, max: 14 }), (modifier, threshold) => {
        const wins = [1, 2, 3, 4, 5, 6].filter((face) => judgeCheck(face, { modifiers: [modifier], threshold }).success).length;
        expect(checkChance(modifier, threshold)).toBeCloseTo(wins / 6, 12);
      }),
    );
  });
});

describe('moving', () => {
  it('lets a character move one Area a turn, not one per action', () => {
    expect(moveProblem(0, 2, false)).toBeUndefined();
    expect(moveProblem(1, 1, false)).toBe('without Runner, a character moves at most one Area a turn');
  });

  it('lets a Runner spend every action on a move, one Area each (ruling: how far a Runner goes)', () => {
    expect(moveProblem(1, 1, true)).toBeUndefined();
    expect(moveProblem(2, 0, true)).toBe('a move costs an action, and none is left this turn');
  });
});

describe('injuries and fatigue', () => {
  it('sets the Injury roll at 1 + ITM + Injuries already taken', () => {
    expect(injuryThreshold(2, 1)).toBe(4);
  });

  it('sets the Resilience roll at 0 + FTM + current Fatigue', () => {
    expect(fatigueThreshold(0, 2)).toBe(2);
  });

  it('adds an Injury on a passed roll and kills on a failed one', () => {
    expect(pcWoundOutcome('injury', true)).toBe('injured');
    expect(pcWoundOutcome('injury', false)).toBe('dead');
  });

  it('adds Fatigue on a passed roll and knocks out on a failed one', () => {
    expect(pcWoundOutcome('fatigue', true)).toBe('fatigued');
    expect(pcWoundOutcome('fatigue', false)).toBe('unconscious');
  });

  it('lets an NPC with a limit of 2 take two Injuries and die of the third', () => {
    expect(npcTakesInjury(0, 2)).toEqual({ injuries: 1, dead: false });
    expect(npcTakesInjury(1, 2)).toEqual({ injuries: 2, dead: false });
    expect(npcTakesInjury(2, 2)).toEqual({ injuries: 3, dead: true });
  });
});

const area = (brightness: Brightness, obscurity: Obscurity, fireLevel: null | 0 | 3 = null) => ({ brightness, obscurity, fireLevel });

describe('Area qualities in checks', () => {
  it('gives −1 to perceive or target into the dark, +1 into the bright, 0 in dim light', () => {
    expect(brightnessModifier(area('dark', 'clear'))).toBe(-1);
    expect(brightnessModifier(area('dim', 'clear'))).toBe(0);
    expect(brightnessModifier(area('bright', 'clear'))).toBe(1);
  });

  it('lifts a dark Area to dim with any fire, and to bright from fire level 3', () => {
    expect(brightnessModifier(area('dark', 'clear', 0))).toBe(0);
    expect(brightnessModifier(area('dark', 'clear', 3))).toBe(1);
  });

  it('gives −1 to interact with anything in or from an obscured Area', () => {
    expect(obscurityModifier(area('dim', 'obscured'))).toBe(-1);
    expect(obscurityModifier(area('dim', 'shrouded-obscured'))).toBe(-1);
    expect(obscurityModifier(area('dim', 'shrouded'))).toBe(0);
  });

  it('raises Defense by 1 in a shrouded Area', () => {
    expect(defenseInArea(3, area('dim', 'shrouded'))).toBe(4);
    expect(defenseInArea(3, area('dim', 'shrouded-obscured'))).toBe(4);
    expect(defenseInArea(3, area('dim', 'obscured'))).toBe(3);
  });

  it('gives sneaking one +1 for dark, shroud or fog, never more', () => {
    expect(sneakModifier(area('dark', 'clear'))).toBe(1);
    expect(sneakModifier(area('dim', 'shrouded'))).toBe(1);
    expect(sneakModifier(area('dark', 'shrouded-obscured'))).toBe(1);
    expect(sneakModifier(area('dim', 'clear'))).toBe(0);
  });

  it('makes sneaking −1 in a bright, clear Area and 0 when bright with cover (ruling: sneaking in bright light)', () => {
    expect(sneakModifier(area('bright', 'clear'))).toBe(-1);
    expect(sneakModifier(area('bright', 'shrouded'))).toBe(0);
    expect(sneakModifier(area('bright', 'obscured'))).toBe(0);
    expect(sneakModifier(area('bright', 'shrouded-obscured'))).toBe(0);
    expect(sneakModifier(area('dark', 'clear', 3))).toBe(-1);
    // A blaze lights a shrouded dark Area too: its cover is cancelled, not its darkness kept.
    expect(sneakModifier(area('dark', 'shrouded', 3))).toBe(0);
  });
});

describe('water', () => {
  it('costs a Medium creature an action from half a metre of water, and makes it swim from 1', () => {
    expect(waterEffects(1 / 4, 1)).toEqual({ loseAction: false, mustSwim: false });
    expect(waterEffects(1 / 2, 1)).toEqual({ loseAction: true, mustSwim: false });
    expect(waterEffects(1, 1)).toEqual({ loseAction: true, mustSwim: true });
  });

  it('never slows or drowns anyone in a damp Area, however small (ruling: damp is not depth)', () => {
    expect(waterEffects(0, 0)).toEqual({ loseAction: false, mustSwim: false });
    expect(waterEffects(null, 0)).toEqual({ loseAction: false, mustSwim: false });
  });

  it('calls a Resilience roll from the fifth round under water', () => {
    expect(breathRollNeeded(4)).toBe(false);
    expect(breathRollNeeded(5)).toBe(true);
  });

  it('starts the breath count again after a round spent surfacing (ruling: counting breaths)', () => {
    // Five rounds under: the fifth calls a roll. Surface, then four more rounds are free again.
    let count = 0;
    const rolls: boolean[] = [];
    for (const surfaced of [false, false, false, false, false, true, false, false, false, false, false]) {
      const r = breathRound(count, surfaced);
      count = r.roundsUnder;
      rolls.push(r.resilienceRoll);
    }
    expect(rolls).toEqual([false, false, false, false, true, false, false, false, false, false, true]);
    expect(breathRound(9, true)).toEqual({ roundsUnder: 0, resilienceRoll: false });
  });

  it('drowns someone unconscious in water for more than one round', () => {
    expect(drownsUnconscious(1, 1)).toBe(false);
    expect(drownsUnconscious(1, 2)).toBe(true);
    expect(drownsUnconscious(0, 5)).toBe(false);
  });
});

describe('downtime', () => {
  it('takes away one Fatigue per timeframe slept beyond two, at most four a day', () => {
    expect(fatigueRecovered(2)).toBe(0);
    expect(fatigueRecovered(5)).toBe(3);
    expect(fatigueRecovered(8)).toBe(4);
  });

  it('heals one Injury a day, two after sleeping four timeframes', () => {
    expect(injuriesRecovered(2)).toBe(1);
    expect(injuriesRecovered(4)).toBe(2);
  });

  it('calls a Resilience roll after more than six timeframes awake', () => {
    expect(sleeplessRollNeeded(6)).toBe(false);
    expect(sleeplessRollNeeded(7)).toBe(true);
  });

  it('judges the sleepless roll as a hit from an FTM +0 weapon: passing still adds one Fatigue', () => {
    // Fatigue 2: threshold 0 + 0 + 2. A 2 passes and leaves the character at 3 Fatigue.
    expect(sleeplessRoll(2, 0, 2)).toEqual(expect.objectContaining({ threshold: 2, success: true, fatigue: 3, outcome: 'fatigued' }));
    // Fatigue 4 and a −1 modifier: a 4 makes 3, short of 4: knocked out, Fatigue unchanged.
    expect(sleeplessRoll(4, -1, 4)).toEqual(
      expect.objectContaining({ threshold: 4, total: 3, success: false, fatigue: 4, outcome: 'unconscious' }),
    );
  });
});

describe('NPC Fatigue and a day of rest', () => {
  it('lets an NPC with a Fatigue limit of 1 take one Fatigue and drop at the second', () => {
    expect(npcTakesFatigue(0, 1)).toEqual({ fatigue: 1, unconscious: false });
    expect(npcTakesFatigue(1, 1)).toEqual({ fatigue: 2, unconscious: true });
    expect(npcTakesFatigue(0, 0)).toEqual({ fatigue: 1, unconscious: true });
  });

  it('splits a day into eight timeframes from dawn to odark', () => {
    expect(TIMEFRAMES).toEqual(['dawn', 'morning', 'noon', 'afternoon', 'dusk', 'evening', 'midnight', 'odark']);
    expect(SLEEP_NEEDED).toBe(2);
  });

  it('takes the day’s recovery off Injuries and Fatigue, never below 0 (ruling: counting a day of rest)', () => {
    expect(dayRecovery(3, 5, 5)).toEqual({ injuries: 1, fatigue: 2 });
    expect(dayRecovery(3, 9, 8)).toEqual({ injuries: 1, fatigue: 5 });
    expect(dayRecovery(1, 1, 8)).toEqual({ injuries: 0, fatigue: 0 });
    expect(dayRecovery(2, 2, 2)).toEqual({ injuries: 1, fatigue: 2 });
    expect(dayRecovery(0, 0, 0)).toEqual({ injuries: 0, fatigue: 0 });
  });
});
