import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor, initialTransition, transition } from 'xstate';
import { parseFireMap } from '../area-map.js';
import { describeArea } from '../areas.js';
import { describeRoundEvent } from '../fire.js';
import type { FireMapEvent, FireMapInput } from './fire-map.context.js';
import { upgradeEvents } from '../../core/record.js';
import { FIRE_MAP_EXAMPLES } from './fire-map.examples.js';
import { fireMapMachine, fireMapRecord } from './fire-map.machine.js';
import { settledReason } from './fire-map.rules.js';
import { parseFireMapSetup } from './fire-map.setup.js';
import { editProblem, placementProblem } from './fire-map.steps.js';
import { fireAftermath, fireSummary, summary } from './fire-map.view.js';

function input(text: string, seed = 1, rolls: number[] = []): FireMapInput {
  const r = parseFireMap(text);
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return { setup: r.setup, seed, rolls };
}

const start = (i: FireMapInput) => initialTransition(fireMapMachine, i)[0];
const send = (s: ReturnType<typeof start>, e: FireMapEvent) => transition(fireMapMachine, s, e)[0];

const FOREST = 'grid 3x1 flam=2\narea a1 fire=2\npc Bran in a1 con=1';

describe('the fire machine', () => {
  it('plays a round with the fixed rolls, in the documented order', () => {
    // growth a1: 1+2+2=5 holds; spread a1→b1: 5+2+2=9 catches; fire attacks Bran: 1+2=3 ≥ 3 hits; Con 3+1=4 ≥ 2 survives.
    let s = start(input(FOREST, 1, [1, 5, 1, 3]));
    s = send(s, { type: 'round.advanced' });
    expect(s.context.round).toBe(1);
    expect(s.context.map.areas.map((a) => a.fireLevel)).toEqual([2, 0, null]);
    expect(s.context.creatures[0]).toEqual(expect.objectContaining({ injuries: 1, alive: true }));
    expect(s.context.lastEvents.map((e) => describeRoundEvent(e))).toEqual([
      'a1 growth roll: 1 on the die + 2 flammability + 2 fire level = 5, under 7: it stays 2.',
      'Spread from a1 to b1: 5 on the die + 2 flammability (a1) + 2 fire level = 9, 7 or more: b1 catches at 0.',
      'The fire attacks bran: 1 on the die + 2 fire level = 3 against Defense 3: a hit.',
      'bran rolls Constitution: 3 on the die + 1 Constitution = 4 against 2: survives.',
      'bran now has 1 Injury.',
    ]);
    // The narration names each creature and Area as the map does, and links each sentence to its rule.
    expect(s.context.narration.map((w) => [w.text.split(':')[0], w.rule?.section])).toEqual([
      ['a1 growth roll', 'growth'],
      ['Spread from a1 to b1', 'whose-flammability-a-spread-roll-adds'],
      ['The fire attacks Bran', 'burning'],
      ['Bran rolls Constitution', 'the-constitution-roll-after-a-burn'],
      ['Bran now has 1 Injury.', 'the-constitution-roll-after-a-burn'],
    ]);
  });

  it('keeps its chance in context, so a snapshot replays from JSON', () => {
    const s = send(start(input(FOREST, 77)), { type: 'round.advanced' });
    const copy = fireMapMachine.resolveState(JSON.parse(JSON.stringify(s)));
    expect(send(copy, { type: 'round.advanced' }).context).toEqual(send(s, { type: 'round.advanced' }).context);
  });

  it('replays the same story from the same seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_294_967_295 }), fc.integer({ min: 1, max: 6 }), (seed, rounds) => {
        let a = start(input(FOREST, seed));
        let b = start(input(FOREST, seed));
        for (let r = 0; r < rounds; r++) {
          a = send(a, { type: 'round.advanced' });
          b = send(b, { type: 'round.advanced' });
        }
        expect(b.context).toEqual(a.context);
      }),
    );
  });

  it('edits an Area between rounds and refuses a value the rules do not have', () => {
    let s = start(input(FOREST));
    s = send(s, { type: 'area.edited', id: 'c1', changes: { wetness: 0, brightness: 'dark', obscurity: 'shrouded' } });
    expect(s.context.map.areas[2]).toEqual(expect.objectContaining({ wetness: 0, brightness: 'dark', obscurity: 'shrouded' }));
    expect(s.can({ type: 'area.edited', id: 'c1', changes: { fireLevel: 7 as never } })).toBe(false);
    expect(s.can({ type: 'area.edited', id: 'c1', changes: { wetness: 3 } })).toBe(false);
    expect(s.can({ type: 'area.edited', id: 'nowhere', changes: { fireLevel: 1 } })).toBe(false);
  });

  it('pours oil on a flooded Area between rounds, which then catches from the fire beside it (ruling: oil on the water)', () => {
    // a1 burns at 3 (flammability 2); b1 is under water 1 deep. Spread: 2 + 3 + a 2 = 7.
    const flooded = start(input('grid 2x1 flam=2\narea a1 fire=3\narea b1 wet=1', 1, [1, 2]));
    expect(send(flooded, { type: 'round.advanced' }).context.map.areas[1]!.fireLevel).toBe(null);
    const oily = send(flooded, { type: 'area.edited', id: 'b1', changes: { oil: true } });
    expect(describeArea(oily.context.map.areas[1]!)).toContain('flammability 2, with oil on the water');
    expect(send(oily, { type: 'round.advanced' }).context.map.areas[1]!.fireLevel).toBe(0);
    expect(oily.can({ type: 'area.edited', id: 'b1', changes: { oil: 'yes' as never } })).toBe(false);
    expect(editProblem(oily.context.map, 'b1', { oil: 1 as never })).toBe('oil is on the water or it is not');
  });

  it('replays a table saved before oil (fire-map/1), its events unchanged', () => {
    expect(fireMapRecord.current).toBe('fire-map/2');
    for (const ex of FIRE_MAP_EXAMPLES) {
      const events = upgradeEvents(fireMapRecord, 'fire-map/1', ex.events) as FireMapEvent[];
      expect(events).toEqual(ex.events);
      let s = start(ex.input);
      for (const e of events) {
        expect(s.can(e)).toBe(true);
        s = send(s, e);
      }
    }
  });

  it('places a creature only where it fits, with Defense from its size', () => {
    let s = start(input('grid 1x1 flam=1\nnpc Troll in a1 size=huge\nnpc Troll2 in a1 size=4\nnpc Troll3 in a1 size=2'));
    const ogre = { name: 'Ogre', areaId: 'a1', size: 4, kind: 'npc' as const }; // 8 + 4 + 2 + 4 = 18
    expect(placementProblem(s.context, ogre)).toMatch(/a1 is full/);
    expect(s.can({ type: 'creature.placed', creature: ogre })).toBe(false);
    const cat = { name: 'Cat', areaId: 'a1', size: 1 / 4, kind: 'npc' as const };
    s = send(s, { type: 'creature.placed', creature: cat });
    expect(s.context.creatures.at(-1)).toEqual(expect.objectContaining({ id: 'cat', defense: 5 }));
    expect(s.can({ type: 'creature.placed', creature: cat })).toBe(false); // the name is taken
    s = send(s, { type: 'creature.removed', id: 'cat' });
    expect(s.context.creatures.some((c) => c.id === 'cat')).toBe(false);
  });

  it('settles when no fire can grow or spread and nobody stands in one, and wakes on an edit', () => {
    let s = start(input('grid 2x1\narea a1 fire=3'));
    expect(s.value).toBe('settled');
    expect(settledReason(s.context)).toMatch(/neither grow nor spread/);
    expect(s.can({ type: 'round.advanced' })).toBe(false);
    s = send(s, { type: 'area.edited', id: 'b1', changes: { flammability: 1 } });
    expect(s.value).toBe('burning');
    expect(s.can({ type: 'round.advanced' })).toBe(true);
  });

  it('says there is no fire on a map without one', () => {
    expect(settledReason(start(input('grid 2x2 flam=2')).context)).toBe('There is no fire on the map.');
  });

  it('runs as an actor too', () => {
    const actor = createActor(fireMapMachine, { input: input(FOREST, 3) }).start();
    actor.send({ type: 'round.advanced' });
    expect(actor.getSnapshot().context.round).toBe(1);
    actor.stop();
  });
});

describe('what the map says about itself', () => {
  it('sums up the fire for the status line', () => {
    const s = start(input('grid 3x1 flam=2\narea a1 fire=2\narea b1 fire=5\narea c1 fire=-1'));
    expect(fireSummary(s.context)).toBe('Round 0. Fire in 2 Areas, the worst at level 5.');
    expect(fireSummary(start(input('grid 1x1\narea a1 fire=-2')).context)).toBe('Round 0. Only contained fires (1).');
  });

  it('describes an Area with the light its fire gives and a damp flammability', () => {
    const s = start(input('grid 1x1\narea a1 flam=1 wet=damp fire=3 light=dark cover=shrouded+obscured'));
    expect(describeArea(s.context.map.areas[0]!)).toBe(
      'fire level 3; flammability 1, counts as 0 while damp; damp; bright (lit by the fire; dark without it); shrouded and obscured',
    );
  });
});

describe('placing creatures', () => {
  it('refuses a Defense, Constitution or limit that is not a small whole number', () => {
    const s = start(input('grid 1x1'));
    const base = { name: 'Ada', areaId: 'a1', size: 1, kind: 'pc' as const };
    expect(placementProblem(s.context, { ...base, defense: Number.NaN })).toMatch(/Defense/);
    expect(placementProblem(s.context, { ...base, constitution: 11 })).toMatch(/Constitution/);
    expect(placementProblem(s.context, { ...base, kind: 'npc', injuryLimit: -1 })).toMatch(/Injury limit/);
    expect(placementProblem(s.context, base)).toBe(null);
  });
});

describe('names the GM gives Areas', () => {
  it('renames an Area, and its name is used in every sentence of the next round', () => {
    let s = start(input('grid 2x1 flam=2\narea a1 fire=2', 1, [1, 6]));
    s = send(s, { type: 'area.edited', id: 'b1', changes: { name: 'Hay loft' } });
    expect(s.context.map.areas[1]!.name).toBe('Hay loft');
    s = send(s, { type: 'round.advanced' });
    expect(s.context.narration[1]!.text).toBe(
      'Spread from a1 to Hay loft: 6 on the die + 2 flammability (a1) + 2 fire level = 10, 7 or more: Hay loft catches at 0.',
    );
  });

  it('refuses a name another Area has, or one with markup, and clears a blank one back to the id', () => {
    const s = start(input('grid 2x1\narea a1 name="Hall"'));
    expect(editProblem(s.context.map, 'b1', { name: 'hall' })).toBe('another Area is already called hall');
    expect(editProblem(s.context.map, 'b1', { name: '<i>x</i>' })).toMatch(/a name starts with a letter or digit/);
    expect(s.can({ type: 'area.edited', id: 'b1', changes: { name: '<i>x</i>' } })).toBe(false);
    const cleared = send(s, { type: 'area.edited', id: 'a1', changes: { name: undefined } });
    expect(cleared.context.map.areas[0]).not.toHaveProperty('name');
  });
});

describe('the summary', () => {
  it('tells how many rounds, where the fire is, who died and who is hurt, and whether it has settled', () => {
    let s = start(
      input('grid 2x1 flam=2\narea a1 name="Barn" fire=5\npc Bran in a1 con=1\nnpc Rat in a1 size=tiny limit=0', 1, [6, 6, 6, 6, 6]),
    );
    s = send(s, { type: 'round.advanced' });
    // Barn grows to 6 (6 + 2 + 5), catches b1 (6 + 2 + 5), burns Bran (hit, Con 6 + 1 ≥ 5) and the rat (dies).
    expect(fireAftermath(s.context)).toBe(
      'After 1 round, fire burns in 2 Areas (the worst, Barn, at 6). Rat died; Bran (1 Injury) is hurt.',
    );
  });

  it('is given once the fire has settled after a round or more, with the rule that says a round would change nothing', () => {
    const burning = start(input('grid 1x1 flam=2\narea a1 fire=5', 1, [1]));
    expect(summary(burning), 'not while the fire can still grow').toBeUndefined();
    expect(summary(start(input('grid 2x1\narea a1 fire=3'))), 'not before a round').toBeUndefined();
    const settled = send(burning, { type: 'round.advanced' });
    expect(settled.hasTag('settled')).toBe(true);
    expect(summary(settled)).toEqual([
      {
        text: 'After 1 round, fire burns in 1 Area (the worst, a1, at 6). It has settled: another round would change nothing.',
        rule: expect.objectContaining({ section: 'one-round-step-by-step' }),
      },
    ]);
  });

  it('says when the fire has settled', () => {
    expect(fireAftermath(start(input('grid 2x1\narea a1 fire=3')).context)).toBe(
      'After 0 rounds, fire burns in 1 Area (the worst, a1, at 3). It has settled: another round would change nothing.',
    );
  });
});

describe('settling', () => {
  it('settles the sample hamlet once only rolls that can never succeed are left (a hearth of −2 in flammability 0)', () => {
    const hearth = start(input('grid 1x1 flam=0\narea a1 fire=-2'));
    expect(hearth.value).toBe('settled');
    expect(settledReason(hearth.context)).toMatch(/neither grow nor spread/);
  });

  it('keeps burning while a fire attack could still hit, and settles when none could', () => {
    expect(start(input('grid 1x1 flam=none\narea a1 fire=1\npc Ada in a1 defense=7')).value).toBe('burning');
    expect(start(input('grid 1x1 flam=none\narea a1 fire=1\npc Ada in a1 defense=8')).value).toBe('settled');
    // Shroud's +1 Defense counts: 6 + 1 cannot reach 7 + 1.
    expect(start(input('grid 1x1 flam=none\narea a1 fire=1 cover=shrouded\npc Ada in a1 defense=7')).value).toBe('settled');
  });

  it('plays the default hamlet to a standstill within a few hundred rounds, for any seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_294_967_295 }), (seed) => {
        const { input: setup } = parseFireMapSetup({}, seed);
        let s = start(setup);
        let rounds = 0;
        while (s.matches('burning') && rounds < 400) {
          s = send(s, { type: 'round.advanced' });
          rounds++;
        }
        expect(s.value).toBe('settled');
      }),
      { numRuns: 30 },
    );
  }, 60_000);
});
