import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { parseFireMap } from '../area-map.js';
import { areaNextOdds } from '../fire-odds.js';
import type { FireMapEvent, FireMapInput } from './fire-map.context.js';
import { fireMapMachine } from './fire-map.machine.js';
import { areaPrediction, nextOdds, predictionFor } from './fire-map.odds.js';

function input(text: string, seed = 1, rolls: number[] = []): FireMapInput {
  const r = parseFireMap(text);
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return { setup: r.setup, seed, rolls };
}

const start = (i: FireMapInput) => initialTransition(fireMapMachine, i)[0];
const send = (s: ReturnType<typeof start>, e: FireMapEvent) => transition(fireMapMachine, s, e)[0];

const FOREST = 'grid 3x1 flam=2\narea a1 fire=2\npc Bran in a1 con=1';

describe('predict, then see', () => {
  it('asks whether a fire that makes a growth roll will grow, and grades the round that follows', () => {
    const s = start(input('grid 2x1 flam=2\narea a1 fire=2', 1, [5, 1]));
    const q = areaPrediction(s, 'a1')!;
    expect(q.question).toBe('Will the fire in a1 grow next round?');
    expect(q.settledBy).toEqual(['round.advanced']);
    const after = send(s, { type: 'round.advanced' });
    // 5 + 2 + 2 = 9: it grows.
    expect(q.answer(after.context)).toEqual({
      choice: 'yes',
      why: [expect.objectContaining({ text: expect.stringContaining('grows to 3'), rule: expect.objectContaining({ section: 'growth' }) })],
    });
  });

  it('asks whether an Area a fire can reach will catch, and says so when no roll was made', () => {
    const s = start(input('grid 2x1 flam=2\narea a1 fire=2', 1, [1, 1]));
    const q = areaPrediction(s, 'b1')!;
    expect(q.question).toBe('Will b1 catch fire next round?');
    expect(q.answer(send(s, { type: 'round.advanced' }).context).choice).toBe('no');
  });

  it('never changes what happens: the same seed gives the same round with or without a prediction', () => {
    const a = start(input(FOREST, 9));
    areaPrediction(a, 'a1')!.answer(send(a, { type: 'round.advanced' }).context);
    expect(send(a, { type: 'round.advanced' }).context).toEqual(send(start(input(FOREST, 9)), { type: 'round.advanced' }).context);
  });

  it('asks nothing about an Area no roll can touch, or on a settled map', () => {
    expect(areaPrediction(start(input(FOREST)), 'c1')).toBeUndefined();
    expect(areaPrediction(start(input('grid 2x1\narea a1 fire=3')), 'a1')).toBeUndefined();
  });
});

describe('the question before a round', () => {
  const row = start(input('grid 3x1 flam=2\narea a1 fire=2\narea c1 flam=none'));

  it('is about the chosen Area (by its place on the map) when a roll decides its fire', () => {
    expect(predictionFor(row, 0)!.question).toBe('Will the fire in a1 grow next round?');
    expect(predictionFor(row, 1)!.question).toBe('Will b1 catch fire next round?');
  });

  it('is about the first Area a roll decides when the chosen one has none (stone), or none is chosen', () => {
    expect(predictionFor(row, 2)!.question).toBe('Will the fire in a1 grow next round?');
    expect(predictionFor(row)!.question).toBe('Will the fire in a1 grow next round?');
    expect(predictionFor(row, 99)!.question).toBe('Will the fire in a1 grow next round?');
  });

  it('is not asked once the fire has settled', () => {
    expect(predictionFor(start(input('grid 2x1\narea a1 fire=3')), 0)).toBeUndefined();
  });
});

describe("the chosen Area's odds, as the teaching gives them", () => {
  it("are the exact odds of the chosen Area's next round, and none once the fire has settled", () => {
    const s = start(input('grid 2x1 flam=2\narea a1 fire=2'));
    expect(nextOdds(s, 1)).toEqual(areaNextOdds(s.context, 'b1'));
    expect(nextOdds(s)).toEqual(areaNextOdds(s.context, 'a1'));
    expect(nextOdds(start(input('grid 2x1\narea a1 fire=3')), 0)).toBeUndefined();
  });
});
