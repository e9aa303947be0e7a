import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { dicePoolFight, fightOf } from './index.js';

describe('the whole fight’s worked example', () => {
  it('is the default fight played by the suggested move, press by press, to the gunman standing alone', () => {
    const [example] = dicePoolFight.examples;
    let [s] = initialTransition(dicePoolFight.machine, example!.input);
    for (const event of example!.events) {
      expect(dicePoolFight.moves(s).find((m) => m.suggested)?.event, dicePoolFight.headline(s)).toEqual(event);
      [s] = transition(dicePoolFight.machine, s, event);
    }
    expect(example!.events).toHaveLength(40);
    expect(s.hasTag('over')).toBe(true);
    expect(s.context.winner).toBe('foes');
    expect(
      fightOf(s.context)
        .fighters.filter((f) => f.hp > 0)
        .map((f) => f.name),
    ).toEqual(['Slim']);
    expect(dicePoolFight.headline(s)).toBe(
      'The foes won in round 2: the other side is down; still standing: 0 of the party, 1 of the foes',
    );
  });
});
