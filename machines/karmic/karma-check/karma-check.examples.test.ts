import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { karmaValue } from '../karma-deck.js';
import { KARMA_CHECK_EXAMPLES } from './karma-check.examples.js';
import { karmaCheckMachine } from './karma-check.machine.js';
import { outcomeOf, sideResult } from './karma-check.steps.js';
import { summaryLine } from './karma-check.view.js';

type Snap = SnapshotFrom<typeof karmaCheckMachine>;
type CheckExample = (typeof KARMA_CHECK_EXAMPLES)[number];

const [TRACKING_EXAMPLE, BARKEEPER_EXAMPLE] = KARMA_CHECK_EXAMPLES as [
  (typeof KARMA_CHECK_EXAMPLES)[number],
  (typeof KARMA_CHECK_EXAMPLES)[number],
];

function replay(example: CheckExample): Snap[] {
  const snaps: Snap[] = [initialTransition(karmaCheckMachine, example.input)[0]];
  for (const event of example.events) {
    const s = snaps.at(-1)!;
    expect(s.can(event), event.type).toBe(true);
    snaps.push(transition(karmaCheckMachine, s, event)[0]);
  }
  return snaps;
}

const hand = (s: Snap, side = 0) => s.context.sides[side]!.drawers[0]!.hand.map((c) => karmaValue(c));
const said = (s: Snap) => s.context.narration.map((w) => w.text).join(' ');

it("lists the book's two examples, the tracker first, by the ids the example attribute takes", () => {
  expect(KARMA_CHECK_EXAMPLES.map((e) => e.id)).toEqual(['tracking', 'barkeeper']);
});

describe('the book’s example: Enris tracks the Dreaccle (“Basic Actions”)', () => {
  const [start, drawn, played] = replay(TRACKING_EXAMPLE);

  it('is a tracking check of skill 3, awareness +2, easy (+3)', () => {
    expect(start!.context.sides[0]!.allowance.cards).toBe(3);
    expect(start!.context.sides[0]!.modifiers).toEqual({ attribute: 2, situational: 3 });
  });

  it('draws three cards: −3, −4 and −7', () => {
    expect(hand(drawn!)).toEqual([-3, -4, -7]);
    expect(said(drawn!)).toContain('Enris draws \u22123, \u22124, \u22127 (skill 3: draw 3 cards).');
  });

  it('plays the highest, −3, for a total of +2: found the tracks', () => {
    expect(played!.value).toBe('resolved');
    expect(sideResult(played!.context.sides[0]!)).toEqual({ total: 2, arithmetic: '\u22123 card + 2 attribute + 3 difficulty = 2' });
    const outcome = outcomeOf(played!.context)!;
    expect(outcome.success).toBe(true);
    expect(outcome.row).toMatchObject({ mt: 2, general: 'Sufficient' });
    expect(said(played!)).toContain('2 is above 0: success.');
    expect(summaryLine(played!.context)).toBe(
      '\u22123 card + 2 attribute + 3 difficulty = 2: success (the total must be above 0). Chart row +2: Sufficient.',
    );
  });
});

describe('the book’s example: Enris charms the barkeeper (“Opposed Checks”)', () => {
  const [, drawn, enrisChose, revealed] = replay(BARKEEPER_EXAMPLE);

  it('draws a +5 for Enris and a +8 for the barkeeper', () => {
    expect(hand(drawn!, 0)).toEqual([5]);
    expect(hand(drawn!, 1)).toEqual([8]);
  });

  it('keeps Enris’s card face down until the barkeeper has chosen', () => {
    expect(enrisChose!.hasTag('choosing')).toBe(true);
    expect(said(enrisChose!)).toBe('Enris chooses a card face down.');
  });

  it('makes +6 for Enris (finesse +1) against +8 for the barkeeper (awareness 0): the barkeeper is not fooled, row −2', () => {
    expect(sideResult(revealed!.context.sides[0]!)!.total).toBe(6);
    expect(sideResult(revealed!.context.sides[1]!)!.total).toBe(8);
    const outcome = outcomeOf(revealed!.context)!;
    expect(outcome.success).toBe(false);
    expect(outcome.chartMt).toBe(-2);
    expect(outcome.row.general).toBe('Poor');
    expect(said(revealed!)).toContain('+6 is not greater than +8: the opposition wins by 2');
  });
});
