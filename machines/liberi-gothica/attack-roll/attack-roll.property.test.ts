import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { defense, type Defense } from '../attack.js';
import { attackRollMachine } from './attack-roll.machine.js';
import { type AttackRollEvent, type AttackRollInput } from './attack-roll.context.js';
import { DEFAULT_ATTACKER_INPUT, DEFAULT_DEFENDER_INPUT } from './attack-roll.setup.js';
import { everyEvent } from './attack-roll.testing.js';
import type { WeaponName } from './attack-roll.rules.js';

type Snap = SnapshotFrom<typeof attackRollMachine>;

const weapon = fc.constantFrom<WeaponName>('unarmed', 'tiny', 'small', 'medium', 'large', 'huge');
const defenses: fc.Arbitrary<Defense[]> = fc.array(
  fc
    .record({
      kind: fc.constantFrom('passive' as const, 'active' as const),
      p: fc.integer({ min: 0, max: 4 }),
      r: fc.integer({ min: 0, max: 4 }),
    })
    .map((d) => ({ ...defense(d.kind, d.p), reduction: d.r })),
  { maxLength: 3 },
);

const tableArb: fc.Arbitrary<AttackRollInput> = fc
  .record({
    seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
    attacker: fc.record({
      attack: fc.integer({ min: -3, max: 10 }),
      toughness: fc.integer({ min: 1, max: 8 }),
      size: fc.integer({ min: -2, max: 3 }),
      weapons: fc.array(weapon, { minLength: 1, maxLength: 3 }),
      reach: fc.constantFrom('melee' as const, 'ranged' as const),
      life: fc.integer({ min: 1, max: 15 }),
      reload: fc.option(fc.record({ actions: fc.integer({ min: 1, max: 4 }), loaded: fc.boolean() }), { nil: undefined }),
    }),
    defender: fc.record({
      baseDefense: fc.integer({ min: 3, max: 12 }),
      defenses,
      life: fc.integer({ min: 1, max: 20 }),
      toughness: fc.integer({ min: 0, max: 5 }),
      kind: fc.constantFrom('liberi' as const, 'creature' as const, 'minion' as const),
      awareness: fc.constantFrom('aware' as const, 'surprised' as const, 'blind' as const, 'helpless' as const),
    }),
    distance: fc.integer({ min: 0, max: 80 }),
  })
  .map(({ seed, attacker, defender, distance }) => ({
    seed,
    attacker: { ...DEFAULT_ATTACKER_INPUT, ...attacker, toughness: Math.max(attacker.toughness, 5), maxLife: attacker.life },
    defender: { ...DEFAULT_DEFENDER_INPUT, ...defender, maxLife: defender.life },
    distance,
  }));

function run(
  input: AttackRollInput,
  choices: readonly number[],
  each: (snap: Snap, event?: AttackRollEvent) => void = () => {},
): { snap: Snap; events: AttackRollEvent[] } {
  let [snap] = initialTransition(attackRollMachine, input);
  each(snap);
  const events: AttackRollEvent[] = [];
  for (const choice of choices) {
    const options = everyEvent(snap);
    if (options.length === 0) break;
    const event = options[choice % options.length]!;
    [snap] = transition(attackRollMachine, snap, event);
    events.push(event);
    each(snap, event);
  }
  return { snap, events };
}

const choicesArb = fc.array(fc.nat(), { minLength: 5, maxLength: 80 });

describe('random exchanges', () => {
  it('keep Life at or below its maximum, actions within 0 to 2, and the two apart by 0 feet or more', () => {
    fc.assert(
      fc.property(tableArb, choicesArb, (input, choices) => {
        run(input, choices, (snap) => {
          const c = snap.context;
          expect(c.defender.life).toBeLessThanOrEqual(c.defender.maxLife);
          expect(c.attacker.life).toBeLessThanOrEqual(c.attacker.maxLife);
          expect(c.actionsLeft).toBeGreaterThanOrEqual(0);
          expect(c.actionsLeft).toBeLessThanOrEqual(2);
          expect(c.distance).toBeGreaterThanOrEqual(0);
          expect(c.sides.attacker.roundPenalty).toBeLessThanOrEqual(0);
          expect(c.sides.defender.roundPenalty).toBeLessThanOrEqual(0);
        });
      }),
      { numRuns: 150 },
    );
  });

  it('read every attack roll by "strictly above": above total is direct, above base glancing, else a miss', () => {
    fc.assert(
      fc.property(tableArb, choicesArb, (input, choices) => {
        const { snap } = run(input, choices);
        for (const a of snap.context.attacks) {
          const r = a.roll;
          if (!r) continue;
          // Counted here from the dice and the terms, not by the code under test.
          expect(r.result).toBe(r.terms.reduce((s, t) => s + t.value, 0));
          expect(r.terms[0]!.value).toBe(r.dice[0]! + r.dice[1]!);
          const expected = r.result > r.total ? 'direct' : r.result > r.base ? 'glancing' : 'miss';
          expect(r.outcome).toBe(expected);
          expect(r.crippling).toBe(r.result - r.total >= 5);
          if (a.damage) {
            expect(a.damage.lifeLost).toBeLessThanOrEqual(a.damage.dealt);
            expect(a.damage.lifeLost).toBeGreaterThanOrEqual(0);
            if (r.outcome === 'direct') expect(a.damage.lifeLost).toBe(a.damage.dealt);
            else expect(a.damage.lifeLost).toBe(Math.max(0, a.damage.dealt - a.damage.passive - a.damage.active));
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('tell the same story from the same seed and steps, and keep every snapshot plain data', () => {
    fc.assert(
      fc.property(tableArb, choicesArb, (input, choices) => {
        const first = run(input, choices);
        let [again] = initialTransition(attackRollMachine, input);
        for (const e of first.events) [again] = transition(attackRollMachine, again, e);
        expect(again.value).toEqual(first.snap.value);
        expect(again.context).toEqual(first.snap.context);
        expect(JSON.parse(JSON.stringify(first.snap.context))).toEqual(first.snap.context);
      }),
      { numRuns: 100 },
    );
  });

  it('never fire a weapon that must be reloaded more often than its reloads allow', () => {
    fc.assert(
      fc.property(tableArb, choicesArb, (input, choices) => {
        const r = input.attacker.reload;
        if (!r) return;
        const { snap, events } = run(input, choices);
        // Counted from the events sent: each shot needs a full reload's actions (or the shot loaded at the start).
        const reloads = events.filter((e) => e.type === 'reload.worked').length;
        const shots = snap.context.attacks.filter((a) => a.by === 'attacker' && a.how !== 'ram' && a.how !== 'tackle' && a.n === 1).length;
        expect(shots).toBeLessThanOrEqual((r.loaded ? 1 : 0) + Math.floor(reloads / r.actions));
      }),
      { numRuns: 200 },
    );
  });

  it('end in death exactly when someone has fallen, and say why in every step', () => {
    fc.assert(
      fc.property(tableArb, choicesArb, (input, choices) => {
        run(input, choices, (snap, event) => {
          expect(snap.value === 'dead').toBe(snap.context.fallen !== null);
          if (event) expect(snap.context.why.length).toBeGreaterThan(0);
          for (const w of snap.context.why) expect(w.text).not.toMatch(/NaN|undefined|null|\[object/);
        });
      }),
      { numRuns: 150 },
    );
  });
});
