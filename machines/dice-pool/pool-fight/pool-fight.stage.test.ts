import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { poolFightMachine } from './pool-fight.machine.js';
import { parsePoolFightSetup } from './pool-fight.setup.js';
import { fighterToken, rolledPool } from './pool-fight.stage.js';

describe('what the stage draws', () => {
  it('a token per fighter: its side, its health as a bar, the acting group marked', () => {
    let [s] = initialTransition(poolFightMachine, parsePoolFightSetup({}).input);
    expect(fighterToken(s.context, 2)).toEqual({
      id: 'fighter-2',
      name: 'Bandit',
      side: 'foe',
      bar: { label: 'Health', value: 10, max: 10 },
      acting: false,
      state: 'fine',
    });
    [s] = transition(poolFightMachine, s, { type: 'order.chosen', first: 'party' });
    expect(fighterToken(s.context, 0)).toMatchObject({ side: 'pc', acting: true });
  });

  it('a rolled pool: each die on the face it landed on, and their total', () => {
    const r = { who: 'Mara', what: 'base dice', pool: [6, 8] as const, faces: [3, 5], total: 8 };
    expect(rolledPool(r, 'd6 + d8')).toEqual({
      label: "Mara's base dice, d6 + d8: 3, 5; total 8",
      dice: [
        { sides: 6, value: 3 },
        { sides: 8, value: 5 },
      ],
      total: 8,
    });
  });
});
