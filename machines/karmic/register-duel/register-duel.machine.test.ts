import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { registerDuelMachine } from './register-duel.machine.js';
import { type RegisterDuelEvent, type RegisterDuelInput } from './register-duel.context.js';
import { BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS } from './register-duel.examples.js';
import { DEFAULT_FIGHTERS, parseRegisterDuelSetup } from './register-duel.setup.js';
import { chooseMove } from './register-duel.opponent.js';
import { DUEL_KIT } from './register-duel.kit.js';
import { WEAPONS } from '../melee-weapons.js';
import { start, send, refuses, fighters } from './register-duel.testing.js';

describe('initiative', () => {
  it('makes the higher total the attacker, willpower included', () => {
    const snap = send(start({ fighters: fighters({ combatTraining: 1 }, { willpower: 3 }), seed: 1, stacked: [['5s'], ['3s']] }), {
      type: 'initiative.drawn',
    });
    expect(snap.context.initiativeChecks[0]!.map((c) => c.total)).toEqual([5, 6]);
    expect(snap.context.attacker).toBe(1);
  });

  it('has both draw again on a tie (ruling: ties on the initiative check)', () => {
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

  it('counts a hand of only a joker as 0 and never hits (ruling: the initiative check)', () => {
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

  it('lets the attacker hesitate whenever it is his turn to open a register (table ruling "When the duel lets you hesitate") (ruling: when the duel lets you hesitate)', () => {
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

  it('keeps every register laid before a hesitation as laid, and the new attacker opens the next one (table ruling "When the duel lets you hesitate") (ruling: when the duel lets you hesitate)', () => {
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

  it('stops declaring when an immediate maneuver is answered, resolves, and lets the attacker go on (ruling: declaration stops after the answer) (ruling: numbering after an early stop)', () => {
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

  it("loses the defender's unplayed cards at the end of the turn (ruling: leaving a register empty)", () => {
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
  it('asks the attacker first about a hit, then the defender who has seen it (ruling: hits on reveal)', () => {
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

  it("lets the GM's value stand for a joker drawn by a hit, the hit card beneath it still counting (ruling: a joker in a register)", () => {
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

  it('gives each fighter 8 hit points unless set (ruling: out of the fight)', () => {
    expect(DEFAULT_FIGHTERS.map((f) => f.hitPoints)).toEqual([8, 8]);
    expect(parseRegisterDuelSetup({ 'b-hit-points': '3' }).input.fighters[1].hitPoints).toBe(3);
  });

  it('ends combat when a fighter is out, leaving the later registers unused (ruling: out of the fight)', () => {
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
