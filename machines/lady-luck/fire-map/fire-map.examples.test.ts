import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { FIRE_MAP_EXAMPLES } from './fire-map.examples.js';
import { fireMapMachine } from './fire-map.machine.js';
import { parseFireMapSetup } from './fire-map.setup.js';

type Snap = SnapshotFrom<typeof fireMapMachine>;

/** Every snapshot of an example, from its start. */
function replay(id: string): Snap[] {
  const example = FIRE_MAP_EXAMPLES.find((e) => e.id === id)!;
  let [snap] = initialTransition(fireMapMachine, example.input);
  const all = [snap];
  for (const e of example.events) {
    expect(snap.can(e), `${id}: ${e.type}`).toBe(true);
    [snap] = transition(fireMapMachine, snap, e);
    all.push(snap);
  }
  return all;
}

const said = (s: Snap) => s.context.narration.map((w) => w.text);

describe("the fire map's worked examples", () => {
  it('are read from clean attributes, the default (the campfire) first', () => {
    expect(FIRE_MAP_EXAMPLES.map((e) => e.id)).toEqual(['campfire', 'spread']);
    expect(parseFireMapSetup({ map: 'grid 1x1; area a1 name="Campfire" flam=2 fire=-1', seed: '3', rolls: '5 6' }, 1).errors).toEqual([]);
  });

  it('the campfire: 5 + 2 − 1 = 6 holds it; then 6 + 2 − 1 = 7 breaks it loose at 0', () => {
    const [start, first, second] = replay('campfire');
    expect(start!.context.map.areas[0]!.fireLevel).toBe(-1);
    expect(said(first!)).toEqual([
      'Campfire growth roll: 5 on the die + 2 flammability − 1 fire level = 6, under 7: it stays contained (−1).',
    ]);
    expect(first!.context.map.areas[0]!.fireLevel).toBe(-1);
    expect(said(second!)[0]).toBe(
      'Campfire growth roll: 6 on the die + 2 flammability − 1 fire level = 7, 7 or more: the fire grows to 0.',
    );
    expect(second!.context.map.areas[0]!.fireLevel).toBe(0);
  });

  it('a fire of 2: its growth roll 1 + 2 + 2 = 5 holds it; its spread roll 6 + 2 + 2 = 10 sets b1 alight', () => {
    const [, round] = replay('spread');
    expect(said(round!)).toEqual([
      'a1 growth roll: 1 on the die + 2 flammability + 2 fire level = 5, under 7: it stays 2.',
      'Spread from a1 to b1: 6 on the die + 2 flammability (a1) + 2 fire level = 10, 7 or more: b1 catches at 0.',
    ]);
    expect(round!.context.map.areas.map((a) => a.fireLevel)).toEqual([2, 0]);
  });
});
