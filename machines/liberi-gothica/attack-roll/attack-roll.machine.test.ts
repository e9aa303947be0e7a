import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { defense } from '../attack.js';
import { attackRollMachine } from './attack-roll.machine.js';
import { restProblem } from './attack-roll.rest.js';
import { orderProblem } from './attack-roll.orders.js';
import { blowProblem } from './attack-roll.lethal-blow.js';
import { delayProblem, prepareProblem } from './attack-roll.delayed-and-prepared.js';
import { attackProblem, chargeProblem } from './attack-roll.attacks.js';
import { ramProblem } from './attack-roll.ram.js';
import { deflectProblem, moveProblem } from './attack-roll.turns.js';
import { loadedProblem, reloadProblem, reloading } from './attack-roll.reload.js';
import { defenseNow } from './attack-roll.fighters.js';
import { type AttackerInput, type AttackRollEvent, type AttackRollInput, type DefenderInput } from './attack-roll.context.js';
import { DEFAULT_ATTACKER_INPUT, DEFAULT_DEFENDER_INPUT } from './attack-roll.setup.js';

type Snap = SnapshotFrom<typeof attackRollMachine>;

function table(rolls: number[], a: Partial<AttackerInput> = {}, d: Partial<DefenderInput> = {}, distance = 5): AttackRollInput {
  return { seed: 3, rolls, attacker: { ...DEFAULT_ATTACKER_INPUT, ...a }, defender: { ...DEFAULT_DEFENDER_INPUT, ...d }, distance };
}

function play(input: AttackRollInput, events: readonly AttackRollEvent[]): Snap {
  let [snap] = initialTransition(attackRollMachine, input);
  for (const [i, e] of events.entries()) {
    if (!snap.can(e)) throw new Error(`step ${i + 1} refused: ${JSON.stringify(e)} in ${JSON.stringify(snap.value)}`);
    [snap] = transition(attackRollMachine, snap, e);
  }
  return snap;
}

const why = (s: Snap) => s.context.why.map((w) => w.text).join(' ');
/** The first fighter's rifle: actions put into its reload, and whether it is loaded. */
const rifleOf = (s: Snap) => ({ reloading: reloading(s.context, 'attacker'), loaded: s.context.sides.attacker.loaded });
const A_FIRST: AttackRollEvent = { type: 'round.begun', first: 'attacker' };
const D_FIRST: AttackRollEvent = { type: 'round.begun', first: 'defender' };
const ATTACK: AttackRollEvent = { type: 'attack.made', weapons: 'one' };
const ROLL: AttackRollEvent = { type: 'attack.rolled' };
const DAMAGE: AttackRollEvent = { type: 'damage.rolled' };
const END: AttackRollEvent = { type: 'turn.ended' };

describe('rounds and turns', () => {
  it('waits for the initiative cards before the first round', () => {
    const [snap] = initialTransition(attackRollMachine, table([]));
    expect(snap.value).toEqual({ fight: { turns: 'betweenRounds' } });
    expect(snap.context.round).toBe(0);
  });

  it('gives the side that acts first a turn of two actions', () => {
    expect(play(table([]), [A_FIRST]).context).toMatchObject({ round: 1, turn: 'attacker', actionsLeft: 2 });
    const d = play(table([]), [D_FIRST]);
    expect(d.value).toEqual({ fight: { turns: 'defenderTurn' } });
    expect(d.context.actionsLeft).toBe(2);
  });

  it('hands the turn to the other side, then ends the round when both have acted', () => {
    const snap = play(table([]), [A_FIRST, END]);
    expect(snap.context.turn).toBe('defender');
    expect(play(table([]), [A_FIRST, END, END]).value).toEqual({ fight: { turns: 'betweenRounds' } });
  });

  it('gives one action a turn at Life 0', () => {
    expect(play(table([], { life: 0 }), [A_FIRST]).context.actionsLeft).toBe(1);
    expect(play(table([], {}, { vitality: 0 }), [D_FIRST]).context.actionsLeft).toBe(1);
  });
});

describe('the attack roll', () => {
  it('reads 2d6 + Attack against base and total defense: 7 against base 7 is a miss and rolls no damage', () => {
    const snap = play(table([2, 2]), [A_FIRST, ATTACK, ROLL]);
    expect(snap.value).toEqual({ fight: { turns: 'attackerTurn' } });
    expect(snap.context.attacks[0]!.roll).toMatchObject({ result: 7, base: 7, total: 10, outcome: 'miss' });
    expect(why(snap)).toContain('4 rolled + 3 Attack = 7 against base defense 7 and total defense 10: a miss');
  });

  it('takes the best passive then the best active Reduction from a glancing blow', () => {
    const snap = play(table([3, 3, 4]), [A_FIRST, ATTACK, ROLL, DAMAGE]);
    // 1d6 4 + 2 (half Toughness 4) = 6, − 2 armour − 1 shield = 3.
    expect(snap.context.attacks[0]!.damage).toMatchObject({ dealt: 6, passive: 2, active: 1, lifeLost: 3 });
    expect(snap.context.defender.life).toBe(9);
  });

  it('takes no Reduction from a direct hit', () => {
    const snap = play(table([5, 5, 4]), [A_FIRST, ATTACK, ROLL, DAMAGE]);
    expect(snap.context.attacks[0]!.damage!.lifeLost).toBe(6);
  });

  it('refuses a melee attack out of reach, and a Move closes the distance by the mover’s speed (ruling: reach and who acts first)', () => {
    const far = play(table([], {}, {}, 40), [A_FIRST]);
    expect(attackProblem(far.context, 'one')).toMatch(/40 feet away, and a melee attack reaches 5/);
    expect(far.can(ATTACK)).toBe(false);
    const moved = play(table([], {}, {}, 40), [A_FIRST, { type: 'attacker.moved', direction: 'toward' }]);
    expect(moved.context.distance).toBe(10);
    expect(moved.context.actionsLeft).toBe(1);
  });

  it('lets a ranged attack reach any distance, adding half Athleticism (ruling: reach and who acts first)', () => {
    const snap = play(table([5, 5, 1], { reach: 'ranged', athleticism: 4 }, {}, 60), [A_FIRST, ATTACK, ROLL, DAMAGE]);
    expect(snap.context.attacks[0]!.damage!.dealt).toBe(3);
  });

  it('refuses a weapon too heavy for the wielder', () => {
    const turn = play(table([], { toughness: 2 }), [A_FIRST]);
    expect(attackProblem(turn.context, 'one')).toMatch(/needs Toughness 3/);
    expect(turn.can(ATTACK)).toBe(false);
  });
});

describe('charge', () => {
  it('costs both actions, covers the gap in a straight line and adds +2 to the roll (ruling: a charge costs its Move and its Attack)', () => {
    const snap = play(table([3, 3, 1], {}, {}, 30), [A_FIRST, { type: 'charge.made', weapons: 'one' }, ROLL]);
    expect(snap.context.distance).toBe(5);
    expect(snap.context.actionsLeft).toBe(0);
    expect(snap.context.current!.roll!.terms).toContainEqual({ label: 'charge', value: 2 });
    expect(snap.context.current!.roll!.result).toBe(11);
  });

  it('is refused with one action left, within reach, or beyond one Move (ruling: what a Charge and a multiple-weapon attack cost)', () => {
    const oneLeft = play(table([], {}, {}, 40), [A_FIRST, { type: 'attacker.moved', direction: 'away' }]);
    expect(chargeProblem(oneLeft.context, 'one')).toMatch(/both actions/);
    expect(chargeProblem(play(table([]), [A_FIRST]).context, 'one')).toMatch(/already within reach/);
    expect(chargeProblem(play(table([], {}, {}, 36), [A_FIRST]).context, 'one')).toMatch(/one Move covers 30 feet, not the 31/);
  });
});

describe('multiple weapon fighting (ruling: what a Charge and a multiple-weapon attack cost)', () => {
  const two = { weapons: ['large', 'small'] as const };

  it('attacks with every weapon as one action, each at −4', () => {
    const snap = play(table([5, 5, 1, 6, 6, 1], two), [A_FIRST, { type: 'attack.made', weapons: 'all' }, ROLL, DAMAGE, ROLL, DAMAGE]);
    const [first, second] = snap.context.attacks;
    expect(first!.roll!.terms).toContainEqual({ label: 'extra weapons', value: -4 });
    expect(second!.roll!.result).toBe(12 + 3 - 4);
    expect(snap.context.actionsLeft).toBe(1);
  });

  it('keeps the −4 on every attack that round, and drops it the next', () => {
    const snap = play(table([5, 5, 1, 6, 6, 1, 5, 5, 1], two), [
      A_FIRST,
      { type: 'attack.made', weapons: 'all' },
      ROLL,
      DAMAGE,
      ROLL,
      DAMAGE,
      ATTACK,
      ROLL,
    ]);
    expect(snap.context.attacks.at(-1)!.roll!.terms).toContainEqual({ label: 'extra weapons', value: -4 });
    const later = play(table([5, 5, 1, 6, 6, 1, 5, 5], two), [
      A_FIRST,
      { type: 'attack.made', weapons: 'all' },
      ROLL,
      DAMAGE,
      ROLL,
      DAMAGE,
      END,
      END,
      A_FIRST,
      ATTACK,
      ROLL,
    ]);
    expect(later.context.current!.roll!.terms.map((t) => t.label)).not.toContain('extra weapons');
  });
});

describe('defending and deflecting', () => {
  it('raises base defense by 2 until the defender’s next turn', () => {
    const snap = play(table([]), [D_FIRST, { type: 'defense.readied' }, END]);
    expect(defenseNow(snap.context, 'defender')).toMatchObject({ base: 9, total: 12 });
    const next = play(table([]), [D_FIRST, { type: 'defense.readied' }, END, END, D_FIRST]);
    expect(defenseNow(next.context, 'defender').base).toBe(7);
  });

  it('turns a glancing blow aside entirely while a deflection is ready, and rolls no damage', () => {
    const snap = play(table([3, 3]), [D_FIRST, { type: 'deflection.prepared' }, END, ATTACK, ROLL]);
    expect(snap.context.attacks[0]!.roll).toMatchObject({ outcome: 'glancing', deflected: true });
    expect(snap.context.defender.life).toBe(12);
    expect(snap.value).toEqual({ fight: { turns: 'attackerTurn' } });
  });

  it('lets a direct hit through a deflection', () => {
    const snap = play(table([6, 5, 2]), [D_FIRST, { type: 'deflection.prepared' }, END, ATTACK, ROLL, DAMAGE]);
    expect(snap.context.attacks[0]!.damage!.lifeLost).toBe(4);
  });

  it('keeps the deflection to the round it was readied in (Table ruling: how long a deflection lasts)', () => {
    const snap = play(table([3, 3, 2]), [D_FIRST, { type: 'deflection.prepared' }, END, END, A_FIRST, ATTACK, ROLL, DAMAGE]);
    expect(snap.context.attacks[0]!.roll!.deflected).toBe(false);
    expect(snap.context.attacks[0]!.damage!.lifeLost).toBe(1);
  });

  it('needs an active defense the defender can use', () => {
    const bare = play(table([], {}, { defenses: [defense('passive', 2)] }), [D_FIRST]);
    expect(deflectProblem(bare.context)).toMatch(/no active defense/);
  });
});

describe('surprise', () => {
  it('takes the shield’s Protection away until the defender’s first turn begins (Table ruling: how long surprise lasts)', () => {
    const surprised = play(table([]), []);
    expect(defenseNow(play(table([], {}, { awareness: 'surprised' }), [A_FIRST]).context, 'defender').total).toBe(9);
    expect(defenseNow(surprised.context, 'defender').total).toBe(10);
    expect(defenseNow(play(table([], {}, { awareness: 'surprised' }), [A_FIRST, END]).context, 'defender').total).toBe(10);
  });
});

describe('crippling wounds', () => {
  it('rolls the wound after the damage when the attack beats total defense by 5', () => {
    const snap = play(table([6, 6, 1]), [A_FIRST, ATTACK, ROLL, DAMAGE]);
    expect(snap.value).toEqual({ fight: { resolving: 'woundRoll' } });
  });

  it('throws the target back 10 feet on a 4–6 to the torso', () => {
    const snap = play(table([6, 6, 2, 1]), [A_FIRST, ATTACK, ROLL, DAMAGE, { type: 'wound.rolled' }]);
    expect(snap.context.attacks[0]!.wound).toMatchObject({ location: 'torso', name: 'Thrown back' });
    expect(snap.context.distance).toBe(15);
  });

  it('winds the target on 3 or less to the torso: it loses its next turn', () => {
    // 1 on 1d6 + 1 (half Toughness 3) = 2 damage, the first band; 2 on the location die: the torso.
    const winded = play(table([6, 6, 1, 2], { toughness: 3 }), [A_FIRST, ATTACK, ROLL, DAMAGE, { type: 'wound.rolled' }, END]);
    expect(winded.context.attacks[0]!.wound!.name).toBe('Winded');
    expect(winded.context.actionsLeft).toBe(0);
    expect(why(winded)).toContain('winded and loses this turn');
  });

  it('bleeds organ damage at the start of each of the victim’s turns, and the bleeding can kill', () => {
    // 6 + 2 = 8: minor organ damage, −1 a turn.
    const bleeding = play(table([6, 6, 6, 1], {}, { life: 9 }), [A_FIRST, ATTACK, ROLL, DAMAGE, { type: 'wound.rolled' }, END]);
    expect(bleeding.context.defender.life).toBe(0);
    const dying = play(table([6, 6, 6, 1], {}, { life: 5, maxLife: 12, toughness: 3 }), [
      A_FIRST,
      ATTACK,
      ROLL,
      DAMAGE,
      { type: 'wound.rolled' },
      END,
    ]);
    // 5 − 8 = −3, unconscious; its turn begins with a bleed of 1: −4 is below −3.
    expect(dying.value).toBe('dead');
    expect(dying.context.deathCause).toMatch(/below −3/);
  });

  it('kills outright with a decapitation', () => {
    const snap = play(table([6, 6, 6, 6, 6], { weapons: ['massive'], toughness: 8 }, { life: 40 }), [
      A_FIRST,
      ATTACK,
      ROLL,
      DAMAGE,
      { type: 'wound.rolled' },
    ]);
    expect(snap.value).toBe('dead');
    expect(snap.context.deathCause).toBe('decapitated');
  });
});

describe('lethal blow (ruling: a lethal blow needs no roll)', () => {
  const BLOW: AttackRollEvent = { type: 'blow.struck', location: 'legs', side: null, wound: 'as-dealt', fatal: false };

  it('is refused against an aware target free to move', () => {
    const snap = play(table([]), [A_FIRST]);
    expect(blowProblem(snap.context, 'legs', null, 'as-dealt', false)).toMatch(/immobile, surprised or helpless/);
    expect(snap.can(BLOW)).toBe(false);
  });

  it('deals the weapon’s maximum and the wound of the attacker’s choice, no roll, both actions', () => {
    const snap = play(table([1], {}, { awareness: 'helpless', life: 20 }), [A_FIRST, BLOW]);
    // 6 on 1d6 + 2: the 7–9 band of the legs chart.
    expect(snap.context.attacks[0]!.damage!.dealt).toBe(8);
    expect(snap.context.attacks[0]!.wound).toMatchObject({ location: 'legs', name: 'Broken', chosen: true });
    expect(snap.context.actionsLeft).toBe(0);
    expect(snap.context.defender.life).toBe(12);
  });

  it('asks for an Endure check when meant to be fatal, and a failed one kills', () => {
    const input = table([1, 1, 1, 1], {}, { immobile: true, life: 20 });
    const asked = play(input, [A_FIRST, { type: 'blow.struck', location: 'arms', side: null, wound: 'as-dealt', fatal: true }]);
    expect(asked.value).toEqual({ fight: { resolving: 'endureCheck' } });
    expect(
      play(input, [
        A_FIRST,
        { type: 'blow.struck', location: 'arms', side: null, wound: 'as-dealt', fatal: true },
        { type: 'endure.checked', passed: false },
      ]).value,
    ).toBe('dead');
    const lived = play(input, [
      A_FIRST,
      { type: 'blow.struck', location: 'arms', side: null, wound: 'as-dealt', fatal: true },
      { type: 'endure.checked', passed: true },
    ]);
    expect(lived.value).toEqual({ fight: { turns: 'attackerTurn' } });
  });
});

describe('ramming (ruling: a ram in play)', () => {
  const RAM: AttackRollEvent = { type: 'ram.made' };

  it('moves into the target’s square with both actions and rolls a step per 50 feet at size 0', () => {
    const snap = play(table([5, 5, 4], {}, { life: 20 }, 60), [A_FIRST, RAM, ROLL, DAMAGE]);
    expect(snap.context.distance).toBe(0);
    expect(snap.context.attacks[0]!.damage).toMatchObject({ steps: [4], dealt: 4, rammerTakes: 2 });
  });

  it('gives the rammer half the damage rolled, rounded down', () => {
    const snap = play(table([6, 5, 5, 3, 3], { size: 1 }, { life: 20 }, 80), [A_FIRST, RAM, ROLL, DAMAGE]);
    expect(snap.context.attacks[0]!.damage).toMatchObject({ steps: [5, 3], rammerTakes: 4 });
    expect(snap.context.attacker.life).toBe(8);
  });

  it('covers at most a double move', () => {
    expect(ramProblem(play(table([], {}, {}, 61), [A_FIRST]).context)).toMatch(/double move, 60 feet/);
  });
});

describe('delay and prepare (ruling: delayed and prepared attacks between two fighters)', () => {
  it('holds one action back for later in the round, leaving one for the turn', () => {
    const snap = play(table([]), [A_FIRST, { type: 'action.delayed' }]);
    expect(snap.context).toMatchObject({ sides: { attacker: { delayed: true } }, actionsLeft: 1 });
    expect(delayProblem(snap.context)).toMatch(/only one/);
  });

  it('cannot delay when no one else acts later in the round', () => {
    expect(delayProblem(play(table([]), [D_FIRST, END]).context)).toMatch(/already acted this round/);
  });

  it('takes the delayed attack between turns, before the round ends', () => {
    const snap = play(table([5, 5, 2]), [
      A_FIRST,
      { type: 'action.delayed' },
      END,
      END,
      { type: 'delayed.taken', weapons: 'one' },
      ROLL,
      DAMAGE,
    ]);
    expect(snap.value).toEqual({ fight: { turns: 'betweenRounds' } });
    expect(snap.context.attacks[0]!.how).toBe('delayed');
    expect(snap.context.sides.attacker.delayed).toBe(false);
  });

  it('loses an unused delayed action when the next round begins', () => {
    const snap = play(table([]), [A_FIRST, { type: 'action.delayed' }, END, END, A_FIRST]);
    expect(snap.context.sides.attacker.delayed).toBe(false);
    expect(why(snap)).toContain("Bram's delayed action was never used");
  });

  it('sets a prepared attack off as the defender comes within reach, then goes on with the defender’s turn', () => {
    const input = table([5, 5, 2], {}, {}, 30);
    const snap = play(input, [
      A_FIRST,
      { type: 'action.prepared', action: 'attack' },
      { type: 'action.prepared', action: 'attack' },
      END,
      { type: 'defender.moved', direction: 'toward' },
    ]);
    expect(snap.value).toEqual({ fight: { resolving: 'attackRoll' } });
    expect(snap.context.queue).toHaveLength(2);
    const back = play(table([5, 5, 2, 1, 1], {}, {}, 30), [
      A_FIRST,
      { type: 'action.prepared', action: 'attack' },
      { type: 'action.prepared', action: 'attack' },
      END,
      { type: 'defender.moved', direction: 'toward' },
      ROLL,
      DAMAGE,
      ROLL,
    ]);
    expect(back.value).toEqual({ fight: { turns: 'defenderTurn' } });
    expect(back.context.actionsLeft).toBe(1);
  });
});

describe('falling', () => {
  it('leaves an unconscious defender no actions', () => {
    const snap = play(table([6, 5, 6], {}, { life: 5 }), [A_FIRST, ATTACK, ROLL, DAMAGE, END]);
    expect(snap.context.defender.life).toBe(-3);
    expect(snap.value).toEqual({ fight: { turns: 'defenderTurn' } });
    expect(snap.context.actionsLeft).toBe(0);
    expect(moveProblem(snap.context, 'defender', 'away')).toMatch(/no actions/);
  });

  it('lets a minion’s order lapse when it falls unconscious', () => {
    const snap = play(table([6, 5, 6], {}, { life: 5, kind: 'minion' }), [A_FIRST, ATTACK, ROLL, DAMAGE]);
    expect(snap.context.sides.defender.orderLapsed).toBe(true);
    expect(why(snap)).toContain('can no longer follow its order');
  });

  it('ends the fight in death when Life falls below minus Toughness', () => {
    const snap = play(table([6, 5, 6], {}, { life: 4, toughness: 3 }), [A_FIRST, ATTACK, ROLL, DAMAGE]);
    expect(snap.value).toBe('dead');
    expect(snap.context.fallen).toBe('defender');
  });
});

describe("resting (ruling: the rest's clock)", () => {
  const WOUNDED = [6, 6, 6, 1];
  const FIGHT: AttackRollEvent[] = [A_FIRST, ATTACK, ROLL, DAMAGE, { type: 'wound.rolled' }, END, END, { type: 'fight.ended' }];

  it('refuses rest while organ damage bleeds, until Treatment stops it', () => {
    const snap = play(table(WOUNDED, {}, { life: 12 }), FIGHT);
    expect(snap.value).toBe('resting');
    expect(restProblem(snap.context, 4)).toMatch(/needs Treatment/);
    const treated = play(table(WOUNDED, {}, { life: 12 }), [...FIGHT, { type: 'treatment.given', wound: 0, passed: true }]);
    expect(restProblem(treated.context, 4)).toBeUndefined();
  });

  it('bleeds the victim while a failed Treatment is tried again', () => {
    const snap = play(table(WOUNDED, {}, { life: 12 }), [...FIGHT, { type: 'treatment.given', wound: 0, passed: false }]);
    expect(snap.context.defender.life).toBe(12 - 8 - 1 - 1);
  });

  it('heals a creature without a Foci by its Toughness at the end of each day', () => {
    const input = table([5, 5, 4], {}, { life: 12, toughness: 3 });
    const hit = [A_FIRST, ATTACK, ROLL, DAMAGE, END, END, { type: 'fight.ended' } as const];
    expect(play(input, hit).context.defender.life).toBe(6);
    expect(play(input, [...hit, { type: 'time.passed', hours: 4 }]).context.defender.life).toBe(6);
    expect(play(input, [...hit, { type: 'time.passed', hours: 24 }]).context.defender.life).toBe(9);
  });

  it('heals a Liberi every four hours through its Foci, half Toughness rounded up then down', () => {
    const input = table([5, 5, 4], {}, { life: 12, toughness: 3, kind: 'liberi' });
    const hit = [A_FIRST, ATTACK, ROLL, DAMAGE, END, END, { type: 'fight.ended' } as const];
    expect(play(input, [...hit, { type: 'time.passed', hours: 4 }]).context.defender.life).toBe(8);
    expect(play(input, [...hit, { type: 'time.passed', hours: 4 }, { type: 'time.passed', hours: 4 }]).context.defender.life).toBe(9);
  });

  it('is healed once Life is full and every wound has run its course', () => {
    const snap = play(table([5, 5, 4], {}, { life: 12, toughness: 3, kind: 'liberi' }), [
      A_FIRST,
      ATTACK,
      ROLL,
      DAMAGE,
      END,
      END,
      { type: 'fight.ended' },
      { type: 'time.passed', hours: 24 },
    ]);
    expect(snap.value).toBe('healed');
  });
});

describe('orders to minions (Command)', () => {
  const ZOMBIES = { minions: { count: 3, knowledge: 2 } };
  const order = (sentences: number): AttackRollEvent => ({ type: 'order.given', sentences, groups: [0] });

  it('gives the minions an order for one action, which they follow for as long as they can', () => {
    const s = play(table([], ZOMBIES), [A_FIRST, order(2)]);
    expect(s.context.actionsLeft).toBe(1);
    expect(s.context.sides.attacker.minionOrders).toEqual([{ sentences: 2, round: 1 }]);
    expect(s.value).toEqual({ fight: { turns: 'attackerTurn' } });
    expect(why(s)).toContain('Bram gives the 3 minions an order of 2 sentences (Command: 1 action; 1 left).');
    expect(s.context.why.every((w) => w.rule?.section === 'controlling-minions')).toBe(true);
  });

  it('is followed when it has no more sentences than the minions have Knowledge', () => {
    expect(orderProblem(play(table([], ZOMBIES), [A_FIRST]).context, 2)).toBeUndefined();
  });

  it('refuses an order of one sentence more than their Knowledge, which they would not understand (ruling: an order too long for the minions)', () => {
    const s = play(table([], ZOMBIES), [A_FIRST]);
    expect(s.can(order(3))).toBe(false);
    expect(orderProblem(s.context, 3)).toBe(
      'minions with Knowledge 2 grasp 2 sentences: an order of 3 would be neither understood nor followed',
    );
  });

  it('refuses every order to minions of Knowledge 0 or less (ruling: an order too long for the minions)', () => {
    const s = play(table([], { minions: { count: 1, knowledge: 0 } }), [A_FIRST]);
    expect(s.can(order(1))).toBe(false);
    expect(orderProblem(s.context, 1)).toBe('minions with Knowledge 0 understand no order at all');
  });

  it('costs another action for a different order, so a turn of two holds two orders and no third', () => {
    const s = play(table([], ZOMBIES), [A_FIRST, order(1), order(2)]);
    expect(s.context.actionsLeft).toBe(0);
    expect(s.context.sides.attacker.minionOrders).toEqual([{ sentences: 2, round: 1 }]);
    expect(why(s)).toContain('in place of the last one');
    expect(s.can(order(1))).toBe(false);
    expect(orderProblem(s.context, 1)).toBe('no actions are left this turn');
  });

  it('keeps the order standing into later rounds without another action', () => {
    const s = play(table([], ZOMBIES), [A_FIRST, order(1), END, END, A_FIRST]);
    expect(s.context).toMatchObject({ round: 2, actionsLeft: 2, sides: { attacker: { minionOrders: [{ sentences: 1, round: 1 }] } } });
  });

  it("is given only in the attacker's own turn, and only by an attacker with minions", () => {
    expect(play(table([], ZOMBIES), [D_FIRST]).can(order(1))).toBe(false);
    const none = play(table([]), [A_FIRST]);
    expect(none.can(order(1))).toBe(false);
    expect(orderProblem(none.context, 1)).toBe('Bram has no minions to command');
  });

  it('refuses an order that is not a whole number of sentences from 1', () => {
    const s = play(table([], ZOMBIES), [A_FIRST]);
    for (const n of [0, -1, 1.5, Number.NaN, 7]) expect(orderProblem(s.context, n), String(n)).toBe('an order here is 1 to 6 sentences');
    expect(orderProblem(s.context, '1')).toBe('an order here is 1 to 6 sentences');
  });
});

describe('a weapon that must be reloaded: a continuous action', () => {
  const RELOAD: AttackRollEvent = { type: 'reload.worked' };
  const MOVE_AWAY: AttackRollEvent = { type: 'attacker.moved', direction: 'away' };
  const rifle = (loaded: boolean, rolls: number[] = []) =>
    table(rolls, { reach: 'ranged', weapons: ['medium'], reload: { actions: 4, loaded } }, {}, 40);
  /** A whole round: the attacker's actions, then the defender's turn passes. */
  const round = (...actions: AttackRollEvent[]) => [A_FIRST, ...actions, END, END];

  it('may not fire unloaded, and says how long the reload is', () => {
    const s = play(rifle(false), [A_FIRST]);
    expect(s.can(ATTACK)).toBe(false);
    expect(attackProblem(s.context, 'one')).toBe('the weapon is not loaded: a reload takes 4 actions');
    expect(prepareProblem(s.context)).toBe('the weapon is not loaded: a reload takes 4 actions');
  });

  it('takes one action per reload step, and is loaded after the last of them', () => {
    const s = play(rifle(false), [...round(RELOAD, RELOAD), ...round(RELOAD), A_FIRST]);
    expect(rifleOf(s)).toEqual({ reloading: 3, loaded: false });
    expect(attackProblem(s.context, 'one')).toBe('the weapon is not loaded: a reload takes 4 actions, 3 done so far');
    const loaded = play(rifle(false), [...round(RELOAD, RELOAD), ...round(RELOAD), A_FIRST, RELOAD]);
    expect(rifleOf(loaded)).toEqual({ reloading: 0, loaded: true });
    expect(loaded.context.actionsLeft).toBe(1);
    expect(loaded.can(ATTACK)).toBe(true);
  });

  it('keeps a partial reload across turns as long as each turn gives it at least one action', () => {
    const s = play(rifle(false), [...round(RELOAD), ...round(MOVE_AWAY, RELOAD), ...round(RELOAD, MOVE_AWAY)]);
    expect(rifleOf(s).reloading).toBe(3);
    expect(s.context.log.join(' ')).not.toMatch(/starts again from nothing/);
  });

  it('loses a partial reload when a whole turn passes with no action on it (ruling: when a skipped continuous action is lost)', () => {
    const s = play(rifle(false), [...round(RELOAD, RELOAD), A_FIRST, MOVE_AWAY, END]);
    expect(rifleOf(s).reloading).toBe(0);
    expect(rifleOf(s).loaded).toBe(false);
    expect(why(s)).toContain(
      'Bram ends the turn without working the reload: the 2 actions put into it are lost, and it starts again from nothing.',
    );
    expect(s.context.why.map((w) => w.rule?.section)).toEqual(
      expect.arrayContaining(['when-a-skipped-continuous-action-is-lost', 'continuous-actions']),
    );
  });

  it('counts beginning the reload this turn as an action on it (ruling: when a skipped continuous action is lost)', () => {
    const s = play(rifle(false), [A_FIRST, MOVE_AWAY, RELOAD, END]);
    expect(rifleOf(s).reloading).toBe(1);
  });

  it('loses it even when the skipped turn was spent on nothing at all', () => {
    const s = play(rifle(false), [...round(RELOAD), A_FIRST, END]);
    expect(rifleOf(s).reloading).toBe(0);
    expect(why(s)).toContain('the 1 action put into it is lost');
  });

  it('fires once loaded, which empties it again (ruling: a loaded weapon holds one shot)', () => {
    const s = play(rifle(true), [A_FIRST, ATTACK]);
    expect(rifleOf(s).loaded).toBe(false);
    expect(why(s)).toContain('The shot empties the weapon: 4 actions of reloading before it fires again.');
    expect(s.context.why.at(-1)!.rule?.section).toBe('a-loaded-weapon-holds-one-shot');
  });

  it('refuses a reload when the weapon is loaded, when no action is left, and for a weapon that needs none', () => {
    expect(reloadProblem(play(rifle(true), [A_FIRST]).context)).toBe('the weapon is already loaded');
    expect(reloadProblem(play(rifle(false), [A_FIRST, RELOAD, RELOAD]).context)).toBe('no actions are left this turn');
    const plain = play(table([]), [A_FIRST]);
    expect(reloadProblem(plain.context)).toBe("Bram's weapon needs no reloading");
    expect(plain.can({ type: 'reload.worked' })).toBe(false);
    expect(play(rifle(false), [A_FIRST, END]).can(RELOAD)).toBe(false);
  });

  it('holds its one shot for a prepared attack: no second prepared attack, no other shot meanwhile (ruling: a loaded weapon holds one shot)', () => {
    const s = play(rifle(true), [A_FIRST, { type: 'action.prepared', action: 'attack' }]);
    expect(loadedProblem(s.context, 'attacker')).toBe('the one loaded shot is held for the prepared attack');
    expect(s.can(ATTACK)).toBe(false);
    expect(s.can({ type: 'action.prepared', action: 'attack' })).toBe(false);
  });

  it('needs a loaded weapon for the shot held back by a delayed action too', () => {
    const s = play(rifle(false), [A_FIRST, { type: 'action.delayed' }, END, END]);
    expect(s.can({ type: 'delayed.taken', weapons: 'one' })).toBe(false);
  });
});

describe('fixed rolls that do not fit', () => {
  it('sets them aside and rolls from the seed, saying so', () => {
    // A 5 cannot be a face of the d3 a Small weapon rolls.
    const snap = play(table([5, 5, 5], { weapons: ['small'] }, { life: 20 }), [A_FIRST, ATTACK, ROLL, DAMAGE]);
    expect(why(snap)).toContain('did not fit these dice');
    expect(snap.context.chance.fixedRolls).toEqual([]);
    expect(snap.context.attacks[0]!.damage!.faces[0]).toBeLessThanOrEqual(3);
  });
});
