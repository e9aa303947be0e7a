import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import type { RegisterDuelEvent, RegisterDuelInput } from './register-duel.context.js';
import { BOOK_EXAMPLE } from './register-duel.examples.js';
import { registerDuelMachine } from './register-duel.machine.js';
import { parseRegisterDuelSetup } from './register-duel.setup.js';
import { headline, moves } from './register-duel.view.js';

function play(input: RegisterDuelInput, events: readonly RegisterDuelEvent[]) {
  let [s] = initialTransition(registerDuelMachine, input);
  for (const e of events) [s] = transition(registerDuelMachine, s, e);
  return s;
}
type Snap = ReturnType<typeof play>;
const suggested = (s: Snap) => moves(s).filter((m) => m.suggested);
const ids = (s: Snap) => moves(s).map((m) => m.id);
/** Presses the suggested move until `stop` holds or the fight is over; the presses made. */
function follow(s: Snap, stop: (s: Snap) => boolean = () => false): [Snap, number] {
  let n = 0;
  while (!s.hasTag('over') && !stop(s) && n < 500) {
    [s] = transition(registerDuelMachine, s, suggested(s)[0]!.event);
    n++;
  }
  return [s, n];
}
/** The default table a reader opens with seed 1. */
const DEFAULT = parseRegisterDuelSetup({ seed: '1' }, 1).input;
/** The book's cards, but the soldier holds the jack of hearts (−1, a hit card) where the book has the queen. */
const WEAK_HIT: RegisterDuelInput = { ...BOOK_EXAMPLE, stacked: [BOOK_EXAMPLE.stacked![0], ['4h', 'Jh', '5s']] };

describe('the moves a reader may make, and the one a learner should press', () => {
  it("offers the table's own steps as the only move: the initiative, turning a register over, the next round", () => {
    const s = play(DEFAULT, []);
    expect(moves(s)).toEqual([
      { id: 'draw-initiative', label: 'Draw for the initiative', event: { type: 'initiative.drawn' }, suggested: true },
    ]);
  });

  it('suggests attacking (drawing the hands) over giving up the initiative', () => {
    const s = play(BOOK_EXAMPLE, [{ type: 'initiative.drawn' }]);
    expect(ids(s)).toEqual(['draw-hands', 'yield']);
    expect(suggested(s).map((m) => m.id)).toEqual(['draw-hands']);
  });

  it('suggests laying the best card, the weakest one offered beside it, and stopping once only a negative card is left', () => {
    const s = play(BOOK_EXAMPLE, [{ type: 'initiative.drawn' }, { type: 'hands.drawn' }]);
    expect(suggested(s).map((m) => m.label)).toEqual(['Devon: attack with the 10♠, worth +10']);
    expect(moves(s).find((m) => m.id === 'declare-weakest')!.label).toBe('Devon: attack with the 2♥, worth −2');
    // The soldier answers with his best card; Devon then attacks with the king (+3) and stops before the −2.
    const [stopped] = follow(s, (x) => suggested(x)[0]!.id === 'stop');
    expect(stopped.context.hands[0]).toEqual(['2h']);
    expect(stopped.context.registers.map((r) => r.attack.card)).toEqual(['10s', 'Ks']);
  });

  it('on a hit card, suggests keeping a card worth more than +1 and drawing another onto one worth +1 or less', () => {
    const [keeps] = follow(play(WEAK_HIT, []), (x) => x.hasTag('deciding'));
    expect(moves(keeps).map((m) => [m.label, m.suggested ?? false])).toEqual([
      ['Devon: draw another card onto the +3', false],
      ['Devon: keep the card at +3', true],
    ]);
    const [weak] = follow(transition(registerDuelMachine, keeps, { type: 'hit.declined', side: 0 })[0], (x) => x.hasTag('deciding'));
    expect(moves(weak).map((m) => [m.label, m.suggested ?? false])).toEqual([
      ['Soldier: draw another card onto the −1', true],
      ['Soldier: keep the card at −1', false],
    ]);
  });

  it('suggests the GM name a joker 0, and offers +5 and −5', () => {
    const withJoker: RegisterDuelInput = { ...BOOK_EXAMPLE, stacked: [BOOK_EXAMPLE.stacked![0], ['4h', 'JK1', '5s']] };
    const [s] = follow(play(withJoker, []), (x) => x.hasTag('deciding') && moves(x)[0]!.id.startsWith('joker'));
    expect(moves(s).map((m) => [m.event, m.suggested ?? false])).toEqual([
      [{ type: 'joker.ruled', side: 1, value: 0 }, true],
      [{ type: 'joker.ruled', side: 1, value: 5 }, false],
      [{ type: 'joker.ruled', side: 1, value: -5 }, false],
    ]);
  });

  it('offers only moves the machine takes, exactly one of them suggested, none once the fight is over', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.array(fc.nat(), { maxLength: 60 }), (seed, picks) => {
        let s = play(parseRegisterDuelSetup({ seed: String(seed) }, 1).input, []);
        for (const pick of picks) {
          const open = moves(s);
          if (s.hasTag('over')) {
            expect(open).toEqual([]);
            break;
          }
          expect(open.filter((m) => m.suggested)).toHaveLength(1);
          for (const m of open) expect(s.can(m.event), `${m.id} is taken`).toBe(true);
          [s] = transition(registerDuelMachine, s, open[pick % open.length]!.event);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('following the suggested move from the default table, the first card wins a wound in 9 presses and the fight ends in 11', () => {
    const start = play(DEFAULT, []);
    const [wounded, toWound] = follow(start, (x) => x.context.damage.some((d) => d > 0));
    expect(toWound).toBe(9);
    expect(wounded.context.registers[0]!.outcome!.success).toBe(true);
    const [end, toEnd] = follow(start);
    expect(toEnd).toBe(11);
    expect(end.context.ended).toEqual({ how: 'out', side: 1 });
  });

  it('following the suggested move always ends the fight', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (seed) => {
        const [end] = follow(play(parseRegisterDuelSetup({ seed: String(seed) }, 1).input, []));
        expect(end.hasTag('over')).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});

describe('the headline', () => {
  it('says where the table stands in one sentence', () => {
    expect(headline(play(BOOK_EXAMPLE, []))).toBe(
      'Round 1 at range 1: both fighters draw for the initiative; damage Devon 0 of 8, Soldier 0 of 8',
    );
  });
});
