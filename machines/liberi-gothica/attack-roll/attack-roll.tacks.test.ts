import { describe, expect, it } from 'vitest';
import type { AttackRollEvent } from './attack-roll.context.js';
import { fighterView } from './attack-roll.view.js';
import { linked, play, said, table } from './attack-roll.testing.js';

const END_FIGHT: AttackRollEvent = { type: 'fight.ended' };
const rest = (hours: number): AttackRollEvent => ({ type: 'time.passed', hours });

describe('damage to TACKS attributes heals a point a day (Table ruling: when a TACKS point comes back)', () => {
  it('gives back one point of each damaged attribute at each midnight of the rest', () => {
    const input = table([], {}, { tacksDamage: { charm: 2, spirit: 1 } });
    expect(play(input, [END_FIGHT, rest(4)]).context.sides.defender.tacksDamage).toEqual({ charm: 2, spirit: 1 });
    const day = play(input, [END_FIGHT, rest(24)]);
    expect(day.context.sides.defender.tacksDamage).toEqual({ charm: 1 });
    expect(said(day)).toContain('TACKS damage heals a point a day: Raider gets back charm +1, spirit +1; still down: charm 1.');
    expect(linked(day)).toContain('when-a-tacks-point-comes-back');
    const week = play(input, [END_FIGHT, rest(168)]);
    expect(week.context.sides.defender.tacksDamage).toEqual({});
  });

  it('raises Toughness as it heals, and the next day’s healing with it', () => {
    // A creature at Toughness 1 (2 below its usual 3) and Life 4 of 12: day 1 heals 1, day 2 heals 2.
    const input = table([], {}, { toughness: 1, tacksDamage: { toughness: 2 }, life: 4 });
    const one = play(input, [END_FIGHT, rest(24)]);
    expect([one.context.defender.life, one.context.defender.toughness]).toEqual([5, 2]);
    const two = play(input, [END_FIGHT, rest(24), rest(24)]);
    expect([two.context.defender.life, two.context.defender.toughness]).toEqual([7, 3]);
  });

  it('is not healed until every point is back, and shows what is still down', () => {
    const input = table([], {}, { tacksDamage: { knowledge: 2 } });
    const one = play(input, [END_FIGHT, rest(24)]);
    expect(one.hasTag('resting')).toBe(true);
    expect(fighterView(one.context, 'defender').notes).toContain('TACKS damage: knowledge −1 (a point back each day)');
    expect(play(input, [END_FIGHT, rest(24), rest(24)]).value).toBe('healed');
  });
});
