import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialTransition, transition } from 'xstate';
import { AREA_CAPACITY } from '../areas.js';
import { combatRoundMachine } from './combat-round.machine.js';
import { DEFAULT_FIGHTERS, DEFAULT_MAP } from './combat-round.setup.js';
import { SMALL_TABLE, tableFrom, walk } from './testing/tables.js';

const TABLES = [
  { map: DEFAULT_MAP, fighters: DEFAULT_FIGHTERS },
  SMALL_TABLE,
  {
    map: `grid 2x2 flam=1\narea a1 fire=2\narea b2 wet=1 light=dark\narea b1 cover=shrouded+obscured\npc Ada in a1\npc Bo in b2 size=small\nnpc Orc in b1 limit=2\nnpc Elf in a2 limit=0`,
    fighters:
      'Ada: runner might=2 arms=Axe itm=1 ftm=0; Bo: arms=Sling ftm=1 reach=thrown; Orc: faction=orcs arms=Spear itm=0 reach=thrown flimit=1; Elf: faction=elves ally',
  },
];

const tableArb = fc
  .record({ table: fc.constantFrom(...TABLES), seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }) })
  .map(({ table, seed }) => tableFrom({ ...table, seed: String(seed) }));
const choicesArb = fc.array(fc.nat(), { minLength: 30, maxLength: 150 });

describe('random fights and rests', () => {
  it('keep every number in bounds: actions 0 to 2, Injuries and Fatigue never below 0, no Area over 16 Medium-worth, breath and timeframes in range', () => {
    fc.assert(
      fc.property(tableArb, choicesArb, (input, choices) => {
        walk(input, choices, (snap) => {
          const c = snap.context;
          expect(c.actionsLeft).toBeGreaterThanOrEqual(0);
          expect(c.actionsLeft).toBeLessThanOrEqual(c.allowance);
          expect(c.allowance).toBeLessThanOrEqual(2);
          expect(c.timeframe).toBeGreaterThanOrEqual(0);
          expect(c.timeframe).toBeLessThan(8);
          for (const f of c.fighters) {
            expect(f.injuries).toBeGreaterThanOrEqual(0);
            expect(f.fatigue).toBeGreaterThanOrEqual(0);
            expect(f.breath).toBeGreaterThanOrEqual(0);
            expect(f.slept).toBeLessThanOrEqual(8);
            // An NPC alive is within its limit.
            if (f.kind === 'npc' && f.condition !== 'dead') expect(f.injuries).toBeLessThanOrEqual(f.injuryLimit);
            // A hold is on a living creature, never on oneself.
            if (f.grappledBy !== null) {
              expect(f.grappledBy).not.toBe(f.id);
              expect(c.fighters.find((g) => g.id === f.grappledBy)!.condition).not.toBe('dead');
            }
          }
          for (const a of c.map.areas) {
            const load = c.fighters.filter((f) => f.condition !== 'dead' && f.areaId === a.id).reduce((s, f) => s + f.size, 0);
            expect(load).toBeLessThanOrEqual(AREA_CAPACITY);
          }
          // Whose turn it is can act.
          if (c.turnOf !== null && snap.matches('fight')) expect(c.fighters.find((f) => f.id === c.turnOf)!.condition).toBe('fine');
        });
      }),
      { numRuns: 80 },
    );
  }, 60_000);

  it('never moves a held creature, and moves anyone at most one Area a turn unless it is a Runner', () => {
    fc.assert(
      fc.property(tableArb, choicesArb, (input, choices) => {
        let before = initialTransition(combatRoundMachine, input)[0];
        walk(input, choices, (snap, event) => {
          if (event?.type === 'creature.moved') {
            const mover = before.context.fighters.find((f) => f.id === before.context.turnOf)!;
            expect(mover.grappledBy).toBeNull();
            expect(mover.down).toBe(false);
            if (!mover.runner) expect(before.context.moved).toBe(0);
            expect(snap.context.moved).toBe(before.context.moved + 1);
          }
          before = snap;
        });
      }),
      { numRuns: 80 },
    );
  }, 60_000);

  it('judge every roll by "equal to or above": the die plus the terms against the threshold', () => {
    fc.assert(
      fc.property(tableArb, choicesArb, (input, choices) => {
        walk(input, choices, (snap, event) => {
          const r = snap.context.last;
          if (!event || !r || r.die === null || !['action.rolled', 'injury.rolled', 'resilience.rolled'].includes(event.type)) return;
          // Counted here from the die and the terms, not by the code under test.
          const total = r.die + r.terms.reduce((s, t) => s + t.value, 0);
          expect(r.total).toBe(total);
          expect(r.success).toBe(total >= r.threshold);
          expect(r.die).toBeGreaterThanOrEqual(1);
          expect(r.die).toBeLessThanOrEqual(6);
        });
      }),
      { numRuns: 80 },
    );
  }, 60_000);

  it('tell the same story from the same seed and steps, and keep every snapshot plain data', () => {
    fc.assert(
      fc.property(tableArb, choicesArb, (input, choices) => {
        const first = walk(input, choices);
        let [again] = initialTransition(combatRoundMachine, input);
        for (const e of first.events) [again] = transition(combatRoundMachine, again, e);
        expect(again.value).toEqual(first.snap.value);
        expect(again.context).toEqual(first.snap.context);
        expect(JSON.parse(JSON.stringify(first.snap.context))).toEqual(first.snap.context);
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('say why in every step, in words with no engine placeholders', () => {
    fc.assert(
      fc.property(tableArb, choicesArb, (input, choices) => {
        walk(input, choices, (snap, event) => {
          if (event) expect(snap.context.why.length).toBeGreaterThan(0);
          for (const w of snap.context.why) expect(w.text).not.toMatch(/NaN|undefined|null|\[object|Infinity/);
        });
      }),
      { numRuns: 80 },
    );
  }, 60_000);
});
