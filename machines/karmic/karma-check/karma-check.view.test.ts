import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { karmaValue } from '../karma-deck.js';
import { karmaCheckMachine } from './karma-check.machine.js';
import { KARMA_CHECK_EXAMPLES } from './karma-check.examples.js';

const [TRACKING_EXAMPLE, BARKEEPER_EXAMPLE] = KARMA_CHECK_EXAMPLES as [
  (typeof KARMA_CHECK_EXAMPLES)[number],
  (typeof KARMA_CHECK_EXAMPLES)[number],
];
import { chanceLine, chartStrip, sideLine, statusLine, stepPrompt } from './karma-check.view.js';
import { DEFAULT_INPUT, type KarmaCheckEvent, type KarmaCheckInput } from './karma-check.context.js';

type Snap = SnapshotFrom<typeof karmaCheckMachine>;

function play(input: KarmaCheckInput, events: readonly KarmaCheckEvent[]): Snap {
  let [s] = initialTransition(karmaCheckMachine, input);
  for (const e of events) [s] = transition(karmaCheckMachine, s, e);
  return s;
}

describe('the result chart strip', () => {
  it('gives every row a chance before the draw; with a joker’s share they make 1', () => {
    const strip = chartStrip(play(DEFAULT_INPUT, []));
    expect(strip.cells.map((c) => c.mt)).toEqual(Array.from({ length: 21 }, (_, i) => i - 10));
    const rows = strip.cells.reduce((s, c) => s + c.p!, 0);
    expect(rows + strip.wild!).toBeCloseTo(1, 12);
    expect(strip.cells.some((c) => c.level === 10)).toBe(true);
  });

  it('counts the rows itself for a one-card draw: each natural card is one row of the chart', () => {
    // Skill 1, no modifiers: the row is the card's own value; a karma deck's 44 cards, 2 of them jokers.
    const strip = chartStrip(play({ ...DEFAULT_INPUT, actor: { ...DEFAULT_INPUT.actor, skill: 1 } }, []));
    const deck = ['s', 'h', 'c', 'd']
      .flatMap((suit) => ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'].map((r) => `${r}${suit}`))
      .filter((c) => !/^(6|7|8|9|10)[dc]$/.test(c));
    expect(deck).toHaveLength(42);
    for (const cell of strip.cells) {
      const cards = deck.filter((c) => karmaValue(c) === cell.mt).length;
      expect(cell.p, `row ${cell.mt}`).toBeCloseTo(cards / 44, 12);
    }
    expect(strip.wild).toBeCloseTo(2 / 44, 12);
  });

  it('marks the row the finished check reads, and shows no chances then', () => {
    const s = play(TRACKING_EXAMPLE.input, TRACKING_EXAMPLE.events);
    const strip = chartStrip(s);
    expect(strip.cells.filter((c) => c.reached).map((c) => c.mt)).toEqual([2]);
    expect(strip.cells.every((c) => c.p === null)).toBe(true);
    expect(strip.caption).toBe('Result chart: the total reads row +2, sufficient');
  });

  it('reads the difference in an opposed check', () => {
    const strip = chartStrip(play(BARKEEPER_EXAMPLE.input, BARKEEPER_EXAMPLE.events));
    expect(strip.cells.find((c) => c.reached)!.label).toBe('\u22122');
    expect(strip.caption).toContain('the difference');
  });
});

describe('the words around a check', () => {
  it('says what kind of check it is and whose', () => {
    expect(statusLine(play(BARKEEPER_EXAMPLE.input, []))).toBe('Opposed check: Enris against Barkeeper');
    expect(statusLine(play(TRACKING_EXAMPLE.input, []))).toBe('Basic check: Enris');
  });

  it('says what the check waits for', () => {
    expect(stepPrompt(play(TRACKING_EXAMPLE.input, [{ type: 'check.drawn' }]))).toBe('Pick the card to play for Enris.');
    expect(stepPrompt(play(BARKEEPER_EXAMPLE.input, [{ type: 'check.drawn' }, BARKEEPER_EXAMPLE.events[1]!]))).toBe(
      'Pick the card to play for Barkeeper (face down).',
    );
  });

  it('prints what a side brings with real minus signs', () => {
    const s = play({ ...DEFAULT_INPUT, actor: { ...DEFAULT_INPUT.actor, attribute: -2, difficulty: 'difficult', modifier: -1 } }, []);
    expect(sideLine(s.context.sides[0]!)).toBe(
      'skill 3: draw 3 cards \u00b7 attribute \u22122 \u00b7 difficult \u22123 \u00b7 other \u22121 \u00b7 a karma deck',
    );
  });

  it('gives the chance of success before the draw only', () => {
    // Three cards cannot all be jokers (a karma deck has two): no share for the GM.
    expect(chanceLine(play(DEFAULT_INPUT, []))).toMatch(/^Chance of success: \d+(\.\d)?%$/);
    expect(chanceLine(play({ ...DEFAULT_INPUT, actor: { ...DEFAULT_INPUT.actor, skill: 1 } }, []))).toBe(
      'Chance of success: 47.7% (a joker, 4.5%, goes to the GM)',
    );
    expect(chanceLine(play(DEFAULT_INPUT, [{ type: 'check.drawn' }]))).toBeUndefined();
  });
});
