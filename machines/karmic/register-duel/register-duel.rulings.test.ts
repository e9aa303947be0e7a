/**
 * The duel played by the seed's own words where a table ruling could switch them (melee/
 * rulings.ts), step by step through the machine, and the other reading beside each.
 */
import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { WRESTLING } from '../maneuvers.js';
import { WEAPONS } from '../melee-weapons.js';
import type { Fighter } from '../melee/fighters.js';
import { SEED_RULINGS, type MeleeRulings } from '../melee/rulings.js';
import type { RegisterDuelEvent, RegisterDuelInput } from './register-duel.context.js';
import { registerDuelMachine } from './register-duel.machine.js';
import { declareProblem } from './register-duel.problems.js';
import { DEFAULT_FIGHTERS } from './register-duel.setup.js';

type Snap = SnapshotFrom<typeof registerDuelMachine>;

const start = (input: RegisterDuelInput): Snap => initialTransition(registerDuelMachine, input)[0];
function send(snap: Snap, ...events: RegisterDuelEvent[]): Snap {
  for (const e of events) {
    if (!snap.can(e)) throw new Error(`refused: ${JSON.stringify(e)} in ${JSON.stringify(snap.value)}`);
    [snap] = transition(registerDuelMachine, snap, e);
  }
  return snap;
}
const declared = (side: 0 | 1, maneuver: string, card: string, hand?: 'main' | 'none'): RegisterDuelEvent =>
  ({ type: 'maneuver.declared', side, maneuver, card, ...(hand ? { hand } : {}) }) as RegisterDuelEvent;
const passed = (side: 0 | 1): RegisterDuelEvent => ({ type: 'maneuver.passed', side });
const revealed: RegisterDuelEvent = { type: 'register.revealed' };
const texts = (s: Snap) => s.context.narration.map((w) => w.text).join(' ');
const ruled = (change: Partial<MeleeRulings>): MeleeRulings => ({ ...SEED_RULINGS, ...change });
const fighters = (a: Partial<Fighter> = {}, b: Partial<Fighter> = {}): [Fighter, Fighter] => [
  { ...DEFAULT_FIGHTERS[0], ...a },
  { ...DEFAULT_FIGHTERS[1], ...b },
];

const fists = WEAPONS['bare-hands']!;
/** Two brawlers: Devon (training 2) draws +9 and +2 for the initiative, the brawler −2. */
const brawl = (rulings: MeleeRulings, a: string[] = ['8s', '5s', '4s'], b: string[] = ['3s', '2s']): RegisterDuelInput => ({
  fighters: fighters({ weapon: fists }, { name: 'Brawler', weapon: fists, armour: 0, skill: 2 }),
  seed: 5,
  stacked: [
    ['9s', '2s', ...a],
    ['2h', ...b],
  ],
  rulings,
});

describe('blows the seed does not mark, in the duel (table ruling "Blows the seed does not mark") (ruling: blows the seed does not mark)', () => {
  it('lets the fighter without the initiative answer a hand attack with one of his own, and both land', () => {
    let snap = send(start(brawl(SEED_RULINGS)), { type: 'initiative.drawn' }, { type: 'hands.drawn' });
    expect(snap.context.attacker).toBe(0);
    snap = send(
      snap,
      declared(0, 'hand-attack', '5s'),
      declared(1, 'hand-attack', '3s'),
      { type: 'declaration.finished', side: 0 },
      revealed,
    );
    const o = snap.context.registers[0]!.outcome!;
    // Devon: 5 − 1 edge = 4, capped at 1. The brawler: 3 − 1 = 2, capped at 1.
    expect([o.damage, o.answer?.damage]).toEqual([1, 1]);
    expect(snap.context.damage).toEqual([1, 1]);
    expect(texts(snap)).toContain("Register 1, Brawler's hand attack (an answer of his own): 3 card = 3: hit for 1 damage");
  });

  it('with unmarked-blows="need-the-initiative", leaves the other only a defence', () => {
    const snap = send(start(brawl(ruled({ unmarkedBlows: 'need-the-initiative' }))), { type: 'initiative.drawn' }, { type: 'hands.drawn' });
    const answer = send(snap, declared(0, 'hand-attack', '5s'));
    expect(declareProblem(answer.context, declared(1, 'hand-attack', '3s') as never)).toBe('hand attack needs the initiative');
    expect(answer.can(declared(1, 'hth-block', '3s'))).toBe(true);
  });
});

describe('Karmic, "Escape": "Resolve immediately. The character moves from wrestling range to close range (0)"', () => {
  /** Tackled into wrestling range, then Devon holds the initiative again and bashes. */
  function wrestling(rulings: MeleeRulings): Snap {
    let snap = send(start(brawl(rulings, ['8s', '5s', '4s', '9s', '2s', '7s', '6s', '5c'], ['3s', '2s', '2c', '10s', '4s'])), {
      type: 'initiative.drawn',
    });
    snap = send(snap, { type: 'hands.drawn' }, declared(0, 'tackle', '8s'), passed(1), revealed);
    expect(snap.context.range).toBe(WRESTLING);
    snap = send(snap, { type: 'round.begun' }, { type: 'initiative.drawn' });
    expect(snap.context.attacker).toBe(0);
    return send(snap, { type: 'hands.drawn' }, declared(0, 'bash', '7s'));
  }

  it('lets the fighter being bashed escape without the initiative: the bash lands, and both are back at range 0', () => {
    let snap = wrestling(SEED_RULINGS);
    snap = send(snap, declared(1, 'escape', '10s'), revealed);
    const o = snap.context.registers[0]!.outcome!;
    expect([o.success, o.answer?.success, snap.context.range]).toEqual([true, true, 0]);
    expect(texts(snap)).toContain('Brawler breaks out of the wrestle: back to range 0.');
  });

  it('with unmarked-blows="need-the-initiative", refuses the escape to the one held', () => {
    const snap = wrestling(ruled({ unmarkedBlows: 'need-the-initiative' }));
    expect(snap.can(declared(1, 'escape', '10s'))).toBe(false);
    expect(declareProblem(snap.context, declared(1, 'escape', '10s') as never)).toBe('escape needs the initiative');
  });
});

describe('Karmic, "Surprise": one attack the target cannot answer (table ruling "The surprise round") (ruling: the surprise round)', () => {
  const surprise = (rulings: MeleeRulings): Snap =>
    send(
      start({
        fighters: fighters({}, { weapon: WEAPONS.spear!, combatTraining: 0 }),
        seed: 21,
        stacked: [['5s', '4s', '3s'], ['10s']],
        opening: { kind: 'surprise', side: 0 },
        rulings,
      }),
      { type: 'hands.drawn' },
    );

  it('tells the table it is one attack, and refuses anything that is not one', () => {
    expect(texts(start({ fighters: fighters(), seed: 1, opening: { kind: 'surprise', side: 0 }, rulings: SEED_RULINGS }))).toContain(
      'Devon takes Soldier by surprise: one attack that Soldier cannot answer.',
    );
    const snap = surprise(SEED_RULINGS);
    expect(declareProblem(snap.context, declared(0, 'close', '5s', 'main') as never)).toBe(
      'a surprise gives Devon one attack, and close is not an attack',
    );
    expect(snap.can(declared(0, 'lunge', '5s', 'main'))).toBe(true);
  });

  it('with surprise-gives="one-maneuver", lets the one maneuver be a close', () => {
    expect(surprise(ruled({ surprise: 'one-maneuver' })).can(declared(0, 'close', '5s', 'main'))).toBe(true);
  });
});

describe('a giant (Karmic, "Flank", "Cling", "Chop", "Buck"), by the seed\'s words', () => {
  const giant = { name: 'Giant', size: 'large' as const, finesse: 1, weapon: WEAPONS.dagger! };

  it('counters a cling with a buck, without the initiative (table ruling "Bucking")', () => {
    const input: RegisterDuelInput = {
      fighters: fighters({ weapon: WEAPONS.dagger! }, giant),
      seed: 3,
      stacked: [
        ['5s', '2s', '8s', '4s', '3s'],
        ['2h', '9s', '4h'],
      ],
      rulings: SEED_RULINGS,
    };
    let snap = send(start(input), { type: 'initiative.drawn' }, { type: 'hands.drawn' });
    expect(snap.context.attacker).toBe(0);
    snap = send(snap, declared(0, 'cling', '8s'), declared(1, 'buck', '9s'), revealed);
    // Buck: 9 card + 1 finesse − 1 armour = 9. Cling: 8 card − 4 − 9 buck = −5: countered.
    expect(snap.context.registers[0]!.outcome!.arithmetic).toBe('8 card − 4 difficulty − 9 buck = −5: cling fails');
    expect(snap.context.clinging).toBeUndefined();
    expect(texts(snap)).toContain("Giant's buck counters the cling: Devon does not get a hold.");
  });

  it('with buck="needs-the-initiative", gives the giant no buck against a cling as it is made', () => {
    const input: RegisterDuelInput = {
      fighters: fighters({ weapon: WEAPONS.dagger! }, giant),
      seed: 3,
      stacked: [
        ['5s', '2s', '8s', '4s', '3s'],
        ['2h', '9s', '4h'],
      ],
      rulings: ruled({ buck: 'needs-the-initiative' }),
    };
    const snap = send(start(input), { type: 'initiative.drawn' }, { type: 'hands.drawn' }, declared(0, 'cling', '8s'));
    expect(declareProblem(snap.context, declared(1, 'buck', '9s') as never)).toBe('buck needs the initiative');
  });

  it('lets a caught fighter chop himself free in answer to the giant, at the limb\'s vitality (table ruling "Caught by a limb")', () => {
    const input: RegisterDuelInput = {
      fighters: fighters({ entangled: 2, combatTraining: 0 }, { ...giant, combatTraining: 2, weapon: WEAPONS.sword! }),
      seed: 3,
      stacked: [
        ['2h', '4s', '3s', '2s'],
        ['9s', '5s', '2d', '3d'],
      ],
      rulings: SEED_RULINGS,
    };
    let snap = send(start(input), { type: 'initiative.drawn' }, { type: 'hands.drawn' });
    expect(snap.context.attacker).toBe(1);
    snap = send(snap, declared(1, 'attack', '2d', 'main'), declared(0, 'chop', '4s', 'main'));
    snap = send(snap, revealed);
    const o = snap.context.registers[0]!.outcome!;
    // Chop: 4 card + 1 force + 2 (the limb's vitality) = 7, cut free; the giant's blow lands too.
    expect(o.answer?.arithmetic).toMatch(/^4 card \+ 1 modifiers \+ 2 difficulty \(the limb's vitality \+2\) = 7: cut free/);
    expect(snap.context.fighters[0].entangled).toBeUndefined();
    expect(o.success).toBe(true);
  });
});

describe('an empty register (Karmic, "Range"; table ruling "An empty register")', () => {
  const duel = (rulings: MeleeRulings) =>
    send(
      start({ fighters: fighters(), seed: 9, stacked: [['9s', '2s', '5s', '4s', '3s'], ['2h']], rulings }),
      { type: 'initiative.drawn' },
      { type: 'hands.drawn' },
      declared(0, 'attack', '5s', 'main'),
      passed(1),
      { type: 'declaration.finished', side: 0 },
      revealed,
    );

  it('closes the range by one when the attacker steps in on a register left empty', () => {
    const snap = duel(SEED_RULINGS);
    expect(snap.context.range).toBe(0);
    expect(texts(snap)).toContain('The range goes from range 1 to range 0: Devon steps in and Soldier takes no step back.');
  });

  it('with empty-register="keeps-range", keeps it', () => {
    expect(duel(ruled({ emptyRegister: 'keeps-range' })).context.range).toBe(1);
  });
});
