/**
 * Saved tables and share links of the builds before (multiple-opponents/1 and /2, made by those
 * builds and kept in fixtures/) still open, and replay to the very end they reached then. A /1
 * record carries no rulings, so hit cards count at face value and a joker 0, as that build played
 * them; a /2 record names nobody taken by surprise, so its fight opens as usual.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { upgradeEvents } from '../../core/record.js';
import type { MultipleOpponentsEvent, MultipleOpponentsInput } from './multiple-opponents.context.js';
import { multipleOpponentsMachine, multipleOpponentsRecord } from './multiple-opponents.machine.js';
import { multipleOpponentsInputProblem } from './multiple-opponents.setup.js';

interface Saved {
  readonly record: { format: string; input: MultipleOpponentsInput; events: unknown[]; step: number };
  readonly after: Record<string, unknown>;
}

const saved = JSON.parse(readFileSync(new URL('./fixtures/multiple-opponents-1-records.json', import.meta.url), 'utf8')) as Record<
  string,
  Saved
>;

describe('saved tables of several foes from the build before (multiple-opponents/1)', () => {
  it('are four records of that build: the goblins, hit cards and a joker laid, and two played at random', () => {
    expect(Object.keys(saved)).toEqual(['goblins', 'hits-and-a-joker', 'random', 'three-small']);
    for (const { record } of Object.values(saved)) {
      expect(record.format).toBe('multiple-opponents/1');
      expect(Object.keys(record.input)).not.toContain('rulings');
    }
    expect(saved['hits-and-a-joker']!.record.events).toContainEqual({ type: 'maneuver.declared', maneuver: 'parry', card: 'JK1', foe: 1 });
  });

  for (const [name, { record, after }] of Object.entries(saved)) {
    it(`replay "${name}" to the end it reached then`, () => {
      expect(multipleOpponentsRecord.current).toBe('multiple-opponents/4');
      const events = upgradeEvents(multipleOpponentsRecord, record.format, record.events) as MultipleOpponentsEvent[];
      expect(multipleOpponentsInputProblem(record.input)).toBeUndefined();
      let [snap] = initialTransition(multipleOpponentsMachine, record.input);
      for (const e of events) {
        expect(snap.can(e), JSON.stringify(e)).toBe(true);
        [snap] = transition(multipleOpponentsMachine, snap, e);
      }
      const c = snap.context;
      expect(c.earlier).toBe(true);
      expect({
        value: snap.value,
        round: c.round,
        damage: c.damage,
        holders: c.holders,
        ended: c.ended ?? null,
        results: c.registers.map((r) => r.results.map((x) => [x.foe, x.by, x.outcome.attackTotal, x.outcome.success, x.outcome.damage])),
      }).toEqual(after);
    });
  }
});

const saved2 = JSON.parse(readFileSync(new URL('./fixtures/multiple-opponents-2-records.json', import.meta.url), 'utf8')) as Record<
  string,
  Saved
>;

describe('saved tables of several foes from the build before the surprise (multiple-opponents/2)', () => {
  it('are three records of that build, with rulings, hits and a joker, and nobody surprised', () => {
    expect(Object.keys(saved2)).toEqual(['seed-rulings', 'three-small', 'hits-and-a-joker']);
    for (const { record } of Object.values(saved2)) {
      expect(record.format).toBe('multiple-opponents/2');
      expect(Object.keys(record.input)).toContain('rulings');
      expect(Object.keys(record.input)).not.toContain('surprised');
    }
    const types = saved2['hits-and-a-joker']!.record.events.map((e) => (e as { type: string }).type);
    expect(types).toEqual(expect.arrayContaining(['hit.taken', 'hit.declined', 'joker.ruled']));
  });

  for (const [name, { record, after }] of Object.entries(saved2)) {
    it(`replay "${name}" to the end it reached then`, () => {
      const events = upgradeEvents(multipleOpponentsRecord, record.format, record.events) as MultipleOpponentsEvent[];
      expect(multipleOpponentsInputProblem(record.input)).toBeUndefined();
      let [snap] = initialTransition(multipleOpponentsMachine, record.input);
      for (const e of events) {
        expect(snap.can(e), JSON.stringify(e)).toBe(true);
        [snap] = transition(multipleOpponentsMachine, snap, e);
      }
      const c = snap.context;
      expect(c.earlier).toBe(false);
      expect(c.surprise).toEqual([]);
      expect({
        value: snap.value,
        round: c.round,
        damage: c.damage,
        holders: c.holders,
        ended: c.ended ?? null,
        results: c.registers.map((r) => r.results.map((x) => [x.foe, x.by, x.outcome.attackTotal, x.outcome.success, x.outcome.damage])),
      }).toEqual(after);
    });
  }
});
