/**
 * Hand to hand against several foes (Karmic, "Hand to Hand Combat" and "Multiple Opponents";
 * table rulings "Hand to hand against several foes" and "A bound fighter against several foes").
 */
import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import type { Card } from '../../core/cards.js';
import { upgradeEvents } from '../../core/record.js';
import { WRESTLING } from '../maneuvers.js';
import { WEAPONS } from '../melee-weapons.js';
import type { Fighter } from '../melee/fighters.js';
import type { MultipleOpponentsEvent, MultipleOpponentsInput } from './multiple-opponents.context.js';
import { multipleOpponentsMachine, multipleOpponentsRecord } from './multiple-opponents.machine.js';
import { declareProblem } from './multiple-opponents.problems.js';
import { answerProblem, MULTIPLE_OPPONENTS_RULES as RULES } from './multiple-opponents.rules.js';
import { DEFAULT_FOE, DEFAULT_LONE, multipleOpponentsInputProblem, parseMultipleOpponentsSetup } from './multiple-opponents.setup.js';
import { stageFighters } from './multiple-opponents.stage.js';
import { loneOptions } from './multiple-opponents.view.js';
import { said, send, type Snap } from './multiple-opponents.testing.js';

const BARE = WEAPONS['bare-hands']!;

// Devon draws +5 for the initiative (beating Ash's +2, beaten by Brand's +7), then +9, +8, +10;
// Ash's hand is +4, −2 and Brand's +5, +3.
const BRAWL: { lone: Card[]; foes: Card[] } = { lone: ['5s', '2h', '9s', '8s', '10s'], foes: ['2s', '7s', '4s', '2h', '5s', '3s'] };

function brawl(lone: Partial<Fighter> = {}, foe: Partial<Fighter> = {}): Snap {
  const input: MultipleOpponentsInput = {
    lone: { ...DEFAULT_LONE, weapon: BARE, ...lone },
    foes: ['Ash', 'Brand'].map((name) => ({ ...DEFAULT_FOE, name, weapon: BARE, ...foe })),
    seed: 3,
    stacked: BRAWL,
  };
  return initialTransition(multipleOpponentsMachine, input)[0];
}

/** He lays nothing more this turn: every register is closed, and the first turns over. */
function closeAndTurn(s: Snap): Snap {
  while (s.hasTag('declaring')) s = send(s, { type: 'register.closed' });
  return send(s, { type: 'register.revealed' });
}

const lay = (maneuver: string, card: Card, foe: number) => ({ type: 'maneuver.declared', maneuver, card, foe }) as MultipleOpponentsEvent;
const START: MultipleOpponentsEvent[] = [{ type: 'initiative.drawn' }, { type: 'hands.drawn' }];

describe('Hand to hand against several foes', () => {
  it('the setup takes bare hands for anyone, and a lone fighter bound as the duel binds one', () => {
    const { input, errors } = parseMultipleOpponentsSetup({
      'lone-weapon': 'bare-hands',
      'foe-weapon': 'bare-hands',
      'lone-bound': 'head-butt',
    });
    expect(errors).toEqual([]);
    expect(input.lone.weapon.unarmed).toBe(true);
    expect(input.foes.every((f) => f.weapon.unarmed)).toBe(true);
    expect(input.lone.bound).toBe('head-butt');
    expect(multipleOpponentsInputProblem(input)).toBeUndefined();
  });

  it('bare hands fight from the hand-to-hand list: no weapon attack, but hand and leg attacks and head butts on the foe he leads', () => {
    const s = send(brawl(), ...START);
    expect(s.context.ranges).toEqual([0, 0]);
    expect(declareProblem(s.context, { type: 'maneuver.declared', maneuver: 'attack', card: '9s', foe: 0 })).toBe(
      'bare hands fight with the hand-to-hand maneuvers (and may melee dodge, close or retreat)',
    );
    for (const m of ['hand-attack', 'leg-attack', 'head-butt'] as const)
      expect(declareProblem(s.context, { type: 'maneuver.declared', maneuver: m, card: '9s', foe: 0 })).toBeUndefined();
    // Brand attacks him with his hands: he may block, dodge, or block and grab him.
    expect(s.context.registers[0]!.foeCards[1]).toMatchObject({ maneuver: 'hand-attack', card: '5s' });
    const offered = loneOptions(s.context).map((o) => o.id);
    expect(offered).toEqual(expect.arrayContaining(['hth-block:1', 'hth-dodge:1', 'block-grab:1', 'hand-attack:0']));
    // Nothing from the weapon list, and no wrestling maneuver, while nobody wrestles.
    expect(offered.some((id) => /^(attack|parry|bash|counter|reversal|escape):/.test(id))).toBe(false);
  });

  it('a block grab takes that pairing alone into wrestling range and seizes its initiative; the first foe takes his back', () => {
    const s = send(brawl(), ...START, lay('block-grab', '10s', 1), { type: 'register.closed' }, { type: 'register.revealed' });
    expect(s.context.ranges).toEqual([0, WRESTLING]);
    expect(s.context.holders).toEqual(['foe', 'lone']);
    expect(said(s)).toContain(
      'Devon and Brand are now at wrestling range: only hand-to-hand maneuvers work between them, and every other foe fights on at its own range.',
    );
    expect(s.context.narration.some((w) => w.rule === RULES.severalHandToHand)).toBe(true);
    expect(said(s)).toContain('Ash takes it back.');
  });

  it('table ruling "Hand to hand against several foes": while he wrestles one foe, the others still attack him (ruling: hand to hand against several foes)', () => {
    let s = send(brawl(), ...START, lay('block-grab', '10s', 1), { type: 'register.closed' }, { type: 'register.revealed' });
    // The turn goes on: Ash attacks the wrestler; against Brand he may now bash, or escape.
    expect(s.matches({ round: 'declaring' })).toBe(true);
    expect(s.context.registers.at(-1)!.foeCards[0]).toMatchObject({ maneuver: 'hand-attack' });
    const offered = loneOptions(s.context).map((o) => o.id);
    expect(offered).toEqual(expect.arrayContaining(['bash:1', 'escape:1', 'hth-block:0']));
    s = send(s, lay('bash', '9s', 1), { type: 'register.closed' });
    // Brand answers the bash from the hand-to-hand list: at wrestling range no parry or melee dodge works, a block still does.
    expect(s.context.registers.find((r) => r.lone.some((c) => c.maneuver === 'bash'))!.foeCards[1]).toMatchObject({
      maneuver: 'hth-block',
    });
  });

  it('a head butt hurts the one who makes it: half the damage it deals, rounded up', () => {
    const s = closeAndTurn(send(brawl(), ...START, lay('head-butt', '10s', 0)));
    const r = s.context.registers[0]!;
    const butt = r.results.find((x) => x.by === 'lone' && x.foe === 0)!.outcome;
    const brand = r.results.find((x) => x.by === 'foe' && x.foe === 1)!.outcome;
    expect(butt.success).toBe(true);
    expect(butt.selfDamage).toBe(Math.ceil(butt.damage / 2));
    expect(s.context.damage.lone).toBe(brand.damage + butt.selfDamage!);
    expect(s.context.damage.foes[0]).toBe(butt.damage);
  });

  it('table ruling "A bound fighter against several foes": bound, he may only head butt, and every foe still attacks him unopposed (ruling: a bound fighter against several foes)', () => {
    let s = send(brawl({ bound: 'head-butt' }), ...START);
    expect(s.context.narration.length).toBeGreaterThan(0);
    expect(declareProblem(s.context, { type: 'maneuver.declared', maneuver: 'hth-block', card: '9s', foe: 1 })).toBe(
      "Devon's arms or legs are bound: the GM allows him a head butt and nothing else",
    );
    expect(
      loneOptions(s.context)
        .filter((o) => !o.problem)
        .map((o) => o.id),
    ).toEqual(['head-butt:0']);
    s = closeAndTurn(s);
    const blow = s.context.registers[0]!.results.find((x) => x.by === 'foe')!.outcome;
    expect(blow.opposed).toBe(false);
    expect(s.context.damage.lone).toBe(blow.damage);
  });

  it('table ruling "A bound fighter against several foes" is said when the fight opens', () => {
    const [s] = initialTransition(multipleOpponentsMachine, {
      lone: { ...DEFAULT_LONE, bound: 'helpless' },
      foes: ['Ash', 'Brand'].map((name) => ({ ...DEFAULT_FOE, name })),
      seed: 3,
    });
    expect(s.context.narration.find((w) => w.rule === RULES.severalBound)?.text).toBe(
      "Devon's arms or legs are bound and the GM allows him nothing: every foe still attacks him, with nothing to stop the blows.",
    );
  });

  it('Karmic, "Counter": several counters in one register, one per attacker', () => {
    const names = { lone: 'Devon', foes: ['Ash', 'Brand'] };
    const reg = {
      attackers: [0, 1],
      answers: [{ foe: 0, maneuver: 'counter' as const, card: '9s' as Card }],
      hand: ['9s', '8s'] as Card[],
      used: 0,
      limit: 10,
    };
    expect(answerProblem(names, reg, { foe: 1, maneuver: 'counter', card: '8s' })).toBeUndefined();
    expect(answerProblem(names, reg, { foe: 0, maneuver: 'counter', card: '8s' })).toBe(
      'Devon already counters Ash in this register: never two counters against the same attacker',
    );
    expect(answerProblem(names, reg, { foe: 1, maneuver: 'parry', card: '8s' })).toBe(
      'only parries put more than one card in a register: each against a different attacker',
    );
  });

  it('a record of version 3 (before hand to hand) replays as it was played', () => {
    expect(multipleOpponentsRecord.current).toBe('multiple-opponents/4');
    const events = [{ type: 'initiative.drawn' }, { type: 'hands.drawn' }];
    expect(upgradeEvents(multipleOpponentsRecord, 'multiple-opponents/3', events)).toEqual(events);
  });
});

describe('the stage: tokens and hands', () => {
  it('draws his hand face up with each card worth printed on it, and a foe’s hand face down with nothing of its faces', () => {
    const s = send(brawl(), ...START);
    const [lone, ash, brand] = stageFighters(s.context, true);
    expect(lone!.hand).toEqual([
      { key: '9s', card: '9s', value: '+9' },
      { key: '8s', card: '8s', value: '+8' },
      { key: '10s', card: '10s', value: '+10' },
    ]);
    expect(ash!.hand).toEqual([{ key: '0-0' }, { key: '0-1' }]);
    expect(JSON.stringify([ash, brand])).not.toMatch(/"card"/);
    // Brand attacks in this register: his token is the one acting among the foes.
    expect([ash!.acting, brand!.acting]).toEqual([false, true]);
    expect(lone!.bar).toEqual({ label: 'Hit points', value: 8, max: 8 });
  });
});
