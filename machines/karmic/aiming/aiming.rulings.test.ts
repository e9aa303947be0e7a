/**
 * Table rulings of the ranged page that no other aiming test names: each played through the
 * machine or the setup parser, asserting the outcome the ruling settles.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_TARGET, parseAimingSetup } from './aiming.setup.js';
import { play, input } from './aiming.testing.js';

describe('a shot with hit cards', () => {
  it('counts the whole hit chain as the card, in the attack total and the damage total alike (ruling: hit cards on a shot)', () => {
    const target = { ...DEFAULT_TARGET, distance: 1 };
    // A king (+3, a hit card) hit onto, and the −2 drawn onto it: the shot's card is +1.
    const chained = play(input({ stacked: ['Ks', '2h'], target }), [
      { type: 'aim.dealt' },
      { type: 'shot.fired' },
      { type: 'hit.taken' },
    ]).at(-1)!;
    expect(chained.value).toBe('resolved');
    expect(chained.context.shot!.chain).toEqual(['Ks', '2h']);
    const r = chained.context.shot!.result!;
    expect(r.terms[0]).toEqual({ label: 'card', value: 1 });
    // +1 card + 1 stationary, point blank: +2; damage +1 card + 1 edge = 2, not the king's 4.
    expect(r.attackTotal).toBe(2);
    expect(r.outcome).toMatchObject({ kind: 'hit', rawDamage: 2, damage: 2 });
    // Standing on the king instead: +3 in both totals.
    const stood = play(input({ stacked: ['Ks', '2h'], target }), [
      { type: 'aim.dealt' },
      { type: 'shot.fired' },
      { type: 'hit.declined' },
    ]).at(-1)!;
    expect(stood.context.shot!.result!.attackTotal).toBe(4);
    expect(stood.context.shot!.result!.outcome).toMatchObject({ kind: 'hit', rawDamage: 4 });
  });
});

describe("the target's movement", () => {
  it('takes at most one of running, walking and still, and combines it freely with the other lines (ruling: running, walking or still)', () => {
    for (const both of ['running stationary', 'walking running', 'stationary walking']) {
      const { input: parsed, errors } = parseAimingSetup({ situation: both });
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/cannot be \w+ and \w+ at once/);
      expect(parsed.target.situations).toEqual(['stationary']);
    }
    const { input: parsed, errors } = parseAimingSetup({ situation: 'running prone low-light riding' });
    expect(errors).toEqual([]);
    expect(parsed.target.situations).toEqual(['running', 'prone', 'low-light', 'riding']);
  });
});
