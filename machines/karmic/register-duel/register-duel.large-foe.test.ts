import { describe, expect, it } from 'vitest';
import { type RegisterDuelEvent, type RegisterDuelInput } from './register-duel.context.js';
import { chooseMove } from './register-duel.opponent.js';
import { DUEL_KIT } from './register-duel.kit.js';
import { WEAPONS } from '../melee-weapons.js';
import { SEED_RULINGS } from '../melee/rulings.js';
import { type Snap, start, send, refuses, fighters } from './register-duel.testing.js';

describe('a large foe (Karmic, "Large Creature Maneuvers"; table rulings "Flanking", "Clinging", "Bucking", "Caught by a limb")', () => {
  const giant = { name: 'Giant', size: 'large' as const, finesse: 1, weapon: WEAPONS['great-axe']! };
  const input: RegisterDuelInput = {
    fighters: fighters({}, giant),
    seed: 3,
    stacked: [
      ['5s', '2s', '9s', '8s', '4s', '7s', '6s', '3s'],
      ['2h', '3h', '4h', '9s', '8s'],
    ],
  };
  const declared = (side: 0 | 1, maneuver: string, card: string, hand?: 'main' | 'none'): RegisterDuelEvent =>
    ({ type: 'maneuver.declared', side, maneuver, card, ...(hand ? { hand } : {}) }) as RegisterDuelEvent;
  const texts = (s: Snap) => s.context.narration.map((w) => w.text).join(' ');

  it('flanks, closes and clings in one turn, each turned over at once; the flank binds through the next round, the cling until a buck', () => {
    let snap = send(start(input), { type: 'initiative.drawn' }, { type: 'hands.drawn' });
    expect(snap.context.attacker).toBe(0);
    // Flank: 9 card + 0 modifiers − 1 (the giant's finesse +1) = 8, unopposed.
    snap = send(snap, declared(0, 'flank', '9s'), { type: 'maneuver.passed', side: 1 });
    expect(snap.matches({ round: { resolving: 'turningOver' } })).toBe(true);
    snap = send(snap, { type: 'register.revealed' });
    expect(snap.context.registers[0]!.outcome!.arithmetic).toBe(
      "9 card − 1 difficulty (minus Giant's finesse +1) = 8: flanked (unopposed)",
    );
    expect(snap.context.flankedUntil).toEqual([null, 2]);
    expect(texts(snap)).toMatch(/for the rest of this round and all of round 2, Giant may neither attack Devon nor dodge his blows/);
    expect(snap.matches({ round: 'declaring' })).toBe(true);
    // Flanked, the giant may not dodge Devon's close; it may still parry it, and here lets it pass.
    snap = send(snap, declared(0, 'close', '8s', 'main'));
    expect(refuses(snap, declared(1, 'melee-dodge', '3h'))).toBe(true);
    expect(snap.can(declared(1, 'parry', '3h'))).toBe(true);
    snap = send(snap, { type: 'maneuver.passed', side: 1 }, { type: 'register.revealed' });
    expect(snap.context.range).toBe(0);
    // Cling at range 0, while the flank is in force: the giant cannot attack him at all.
    // Flanked (no dodge) with a great axe that does not reach range 0 (no parry), the giant cannot answer.
    snap = send(snap, declared(0, 'cling', '4s'));
    expect(snap.context.registers[2]!.empty).toBe('forced');
    snap = send(snap, { type: 'register.revealed' });
    expect(snap.context.clinging).toEqual({ side: 0, flankedFirst: true });
    expect(texts(snap)).toMatch(/Devon flanked Giant first, so Giant cannot attack him at all while he clings/);
    expect(snap.matches({ round: 'turnOver' })).toBe(true);

    // Round 2: the flank still binds; Devon yields, and the giant may only buck.
    snap = send(snap, { type: 'round.begun' });
    expect(snap.context.flankedUntil).toEqual([null, 2]);
    snap = send(snap, { type: 'initiative.yielded' }, { type: 'hands.drawn' });
    expect(snap.context.attacker).toBe(1);
    expect(refuses(snap, declared(1, 'attack', '9s', 'main'))).toBe(true);
    // A buck: 9 card + 1 finesse − 1 armour + 0 = 9, above 0: thrown off, still at range 0.
    snap = send(snap, declared(1, 'buck', '9s'), { type: 'maneuver.passed', side: 0 }, { type: 'register.revealed' });
    expect(snap.context.clinging).toBeUndefined();
    expect(snap.context.range).toBe(0);
    expect(texts(snap)).toMatch(/Giant bucks Devon off: the cling is over/);
    // Still flanked, with nothing else it may declare, the giant's turn is over.
    expect(snap.matches({ round: 'turnOver' })).toBe(true);

    // Round 3: the flank wears off.
    snap = send(snap, { type: 'round.begun' });
    expect(snap.context.flankedUntil).toBeUndefined();
    expect(texts(snap)).toMatch(/The flank wears off: Giant may attack and dodge Devon again/);
  });

  it('lets the clinger hit with his sword from range 0, and leaves a giant not flanked first its range-0 attacks', () => {
    const dagger: RegisterDuelInput = { ...input, fighters: fighters({}, { ...giant, weapon: WEAPONS.dagger! }) };
    let snap = send(start(dagger), { type: 'initiative.drawn' }, { type: 'hands.drawn' });
    snap = send(snap, declared(0, 'close', '9s', 'main'), { type: 'maneuver.passed', side: 1 }, { type: 'register.revealed' });
    snap = send(snap, declared(0, 'cling', '8s'), { type: 'maneuver.passed', side: 1 }, { type: 'register.revealed' });
    expect(snap.context.clinging).toEqual({ side: 0, flankedFirst: false });
    // The sword reaches range 1, yet from the giant's back it strikes at range 0: 4 + 1 edge = 5, capped at 4.
    snap = send(snap, declared(0, 'attack', '4s', 'main'), { type: 'maneuver.passed', side: 1 }, { type: 'register.revealed' });
    expect(snap.context.damage).toEqual([0, 4]);
    snap = send(snap, { type: 'round.begun' }, { type: 'initiative.yielded' }, { type: 'hands.drawn' });
    expect(snap.can(declared(1, 'attack', '9s', 'main'))).toBe(true);
    expect(snap.can(declared(1, 'buck', '9s'))).toBe(true);
  });

  it("starts a caught fighter held: no retreat or dodge until a chop at minus the limb's vitality frees him (ruling: caught by a limb)", () => {
    const caught: RegisterDuelInput = {
      fighters: fighters({ entangled: 1 }, giant),
      seed: 3,
      stacked: [
        ['5s', '2s', '6s', '8s', '4s'],
        ['2h', '3h', '4h'],
      ],
    };
    let snap = send(start(caught), { type: 'initiative.drawn' });
    expect(texts(start(caught))).toMatch(/Devon starts caught by Giant's limb \(vitality \+1\)/);
    // The opening names the chop's modifier as the table rules it: minus here (no rulings saved: the earlier build's), plus as the seed words it.
    expect(texts(start(caught))).toMatch(/until a chop, at −1, cuts him free/);
    expect(texts(start({ ...caught, rulings: SEED_RULINGS }))).toMatch(/until a chop, at \+1, cuts him free/);
    snap = send(snap, { type: 'hands.drawn' });
    expect(refuses(snap, declared(0, 'retreat', '6s', 'main'))).toBe(true);
    // Chop: 6 card + 1 force (sword) − 1 (the limb's vitality) = 6.
    snap = send(snap, declared(0, 'chop', '6s', 'main'), { type: 'maneuver.passed', side: 1 }, { type: 'register.revealed' });
    expect(snap.context.registers[0]!.outcome!.arithmetic).toMatch(
      /^6 card \+ 1 modifiers − 1 difficulty \(minus the limb's vitality \+1\) = 6: cut free/,
    );
    expect(snap.context.fighters[0].entangled).toBeUndefined();
    expect(texts(snap)).toMatch(/Devon chops through Giant's limb/);
    expect(snap.can(declared(0, 'retreat', '8s', 'main'))).toBe(false); // the range 1 is already the longest reach
    expect(snap.can(declared(0, 'attack', '8s', 'main'))).toBe(true);
  });
});

describe('the simple opponent against a giant', () => {
  it('chops itself free when caught, and bucks off a fighter clinging to it', () => {
    const giantFoe = { name: 'Giant', size: 'large' as const, weapon: WEAPONS.dagger! };
    // The computer plays the first fighter here: caught by the giant's limb, it chops first.
    const caught = send(
      start({
        fighters: fighters({ entangled: 0 }, giantFoe),
        seed: 3,
        stacked: [
          ['5s', '2s', '6s', '8s', '4s'],
          ['2h', '3h', '4h'],
        ],
      }),
      { type: 'initiative.drawn' },
      { type: 'hands.drawn' },
    );
    expect(chooseMove(caught, 0, DUEL_KIT)).toMatchObject({ type: 'maneuver.declared', maneuver: 'chop', card: '8s', hand: 'main' });
    // Clung to, the giant bucks with its best card.
    const giantSide = send(
      start({
        fighters: fighters({ weapon: WEAPONS.dagger! }, giantFoe),
        seed: 3,
        stacked: [
          ['5s', '2s', '9s', '8s', '4s', '7s', '6s', '3s'],
          ['2h', '3h', '4h', '9s', '8s'],
        ],
      }),
      { type: 'initiative.drawn' },
      { type: 'hands.drawn' },
      { type: 'maneuver.declared', side: 0, maneuver: 'cling', card: '9s' },
      { type: 'maneuver.passed', side: 1 },
      { type: 'register.revealed' },
    );
    expect(giantSide.context.clinging).toEqual({ side: 0, flankedFirst: false });
    const after = send(
      giantSide,
      { type: 'declaration.finished', side: 0 },
      { type: 'round.begun' },
      { type: 'initiative.yielded' },
      { type: 'hands.drawn' },
    );
    expect(chooseMove(after, 1, DUEL_KIT)).toMatchObject({ type: 'maneuver.declared', maneuver: 'buck', card: '9s', hand: 'none' });
  });
});
