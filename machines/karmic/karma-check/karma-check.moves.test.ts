import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { karmaCheckMachine } from './karma-check.machine.js';
import { DEFAULT_ACTOR, DEFAULT_INPUT, DEFAULT_OPPONENT, type KarmaCheckEvent, type KarmaCheckInput } from './karma-check.context.js';
import { headline, moves } from './karma-check.view.js';

type Snap = SnapshotFrom<typeof karmaCheckMachine>;

function play(input: KarmaCheckInput, events: readonly KarmaCheckEvent[]): Snap {
  let [s] = initialTransition(karmaCheckMachine, input);
  for (const e of events) [s] = transition(karmaCheckMachine, s, e);
  return s;
}
const ids = (s: Snap) => moves(s).map((m) => m.id);
const suggested = (s: Snap) => moves(s).filter((m) => m.suggested);
const press = (s: Snap) => transition(karmaCheckMachine, s, suggested(s)[0]!.event)[0];
const draw = { type: 'check.drawn' } as const;
const stacked = (cards: string[], more: Partial<KarmaCheckInput['actor']> = {}): KarmaCheckInput => ({
  ...DEFAULT_INPUT,
  actor: { ...DEFAULT_ACTOR, skill: cards.length, stacked: cards, ...more },
});

describe('the moves of a karma check, and the one a learner should press', () => {
  it('suggests drawing once the check is set up', () => {
    expect(moves(play(DEFAULT_INPUT, []))).toEqual([{ id: 'draw', label: 'Draw your cards', event: draw, suggested: true }]);
  });

  it('an untrained advanced skill cannot be tried: it suggests giving the skill a rating of 1 first', () => {
    const s = play({ ...DEFAULT_INPUT, actor: { ...DEFAULT_ACTOR, skill: 0, advanced: true } }, []);
    expect(s.can(draw)).toBe(false);
    expect(ids(s)).toEqual(['train']);
    expect(press(s).can(draw)).toBe(true);
  });

  it('offers every card drawn and suggests the highest natural one: −3 of −3, −4 and −7', () => {
    const s = play(stacked(['3h', '4h', '7h']), [draw]);
    expect(moves(s).map((m) => m.label)).toEqual(['Play the 3 of hearts (−3)', 'Play the 4 of hearts (−4)', 'Play the 7 of hearts (−7)']);
    expect(suggested(s).map((m) => m.id)).toEqual(['play-0-0-3h']);
  });

  it('a joker is never the best card: only a hand of jokers suggests one', () => {
    expect(suggested(play(stacked(['JK1', '2h']), [draw])).map((m) => m.id)).toEqual(['play-0-0-2h']);
    expect(suggested(play(stacked(['JK1']), [draw])).map((m) => m.id)).toEqual(['play-0-0-JK1']);
  });

  it('suggests a hit while the total fails (a −1 jack), and standing once it succeeds (a +3 king)', () => {
    const failing = play(stacked(['Jh']), [draw, { type: 'card.chosen', side: 0, drawer: 0, card: 'Jh' }]);
    expect(ids(failing)).toEqual(['hit', 'stand']);
    expect(suggested(failing).map((m) => m.id)).toEqual(['hit']);
    const winning = play(stacked(['Ks']), [draw, { type: 'card.chosen', side: 0, drawer: 0, card: 'Ks' }]);
    expect(suggested(winning).map((m) => m.id)).toEqual(['stand']);
  });

  it('the opposition hits when a card more makes the acting side likelier to fail: a +3 king behind a +5', () => {
    const input: KarmaCheckInput = {
      mode: 'opposed',
      seed: 4,
      mustAlsoSucceed: false,
      actor: { ...DEFAULT_ACTOR, label: 'Enris', skill: 1, stacked: ['5s'] },
      opponent: { ...DEFAULT_OPPONENT, label: 'Barkeeper', skill: 1, stacked: ['Ks'] },
    };
    const s = play(input, [draw]);
    expect(ids(s)).toEqual(['play-0-0-5s']);
    expect(moves(s)[0]!.label).toBe('Enris: play the 5 of spades (+5)');
    const deciding = play(input, [
      draw,
      { type: 'card.chosen', side: 0, drawer: 0, card: '5s' },
      { type: 'card.chosen', side: 1, drawer: 0, card: 'Ks' },
    ]);
    expect(moves(deciding).map((m) => m.event)).toEqual([
      { type: 'hit.taken', side: 1 },
      { type: 'hit.declined', side: 1 },
    ]);
    expect(suggested(deciding).map((m) => m.id)).toEqual(['hit']);
  });

  it('a joker goes to the GM, who rules it for good (+5) or for ill (−5); the good row is suggested', () => {
    const s = play(stacked(['JK1']), [draw, { type: 'card.chosen', side: 0, drawer: 0, card: 'JK1' }]);
    expect(s.hasTag('ruling')).toBe(true);
    expect(moves(s).map((m) => [m.event, m.suggested === true])).toEqual([
      [{ type: 'joker.ruled', side: 0, total: 5 }, true],
      [{ type: 'joker.ruled', side: 0, total: -5 }, false],
    ]);
  });

  it('offers only moves the machine takes, exactly one of them suggested, and none once resolved', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.constantFrom<'basic' | 'opposed'>('basic', 'opposed'),
        fc.integer({ min: 0, max: 5 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        (seed, mode, skill, picks) => {
          let s = play(
            {
              ...DEFAULT_INPUT,
              seed,
              mode,
              actor: { ...DEFAULT_ACTOR, skill, advanced: skill === 0 },
              opponent: { ...DEFAULT_OPPONENT, skill: 2 },
            },
            [],
          );
          for (const pick of picks) {
            const open = moves(s);
            if (s.hasTag('resolved')) {
              expect(open).toEqual([]);
              return;
            }
            expect(open.filter((m) => m.suggested)).toHaveLength(1);
            for (const m of open) expect(s.can(m.event), `${m.id} is taken`).toBe(true);
            [s] = transition(karmaCheckMachine, s, open[pick % open.length]!.event);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('following the suggested moves from the default table resolves the check: 2 presses when the best card is plain', () => {
    let s = play(DEFAULT_INPUT, []);
    s = press(s);
    s = press(s);
    expect(s.hasTag('resolved')).toBe(true);
    expect(moves(s)).toEqual([]);
  });

  it('with seed 14 the suggestions hit a failing −1 jack, draw a joker and take the GM’s good verdict: 4 presses', () => {
    let s = play({ ...DEFAULT_INPUT, seed: 14 }, []);
    const pressed: string[] = [];
    while (!s.hasTag('resolved') && pressed.length < 10) {
      pressed.push(suggested(s)[0]!.id);
      s = press(s);
    }
    expect(pressed).toEqual(['draw', 'play-0-0-Jh', 'hit', 'verdict-good']);
    expect(headline(s)).toBe('Player: success (5 is above 0), chart row +5, good');
  });
});

describe('the headline', () => {
  it('says where the check stands in one sentence', () => {
    expect(headline(play(DEFAULT_INPUT, []))).toBe('Basic check: Player: set the check up, then draw');
    expect(headline(play(stacked(['Jh']), [draw, { type: 'card.chosen', side: 0, drawer: 0, card: 'Jh' }]))).toBe(
      'Basic check: Player: Player played a hit card: hit or stand? A hit cannot be taken back',
    );
  });
});
