import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { soulPassingMachine } from './soul-passing.machine.js';
import { type Liberi, type SoulPassingEvent, type SoulPassingInput } from './soul-passing.context.js';
import { SOUL_PASSING_RULES } from './soul-passing.rules.js';
import { soulView } from './soul-passing.view.js';

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
  return initialTransition(soulPassingMachine, {
    seed: 1,
    vitality: 7,
    liberi: [liberi('Ada', 5), liberi('Bram', 15), liberi('Cass', 30)],
    ...input,
  })[0];
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
const aTurn = { lingering: 'a turn' } as const;
const theRoll = { lingering: 'the passing roll' } as const;
const texts = (snap: Snap) => snap.context.narration.map((w) => w.text);

describe('the round', () => {
  it('gives each Liberi a turn in list order, then the passing roll at the end of the round (ruling: the roll comes at the end of the round)', () => {
    let snap = start({ rolls: [1] });
    expect(snap.matches(aTurn)).toBe(true);
    expect(snap.context.turn).toBe(0);
    expect(snap.can(roll)).toBe(false);
    snap = play(snap, end, end);
    expect(snap.context.turn).toBe(2);
    snap = play(snap, end);
    expect(snap.matches(theRoll)).toBe(true);
    expect(texts(snap).at(-1)).toBe('Every Liberi has had a turn: the round ends with the passing roll.');
    expect(snap.can(pray)).toBe(false);
    snap = play(snap, roll);
    expect(snap.matches(aTurn)).toBe(true);
    expect(snap.context.round).toBe(2);
    expect(snap.context.turn).toBe(0);
  });

  it('gives a Liberi at 0 Vitality or 0 Life one action, and an unconscious one none', () => {
    const snap = start({ liberi: [liberi('Ada', 5, { vitality: 0 }), liberi('Bram', 5, { life: 0 }), liberi('Cass', 5, { life: -2 })] });
    expect(soulView(snap).actionsPerTurn).toEqual([1, 1, 0]);
    expect(snap.context.actionsLeft).toBe(1);
    const after = play(snap, other);
    expect(after.can(other)).toBe(false);
    expect(after.can(end)).toBe(true);
  });
});

describe('soul prayer', () => {
  it('takes two actions and gives all the remaining Vitality to the gauge, plus 1 Essence', () => {
    let snap = play(start(), pray);
    expect(snap.matches(aTurn)).toBe(true);
    expect(snap.context.prayers[0]).toBe(1);
    snap = play(snap, pray);
    expect(snap.matches('gathered')).toBe(true);
    expect(texts(snap).slice(0, 2)).toEqual([
      'Ada finishes the Soul Prayer (2 of 2 actions): all 7 Vitality the soul had left.',
      'Ada gathers 7 Vitality: Ada +7 to the Soul Gauge and +1 Essence.',
    ]);
    expect(snap.context.liberi[0]).toMatchObject({ gauge: 7, essence: 1 });
    expect(snap.context.gathering).toMatchObject({ by: 0, method: 'prayer', yield: 7 });
  });

  it('may span two turns as a continuous action', () => {
    // Ada spends her first action elsewhere, prays with the second, and finishes next round.
    let snap = play(start({ rolls: [1] }), other, pray, end, end, end, roll);
    expect(snap.context.prayers[0]).toBe(1);
    expect(soulView(snap).prayerChance).toBe(1);
    snap = play(snap, pray);
    expect(snap.matches('gathered')).toBe(true);
    expect(snap.context.liberi[0]!.gauge).toBe(7);
  });

  it('is lost when a turn after it began spends no action on it (table ruling: when a skipped continuous action is lost)', () => {
    const snap = play(start({ rolls: [1] }), other, pray, end, end, end, roll, other, other, end);
    expect(snap.context.prayers[0]).toBe(0);
    expect(snap.context.log.at(-1)![0]!.text).toMatch(/Soul Prayer is lost/);
    expect(snap.context.log.at(-1)![0]!.rule).toEqual(SOUL_PASSING_RULES.skipped);
    expect(snap.context.liberi[0]).toMatchObject({ gauge: 0, essence: 0 });
  });

  it('is lost too when the Liberi is out of actions for a turn it cannot pray in', () => {
    const snap = play(start({ rolls: [1] }), other, pray, end, end, end, roll, end);
    expect(snap.context.prayers[0]).toBe(0);
  });

  it('comes to nothing when the soul passes on before it is finished', () => {
    const snap = play(start({ rolls: [10] }), other, pray, end, end, end, roll);
    expect(snap.matches('passed on')).toBe(true);
    expect(texts(snap)).toContain('A Soul Prayer still unfinished comes to nothing.');
    expect(snap.context.liberi[0]).toMatchObject({ gauge: 0, essence: 0 });
  });

  it('states the chance a prayer begun with the last action of a turn finishes in time', () => {
    const snap = play(start(), other);
    expect(soulView(snap).prayerChance).toBeCloseTo(0.9, 12);
    expect(soulView(start()).prayerChance).toBe(1);
  });

  it('cannot be said from beyond 20 feet, but can after a Move brings the Liberi close', () => {
    let snap = play(start(), end, end);
    expect(snap.context.liberi[2]!.distance).toBe(30);
    expect(snap.can(pray)).toBe(false);
    expect(snap.can(absorb)).toBe(false);
    expect(soulView(snap).prayerChance).toBe(0);
    expect(soulView(snap).gatherProblem).toBe('Cass is 30 feet from the body; a soul is gathered from 20 feet or closer');
    snap = play(snap, { type: 'action.taken', action: 'move' });
    expect(snap.context.liberi[2]!.distance).toBe(5);
    expect(texts(snap)).toEqual(['Cass moves 25 feet (speed 30) to 5 feet from the body, within the 20 feet a soul is gathered from.']);
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
    expect(snap.matches('gathered')).toBe(true);
    expect(snap.context.gathering).toMatchObject({ method: 'absorption', die: 2, yield: 3 });
    expect(texts(snap)[0]).toBe('Ada absorbs the soul: the d6 shows 2, so half its 7 Vitality, rounded down: 3.');
    expect(snap.context.liberi[0]).toMatchObject({ gauge: 3, essence: 1 });
  });

  it('on a 3 gives all of it', () => {
    const snap = play(start({ absorbRolls: [3] }), absorb);
    expect(snap.context.liberi[0]!.gauge).toBe(7);
  });

  it('uses the soul up: nobody can gather it again (ruling: a soul can be gathered once)', () => {
    const snap = play(start({ absorbRolls: [6] }), absorb);
    expect(snap.can(absorb)).toBe(false);
    expect(snap.can(pray)).toBe(false);
    expect(snap.can(roll)).toBe(false);
  });

  it('loses whatever would take the gauge past 20 (ruling: Vitality beyond 20 is lost)', () => {
    const snap = play(start({ absorbRolls: [6], liberi: [liberi('Ada', 5, { gauge: 17 })] }), absorb);
    expect(snap.context.liberi[0]!.gauge).toBe(20);
    expect(snap.context.gathering!.shares[0]).toMatchObject({ vitality: 7, kept: 3, lost: 4 });
    expect(texts(snap)).toContain('A Soul Gauge holds at most 20: the rest is lost.');
  });
});

describe('balanced soul gathering', () => {
  it('shares among every Liberi within 20 feet, the gatherer included, remainder to the gatherer (ruling: who shares)', () => {
    const snap = play(start({ balanced: true, absorbRolls: [4] }), end, absorb);
    // 7 Vitality, Ada (5 ft) and Bram (15 ft) within reach, Cass (30 ft) not: 3 each, Bram gathered so +1.
    expect(snap.context.liberi.map((l) => [l.gauge, l.essence])).toEqual([
      [3, 1],
      [4, 1],
      [0, 0],
    ]);
  });

  it('caps each share at 20 in its own gauge, and shares with an unconscious Liberi too (ruling: who shares)', () => {
    const table = [liberi('Ada', 5, { gauge: 19 }), liberi('Bram', 15, { life: -2 }), liberi('Cass', 10)];
    const snap = play(start({ balanced: true, absorbRolls: [5], vitality: 9, liberi: table }), end, end, absorb);
    expect(snap.context.gathering!.shares).toEqual([
      { who: 0, vitality: 3, kept: 1, lost: 2, essence: 1 },
      { who: 1, vitality: 3, kept: 3, lost: 0, essence: 1 },
      { who: 2, vitality: 3, kept: 3, lost: 0, essence: 1 },
    ]);
    expect(snap.context.liberi.map((l) => l.essence)).toEqual([1, 1, 1]);
  });
});

describe('balanced soul gathering: Essence goes with Vitality', () => {
  it('gives no Essence to a Liberi whose share rounds down to 0 Vitality', () => {
    // 1 Vitality between Ada and Bram: 0 each, and the 1 left over to Ada, who absorbed.
    const snap = play(start({ balanced: true, absorbRolls: [3], vitality: 1 }), absorb);
    expect(snap.context.liberi.map((l) => [l.gauge, l.essence])).toEqual([
      [1, 1],
      [0, 0],
      [0, 0],
    ]);
    expect(texts(snap)[1]).toBe(
      'Ada gathers 1 Vitality, shared: Ada +1 to the Soul Gauge and +1 Essence; Bram gets a share of 0, so no Essence.',
    );
  });

  it('still gives the gatherer 1 Essence from a soul with nothing left, and nobody else any (table ruling: a soul with nothing left)', () => {
    const snap = play(start({ balanced: true, vitality: 0 }), pray, pray);
    expect(snap.context.liberi.map((l) => l.essence)).toEqual([1, 0, 0]);
  });
});

describe('vitality/soul conversion', () => {
  it('moves Vitality into the gauge as an action, never more than the Liberi has, and a Liberi left at 0 Vitality has one action next turn (ruling: converting never kills)', () => {
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
    expect(snap.matches('in the body')).toBe(true);
    expect(snap.can(pray)).toBe(false);
    snap = play(snap, { type: 'damage.dealt', track: 'life', amount: 5 });
    expect(snap.matches('in the body')).toBe(true);
    expect(soulView(snap).condition).toBe('unconscious');
    // The why of a step the Toughness limit decides states the limit with its numbers.
    expect(texts(snap)).toEqual([
      '5 damage to Life: Life −3, Vitality 6, Toughness 3.',
      'Life −3 is below 0 but not below −3 (minus Toughness 3): Vale is unconscious.',
    ]);
    snap = play(snap, { type: 'damage.dealt', track: 'life', amount: 1 });
    expect(snap.matches(aTurn)).toBe(true);
    expect(texts(snap).slice(0, 2)).toEqual([
      '1 damage to Life: Life −4, Vitality 6, Toughness 3.',
      'Life −4 is below −3 (minus Toughness 3): Vale dies.',
    ]);
    expect(snap.context.cause).toBe('life');
    expect(snap.context.soulVitality).toBe(6);
  });

  it('dies of Vitality below 0 with nothing left to gather (table ruling)', () => {
    const snap = play(start(alive), { type: 'damage.dealt', track: 'vitality', amount: 7 });
    expect(snap.matches(aTurn)).toBe(true);
    expect(snap.context.soulVitality).toBe(0);
    const gathered = play(snap, pray, pray);
    expect(gathered.context.liberi[0]).toMatchObject({ gauge: 0, essence: 1 });
  });

  it('dies of a TACKS attribute below 0', () => {
    const snap = play(start(alive), { type: 'damage.dealt', track: 'spirit', amount: 4 });
    expect(snap.context.cause).toBe('spirit');
    expect(snap.matches('lingering')).toBe(true);
  });

  it('dies of Life when damage to Toughness brings the limit up past it, and says so with the numbers', () => {
    const wounded = play(start(alive), { type: 'damage.dealt', track: 'life', amount: 4 });
    expect(soulView(wounded).condition).toBe('unconscious');
    const snap = play(wounded, { type: 'damage.dealt', track: 'toughness', amount: 2 });
    expect(snap.matches('lingering')).toBe(true);
    expect(snap.context.cause).toBe('life');
    expect(texts(snap)[1]).toBe('Life −2 is below −1 (minus Toughness 1): Vale dies.');
  });

  it('finds no damage track under an inherited name, nor a damage that is not a whole number from 1 to 99', () => {
    for (const track of ['constructor', '__proto__', 'toString'])
      expect(start(alive).can({ type: 'damage.dealt', track: track as never, amount: 1 })).toBe(false);
    expect(start(alive).can({ type: 'damage.dealt', track: 'life', amount: 100 })).toBe(false);
    expect(start(alive).can({ type: 'damage.dealt', track: 'life', amount: 1.5 })).toBe(false);
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
  fc.record({
    type: fc.constant('vitality.converted' as const),
    direction: fc.constantFrom('to-gauge' as const, 'to-vitality' as const),
    amount: fc.integer({ min: 1, max: 12 }),
  }),
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

  it('raises Essence only by one, only for the gatherer and sharers given Vitality, and never lowers it', () => {
    fc.assert(
      fc.property(anyInput, fc.array(anyEvent, { maxLength: 60 }), (input, events) => {
        const snaps = run(input, events);
        for (let i = 1; i < snaps.length; i++) {
          const [a, b] = [snaps[i - 1]!.context, snaps[i]!.context];
          // The gatherer gains 1; another sharer gains 1 only with a share of 1 Vitality or more.
          const earners = new Set<number>();
          if (b.gathering && !a.gathering) {
            earners.add(b.gathering.by);
            for (const share of b.gathering.shares) if (share.vitality > 0) earners.add(share.who);
          }
          for (let k = 0; k < b.liberi.length; k++) {
            const rise = b.liberi[k]!.essence - a.liberi[k]!.essence;
            if (rise !== (earners.has(k) ? 1 : 0)) return false;
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

  it('never keeps a soul past its tenth roll (table ruling: the need stops at 1)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        let snap = initialTransition(soulPassingMachine, { seed, vitality: 3, liberi: [] })[0];
        let rolls = 0;
        while (snap.matches(theRoll)) {
          snap = transition(soulPassingMachine, snap, roll)[0];
          rolls += 1;
        }
        return snap.matches('passed on') && rolls >= 1 && rolls <= 10;
      }),
    );
  });

  it('is in exactly one place at a time: in the body, lingering, gathered or passed on, as the record of what happened says', () => {
    fc.assert(
      fc.property(anyInput, fc.array(anyEvent, { maxLength: 60 }), (input, events) => {
        for (const s of run(input, events)) {
          const places = (['in the body', 'lingering', 'gathered', 'passed on'] as const).filter((p) => s.matches(p));
          expect(places).toHaveLength(1);
          // Counted from the story, not from the machine's own helpers.
          const passed = s.context.passingRolls.some((r) => r.roll >= Math.max(1, 10 - s.context.passingRolls.indexOf(r)));
          expect(s.matches('passed on')).toBe(passed);
          expect(s.matches('gathered')).toBe(s.context.gathering !== null);
        }
      }),
    );
  });
});
