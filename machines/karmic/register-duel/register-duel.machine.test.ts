import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { registerDuelMachine } from './register-duel.machine.js';
import type { Fighter } from '../melee/fighters.js';
import { type RegisterDuelEvent, type RegisterDuelInput } from './register-duel.context.js';
import { BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS } from './register-duel.examples.js';
import { DEFAULT_FIGHTERS, parseRegisterDuelSetup } from './register-duel.setup.js';
import { chooseMove } from './register-duel.opponent.js';
import { DUEL_KIT } from './register-duel.kit.js';
import { WEAPONS } from '../melee-weapons.js';
import { SEED_RULINGS } from '../melee/rulings.js';

type Snap = SnapshotFrom<typeof registerDuelMachine>;

function start(input: RegisterDuelInput): Snap {
  return initialTransition(registerDuelMachine, input)[0];
}
function send(snap: Snap, ...events: RegisterDuelEvent[]): Snap {
  for (const e of events) {
    if (!snap.can(e)) throw new Error(`refused: ${JSON.stringify(e)} in ${JSON.stringify(snap.value)}`);
    [snap] = transition(registerDuelMachine, snap, e);
  }
  return snap;
}
const refuses = (snap: Snap, e: RegisterDuelEvent) => !snap.can(e);

const fighters = (a: Partial<Fighter> = {}, b: Partial<Fighter> = {}): [Fighter, Fighter] => [
  { ...DEFAULT_FIGHTERS[0], ...a },
  { ...DEFAULT_FIGHTERS[1], ...b },
];

describe('initiative', () => {
  it('makes the higher total the attacker, willpower included', () => {
    const snap = send(start({ fighters: fighters({ combatTraining: 1 }, { willpower: 3 }), seed: 1, stacked: [['5s'], ['3s']] }), {
      type: 'initiative.drawn',
    });
    expect(snap.context.initiativeChecks[0]!.map((c) => c.total)).toEqual([5, 6]);
    expect(snap.context.attacker).toBe(1);
  });

  it('has both draw again on a tie (table ruling "Ties on the initiative check")', () => {
    // +4 against +4: the soldier's world deck has the 4 of clubs.
    let snap = send(
      start({
        fighters: fighters({ combatTraining: 1 }),
        seed: 1,
        stacked: [
          ['4s', '9s'],
          ['4c', '2s'],
        ],
      }),
      { type: 'initiative.drawn' },
    );
    expect(snap.value).toBe('drawingForInitiative');
    expect(snap.context.attacker).toBeUndefined();
    snap = send(snap, { type: 'initiative.drawn' });
    expect(snap.context.initiativeChecks).toHaveLength(2);
    expect(snap.context.attacker).toBe(0);
    expect(snap.matches({ round: 'holdingInitiative' })).toBe(true);
  });

  it('counts a hand of only a joker as 0 and never hits (table ruling "The initiative check")', () => {
    const snap = send(start({ fighters: fighters({ combatTraining: 0 }, {}), seed: 1, stacked: [['JK1'], ['Ah']] }), {
      type: 'initiative.drawn',
    });
    expect(snap.context.initiativeChecks[0]!.map((c) => c.total)).toEqual([0, -1]);
    expect(snap.context.attacker).toBe(0);
    const king = send(start({ fighters: fighters({ combatTraining: 1 }), seed: 1, stacked: [['Ks', '5s'], ['Ah']] }), {
      type: 'initiative.drawn',
    });
    expect(king.context.initiativeChecks[0]![0].total).toBe(3);
  });

  it('ends combat when the attacker yields and the other side yields too', () => {
    let snap = send(start(BOOK_EXAMPLE), { type: 'initiative.drawn' }, { type: 'initiative.yielded' });
    expect(snap.context.attacker).toBe(1);
    expect(snap.matches({ round: 'holdingInitiative' })).toBe(true);
    snap = send(snap, { type: 'initiative.yielded' });
    expect(snap.value).toBe('combatOver');
    expect(snap.context.ended).toEqual({ how: 'yielded' });
  });
});

describe('declaring registers', () => {
  const drawn = () => send(start(BOOK_EXAMPLE), { type: 'initiative.drawn' }, { type: 'hands.drawn' });

  it('has the attacker declare first and the defender answer, register by register', () => {
    const snap = drawn();
    expect(refuses(snap, { type: 'maneuver.declared', side: 1, maneuver: 'parry', card: '5s' })).toBe(true);
    const after = send(snap, { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: 'Ks' });
    expect(after.context.toDeclare).toBe(1);
    expect(refuses(after, { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: '2h' })).toBe(true);
  });

  it('makes the attacker declare at least one maneuver or yield', () => {
    const snap = drawn();
    expect(refuses(snap, { type: 'declaration.finished', side: 0 })).toBe(true);
    expect(snap.can({ type: 'initiative.yielded' })).toBe(true);
    const one = send(snap, { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: 'Ks' }, { type: 'maneuver.passed', side: 1 });
    expect(one.can({ type: 'declaration.finished', side: 0 })).toBe(true);
  });

  it('lets the attacker hesitate whenever it is his turn to open a register (table ruling "When the duel lets you hesitate")', () => {
    let snap = send(drawn(), { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: 'Ks' });
    // The soldier owes an answer: no hesitating in the middle of a register.
    expect(refuses(snap, { type: 'initiative.yielded' })).toBe(true);
    snap = send(snap, { type: 'maneuver.declared', side: 1, maneuver: 'parry', card: '5s' });
    expect(snap.can({ type: 'initiative.yielded' })).toBe(true);
    snap = send(snap, { type: 'initiative.yielded' });
    // The soldier now attacks from register 2, Devon defends; register 1 stays Devon's attack.
    expect(snap.context.attacker).toBe(1);
    expect(snap.context.toDeclare).toBe(1);
    expect(snap.matches({ round: 'declaring' })).toBe(true);
    snap = send(snap, { type: 'maneuver.declared', side: 1, maneuver: 'attack', card: 'Qh' });
    expect(snap.context.registers.map((r) => r.attacker)).toEqual([0, 1]);
    expect(snap.can({ type: 'maneuver.declared', side: 0, maneuver: 'parry', card: '10s' })).toBe(true);
  });

  it('keeps every register laid before a hesitation as laid, and the new attacker opens the next one (table ruling "When the duel lets you hesitate")', () => {
    // Devon attacks in register 1, the soldier parries, Devon lays register 2 and takes it back, then hesitates.
    let snap = send(
      drawn(),
      { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: 'Ks' },
      { type: 'maneuver.declared', side: 1, maneuver: 'parry', card: '5s' },
      { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: '2h' },
      { type: 'card.withdrawn', side: 0, register: 2 },
      { type: 'initiative.yielded' },
    );
    expect(snap.context.narration[0]!.text).toBe(
      'Devon hesitates and gives up the initiative to Soldier. Register 1 stays as laid. Soldier opens register 2.',
    );
    expect(snap.context.narration[0]!.rule?.title).toBe('Table ruling: when the duel lets you hesitate');
    // Register 1 stays Devon's attack against the soldier's parry; neither card comes back.
    expect(snap.context.registers.map((r) => [r.attacker, r.attack.maneuver, r.defence?.maneuver])).toEqual([[0, 'attack', 'parry']]);
    expect(refuses(snap, { type: 'card.withdrawn', side: 1, register: 1 })).toBe(true);
    expect(refuses(snap, { type: 'card.withdrawn', side: 0, register: 1 })).toBe(true);
    // The soldier holds the initiative and is the one to declare: register 2 is his to open.
    expect(snap.context.attacker).toBe(1);
    expect(snap.context.toDeclare).toBe(1);
    expect(refuses(snap, { type: 'maneuver.declared', side: 0, maneuver: 'parry', card: '2h' })).toBe(true);
    expect(refuses(snap, { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: '2h' })).toBe(true);
    snap = send(snap, { type: 'maneuver.declared', side: 1, maneuver: 'attack', card: 'Qh' });
    expect(snap.context.registers.map((r) => r.attacker)).toEqual([0, 1]);
    // Devon answers it as the defender now: a parry, not an attack.
    expect(refuses(snap, { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: '2h' })).toBe(true);
    expect(snap.can({ type: 'maneuver.declared', side: 0, maneuver: 'parry', card: '2h' })).toBe(true);
  });

  it('ends the fight when both fighters hesitate in a row, in the middle of a turn too (Karmic, "Hesitating")', () => {
    const snap = send(
      drawn(),
      { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: 'Ks' },
      { type: 'maneuver.declared', side: 1, maneuver: 'parry', card: '5s' },
      { type: 'initiative.yielded' },
      { type: 'initiative.yielded' },
    );
    expect(snap.value).toBe('combatOver');
    expect(snap.context.ended).toEqual({ how: 'yielded' });
    // A register opened in between starts the count again.
    const again = send(
      drawn(),
      { type: 'initiative.yielded' },
      { type: 'maneuver.declared', side: 1, maneuver: 'attack', card: '5s' },
      { type: 'maneuver.declared', side: 0, maneuver: 'parry', card: '10s' },
      { type: 'initiative.yielded' },
    );
    expect(again.context.attacker).toBe(0);
    expect(again.context.ended).toBeUndefined();
  });

  it('takes back only the card just laid, before the other fighter answers it (table ruling "Taking a card back")', () => {
    let snap = send(drawn(), { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: '2h' });
    const back = send(snap, { type: 'card.withdrawn', side: 0, register: 1 });
    expect(back.context.registers).toHaveLength(0);
    // The card returns to its place in the hand as drawn.
    expect(back.context.hands[0]).toEqual(['Ks', '2h', '10s']);
    expect(back.context.toDeclare).toBe(0);
    snap = send(snap, { type: 'maneuver.declared', side: 1, maneuver: 'parry', card: '5s' });
    // Answered: Devon's card stands; the soldier may still take his answer back.
    expect(refuses(snap, { type: 'card.withdrawn', side: 0, register: 1 })).toBe(true);
    const answerBack = send(snap, { type: 'card.withdrawn', side: 1, register: 1 });
    expect(answerBack.context.registers[0]!.attack.card).toBe('2h');
    expect(answerBack.context.registers[0]!.answered).toBe(false);
    expect(answerBack.context.hands[1]).toEqual(['Qh', '5s']);
    expect(answerBack.context.toDeclare).toBe(1);
    // Once Devon opens register 2, the soldier's answer in register 1 stands too,
    // even after Devon takes his register 2 card back.
    snap = send(snap, { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: 'Ks' });
    expect(refuses(snap, { type: 'card.withdrawn', side: 1, register: 1 })).toBe(true);
    const slip = send(snap, { type: 'card.withdrawn', side: 0, register: 2 });
    expect(refuses(slip, { type: 'card.withdrawn', side: 1, register: 1 })).toBe(true);
    expect(refuses(slip, { type: 'card.withdrawn', side: 0, register: 1 })).toBe(true);
    // A register left empty by choice is an answer as well.
    const passed = send(
      drawn(),
      { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: '2h' },
      { type: 'maneuver.passed', side: 1 },
    );
    expect(refuses(passed, { type: 'card.withdrawn', side: 0, register: 1 })).toBe(true);
  });

  it("refuses to take back a card from someone else's or a resolved register", () => {
    const snap = send(drawn(), { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: 'Ks' });
    expect(refuses(snap, { type: 'card.withdrawn', side: 1, register: 1 })).toBe(true);
    expect(refuses(snap, { type: 'card.withdrawn', side: 0, register: 2 })).toBe(true);
  });

  it('stops declaring when an immediate maneuver is answered, resolves, and lets the attacker go on', () => {
    let snap = send(
      drawn(),
      { type: 'maneuver.declared', side: 0, maneuver: 'disarming-attack', card: '10s' },
      { type: 'maneuver.declared', side: 1, maneuver: 'parry', card: '5s' },
    );
    expect(snap.matches({ round: { resolving: 'turningOver' } })).toBe(true);
    snap = send(snap, { type: 'register.revealed' });
    expect(snap.context.registers[0]!.outcome!.attackTotal).toBe(10 + 1 - 5 - 5);
    expect(snap.context.registers[0]!.outcome!.success).toBe(true);
    expect(snap.matches({ round: 'declaring' })).toBe(true);
    expect(snap.context.toDeclare).toBe(0);
    snap = send(snap, { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: 'Ks' });
    expect(snap.context.registers[1]!.number).toBe(2);
  });

  it('lets the soldier answer a disarming attack with his last card after his sword\'s three parries (Karmic, "Disarming Attack")', () => {
    const fourMoves = { ...WEAPONS.sword!, name: 'four-move sword', maxManeuvers: 4 };
    let snap = send(
      start({
        fighters: fighters({ weapon: fourMoves, skill: 4 }, { skill: 4 }),
        seed: 1,
        stacked: [
          ['2s', '3h', '2c', '3s', '4s', '10s'],
          ['4h', '5s', '6s', '7s', '8s'],
        ],
      }),
      { type: 'initiative.drawn' },
      { type: 'hands.drawn' },
      { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: '2c' },
      { type: 'maneuver.declared', side: 1, maneuver: 'parry', card: '5s' },
      { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: '3s' },
      { type: 'maneuver.declared', side: 1, maneuver: 'parry', card: '6s' },
      { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: '4s' },
      { type: 'maneuver.declared', side: 1, maneuver: 'parry', card: '7s' },
    );
    // A fourth attack finds the soldier's sword spent: he cannot parry it (a melee dodge is all he has).
    const attack = send(snap, { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: '10s' });
    expect(refuses(attack, { type: 'maneuver.declared', side: 1, maneuver: 'parry', card: '8s' })).toBe(true);
    // A disarming attack he may always answer, while he holds a card.
    snap = send(snap, { type: 'maneuver.declared', side: 0, maneuver: 'disarming-attack', card: '10s' });
    expect(snap.context.registers[3]!.answered).toBe(false);
    snap = send(snap, { type: 'maneuver.declared', side: 1, maneuver: 'parry', card: '8s' });
    expect(snap.context.registers[3]!.defence!.card).toBe('8s');
  });

  it('gives a successful parry/seize the initiative and the rest of the turn', () => {
    let snap = send(
      drawn(),
      { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: '2h' },
      { type: 'maneuver.declared', side: 1, maneuver: 'parry-seize', card: '5s' },
      { type: 'register.revealed' },
    );
    expect(snap.context.attacker).toBe(1);
    expect(snap.matches({ round: 'declaring' })).toBe(true);
    expect(snap.context.toDeclare).toBe(1);
    snap = send(snap, { type: 'maneuver.declared', side: 1, maneuver: 'attack', card: 'Qh' });
    expect(snap.context.registers[1]!.attacker).toBe(1);
  });

  it("loses the defender's unplayed cards at the end of the turn", () => {
    let snap = send(
      drawn(),
      { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: 'Ks' },
      { type: 'maneuver.passed', side: 1 },
      { type: 'declaration.finished', side: 0 },
      { type: 'register.revealed' },
      { type: 'hit.declined', side: 0 },
    );
    expect(snap.matches({ round: 'turnOver' })).toBe(true);
    snap = send(snap, { type: 'round.begun' });
    expect(snap.context.hands).toEqual([[], []]);
    expect(snap.context.piles[1].discardPile).toEqual(expect.arrayContaining(['Qh', '5s']));
  });
});

describe('resolving registers', () => {
  it('asks the attacker first about a hit, then the defender who has seen it (table ruling "Hits on reveal")', () => {
    const input: RegisterDuelInput = {
      ...BOOK_EXAMPLE,
      stacked: [
        ['2s', '3h', 'Ks', '2h', '10s', '4s'],
        ['4h', 'Qh', '5s'],
      ],
    };
    let snap = send(
      start(input),
      { type: 'initiative.drawn' },
      { type: 'hands.drawn' },
      { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: 'Ks' },
      { type: 'maneuver.declared', side: 1, maneuver: 'parry', card: 'Qh' },
      { type: 'declaration.finished', side: 0 },
      { type: 'register.revealed' },
    );
    expect(snap.matches({ round: { resolving: 'deciding' } })).toBe(true);
    expect(refuses(snap, { type: 'hit.declined', side: 1 })).toBe(true);
    snap = send(snap, { type: 'hit.taken', side: 0 });
    // The next card of Devon's deck is the stacked 4s: +3 +4 = +7.
    expect(snap.context.registers[0]!.plays[0]!.chain).toEqual(['Ks', '4s']);
    expect(snap.matches({ round: { resolving: 'deciding' } })).toBe(true);
    snap = send(snap, { type: 'hit.declined', side: 1 });
    const out = snap.context.registers[0]!.outcome!;
    expect(out.attackTotal).toBe(7 + 1);
    expect(out.damage).toBe(Math.min(7 + WEAPONS.sword!.edge, WEAPONS.sword!.maxDamage));
    expect(snap.context.damage[1]).toBe(out.damage);
  });

  it("asks the GM for a joker's value and uses it as the card", () => {
    let snap = send(
      start({
        fighters: fighters(),
        seed: 3,
        stacked: [
          ['2s', '3h', 'JK1', '2h', '4s'],
          ['4h', 'Qh', '5s'],
        ],
      }),
      { type: 'initiative.drawn' },
      { type: 'hands.drawn' },
      { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: 'JK1' },
      { type: 'maneuver.passed', side: 1 },
      { type: 'declaration.finished', side: 0 },
      { type: 'register.revealed' },
    );
    expect(refuses(snap, { type: 'joker.ruled', side: 0, value: 11 })).toBe(true);
    snap = send(snap, { type: 'joker.ruled', side: 0, value: 2 });
    expect(snap.context.registers[0]!.outcome!.arithmetic).toMatch(/^2 card/);
  });

  it("lets the GM's value stand for a joker drawn by a hit, the hit card beneath it still counting", () => {
    const input: RegisterDuelInput = {
      ...BOOK_EXAMPLE,
      stacked: [
        ['2s', '3h', 'Ks', '2h', '10s', 'JK1'],
        ['4h', 'Qh', '5s'],
      ],
    };
    let snap = send(
      start(input),
      { type: 'initiative.drawn' },
      { type: 'hands.drawn' },
      { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: 'Ks' },
      { type: 'maneuver.declared', side: 1, maneuver: 'parry', card: 'Qh' },
      { type: 'declaration.finished', side: 0 },
      { type: 'register.revealed' },
      { type: 'hit.taken', side: 0 },
    );
    expect(snap.context.registers[0]!.plays[0]!.chain).toEqual(['Ks', 'JK1']);
    snap = send(snap, { type: 'joker.ruled', side: 0, value: -2 }, { type: 'hit.declined', side: 1 });
    // +3 (the king) − 2 (the joker as named) = +1 card, plus the same +1 as above.
    expect(snap.context.registers[0]!.outcome!.attackTotal).toBe(1 + 1);
  });

  it('gives each fighter 8 hit points unless set (table ruling "Out of the fight")', () => {
    expect(DEFAULT_FIGHTERS.map((f) => f.hitPoints)).toEqual([8, 8]);
    expect(parseRegisterDuelSetup({ 'b-hit-points': '3' }).input.fighters[1].hitPoints).toBe(3);
  });

  it('ends combat when a fighter is out, leaving the later registers unused', () => {
    const input: RegisterDuelInput = {
      fighters: fighters({}, { hitPoints: 1 }),
      seed: 5,
      stacked: [
        ['2s', '3h', '5s', '4s', '3s'],
        ['4h', '2h', 'As'],
      ],
    };
    const snap = send(
      start(input),
      { type: 'initiative.drawn' },
      { type: 'hands.drawn' },
      { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: '5s' },
      { type: 'maneuver.passed', side: 1 },
      { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: '4s' },
      { type: 'maneuver.passed', side: 1 },
      { type: 'declaration.finished', side: 0 },
      { type: 'register.revealed' },
    );
    expect(snap.value).toBe('combatOver');
    expect(snap.context.ended).toEqual({ how: 'out', side: 1 });
    expect(snap.context.registers[1]!.outcome).toBeUndefined();
  });

  it('loses a sword attack after a parry that held ground closed the range to 0, as with the noble', () => {
    const snap = send(
      start(BOOK_EXAMPLE),
      { type: 'initiative.drawn' },
      { type: 'hands.drawn' },
      { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: 'Ks' },
      { type: 'maneuver.declared', side: 1, maneuver: 'parry', card: '5s', holdGround: true },
      { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: '10s' },
      { type: 'maneuver.passed', side: 1 },
      { type: 'declaration.finished', side: 0 },
      { type: 'register.revealed' },
      { type: 'hit.declined', side: 0 },
      { type: 'register.revealed' },
    );
    expect(snap.context.registers[0]!.outcome!.rangeAfter).toBe(0);
    expect(snap.context.registers[1]!.outcome!.attackVoid).toMatch(/not 0/);
    expect(snap.context.registers[1]!.outcome!.damage).toBe(0);
    expect(snap.context.damage[1]).toBe(snap.context.registers[0]!.outcome!.damage);
  });

  it("keeps every card of both decks somewhere through the book's example", () => {
    let [snap] = initialTransition(registerDuelMachine, BOOK_EXAMPLE);
    for (const e of [...BOOK_EXAMPLE_EVENTS, { type: 'round.begun' } as RegisterDuelEvent]) {
      [snap] = transition(registerDuelMachine, snap, e);
      for (const side of [0, 1] as const) {
        const c = snap.context;
        const onTable = c.registers.flatMap(
          (r) => r.plays[side]?.chain ?? [r.attack, r.defence].filter((d) => d?.side === side).map((d) => d!.card),
        );
        const all = [...c.piles[side].drawPile, ...c.piles[side].discardPile, ...c.hands[side], ...onTable];
        // Devon's karma deck has 44 cards, the soldier's world deck 42, each card once.
        expect(all).toHaveLength(side === 0 ? 44 : 42);
        expect(new Set(all).size).toBe(all.length);
      }
    }
  });
});

describe('the simple opponent', () => {
  it("parries with its best card against the book's first attack", () => {
    const snap = send(
      start(BOOK_EXAMPLE),
      { type: 'initiative.drawn' },
      { type: 'hands.drawn' },
      { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: 'Ks' },
    );
    expect(chooseMove(snap, 1, DUEL_KIT)).toEqual({
      type: 'maneuver.declared',
      side: 1,
      maneuver: 'parry',
      card: '5s',
      hand: 'main',
      holdGround: false,
      location: 'torso',
    });
    expect(chooseMove(snap, 0, DUEL_KIT)).toBeUndefined();
  });

  it('attacks with its best card when it holds the initiative', () => {
    const input: RegisterDuelInput = {
      ...BOOK_EXAMPLE,
      stacked: [
        ['4h', 'Ks', '2h', '10s'],
        ['4s', 'Qh', '5s'],
      ],
    };
    const snap = send(
      start({ ...input, fighters: fighters({ combatTraining: 0 }) }),
      { type: 'initiative.drawn' },
      { type: 'hands.drawn' },
    );
    expect(snap.context.attacker).toBe(1);
    expect(chooseMove(snap, 1, DUEL_KIT)).toMatchObject({ type: 'maneuver.declared', maneuver: 'attack', card: '5s' });
  });
});

describe('a fight with bare hands (Karmic, "Hand to Hand Combat")', () => {
  const bare = WEAPONS['bare-hands']!;
  // Devon (training 2) draws 9♠ 10♠ for the initiative; the soldier (untrained) 3♥.
  const brawl = (devon: string[], soldier: string[], a: Partial<Fighter> = {}, b: Partial<Fighter> = {}) =>
    start({
      fighters: fighters({ weapon: bare, ...a }, { weapon: bare, ...b }),
      seed: 3,
      stacked: [
        ['9s', '10s', ...devon],
        ['3h', ...soldier],
      ],
    });

  it('opens at range 0, the reach of bare hands, and draws hands from the skill', () => {
    const snap = send(brawl(['5s', '4s', '3s'], ['2s', '2h']), { type: 'initiative.drawn' }, { type: 'hands.drawn' });
    expect(snap.context.range).toBe(0);
    expect(snap.context.hands.map((h) => h.length)).toEqual([3, 2]);
  });

  it('ends the turn after a tackle lands and draws the initiative again, at wrestling range (table ruling "A tackle ends the turn")', () => {
    let snap = send(
      brawl(['8s', '4s', '3s'], ['2s', '2h']),
      { type: 'initiative.drawn' },
      { type: 'hands.drawn' },
      { type: 'maneuver.declared', side: 0, maneuver: 'tackle', card: '8s' },
      { type: 'maneuver.declared', side: 1, maneuver: 'hth-dodge', card: '2s' },
    );
    // Tackle resolves immediately: declaring stops at once.
    expect(snap.matches({ round: { resolving: 'turningOver' } })).toBe(true);
    snap = send(snap, { type: 'register.revealed' });
    // 8 − 3 = 5, less the dodge's 1 (2, armour −1): 4, a tackle.
    expect(snap.context.registers[0]!.outcome!.attackTotal).toBe(4);
    expect(snap.context.range).toBe(-1);
    expect(snap.matches({ round: 'turnOver' })).toBe(true);
    expect(snap.can({ type: 'maneuver.declared', side: 0, maneuver: 'hand-attack', card: '4s' })).toBe(false);
    snap = send(snap, { type: 'round.begun' });
    expect(snap.value).toBe('drawingForInitiative');
    expect(snap.context.attacker).toBeUndefined();
    expect(snap.context.round).toBe(2);
    expect(snap.context.narration[0]!.text).toMatch(/draw for the initiative again, now at wrestling range/);
  });

  it('lets a block grab that holds pull the fight to wrestling range and take the initiative for the rest of the turn', () => {
    let snap = send(
      brawl(['2s', '7s', '3s'], ['9s', '4s'], {}, { might: 1 }),
      { type: 'initiative.drawn' },
      { type: 'hands.drawn' },
      { type: 'maneuver.declared', side: 0, maneuver: 'hand-attack', card: '2s' },
      { type: 'maneuver.declared', side: 1, maneuver: 'block-grab', card: '9s' },
      { type: 'register.revealed' },
    );
    // grab: 9 − 4 (might 1 against 0) = 5; attack 2 − 5 = −3.
    expect(snap.context.range).toBe(-1);
    expect(snap.context.attacker).toBe(1);
    expect(snap.matches({ round: 'declaring' })).toBe(true);
    expect(snap.context.toDeclare).toBe(1);
    // The soldier, now attacking while wrestling, may pin.
    snap = send(snap, { type: 'maneuver.declared', side: 1, maneuver: 'pin', card: '4s' });
    // The soldier's hand is spent, so declaring stops by itself.
    snap = send(snap, { type: 'maneuver.passed', side: 0 }, { type: 'register.revealed' });
    // 4 − 1 armour − 5 = −2, but nothing answered it: unopposed, the pin holds, and ordinary combat is over.
    expect(snap.value).toBe('holdingFast');
    expect(snap.context.hold).toEqual({ by: 1, kind: 'pin', card: 4, turns: [] });
    expect(snap.context.ended).toBeUndefined();
  });

  it('charges a head butt that lands to the butter too: 1 dealt, 1 taken', () => {
    const snap = send(
      brawl(['6s'], ['2s']),
      { type: 'initiative.drawn' },
      { type: 'hands.drawn' },
      { type: 'maneuver.declared', side: 0, maneuver: 'head-butt', card: '6s' },
      { type: 'maneuver.passed', side: 1 },
      { type: 'declaration.finished', side: 0 },
      { type: 'register.revealed' },
    );
    expect(snap.context.damage).toEqual([1, 1]);
  });

  it('gives the initiative away after a bare-handed lunge, and keeps it away next round', () => {
    let snap = brawl(['6s', '5s'], ['2s', '2h']);
    snap = send(snap, { type: 'initiative.drawn' });
    // Range 0: a lunge needs range 1, so the brawlers start a step apart in this test.
    snap = { ...snap, context: { ...snap.context, range: 1 } } as Snap;
    snap = send(
      snap,
      { type: 'hands.drawn' },
      { type: 'maneuver.declared', side: 0, maneuver: 'hth-lunge', card: '6s' },
      { type: 'maneuver.passed', side: 1 },
      { type: 'declaration.finished', side: 0 },
      { type: 'register.revealed' },
    );
    expect(snap.context.attacker).toBe(1);
    expect(send(snap, { type: 'round.begun' }).context.attacker).toBe(1);
  });
});

describe('how the fight opens (Karmic, "Show Downs", "Charging", "Surprise")', () => {
  it("draws the show down's initiative from fast draw, one card without it, and combat training again after that", () => {
    // Devon: fast draw 1 (one card, 3♠); the soldier: combat training 0 but fast draw 2 (8♠ 2♠... a world deck has clubs too).
    let snap = start({
      fighters: fighters({ fastDraw: 1, combatTraining: 3 }, { fastDraw: 2 }),
      seed: 1,
      stacked: [['3s'], ['8c', '2c']],
      opening: { kind: 'show-down' },
    });
    expect(snap.context.narration[1]!.text).toMatch(/fast-draw check/);
    snap = send(snap, { type: 'initiative.drawn' });
    expect(snap.context.initiativeChecks[0]!.map((c) => c.cards.length)).toEqual([1, 2]);
    expect(snap.context.attacker).toBe(1);
    expect(snap.context.narration[0]!.text).toMatch(/Devon draws \+3 \(fast draw 1\).*Soldier draws \+8, \+2 \(fast draw 2\)/);
  });

  it('gives the charger the initiative, one maneuver each in the charge round, and 1 more maximum damage', () => {
    let snap = start({
      fighters: fighters({}, { hitPoints: 20 }),
      seed: 4,
      stacked: [
        ['Ks', '5s', '4s', '10s'],
        ['2h', '3h'],
      ],
      opening: { kind: 'charge', side: 0 },
    });
    expect(snap.matches({ round: 'holdingInitiative' })).toBe(true);
    expect(snap.context.attacker).toBe(0);
    expect(refuses(snap, { type: 'initiative.yielded' })).toBe(true);
    snap = send(
      snap,
      { type: 'hands.drawn' },
      { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: 'Ks' },
      { type: 'maneuver.passed', side: 1 },
    );
    // One maneuver each: declaring stops by itself.
    expect(snap.matches({ round: { resolving: 'turningOver' } })).toBe(true);
    snap = send(snap, { type: 'register.revealed' }, { type: 'hit.taken', side: 0 });
    // K♠ +3 hit, then 10♠: 13 + edge 1 = 14, capped at the sword's 4 + 1 for the charge.
    expect(snap.context.registers[0]!.outcome!.damage).toBe(5);
    snap = send(snap, { type: 'round.begun' });
    expect(snap.context.charge).toBeUndefined();
    expect(snap.context.attacker).toBe(0);
  });

  it('hands the initiative to the one charged when his weapon reaches further', () => {
    const snap = start({ fighters: fighters({}, { weapon: WEAPONS.spear! }), seed: 4, opening: { kind: 'charge', side: 0 } });
    expect(snap.context.attacker).toBe(1);
    expect(snap.context.narration.map((w) => w.text).join(' ')).toMatch(/spear reaches further/);
  });

  it('lets an untrained fighter taken by surprise answer nothing: one unanswered maneuver', () => {
    let snap = start({
      fighters: fighters({}, { combatTraining: 0 }),
      seed: 4,
      stacked: [
        ['5s', '4s', '3s'],
        ['10s', '9s'],
      ],
      opening: { kind: 'surprise', side: 0 },
    });
    expect(snap.context.surprised).toBe(1);
    snap = send(snap, { type: 'hands.drawn' }, { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: '5s' });
    // The soldier's slot is forced empty and declaring stops.
    expect(snap.context.registers[0]!.empty).toBe('forced');
    expect(snap.matches({ round: { resolving: 'turningOver' } })).toBe(true);
    snap = send(snap, { type: 'register.revealed' });
    expect(snap.context.registers[0]!.outcome!.success).toBe(true);
    snap = send(snap, { type: 'round.begun' });
    expect(snap.context.surprised).toBeUndefined();
  });

  it('lets a trained fighter see the surprise coming by beating the other\'s total (table ruling "The surprise check")', () => {
    const seen = send(
      start({
        fighters: fighters({ combatTraining: 1 }, { combatTraining: 1 }),
        seed: 4,
        stacked: [['3s'], ['6s']],
        opening: { kind: 'surprise', side: 0 },
      }),
      { type: 'initiative.drawn' },
    );
    expect(seen.context.surprised).toBeUndefined();
    expect(seen.context.attacker).toBe(1);
    // A tie is not enough: the surprise holds.
    const tie = send(
      start({
        fighters: fighters({ combatTraining: 1 }, { combatTraining: 1 }),
        seed: 4,
        stacked: [['3s'], ['3c']],
        opening: { kind: 'surprise', side: 0 },
      }),
      { type: 'initiative.drawn' },
    );
    expect(tie.context.surprised).toBe(1);
    expect(tie.context.attacker).toBe(0);
  });

  it("keeps a two-handed weapon's off hand empty even in a hand-made table", () => {
    const snap = send(
      start({
        fighters: fighters({ weapon: WEAPONS['great-axe']!, offHand: { kind: 'shield', weapon: WEAPONS['small-shield']!, skill: 3 } }),
        seed: 4,
        stacked: [['9s', '8s', '5s', '4s', '3s'], ['2h']],
      }),
      { type: 'initiative.drawn' },
      { type: 'hands.drawn' },
    );
    expect(refuses(snap, { type: 'maneuver.declared', side: 0, maneuver: 'shield-bash', card: '5s', hand: 'off' })).toBe(true);
  });
});

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

  it("starts a caught fighter held: no retreat or dodge until a chop at minus the limb's vitality frees him", () => {
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
