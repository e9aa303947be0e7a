import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { cardsInPlay, deckFor, registerDuelMachine, type RegisterDuelEvent, type RegisterDuelInput } from './register-duel.machine.js';
import { DEFAULT_FIGHTERS } from './register-duel.setup.js';
import { MANEUVERS, maneuver } from './maneuvers.js';
import { maneuverLimits, WEAPONS } from './melee-weapons.js';
import { reachProblem, usage, type Fighter, type Hand, type Side } from './register-duel.rules.js';
import { chooseMove } from './register-duel.opponent.js';

type Snap = SnapshotFrom<typeof registerDuelMachine>;

/** Every event anyone at the table could send now, legal or not; the machine sorts them. */
function candidates(snap: Snap): RegisterDuelEvent[] {
  const c = snap.context;
  const out: RegisterDuelEvent[] = [
    { type: 'initiative.drawn' }, { type: 'initiative.yielded' }, { type: 'hands.drawn' }, { type: 'register.revealed' }, { type: 'round.begun' },
  ];
  for (const side of [0, 1] as Side[]) {
    out.push({ type: 'maneuver.passed', side }, { type: 'declaration.finished', side }, { type: 'hit.taken', side }, { type: 'hit.declined', side }, { type: 'joker.ruled', side, value: 3 }, { type: 'joker.ruled', side, value: -4 });
    for (const r of c.registers) out.push({ type: 'card.withdrawn', side, register: r.number });
    for (const card of c.hands[side]) {
      for (const m of MANEUVERS) {
        for (const hand of ['main', 'off', 'none'] as Hand[]) {
          out.push({ type: 'maneuver.declared', side, maneuver: m.id, card, hand });
          if (m.mayHoldGround) out.push({ type: 'maneuver.declared', side, maneuver: m.id, card, hand, holdGround: true });
        }
      }
    }
  }
  return out.filter((e) => snap.can(e));
}

const fighterArb: fc.Arbitrary<Fighter> = fc.record({
  weapon: fc.constantFrom(WEAPONS.sword!, WEAPONS.spear!, WEAPONS.dagger!, WEAPONS['medium-axe']!),
  skill: fc.integer({ min: 0, max: 5 }),
  combatTraining: fc.integer({ min: 0, max: 3 }),
  hitPoints: fc.integer({ min: 1, max: 12 }),
  deck: fc.constantFrom('karma' as const, 'world' as const),
  shield: fc.boolean(),
}).map(({ shield, ...f }) => ({
  ...DEFAULT_FIGHTERS[0],
  ...f,
  ...(shield ? { offHand: { kind: 'shield' as const, weapon: WEAPONS['small-shield']!, skill: 2 } } : {}),
}));

const duelArb = fc.record({
  fighters: fc.tuple(fighterArb, fighterArb),
  seed: fc.integer(),
  choices: fc.array(fc.nat(), { minLength: 10, maxLength: 120 }),
});

function run(input: RegisterDuelInput, choices: readonly number[], each: (snap: Snap, event?: RegisterDuelEvent) => void = () => {}): Snap {
  let [snap] = initialTransition(registerDuelMachine, input);
  each(snap);
  for (const choice of choices) {
    const options = candidates(snap);
    if (options.length === 0) break;
    const event = options[choice % options.length]!;
    [snap] = transition(registerDuelMachine, snap, event);
    each(snap, event);
  }
  return snap;
}

describe('random duels', () => {
  it('keep every card in exactly one place: deck, discard, hand or register', () => {
    fc.assert(
      fc.property(duelArb, ({ fighters, seed, choices }) => {
        run({ fighters, seed }, choices, (snap) => {
          for (const side of [0, 1] as Side[]) {
            expect([...cardsInPlay(snap.context, side)].sort()).toEqual(deckFor(snap.context.fighters[side]).sort());
          }
        });
      }),
      { numRuns: 150 },
    );
  });

  it('never resolve a register with a maneuver its preconditions forbid', () => {
    fc.assert(
      fc.property(duelArb, ({ fighters, seed, choices }) => {
        run({ fighters, seed }, choices, (snap) => {
          const c = snap.context;
          const declared = c.registers.flatMap((r) => (r.defence ? [r.attack, r.defence] : [r.attack]));
          for (const side of [0, 1] as Side[]) {
            const used = usage(declared, side);
            const limits = maneuverLimits(c.fighters[side].weapon, c.fighters[side].offHand);
            expect(used.total).toBeLessThanOrEqual(limits.total);
            expect(used.main).toBeLessThanOrEqual(limits.main);
            expect(used.off).toBeLessThanOrEqual(limits.off);
            expect(declared.filter((d) => d.side === side && d.maneuver === 'melee-dodge').length).toBeLessThanOrEqual(1);
            expect(declared.filter((d) => d.side === side && d.maneuver === 'shield-bash').length).toBeLessThanOrEqual(1);
          }
          for (const r of c.registers) {
            expect(maneuver(r.attack.maneuver).needsInitiative).toBe(true);
            expect(r.attack.side).toBe(r.attacker);
            if (r.defence) {
              expect(r.defence.side).not.toBe(r.attacker);
              expect(maneuver(r.defence.maneuver).needsInitiative).toBe(false);
            }
            const o = r.outcome;
            if (!o) continue;
            const at = { fighters: c.fighters, range: o.rangeBefore };
            // Whatever took effect fitted the range at the moment it resolved.
            if (!o.attackVoid) expect(reachProblem(at, r.attack)).toBeUndefined();
            if (r.defence && !o.defenceVoid) expect(reachProblem(at, r.defence, r.attack)).toBeUndefined();
            if (o.attackVoid) expect(o.success).toBe(false);
          }
        });
      }),
      { numRuns: 150 },
    );
  });

  it('replay exactly from the same seed and the same moves, through JSON', () => {
    fc.assert(
      fc.property(duelArb, ({ fighters, seed, choices }) => {
        const first = run({ fighters, seed }, choices);
        const second = run(JSON.parse(JSON.stringify({ fighters, seed })), choices);
        expect(second.context).toEqual(first.context);
        expect(second.value).toEqual(first.value);
        expect(JSON.parse(JSON.stringify(first.context))).toEqual(first.context);
      }),
      { numRuns: 60 },
    );
  });

  it('give the simple opponent only moves the machine accepts', () => {
    fc.assert(
      fc.property(duelArb, ({ fighters, seed, choices }) => {
        run({ fighters, seed }, choices, (snap) => {
          for (const side of [0, 1] as Side[]) {
            const move = chooseMove(String(snap.value), snap.context, side);
            if (move) expect(snap.can(move)).toBe(true);
          }
        });
      }),
      { numRuns: 100 },
    );
  });
});
