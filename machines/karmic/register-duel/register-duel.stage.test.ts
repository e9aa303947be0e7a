import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import type { RegisterDuelEvent, RegisterDuelInput } from './register-duel.context.js';
import { BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS } from './register-duel.examples.js';
import { registerDuelMachine } from './register-duel.machine.js';
import { other } from '../melee/fighters.js';
import { cardWorth, fighterToken } from './register-duel.stage.js';

function play(input: RegisterDuelInput, events: readonly RegisterDuelEvent[]) {
  let [s] = initialTransition(registerDuelMachine, input);
  for (const e of events) [s] = transition(registerDuelMachine, s, e);
  return s;
}

describe("the duel's stage: what a fighter's token and a card show", () => {
  it('starts each fighter with a full Hit points bar, the weapon in hand, no marks', () => {
    const ctx = play(BOOK_EXAMPLE, []).context;
    const devon = fighterToken(ctx, 0, false);
    expect(devon).toMatchObject({ id: 'a', name: 'Devon', side: 'pc', markers: [], state: 'fine', acting: false });
    expect(devon.bar).toEqual({ label: 'Hit points', value: ctx.fighters[0].hitPoints, max: ctx.fighters[0].hitPoints });
    expect(fighterToken(ctx, 1, true)).toMatchObject({ id: 'b', side: 'foe', acting: true });
  });

  it("says who holds the initiative beside the weapon, marks the book's disarm; the bar drains by the damage taken, never below empty", () => {
    const ctx = play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS).context;
    const marks = (side: 0 | 1) => fighterToken(ctx, side, false).markers.map((m) => m.label);
    expect(fighterToken(ctx, ctx.attacker!, false).detail).toMatch(/ · holds the initiative$/);
    expect(fighterToken(ctx, other(ctx.attacker!), false).detail).not.toContain('initiative');
    expect(marks(1)).toContain('disarmed');
    const hurt = { ...ctx, damage: [3, 99] as const };
    expect(fighterToken(hurt, 0, false).bar.value).toBe(ctx.fighters[0].hitPoints - 3);
    expect(fighterToken(hurt, 0, false).markers).toContainEqual({ kind: 'wound', label: '3 damage', icon: 'wound', count: 3 });
    expect(fighterToken(hurt, 1, false).bar.value).toBe(0);
  });

  it("prints a card's Karmic worth on it: black up, red down, face cards 1 to 3, a joker's left to the GM", () => {
    expect(['6s', '6h', 'Ks', 'Qh', 'Jc', 'As'].map(cardWorth)).toEqual(['+6', '\u22126', '+3', '\u22122', '+1', '+1']);
    expect(cardWorth('JK1')).toBeUndefined();
  });
});
