/**
 * Table rulings of "Close Quarters, Shields and Special Situations" for the table of several
 * foes that no other test names: where the foes' cards come from, and what this table leaves to
 * the two-sided duel.
 */
import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import type { Card } from '../../core/cards.js';
import { WEAPONS } from '../melee-weapons.js';
import { declareProblem } from './multiple-opponents.problems.js';
import { multipleOpponentsMachine } from './multiple-opponents.machine.js';
import { type MultipleOpponentsInput } from './multiple-opponents.context.js';
import { DEFAULT_FOE, DEFAULT_LONE } from './multiple-opponents.setup.js';
import { send, type Snap } from './multiple-opponents.testing.js';

function table(lone: Card[], foes: Card[], extra: Partial<MultipleOpponentsInput> = {}): Snap {
  const input: MultipleOpponentsInput = {
    lone: DEFAULT_LONE,
    foes: ['Ash', 'Brand'].map((name) => ({ ...DEFAULT_FOE, name })),
    seed: 3,
    stacked: { lone, foes },
    ...extra,
  };
  return initialTransition(multipleOpponentsMachine, input)[0];
}

// Devon draws +5 for the initiative and holds a hand of +9, +8, +10; Ash draws +2 (beaten), Brand +7.
const SEIZE = { lone: ['5s', '2h', '9s', '8s', '10s'] as Card[], foes: ['2s', '7s', '4s', '2h', '3s', '4h'] as Card[] };

describe("the foes' cards (ruling: the foes share the GM's deck)", () => {
  it("draws every foe's initiative card and hand from the one GM deck, in the order the foes are listed; the lone fighter from his own", () => {
    let s = send(table(SEIZE.lone, SEIZE.foes), { type: 'initiative.drawn' });
    // Devon's two cards (combat training 2) come off his own karma deck; Ash takes the GM's first card, Brand the next.
    expect(s.context.initiativeDraws[0]!.lone!.cards).toEqual(['5s', '2h']);
    expect(s.context.initiativeDraws[0]!.foes.map((d) => d?.cards)).toEqual([['2s'], ['7s']]);
    s = send(s, { type: 'hands.drawn' });
    expect(s.context.hands.lone).toEqual(['9s', '8s', '10s']);
    // Ash's hand is the GM's next two cards, Brand's the two after (his 3 of spades already laid in register 1).
    expect(s.context.hands.foes[0]).toEqual(['4s', '2h']);
    expect([s.context.registers[0]!.foeCards[1]!.card, ...s.context.hands.foes[1]!]).toEqual(['3s', '4h']);
  });

  it("keeps the foes' deck the GM's world deck, with no joker, and apart from his karma deck", () => {
    const s = table([], []);
    expect(s.context.piles.foes.drawPile.some((c) => c.startsWith('JK'))).toBe(false);
    expect(s.context.piles.lone.drawPile.some((c) => c.startsWith('JK'))).toBe(true);
  });
});

describe('what this table plays (ruling: what the table of several leaves to the duel)', () => {
  it('refuses the maneuvers it leaves to the duel: closing, retreating, lunging, disarming', () => {
    const s = send(table(SEIZE.lone, SEIZE.foes), { type: 'initiative.drawn' }, { type: 'hands.drawn' });
    for (const maneuver of ['close', 'retreat', 'lunge', 'disarming-attack']) {
      expect(declareProblem(s.context, { type: 'maneuver.declared', maneuver: maneuver as never, card: '9s', foe: 0 }), maneuver).toBe(
        'this table plays the attack, parry, parry that seizes the initiative, melee dodge, block, swipe and the hand-to-hand maneuvers of its table ruling',
      );
    }
  });

  it('fights each pairing at the reach of the longer of its two weapons', () => {
    const foes = [
      { ...DEFAULT_FOE, name: 'Ash' },
      { ...DEFAULT_FOE, name: 'Brand', weapon: WEAPONS.spear! },
    ];
    const s = table([], [], { lone: { ...DEFAULT_LONE, weapon: WEAPONS.dagger! }, foes });
    expect(s.context.ranges).toEqual([1, 2]);
  });

  it('holds each range when a register turns over: an attack nobody answers does not close it, as it would in the duel', () => {
    let s = send(
      table(SEIZE.lone, SEIZE.foes),
      { type: 'initiative.drawn' },
      { type: 'hands.drawn' },
      // Register 1: Devon attacks Ash, who parries; Brand attacks Devon, who leaves him unanswered.
      { type: 'maneuver.declared', maneuver: 'attack', card: '9s', foe: 0 },
      { type: 'register.closed' },
    );
    expect(s.context.ranges).toEqual([1, 1]);
    while (!s.hasTag('turning over')) s = send(s, { type: 'register.closed' });
    s = send(s, { type: 'register.revealed' });
    expect(s.context.ranges).toEqual([1, 1]);
  });
});
