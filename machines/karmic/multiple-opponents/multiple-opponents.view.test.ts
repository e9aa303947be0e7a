import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { multipleOpponentsMachine } from './multiple-opponents.machine.js';
import { GOBLINS_EVENTS, GOBLINS_EXAMPLE } from './multiple-opponents.examples.js';
import { foeLine, loneOptions, stepPrompt } from './multiple-opponents.view.js';

describe('multiple opponents: what the widget shows', () => {
  it('offers defences against the foes who attack, the attack on the one he leads, and swipes; refusals keep their reason', () => {
    let [s] = initialTransition(multipleOpponentsMachine, GOBLINS_EXAMPLE);
    for (const e of GOBLINS_EVENTS.slice(0, 3)) [s] = transition(multipleOpponentsMachine, s, e);
    const options = loneOptions(s.context);
    const ids = options.map((o) => o.id);
    expect(ids).toContain('parry:1');
    expect(ids).toContain('attack:0');
    expect(ids).toContain('swipe:0-1-2');
    expect(ids).not.toContain('attack:1');
    expect(options.find((o) => o.id === 'swipe:1-2')!.problem).toBe(
      'a swipe needs the initiative, and Devon holds it over none of the targets',
    );
    expect(options.find((o) => o.id === 'block:1')!.problem).toBe('no off-hand item');
    expect(stepPrompt(s)).toBe('Register 1: Brand and Cole attack Devon. Choose a maneuver, then the card to lay, or lay nothing.');
    expect(foeLine(s.context, 1)).toBe('sword, small, range 1 · damage 0 of 3 · Brand leads · 1 card in hand');
  });
});
