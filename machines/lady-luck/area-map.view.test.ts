import { describe, expect, it } from 'vitest';
import { createChance } from '../core/random.js';
import { gridMap, parseFireMap, type FireSetup } from './area-map.js';
import { areaMapView, fireBand, initialsOf, occupantsFromCreatures, regionToward, sideFrom, type MapOccupant } from './area-map.view.js';
import { fireRound } from './fire.js';

const setupOf = (text: string): FireSetup => {
  const parsed = parseFireMap(text);
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.setup;
};

const HAMLET = setupOf(`grid 3x2 flam=1
area a1 name="Barn" flam=2 fire=3 cover=shrouded
area b1 name="Yard" light=dark
area c1 name="Lane" cover=obscured
area a2 name="Byre" fire=-2 wet=damp
area b2 name="Millpond" flam=none wet=1
area c2 name="Orchard" flam=2 cover=shrouded+obscured
area hall at=4,0
link hall a1
unlink b1 c1
pc Bran in b1 con=1
npc Grub in a1 size=small limit=1`);

describe('the Area map as a view draws it', () => {
  const view = areaMapView(HAMLET.map, occupantsFromCreatures(HAMLET.creatures));
  const region = (id: string) => view.regions.find((r) => r.id === id)!;

  it('gives each Area its fire, water, light and cover, as icons would show them', () => {
    expect(region('a1')).toMatchObject({
      label: 'Barn',
      fire: { level: 3, band: 'mid', words: 'fire level 3' },
      light: 'bright',
      litByFire: true,
    });
    expect(region('a1').shrouded).toBe(true);
    expect(region('a2').fire).toEqual({ level: -2, band: 'contained', words: 'contained fire (\u22122)' });
    expect(region('a2').water).toEqual({ kind: 'damp', words: 'damp' });
    expect(region('b2')).toMatchObject({ water: { kind: 'standing' }, stone: true, fire: null });
    expect(region('b1')).toMatchObject({ light: 'dark', litByFire: false });
    expect(region('c2')).toMatchObject({ shrouded: true, obscured: true });
    expect(region('c1')).toMatchObject({ shrouded: false, obscured: true });
  });

  it('draws a wall where Areas side by side are not linked, and names links across the drawing', () => {
    expect(region('b1').wallEast).toBe(true);
    expect(region('a1').wallEast).toBe(false);
    expect(region('hall').farLinks).toEqual(['Barn']);
    expect(region('a1').farLinks).toEqual(['hall']);
    expect(region('b1').described).toContain('a wall to the east');
    expect(region('hall').described).toContain('linked to Barn');
  });

  it('puts each creature in its Area and says who is there', () => {
    expect(region('b1').occupants.map((o) => o.name)).toEqual(['Bran']);
    expect(region('a1').described).toMatch(/in it: Grub$/);
    expect(region('a1').occupants[0]!.side).toBe('neutral');
    expect(region('b1').occupants[0]!.side).toBe('pc');
  });

  it('lays the drawing out in rows and columns, gaps and all', () => {
    expect([view.columns, view.rows]).toEqual([5, 2]);
    expect(view.byRow.map((row) => row.map((i) => view.regions[i]!.id))).toEqual([
      ['a1', 'b1', 'c1', 'hall'],
      ['a2', 'b2', 'c2'],
    ]);
  });

  it('bands fire levels as the legend names them', () => {
    expect([null, -1, 0, 2, 3, 4, 5, 6].map((l) => fireBand(l as never))).toEqual([
      'none',
      'contained',
      'low',
      'low',
      'mid',
      'mid',
      'high',
      'high',
    ]);
  });
});

describe('a round of fire on the view', () => {
  const setup = setupOf('grid 3x1 flam=2\narea a1 fire=2\narea c1 fire=1\npc Ada in b1');
  const before = areaMapView(setup.map, occupantsFromCreatures(setup.creatures));
  // Growth for a1 (1: holds), growth for c1 (6: grows), spread a1 → b1 (6: catches).
  const round = fireRound(setup.map, setup.creatures, createChance(1, [1, 6, 6, 1, 1]));
  const after = areaMapView(round.map, occupantsFromCreatures(round.creatures), round.events);

  it('says where fire caught and which Area it came from, and where it grew', () => {
    expect([...after.caughtFrom]).toEqual([['b1', 'a1']]);
    expect([...after.grew]).toEqual(['c1']);
    expect(after.regions[1]!.fire).toMatchObject({ level: 0 });
  });

  it('keeps the same region for every Area the round did not change', () => {
    expect(after.regions[0]).toBe(before.regions[0]);
    expect(after.regions[1]).not.toBe(before.regions[1]);
    expect(after.regions[2]).not.toBe(before.regions[2]);
    // Occupants made afresh but showing the same: still the same region.
    const again = areaMapView(round.map, occupantsFromCreatures(round.creatures), []);
    expect(again.regions).toEqual(after.regions);
    again.regions.forEach((r, i) => expect(r).toBe(after.regions[i]));
  });

  it('makes a region new when who is in it, or their state, changes', () => {
    const acting: MapOccupant[] = occupantsFromCreatures(round.creatures).map((o) => ({ ...o, acting: true }));
    const turned = areaMapView(round.map, acting, []);
    expect(turned.regions[1]).not.toBe(after.regions[1]);
    expect(turned.regions[0]).toBe(after.regions[0]);
  });

  it('tells which side the fire came in by', () => {
    expect(sideFrom({ col: 0, row: 0 }, { col: 1, row: 0 })).toBe('w');
    expect(sideFrom({ col: 2, row: 0 }, { col: 1, row: 0 })).toBe('e');
    expect(sideFrom({ col: 1, row: 0 }, { col: 1, row: 1 })).toBe('n');
    expect(sideFrom({ col: 1, row: 2 }, { col: 1, row: 1 })).toBe('s');
  });
});

describe('moving across the drawing by keys', () => {
  const view = areaMapView(HAMLET.map, []);
  it('goes to the nearest region drawn that way, skipping gaps', () => {
    expect(regionToward(view, 'c1', 'right')!.id).toBe('hall');
    expect(regionToward(view, 'a1', 'down')!.id).toBe('a2');
    expect(regionToward(view, 'a1', 'up')).toBeUndefined();
    expect(regionToward(view, 'b2', 'first')!.id).toBe('a1');
    expect(regionToward(view, 'b2', 'last')!.id).toBe('hall');
  });
});

describe('a 26 × 26 map', () => {
  it('works a step out in a fraction of a frame, making new regions only where the fire changed', () => {
    let map = gridMap(26, 26, { flammability: 2 });
    map = { ...map, areas: map.areas.map((a, i) => (i === 340 ? { ...a, fireLevel: 3 as const } : a)) };
    const creatures = occupantsFromCreatures([]);
    let view = areaMapView(map, creatures);
    let chance = createChance(5);
    let worst = 0;
    for (let round = 0; round < 8; round++) {
      const r = fireRound(map, [], chance);
      chance = r.chance;
      const t0 = performance.now();
      const next = areaMapView(r.map, creatures, r.events);
      worst = Math.max(worst, performance.now() - t0);
      const changed = next.regions.filter((g, i) => g !== view.regions[i]).length;
      const fireChanged = r.map.areas.filter((a, i) => a !== map.areas[i]).length;
      expect(changed).toBe(fireChanged);
      view = next;
      map = r.map;
    }
    // One frame is 16 ms; the view is a small part of a step.
    expect(worst).toBeLessThan(8);
  });
});

describe('a token’s letters', () => {
  it('takes a name’s first and last initials, or a one-word name’s first two letters', () => {
    expect(['Grub the Goblin', 'Ada', ' bran  oak ', ''].map(initialsOf)).toEqual(['GG', 'AD', 'BO', '?']);
  });
});
