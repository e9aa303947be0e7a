import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import type { FireMapEvent, FireMapInput } from './fire-map.context.js';
import { fireMapMachine } from './fire-map.machine.js';
import { parseFireMapSetup } from './fire-map.setup.js';
import { headline, moves } from './fire-map.view.js';

function play(input: FireMapInput, events: readonly FireMapEvent[] = []) {
  let [s] = initialTransition(fireMapMachine, input);
  for (const e of events) [s] = transition(fireMapMachine, s, e);
  return s;
}
type Snap = ReturnType<typeof play>;
const suggested = (s: Snap) => moves(s).filter((m) => m.suggested);
function follow(s: Snap, stop: (s: Snap) => boolean = () => false): [Snap, number] {
  let n = 0;
  while (moves(s).length > 0 && !stop(s) && n < 500) {
    [s] = transition(fireMapMachine, s, suggested(s)[0]!.event);
    n++;
  }
  return [s, n];
}
/** The fire page's default map, with seed 1. */
const DEFAULT = parseFireMapSetup({ seed: '1' }, 1).input;
const burning = (s: Snap) => s.context.map.areas.filter((a) => a.fireLevel !== null && a.fireLevel >= 0).length;

describe('the moves a reader may make, and the one a learner should press', () => {
  it('suggests the next round of fire, with putting out the fiercest fire beside it', () => {
    const s = play(DEFAULT);
    expect(moves(s)).toEqual([
      { id: 'next-round', label: 'Play round 1 of the fire', event: { type: 'round.advanced' }, suggested: true },
      {
        id: 'put-out',
        label: expect.stringMatching(/^The GM puts out the fire in /),
        event: { type: 'area.edited', id: expect.any(String), changes: { fireLevel: null } },
      },
    ]);
    const worst = s.context.map.areas.find((a) => a.id === (moves(s)[1]!.event as { id: string }).id)!;
    expect(worst.fireLevel).toBe(Math.max(...s.context.map.areas.map((a) => a.fireLevel ?? -99)));
  });

  it('offers nothing once the fire has settled, and putting the only fire out settles it', () => {
    const s = play(DEFAULT);
    const out = transition(fireMapMachine, s, moves(s)[1]!.event)[0];
    expect(out.hasTag('settled')).toBe(true);
    expect(moves(out)).toEqual([]);
  });

  it('offers only moves the machine takes, exactly one suggested while the fire burns', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.array(fc.nat(), { maxLength: 30 }), (seed, picks) => {
        let s = play(parseFireMapSetup({ seed: String(seed) }, 1).input);
        for (const pick of picks) {
          const open = moves(s);
          if (s.hasTag('settled')) {
            expect(open).toEqual([]);
            break;
          }
          expect(open.filter((m) => m.suggested)).toHaveLength(1);
          for (const m of open) expect(s.can(m.event), `${m.id} is taken`).toBe(true);
          [s] = transition(fireMapMachine, s, open[pick % open.length]!.event);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('following the suggested move from the default map: the fire spreads at press 3 and settles at press 39', () => {
    const start = play(DEFAULT);
    expect(burning(start)).toBe(1);
    const [spread, toSpread] = follow(start, (x) => burning(x) > 1);
    expect(toSpread).toBe(3);
    expect(spread.context.lastEvents.some((e) => e.kind === 'spread')).toBe(true);
    const [end, toEnd] = follow(start);
    expect(toEnd).toBe(39);
    expect(end.hasTag('settled')).toBe(true);
    expect(headline(end)).toMatch(/^After 39 rounds, .* It has settled: another round would change nothing\.$/);
  });
});

describe('the headline', () => {
  it('says where the fire stands and what is next', () => {
    expect(headline(play(DEFAULT))).toBe('Round 0. Fire in 1 Area, the worst at level 1. Round 1 is next.');
  });
});
