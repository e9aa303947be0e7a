import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { upgradeEvents } from '../../core/record.js';
import { attackRoll } from './index.js';

// Saved tables and share links made by the build before the exchange went both ways
// (format attack-roll/1), written out as that build saved them: they must open and replay to
// the very table they showed then.

type Snap = SnapshotFrom<typeof attackRoll.machine>;

const BRAM = {
  name: 'Bram',
  attack: 3,
  toughness: 4,
  athleticism: 2,
  size: 0,
  quadruped: false,
  weapons: ['large'],
  reach: 'melee',
  life: 12,
  maxLife: 12,
  vitality: 6,
};
const RAIDER = {
  name: 'Raider',
  baseDefense: 7,
  defenses: [
    { kind: 'passive', protection: 2, reduction: 2, name: 'armour' },
    { kind: 'active', protection: 1, reduction: 1, name: 'shield' },
  ],
  life: 12,
  maxLife: 12,
  vitality: 6,
  toughness: 3,
  size: 0,
  quadruped: false,
  kind: 'creature',
  awareness: 'aware',
  immobile: false,
};

/** Open a record as a widget does: check its input, bring its events up to today's, replay them. */
function open(record: { format: string; input: unknown; events: readonly unknown[] }): Snap {
  expect(attackRoll.inputProblem(record.input)).toBeUndefined();
  const events = upgradeEvents(attackRoll.record, record.format, record.events);
  expect(events, `${record.format} is read`).toBeDefined();
  let [snap] = initialTransition(attackRoll.machine, record.input as never);
  for (const [i, e] of events!.entries()) {
    expect(snap.can(e as never), `step ${i + 1}: ${JSON.stringify(e)}`).toBe(true);
    [snap] = transition(attackRoll.machine, snap, e as never);
  }
  return snap;
}

describe('a table saved by the build before (attack-roll/1)', () => {
  it('replays two lethal blows as they fell then: the location named, the wound read from the chart by the damage', () => {
    const snap = open({
      format: 'attack-roll/1',
      input: { seed: 4, attacker: BRAM, defender: { ...RAIDER, awareness: 'helpless', life: 20, maxLife: 20 }, distance: 5 },
      events: [
        { type: 'round.begun', first: 'attacker' },
        { type: 'blow.struck', location: 'head', fatal: true },
        { type: 'endure.checked', passed: true },
        { type: 'turn.ended' },
        { type: 'turn.ended' },
        { type: 'round.begun', first: 'attacker' },
        { type: 'blow.struck', location: 'legs', fatal: false },
      ],
    });
    expect(snap.context.defender.life).toBe(4);
    expect(snap.context.attacks.map((a) => [a.how, a.damage?.dealt, a.wound?.name, a.wound?.course, a.endured])).toEqual([
      ['lethal', 8, 'Disfigured', ['Disfigured: 4 weeks', 'Disfigured: for good'], true],
      ['lethal', 8, 'Broken', ['Broken leg: 5 weeks', 'Limp: 9 days'], undefined],
    ]);
  });

  it("replays a lethal blow to the head's 4–6 band as the eye", () => {
    const snap = open({
      format: 'attack-roll/1',
      input: { seed: 4, attacker: { ...BRAM, weapons: ['medium'] }, defender: { ...RAIDER, immobile: true }, distance: 5 },
      events: [
        { type: 'round.begun', first: 'attacker' },
        { type: 'blow.struck', location: 'head', fatal: false },
      ],
    });
    expect(snap.context.attacks[0]).toMatchObject({ how: 'lethal', damage: { dealt: 6 }, wound: { location: 'head', name: 'Lost eye' } });
  });

  it('replays an order to the minions, then an attack', () => {
    const snap = open({
      format: 'attack-roll/1',
      input: { seed: 5, attacker: { ...BRAM, minions: { count: 3, knowledge: 2 } }, defender: RAIDER, distance: 5 },
      events: [
        { type: 'round.begun', first: 'attacker' },
        { type: 'order.given', sentences: 2 },
        { type: 'attack.made', weapons: 'one' },
        { type: 'attack.rolled' },
      ],
    });
    expect(snap.context.actionsLeft).toBe(0);
    expect(snap.context.attacks.map((a) => [a.how, a.roll?.result])).toEqual([['attack', 7]]);
    expect(snap.context.log.join(' ')).toContain('Bram gives the 3 minions an order of 2 sentences (Command: 1 action; 1 left).');
  });

  it('replays two prepared attacks set off as the raider comes within reach', () => {
    const snap = open({
      format: 'attack-roll/1',
      input: { seed: 6, rolls: [5, 5, 2, 1, 1], attacker: BRAM, defender: RAIDER, distance: 30 },
      events: [
        { type: 'round.begun', first: 'attacker' },
        { type: 'action.prepared' },
        { type: 'action.prepared' },
        { type: 'turn.ended' },
        { type: 'defender.moved', direction: 'toward' },
        { type: 'attack.rolled' },
        { type: 'damage.rolled' },
        { type: 'attack.rolled' },
        { type: 'defense.readied' },
        { type: 'turn.ended' },
      ],
    });
    expect(snap.hasTag('between rounds')).toBe(true);
    expect(snap.context.defender.life).toBe(8);
    expect(snap.context.attacks.map((a) => [a.how, a.roll?.result, a.damage?.lifeLost])).toEqual([
      ['prepared', 13, 4],
      ['prepared', 5, undefined],
    ]);
  });
});

describe('the upgrade from attack-roll/1', () => {
  it('makes an old lethal blow one whose striker chose the wound its damage reaches, on no side', () => {
    expect(upgradeEvents(attackRoll.record, 'attack-roll/1', [{ type: 'blow.struck', location: 'legs', fatal: true }])).toEqual([
      { type: 'blow.struck', location: 'legs', side: null, wound: 'as-dealt', fatal: true },
    ]);
  });

  it('sends an old order to the one group of minions there was, and makes an old prepared action an attack', () => {
    expect(
      upgradeEvents(attackRoll.record, 'attack-roll/1', [
        { type: 'order.given', sentences: 2 },
        { type: 'action.prepared' },
        { type: 'attack.rolled' },
      ]),
    ).toEqual([
      { type: 'order.given', sentences: 2, groups: [0] },
      { type: 'action.prepared', action: 'attack' },
      { type: 'attack.rolled' },
    ]);
  });

  it('is today’s format attack-roll/2, which reads as it is', () => {
    expect(attackRoll.record.current).toBe('attack-roll/2');
    const events = [{ type: 'order.given', sentences: 2, groups: [1] }];
    expect(upgradeEvents(attackRoll.record, 'attack-roll/2', events)).toBe(events);
  });
});
