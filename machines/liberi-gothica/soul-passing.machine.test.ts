import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { soulPassingMachine, soulView, type Liberi, type SoulPassingEvent, type SoulPassingInput } from './soul-passing.machine.js';
import { CAT_EXAMPLE } from './soul-passing.setup.js';

type Snap = SnapshotFrom<typeof soulPassingMachine>;

const liberi = (name: string, distance: number, more: Partial<Liberi> = {}): Liberi => ({
  name,
  distance,
  speed: 30,
  life: 10,
  vitality: 10,
  maxVitality: 10,
  gauge: 0,
  essence: 0,
  ...more,
});

function start(input: Partial<SoulPassingInput> = {}): Snap {
  return initialTransition(soulPassingMachine, { seed: 1, vitality: 7, liberi: [liberi('Ada', 5), liberi('Bram', 15), liberi('Cass', 30)], ...input })[0];
}

/** Send events in order, insisting each one is allowed. */
function play(snap: Snap, ...events: SoulPassingEvent[]): Snap {
  for (const e of events) {
    if (!snap.can(e)) throw new Error(`refused ${JSON.stringify(e)} in ${JSON.stringify(snap.value)}`);
    snap = transition(soulPassingMachine, snap, e)[0];
  }
  return snap;
}

const pray: SoulPassingEvent = { type: 'prayer.offered' };
const absorb: SoulPassingEvent = { type: 'soul.absorbed' };
const end: SoulPassingEvent = { type: 'turn.ended' };
const roll: SoulPassingEvent = { type: 'soul.rolled' };
const other: SoulPassingEvent = { type: 'action.taken', action: 'other' };

describe('the book example', () => {
  it('replays Cat: a 7 against 10, a 6 against 9, an 8 against 8, and Cat passes on', () => {
    let snap = initialTransition(soulPassingMachine, CAT_EXAMPLE)[0];
    const needs: number[] = [];
    for (let i = 0; i < 3; i++) {
      expect(snap.value).toBe('passingRoll');
      needs.push(soulView(snap.context).nextNeed!);
      snap = play(snap, roll);
    }
    expect(needs).toEqual([10, 9, 8]);
    expect(snap.context.passingRolls.map((r) => [r.roll, r.need, r.passed])).toEqual([
      [7, 10, false],
      [6, 9, false],
      [8, 8, true],
    ]);
    expect(snap.value).toBe('passedOn');
    expect(snap.status).toBe('done');
    expect(snap.context.report).toMatch(/Cat passes on/);
  });
});

describe('the round', () => {
  it('gives each Liberi a turn in list order, then the passing roll at the end of the round', () => {
    let snap = start({ rolls: [1] });
    expect(snap.value).toBe('turn');
    expect(snap.context.turn).toBe(0);
    expect(snap.can(roll)).toBe(false);
    snap = play(snap, end, end);
    expect(snap.context.turn).toBe(2);
    snap = play(snap, end);
    expect(snap.value).toBe('passingRoll');
    expect(snap.can(pray)).toBe(false);
    snap = play(snap, roll);
    expect(snap.value).toBe('turn');
    expect(snap.context.round).toBe(2);
    expect(snap.context.turn).toBe(0);
  });

  it('gives a Liberi at 0 Vitality or 0 Life one action, and an unconscious one none', () => {
    const snap = start({ liberi: [liberi('Ada', 5, { vitality: 0 }), liberi('Bram', 5, { life: 0 }), liberi('Cass', 5, { life: -2 })] });
    expect(soulView(snap.context).actionsPerTurn).toEqual([1, 1, 0]);
    expect(snap.context.actionsLeft).toBe(1);
    const after = play(snap, other);
    expect(after.can(other)).toBe(false);
    expect(after.can(end)).toBe(true);
  });
});

describe('soul prayer', () => {
  it('takes two actions and gives all the remaining Vitality to the gauge, plus 1 Essence', () => {
    let snap = play(start(), pray);
    expect(snap.value).toBe('turn');
    expect(snap.context.prayers[0]).toBe(1);
    snap = play(snap, pray);
    expect(snap.value).toBe('gathered');
    expect(snap.context.liberi[0]).toMatchObject({ gauge: 7, essence: 1 });
    expect(snap.context.gathering).toMatchObject({ by: 0, method: 'prayer', yield: 7 });
  });

  it('may span two turns as a continuous action', () => {
    // Ada spends her first action elsewhere, prays with the second, and finishes next round.
    let snap = play(start({ rolls: [1] }), other, pray, end, end, end, roll);
    expect(snap.context.prayers[0]).toBe(1);
    expect(soulView(snap.context).prayerChance).toBe(1);
    snap = play(snap, pray);
    expect(snap.value).toBe('gathered');
    expect(snap.context.liberi[0]!.gauge).toBe(7);
  });

  it('is lost when a turn after it began spends no action on it', () => {
    let snap = play(start({ rolls: [1] }), other, pray, end, end, end, roll, other, other, end);
    expect(snap.context.prayers[0]).toBe(0);
    expect(snap.context.log.at(-1)).toMatch(/Soul Prayer is lost/);
    expect(snap.context.liberi[0]).toMatchObject({ gauge: 0, essence: 0 });
  });

  it('is lost too when the Liberi is out of actions for a turn it cannot pray in', () => {
    let snap = play(start({ rolls: [1] }), other, pray, end, end, end, roll, end);
    expect(snap.context.prayers[0]).toBe(0);
  });

  it('comes to nothing when the soul passes on before it is finished', () => {
    const snap = play(start({ rolls: [10] }), other, pray, end, end, end, roll);
    expect(snap.value).toBe('passedOn');
    expect(snap.context.liberi[0]).toMatchObject({ gauge: 0, essence: 0 });
  });

  it('states the chance a prayer begun with the last action of a turn finishes in time', () => {
    const snap = play(start(), other);
    expect(soulView(snap.context).prayerChance).toBeCloseTo(0.9, 12);
    expect(soulView(start().context).prayerChance).toBe(1);
  });

  it('cannot be said from beyond 20 feet, but can after a Move brings the Liberi close', () => {
    let snap = play(start(), end, end);
    expect(snap.context.liberi[2]!.distance).toBe(30);
    expect(snap.can(pray)).toBe(false);
    expect(snap.can(absorb)).toBe(false);
    expect(soulView(snap.context).prayerChance).toBe(0);
    snap = play(snap, { type: 'action.taken', action: 'move' });
    expect(snap.context.liberi[2]!.distance).toBe(5);
    expect(snap.can(pray)).toBe(true);
  });

  it('counts 20 feet as within reach and 21 as not', () => {
    expect(start({ liberi: [liberi('Ada', 20)] }).can(pray)).toBe(true);
    expect(start({ liberi: [liberi('Ada', 21)] }).can(pray)).toBe(false);
  });
});

describe('soul absorption', () => {
  it('takes one action and a d6: on a 2 half the Vitality rounded down', () => {
    const snap = play(start({ absorbRolls: [2] }), absorb);
    expect(snap.value).toBe('gathered');
    expect(snap.context.gathering).toMatchObject({ method: 'absorption', die: 2, yield: 3 });
    expect(snap.context.liberi[0]).toMatchObject({ gauge: 3, essence: 1 });
  });

  it('on a 3 gives all of it', () => {
    const snap = play(start({ absorbRolls: [3] }), absorb);
    expect(snap.context.liberi[0]!.gauge).toBe(7);
  });

  it('uses the soul up: nobody can gather it again (table ruling)', () => {
    const snap = play(start({ absorbRolls: [6] }), absorb);
    expect(snap.can(absorb)).toBe(false);
    expect(snap.can(pray)).toBe(false);
    expect(snap.can(roll)).toBe(false);
  });

  it('loses whatever would take the gauge past 20 (table ruling)', () => {
    const snap = play(start({ absorbRolls: [6], liberi: [liberi('Ada', 5, { gauge: 17 })] }), absorb);
    expect(snap.context.liberi[0]!.gauge).toBe(20);
    expect(snap.context.gathering!.shares[0]).toMatchObject({ vitality: 7, kept: 3, lost: 4 });
  });
});

describe('balanced soul gathering', () => {
  it('shares among every Liberi within 20 feet, the gatherer included, remainder to the gatherer', () => {
    const snap = play(start({ balanced: true, absorbRolls: [4] }), end, absorb);
    // 7 Vitality, Ada (5 ft) and Bram (15 ft) within reach, Cass (30 ft) not: 3 each, Bram gathered so +1.
    expect(snap.context.liberi.map((l) => [l.gauge, l.essence])).toEqual([
      [3, 1],
      [4, 1],
      [0, 0],
    ]);
  });

  it('caps each share at 20 in its own gauge, and shares with an unconscious Liberi too (table ruling)', () => {
    const table = [liberi('Ada', 5, { gauge: 19 }), liberi('Bram', 15, { life: -2 }), liberi('Cass', 10)];
    const snap = play(start({ balanced: true, absorbRolls: [5], vitality: 9, liberi: table }), end, end, absorb);
    expect(snap.context.gathering!.shares).toEqual([
      { who: 0, vitality: 3, kept: 1, lost: 2 },
      { who: 1, vitality: 3, kept: 3, lost: 0 },
      { who: 2, vitality: 3, kept: 3, lost: 0 },
    ]);
    expect(snap.context.liberi.map((l) => l.essence)).toEqual([1, 1, 1]);
  });
});

describe('vitality/soul conversion', () => {
  it('moves Vitality into the gauge as an action, and a Liberi left at 0 Vitality has one action next turn', () => {
    let snap = start({ rolls: [1], liberi: [liberi('Ada', 5, { vitality: 4 })] });
    expect(snap.can({ type: 'vitality.converted', direction: 'to-gauge', amount: 5 })).toBe(false);
    snap = play(snap, { type: 'vitality.converted', direction: 'to-gauge', amount: 4 });
    expect(snap.context.liberi[0]).toMatchObject({ vitality: 0, gauge: 4 });
    expect(snap.context.actionsLeft).toBe(1);
    snap = play(snap, end, roll);
    expect(snap.context.actionsLeft).toBe(1);
  });

  it('makes room in a full gauge by moving it back into Vitality, up to the maximum', () => {
    const snap = start({ liberi: [liberi('Ada', 5, { vitality: 7, maxVitality: 10, gauge: 20 })] });
    expect(snap.can({ type: 'vitality.converted', direction: 'to-vitality', amount: 4 })).toBe(false);
    expect(snap.can({ type: 'vitality.converted', direction: 'to-gauge', amount: 1 })).toBe(false);
    const after = play(snap, { type: 'vitality.converted', direction: 'to-vitality', amount: 3 });
    expect(after.context.liberi[0]).toMatchObject({ vitality: 10, gauge: 17 });
  });
});

describe('death', () => {
  const alive = { character: { life: 2, vitality: 6, toughness: 3, athleticism: 3, charm: 3, knowledge: 3, spirit: 3 } };

  it('keeps a living character out of the soul procedure until it dies of its wounds', () => {
    let snap = start(alive);
    expect(snap.value).toBe('alive');
    expect(snap.can(pray)).toBe(false);
    snap = play(snap, { type: 'damage.dealt', track: 'life', amount: 5 });
    expect(snap.value).toBe('alive');
    expect(soulView(snap.context).condition).toBe('unconscious');
    snap = play(snap, { type: 'damage.dealt', track: 'life', amount: 1 });
    expect(snap.value).toBe('turn');
    expect(snap.context.cause).toBe('life');
    expect(snap.context.soulVitality).toBe(6);
  });

  it('dies of Vitality below 0 with nothing left to gather (table ruling)', () => {
    const snap = play(start(alive), { type: 'damage.dealt', track: 'vitality', amount: 7 });
    expect(snap.value).toBe('turn');
    expect(snap.context.soulVitality).toBe(0);
    const gathered = play(snap, pray, pray);
    expect(gathered.context.liberi[0]).toMatchObject({ gauge: 0, essence: 1 });
  });

  it('dies of a TACKS attribute below 0', () => {
    const snap = play(start(alive), { type: 'damage.dealt', track: 'spirit', amount: 4 });
    expect(snap.context.cause).toBe('spirit');
    expect(snap.context.soul).toBe('lingering');
  });

  it('refuses damage that is not a positive whole number', () => {
    expect(start(alive).can({ type: 'damage.dealt', track: 'life', amount: 0 })).toBe(false);
  });
});

// Random tables: any setup, any sequence of the events the machine allows.
const anyLiberi = fc.record({
  name: fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F'),
  distance: fc.integer({ min: 0, max: 40 }),
  speed: fc.constant(30),
  life: fc.integer({ min: -1, max: 3 }),
  vitality: fc.integer({ min: 0, max: 6 }),
  maxVitality: fc.constant(10),
  gauge: fc.integer({ min: 0, max: 20 }),
  essence: fc.integer({ min: 0, max: 3 }),
});
const anyInput = fc.record({
  seed: fc.integer(),
  vitality: fc.integer({ min: 0, max: 30 }),
  liberi: fc.array(anyLiberi, { maxLength: 6 }),
  balanced: fc.boolean(),
});
const anyEvent: fc.Arbitrary<SoulPassingEvent> = fc.oneof(
  fc.constant(pray),
  fc.constant(absorb),
  fc.constant(end),
  fc.constant(roll),
  fc.constant(other),
  fc.constant<SoulPassingEvent>({ type: 'action.taken', action: 'move' }),
  fc.record({ type: fc.constant('vitality.converted' as const), direction: fc.constantFrom('to-gauge' as const, 'to-vitality' as const), amount: fc.integer({ min: 1, max: 12 }) }),
);

function run(input: SoulPassingInput, events: SoulPassingEvent[]): Snap[] {
  let snap = initialTransition(soulPassingMachine, input)[0];
  const snaps = [snap];
  for (const e of events) {
    if (!snap.can(e)) continue;
    snap = transition(soulPassingMachine, snap, e)[0];
    snaps.push(snap);
  }
  return snaps;
}

describe('whatever happens at the table', () => {
  it('keeps every Soul Gauge between 0 and 20', () => {
    fc.assert(
      fc.property(anyInput, fc.array(anyEvent, { maxLength: 60 }), (input, events) => {
        for (const s of run(input, events)) for (const l of s.context.liberi) if (l.gauge < 0 || l.gauge > 20) return false;
        return true;
      }),
    );
  });

  it('raises Essence only by one, only for sharers of a gathering, and never lowers it', () => {
    fc.assert(
      fc.property(anyInput, fc.array(anyEvent, { maxLength: 60 }), (input, events) => {
        const snaps = run(input, events);
        for (let i = 1; i < snaps.length; i++) {
          const [a, b] = [snaps[i - 1]!.context, snaps[i]!.context];
          const sharers = b.gathering && !a.gathering ? new Set(b.gathering.shares.map((s) => s.who)) : new Set<number>();
          for (let k = 0; k < b.liberi.length; k++) {
            const rise = b.liberi[k]!.essence - a.liberi[k]!.essence;
            if (rise !== (sharers.has(k) ? 1 : 0)) return false;
          }
        }
        return true;
      }),
    );
  });

  it('replays the same table exactly from the same seed and events, through JSON', () => {
    fc.assert(
      fc.property(anyInput, fc.array(anyEvent, { maxLength: 40 }), (input, events) => {
        const once = run(input, events).at(-1)!.context;
        const again = run(JSON.parse(JSON.stringify(input)), events).at(-1)!.context;
        expect(again).toEqual(once);
      }),
    );
  });

  it('never keeps a soul past its tenth roll', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        let snap = initialTransition(soulPassingMachine, { seed, vitality: 3, liberi: [] })[0];
        let rolls = 0;
        while (snap.value === 'passingRoll') {
          snap = transition(soulPassingMachine, snap, roll)[0];
          rolls += 1;
        }
        return snap.value === 'passedOn' && rolls >= 1 && rolls <= 10;
      }),
    );
  });
});

describe('every state of the procedure', () => {
  it('is reachable, and the shortest way to each is what the rules say', () => {
    const input: SoulPassingInput = {
      seed: 5,
      vitality: 4,
      character: { life: 0, vitality: 4, toughness: 0, athleticism: 1, charm: 1, knowledge: 1, spirit: 1 },
      liberi: [liberi('Ada', 25, { speed: 10 })],
      rolls: [10],
    };
    const paths = getShortestPaths(soulPassingMachine, {
      input,
      events: [{ type: 'damage.dealt', track: 'life', amount: 1 }, pray, absorb, end, roll, { type: 'action.taken', action: 'move' }],
      serializeState: (s) =>
        JSON.stringify([s.value, s.context.turn, s.context.round, s.context.actionsLeft, s.context.prayers, s.context.prayedThisTurn, s.context.liberi[0]?.distance]),
    });
    const shortest = (value: string) =>
      paths
        .filter((p) => p.state.value === value)
        .map((p) => p.steps.map((s) => s.event.type))
        .sort((a, b) => a.length - b.length)[0];
    expect(shortest('alive')).toEqual(['xstate.init']);
    // Life 0 with Toughness 0: one point of damage kills.
    expect(shortest('turn')).toEqual(['xstate.init', 'damage.dealt']);
    expect(shortest('passingRoll')).toEqual(['xstate.init', 'damage.dealt', 'turn.ended']);
    // The fixed roll is a 10: the first passing roll ends it.
    expect(shortest('passedOn')).toEqual(['xstate.init', 'damage.dealt', 'turn.ended', 'soul.rolled']);
    // Ada starts 25 feet away: she must Move into reach before one action of absorption.
    expect(shortest('gathered')).toEqual(['xstate.init', 'damage.dealt', 'action.taken', 'soul.absorbed']);
  });
});
