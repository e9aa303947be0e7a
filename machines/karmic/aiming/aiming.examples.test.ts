import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { karmaValue } from '../karma-deck.js';
import { aimingMachine } from './aiming.machine.js';
import { AIMING_EXAMPLES } from './aiming.examples.js';
import { nextCardOdds } from './aiming.odds.js';
import { summaryLine } from './aiming.view.js';

type Snap = SnapshotFrom<typeof aimingMachine>;
const [ENRIS_EXAMPLE] = AIMING_EXAMPLES as [(typeof AIMING_EXAMPLES)[number]];

const snaps: Snap[] = [initialTransition(aimingMachine, ENRIS_EXAMPLE.input)[0]];
for (const e of ENRIS_EXAMPLE.events) snaps.push(transition(aimingMachine, snaps.at(-1)!, e)[0]);
const row = (i: number) => snaps[i]!.context.window.map((c) => karmaValue(c));
const said = (i: number) => snaps[i]!.context.narration.map((w) => w.text).join(' ');

it("lists the book's example by the id it replays under", () => {
  expect(AIMING_EXAMPLES.map((e) => e.id)).toEqual(['enris']);
});

describe('the book’s example: Enris aims his spear at a deer (“Aiming”)', () => {
  it('takes every step of the example', () => {
    expect(snaps).toHaveLength(ENRIS_EXAMPLE.events.length + 1);
  });

  it('turn 1: aims and is dealt a +2', () => {
    expect(row(1)).toEqual([2]);
    expect(said(1)).toBe('Turn 1: aiming, dealt +2.');
  });

  it('turn 2: a −4 beside the +2', () => {
    expect(row(2)).toEqual([2, -4]);
  });

  it('turn 3: the −7; the row of aim 3 is full, and the +2 would fall off next', () => {
    expect(row(3)).toEqual([2, -4, -7]);
    // 13 of the 41 cards left beat the +2.
    const odds = nextCardOdds(snaps[3]!.context)!;
    expect(odds.outcomes.find((o) => o.id === 'better')!.p).toBeCloseTo(13 / 41, 12);
  });

  it('turn 4: aims once more; the +2 is discarded and a +5 arrives', () => {
    expect(row(4)).toEqual([-4, -7, 5]);
    expect(snaps[4]!.context.pile.discardPile).toEqual(['2s']);
    expect(said(4)).toBe('Turn 4: aiming, dealt +5. The row holds 3, so +2 falls off the row.');
  });

  it('turn 5: throws with the +5, for both the attack and the damage total (ruling: the parts of the example the book leaves out)', () => {
    const last = snaps[5]!;
    expect(last.value).toBe('resolved');
    expect(last.context.shot!.turn).toBe(5);
    expect(last.context.shot!.chain).toEqual(['5s']);
    const r = last.context.shot!.result!;
    expect(r.terms[0]).toEqual({ label: 'card', value: 5 });
    // +5 card, +0 force, +1 finesse, torso 0, stationary +1, short range −2 = +5
    expect(r.attackTotal).toBe(5);
    // +5 card + 1 edge = 6, capped at the spear's 5.
    expect(r.outcome).toMatchObject({ kind: 'hit', rawDamage: 6, damage: 5, capped: true });
    expect(summaryLine(last.context)).toBe(
      'Turn 5: fired after 4 rounds of aiming with +5. 5 card + 1 finesse + 1 target stationary \u2212 2 short range = 5. Attack total +5: a hit for 5 damage (capped from 6).',
    );
  });
});
