/**
 * Saved tables and share links of the build before the table rulings could be switched
 * (register-duel/2, made by that build and kept in fixtures/) still open, and replay to the
 * very end they reached then: they carry no rulings, so they play the readings of that build.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { upgradeEvents } from '../../core/record.js';
import { EARLIER_RULINGS, SEED_RULINGS } from '../melee/rulings.js';
import type { RegisterDuelEvent, RegisterDuelInput } from './register-duel.context.js';
import { registerDuelMachine, registerDuelRecord } from './register-duel.machine.js';
import { registerDuelInputProblem } from './register-duel.setup.js';

interface Saved {
  readonly record: { format: string; input: RegisterDuelInput; events: unknown[]; step: number };
  readonly after: Record<string, unknown>;
}

const saved = JSON.parse(readFileSync(new URL('./fixtures/register-duel-2-records.json', import.meta.url), 'utf8')) as Record<
  string,
  Saved
>;

function replay(input: RegisterDuelInput, events: readonly RegisterDuelEvent[]) {
  let [snap] = initialTransition(registerDuelMachine, input);
  for (const e of events) {
    expect(snap.can(e), JSON.stringify(e)).toBe(true);
    [snap] = transition(registerDuelMachine, snap, e);
  }
  return snap;
}

describe('saved duels of the build before the table rulings (register-duel/2)', () => {
  it('are five records made by that build: a giant flanked, clung to and bucked; a chop; the book; a surprise; a brawl', () => {
    expect(Object.keys(saved)).toEqual(['giant', 'caught', 'book', 'surprise', 'brawl']);
    for (const { record } of Object.values(saved)) {
      expect(record.format).toBe('register-duel/2');
      expect(Object.keys(record.input)).not.toContain('rulings');
    }
  });

  for (const [name, { record, after }] of Object.entries(saved)) {
    it(`replay "${name}" to the end it reached then, with the readings of that build`, () => {
      expect(registerDuelRecord.current).toBe('register-duel/3');
      const events = upgradeEvents(registerDuelRecord, record.format, record.events) as RegisterDuelEvent[];
      expect(events).toEqual(record.events);
      expect(registerDuelInputProblem(record.input)).toBeUndefined();
      const snap = replay(record.input, events);
      const c = snap.context;
      expect(c.rulings).toEqual(EARLIER_RULINGS);
      expect({
        value: snap.value,
        range: c.range,
        damage: c.damage,
        attacker: c.attacker,
        clinging: c.clinging ?? null,
        flankedUntil: c.flankedUntil ?? null,
        entangled: c.fighters.map((f) => f.entangled ?? null),
        ended: c.ended ?? null,
        down: c.down ?? null,
        disarmed: c.disarmed,
        outcomes: c.registers.map(
          (r) =>
            r.outcome && {
              attackTotal: r.outcome.attackTotal,
              success: r.outcome.success,
              damage: r.outcome.damage,
              rangeAfter: r.outcome.rangeAfter,
            },
        ),
      }).toEqual(after);
    });
  }

  it("would play differently under the seed's words, which is why they keep their own", () => {
    const { record } = saved.surprise!;
    // The surprise's one maneuver was a close: the seed gives one attack, and a close is none.
    const [start] = initialTransition(registerDuelMachine, { ...record.input, rulings: SEED_RULINGS });
    const [drawn] = transition(registerDuelMachine, start, record.events[0] as RegisterDuelEvent);
    expect(drawn.can(record.events[1] as RegisterDuelEvent)).toBe(false);
    // And the giant's flank would be at +1 (its finesse), not −1.
    const giant = saved.giant!;
    const seedGiant = replay({ ...giant.record.input, rulings: SEED_RULINGS }, giant.record.events.slice(0, 5) as RegisterDuelEvent[]);
    expect(seedGiant.context.registers[0]!.outcome!.attackTotal).toBe(10);
  });
});
