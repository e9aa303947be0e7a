/**
 * Our own worked examples (the seed has no worked example for a fight), step by step: each
 * step's roll, its sum and what it did, as the pages tell them.
 */
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { upgradeEvents } from '../../core/record.js';
import { combatRoundMachine, combatRoundRecord } from './combat-round.machine.js';
import { COMBAT_ROUND_EXAMPLES } from './combat-round.examples.js';
import type { Snap } from './testing/tables.js';

/** Every snapshot of an example, from step 0. */
function steps(id: 'brawl' | 'drowning' | 'rest'): Snap[] {
  const ex = COMBAT_ROUND_EXAMPLES.find((e) => e.id === id)!;
  let [snap] = initialTransition(combatRoundMachine, ex.input);
  const out = [snap];
  for (const e of ex.events) {
    expect(snap.can(e), `step ${out.length}: ${JSON.stringify(e)}`).toBe(true);
    [snap] = transition(combatRoundMachine, snap, e);
    out.push(snap);
  }
  return out;
}

const text = (s: Snap) => s.context.why.map((w) => w.text).join(' ');
const who = (s: Snap, id: string) => s.context.fighters.find((f) => f.id === id)!;

describe('the barn brawl', () => {
  const s = steps('brawl');

  it('tells every step as the combat page does', () => {
    const expected: [number, string][] = [
      [0, 'Round 1. The order: Bran, Wren, Tam, Grub, Snag'],
      [1, "Bran declares knockdown on Snag (1 action): d6 + 1 Might + 1 Weapon (+2 in all) against Snag's Defense 5."],
      [2, "3 on the die + 1 Might + 1 Weapon = 5 against Snag's Defense 5: 5 reaches 5, a success."],
      [3, 'd6 + 1 Might + 1 Weapon + 1 target down (+3 in all)'],
      [4, "1 on the die + 1 Might + 1 Weapon + 1 target down = 4 against Snag's Defense 5: short of 5, a failure."],
      [5, "Wren's turn: 2 actions."],
      [
        6,
        "Wren declares ranged attack on Grub (1 action): d6 + 1 Steadiness + 1 Vision + 1 Weapon (+3 in all) against Grub's Defense 5 (4, +1 for the shroud).",
      ],
      [7, 'Grub is an NPC: no roll, it takes the Injury (1 Injury, limit 1).'],
      [8, 'Wren moves to Yard (1 action).'],
      [10, 'Tam moves to Barn (1 action).'],
      [11, 'Two NPCs and no PC: the GM decides how it goes instead of rolling.'],
      [12, 'The GM decides: it fails.'],
      [14, 'Grub moves to Yard (1 action).'],
      [
        16,
        "2 on the die + 1 Might + 1 Weapon = 4 against Bran's Defense 3: 4 reaches 3, a success. Bran is a PC: the Club calls for a Resilience roll (FTM 1).",
      ],
      [
        17,
        "Bran's Resilience roll: 1 on the die + 1 Constitution + 1 Endurance = 3 against 0 + FTM 1 + Fatigue 0 = 1: stays up, Fatigue 1.",
      ],
      [
        19,
        "Snag declares melee attack on Bran (1 action): d6 + 1 Coordination + 1 Weapon \u2212 2 on the ground (0 in all) against Bran's Defense 3.",
      ],
      [20, 'Bran is a PC: the Knife calls for an Injury roll (ITM 0).'],
      [21, "Bran's Injury roll: 2 on the die + 1 Constitution = 3 against 1 + ITM 0 + 0 Injuries = 1: survives, with 1 Injury."],
      [22, 'Snag gets up (1 action).'],
      [23, 'Every turn of round 1 is over: now the fire and the water.'],
      [24, 'Barn growth roll: 6 on the die + 2 flammability + 1 fire level = 9, 7 or more: the fire grows to 2.'],
      [24, 'The fire attacks Tam: 3 on the die + 1 fire level = 4 against Defense 4 (3 + 1 for the shroud): a hit. Tam now has 1 Injury.'],
      [26, 'Snag is an NPC: no roll. The Injury is one past its limit of 0: Snag dies.'],
      [28, "Grub is in Bran's hold: it cannot move, and may act against Bran only."],
      [31, 'Grub is an NPC: no roll. The Injury is one past its limit of 1: Grub dies.'],
      [32, 'The fight is over after 2 rounds. Downtime begins at the next dawn.'],
    ];
    for (const [i, sentence] of expected) expect(text(s[i]!), `step ${i}`).toContain(sentence);
  });

  it('leaves the bodies as the story says', () => {
    expect(who(s[2]!, 'snag').down).toBe(true);
    expect(who(s[7]!, 'grub').injuries).toBe(1);
    expect(s[12]!.context.chance.fixedRolls).toEqual(s[11]!.context.chance.fixedRolls);
    expect(who(s[22]!, 'bran')).toMatchObject({ injuries: 1, fatigue: 1 });
    expect(who(s[24]!, 'tam').injuries).toBe(1);
    expect(s[24]!.context.map.areas.find((a) => a.id === 'a1')!.fireLevel).toBe(2);
    expect(s[24]!.context).toMatchObject({ round: 2, turnOf: 'bran' });
    expect(who(s[28]!, 'grub').grappledBy).toBe('bran');
    expect(who(s[31]!, 'grub').condition).toBe('dead');
    expect(s[32]!.value).toBe('downtime');
    expect(s[32]!.context.chance.fixedRolls).toEqual([]);
  });
});

describe('Ada in the millpond', () => {
  const s = steps('drowning');

  it('counts four rounds on one breath, rolls on the fifth, surfaces, and swims out', () => {
    expect(s[0]!.context.actionsLeft).toBe(1);
    for (let round = 1; round <= 4; round++) {
      expect(text(s[round * 2]!), `round ${round}`).toContain(`Ada is under water: round ${round} of 4 on one breath.`);
      expect(who(s[round * 2]!, 'ada').breath).toBe(round);
    }
    expect(text(s[10]!)).toContain(
      "Ada's round 5 under water calls a Resilience roll: 2 on the die + 1 Endurance = 3 against 0 + FTM 0 + Fatigue 1 = 1: holds on, Fatigue 2.",
    );
    expect(text(s[11]!)).toContain('Ada spends the turn swimming up for air');
    expect(text(s[13]!)).toContain('Ada surfaced this round: the breath count is back to 0.');
    expect(who(s[13]!, 'ada').breath).toBe(0);
    expect(text(s[14]!)).toContain('Ada moves to Bank (1 action).');
    expect(text(s[15]!)).toContain('Round 7 is over; no fire or water to settle.');
    expect(s[15]!.context).toMatchObject({ round: 8, actionsLeft: 2 });
  });
});

describe('Bran and Wren rest', () => {
  const s = steps('rest');

  it('knocks Wren out at her seventh timeframe awake, heals Bran on day 1 and Wren on day 2', () => {
    expect(s[0]!.value).toBe('downtime');
    expect(text(s[6]!)).toContain('Wren stays awake through evening (6 timeframes in a row).');
    expect(text(s[7]!)).toContain(
      'Wren has been awake 7 timeframes: a Resilience roll as if hit by FTM +0: 2 on the die = 2 against 3: a failure, knocked out; Wren sleeps the next timeframe.',
    );
    expect(text(s[8]!)).toContain('Wren sleeps off the exhaustion through odark.');
    expect(text(s[8]!)).toContain('Bran slept 5 timeframes: Injuries 2 → 0, Fatigue 3 → 0.');
    expect(who(s[8]!, 'wren')).toMatchObject({ fatigue: 3, condition: 'fine' });
    expect(text(s[16]!)).toContain('Wren slept 5 timeframes: Fatigue 3 → 0.');
    expect(s[16]!.value).toBe('rested');
    expect(s[16]!.context.day).toBe(3);
  });
});

describe('a table saved by the build before equipment (combat-round/1)', () => {
  it('replays every example as it was played, its events unchanged', () => {
    expect(combatRoundRecord.current).toBe('combat-round/2');
    for (const ex of COMBAT_ROUND_EXAMPLES) {
      const events = upgradeEvents(combatRoundRecord, 'combat-round/1', ex.events) as typeof ex.events;
      expect(events).toEqual(ex.events);
      let [snap] = initialTransition(combatRoundMachine, ex.input);
      for (const e of events) {
        expect(snap.can(e), `${ex.id}: ${JSON.stringify(e)}`).toBe(true);
        [snap] = transition(combatRoundMachine, snap, e);
      }
    }
    expect(
      steps('brawl')
        .at(-1)!
        .context.fighters.find((f) => f.id === 'grub')!.condition,
    ).toBe('dead');
  });
});
