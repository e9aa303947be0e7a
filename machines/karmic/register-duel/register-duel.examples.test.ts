import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition, type SnapshotFrom } from 'xstate';
import { registerDuelMachine } from './register-duel.machine.js';
import { type RegisterDuelEvent, type RegisterDuelInput } from './register-duel.context.js';
import { declarationProblem } from '../melee/declarations.js';
import { handSize } from '../melee/fighters.js';
import { maneuverLimits } from '../melee-weapons.js';
import { viewOf } from './register-duel.steps.js';
import {
  AXE_AND_PONIARD_EVENTS,
  AXE_AND_PONIARD_EXAMPLE,
  BOOK_EXAMPLE,
  BOOK_EXAMPLE_EVENTS,
  CHANGING_WEAPONS_EVENTS,
  CHANGING_WEAPONS_EXAMPLE,
} from './register-duel.examples.js';

type Snap = SnapshotFrom<typeof registerDuelMachine>;

function play(input: RegisterDuelInput, events: readonly RegisterDuelEvent[]): Snap {
  let [snap] = initialTransition(registerDuelMachine, input);
  for (const [i, e] of events.entries()) {
    if (!snap.can(e)) throw new Error(`step ${i + 1} refused: ${JSON.stringify(e)} in ${JSON.stringify(snap.value)}`);
    [snap] = transition(registerDuelMachine, snap, e);
  }
  return snap;
}

const narration = (snap: Snap) => snap.context.narration.map((w) => w.text).join(' ');

describe("the book's example: Devon against the soldier", () => {
  it("1. gives Devon the initiative, +2 against −4, from combat training 2 (ruling: the example's missing numbers)", () => {
    const snap = play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS.slice(0, 1));
    const [devon, soldier] = snap.context.initiativeChecks[0]!;
    expect(devon.total).toBe(2);
    expect(soldier.total).toBe(-4);
    expect(soldier.cards).toHaveLength(1);
    expect(snap.context.attacker).toBe(0);
    expect(snap.matches({ round: 'holdingInitiative' })).toBe(true);
    expect(narration(snap)).toContain(
      'Devon draws +2, −3 (combat training 2): 2 card = 2; Soldier draws −4 (untrained: a willpower check, one card): −4 card = −4.',
    );
  });

  it('2. deals Devon +3 (hit), −2, +10 and the soldier −2 (hit), +5', () => {
    const snap = play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS.slice(0, 2));
    expect(snap.context.hands[0]).toEqual(['Ks', '2h', '10s']);
    expect(snap.context.hands[1]).toEqual(['Qh', '5s']);
    expect(narration(snap)).toContain('Devon draws 3 (sword skill 3), Soldier draws 2 (sword skill 2)');
  });

  it('3. stops declaring after the disarm, with the soldier out of cards and the third register empty on his side', () => {
    const snap = play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS.slice(0, 7));
    expect(snap.matches({ round: { resolving: 'turningOver' } })).toBe(true);
    const regs = snap.context.registers;
    expect(regs.map((r) => [r.attack.maneuver, r.defence?.maneuver])).toEqual([
      ['attack', 'parry'],
      ['attack', 'parry'],
      ['disarming-attack', undefined],
    ]);
    expect(regs[2]!.answered).toBe(true);
    expect(narration(snap)).toContain('Soldier has nothing that could answer it, so register 3 stays empty on that side.');
  });

  it('4. resolves register 1 at −1: a +5 parry against +3 card +1 modifiers', () => {
    const snap = play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS.slice(0, 9));
    const o = snap.context.registers[0]!.outcome!;
    expect(o.defenceTotal).toBe(5);
    expect(o.defenceArithmetic).toBe('5 card = 5 parry');
    expect(o.attackTotal).toBe(-1);
    expect(o.arithmetic).toBe('3 card + 1 modifiers − 5 parry = −1: miss');
    expect(narration(snap)).toContain("Register 1, Devon's attack: 3 card + 1 modifiers − 5 parry = −1: miss.");
  });

  it('4. resolves register 2 at −1: the soldier stands on −2, which takes nothing off', () => {
    const snap = play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS.slice(0, 11));
    const o = snap.context.registers[1]!.outcome!;
    expect(o.defenceTotal).toBe(-2);
    expect(o.attackTotal).toBe(-1);
    expect(o.arithmetic).toBe("−2 card + 1 modifiers = −1: miss (the parry's −2 is not positive, so it takes nothing off)");
  });

  it('4. resolves register 3 at +6: the disarm succeeds, the fight goes on and the round is over', () => {
    const snap = play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS);
    const o = snap.context.registers[2]!.outcome!;
    expect(o.attackTotal).toBe(6);
    expect(o.success).toBe(true);
    expect(o.arithmetic).toBe('10 card + 1 modifiers − 5 difficulty = 6: disarmed (unopposed)');
    expect(snap.context.disarmed).toEqual([false, true]);
    expect(snap.context.damage).toEqual([0, 0]);
    // Devon steps in and the soldier, with no card, takes no step back (table ruling "An empty register").
    expect([o.rangeBefore, snap.context.range]).toEqual([1, 0]);
    // "This doesn't necessarily end the combat, but the round is over."
    expect(snap.context.ended).toBeUndefined();
    expect(snap.matches({ round: 'turnOver' })).toBe(true);
  });

  it('keeps the initiative with Devon into the next round', () => {
    const [snap] = transition(registerDuelMachine, play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS), { type: 'round.begun' });
    expect(snap.matches({ round: 'holdingInitiative' })).toBe(true);
    expect(snap.context.attacker).toBe(0);
    expect(snap.context.round).toBe(2);
  });

  it('runs the same through a live actor as through pure transitions', () => {
    const actor = createActor(registerDuelMachine, { input: BOOK_EXAMPLE }).start();
    for (const e of BOOK_EXAMPLE_EVENTS) actor.send(e);
    expect(actor.getSnapshot().context).toEqual(play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS).context);
    actor.stop();
  });
});

describe("the book's example: Devon's medium axe and poniard", () => {
  it("draws 4 cards, the axe skill being the lower of 4 and 6 (ruling: the example's lower skill)", () => {
    const devon = AXE_AND_PONIARD_EXAMPLE.fighters[0];
    expect(handSize(devon)).toBe(4);
    const snap = play(AXE_AND_PONIARD_EXAMPLE, AXE_AND_PONIARD_EVENTS.slice(0, 2));
    expect(snap.context.hands[0]).toHaveLength(4);
    expect(narration(snap)).toContain('Devon draws 4 (the lower of medium axe 4 and poniard 6)');
  });

  it('allows 4 maneuvers in all, no more than 2 with the axe and 3 with the poniard', () => {
    const devon = AXE_AND_PONIARD_EXAMPLE.fighters[0];
    expect(maneuverLimits(devon.weapon, devon.offHand)).toEqual({ total: 4, main: 2, off: 3 });
  });

  it('attacks twice with the axe; a third axe maneuver is refused', () => {
    const snap = play(AXE_AND_PONIARD_EXAMPLE, AXE_AND_PONIARD_EVENTS.slice(0, 6));
    const devonsMoves = snap.context.registers.map((r) => [r.attack.maneuver, r.attack.hand]);
    expect(devonsMoves).toEqual([
      ['attack', 'main'],
      ['attack', 'main'],
    ]);
    expect(
      declarationProblem(
        { ...viewOf(snap.context), attacker: 1 },
        { side: 0, maneuver: 'parry', hand: 'main', holdGround: false, location: 'torso' },
      ),
    ).toBe('the medium axe allows 2 maneuvers');
  });

  it('after the opponent seizes the initiative, parries twice with the poniard, 4 maneuvers in all', () => {
    const seized = play(AXE_AND_PONIARD_EXAMPLE, AXE_AND_PONIARD_EVENTS.slice(0, 8));
    expect(seized.context.registers[1]!.outcome!.effects).toContain('seize');
    expect(seized.context.attacker).toBe(1);
    expect(seized.matches({ round: 'declaring' })).toBe(true);
    const snap = play(AXE_AND_PONIARD_EXAMPLE, AXE_AND_PONIARD_EVENTS);
    const devon = snap.context.registers.flatMap((r) => [r.attack, r.defence]).filter((d) => d?.side === 0);
    expect(devon.map((d) => `${d!.maneuver} ${d!.hand}`)).toEqual(['attack main', 'attack main', 'parry off', 'parry off']);
    expect(snap.matches({ round: 'turnOver' })).toBe(true);
  });
});

describe('the book\'s example: Devon changes to his dagger (Karmic, "Changing Weapons") (ruling: changing weapons in the duel)', () => {
  const at = (n: number) => play(CHANGING_WEAPONS_EXAMPLE, CHANGING_WEAPONS_EVENTS.slice(0, n));

  it('1. lets Devon change weapons in register 2 and declare nothing more that turn', () => {
    const snap = at(6);
    expect(snap.matches({ round: { resolving: 'turningOver' } })).toBe(true);
    expect(snap.context.hands[0]).toHaveLength(1);
    expect(
      declarationProblem(viewOf(snap.context), { side: 0, maneuver: 'attack', hand: 'main', holdGround: false, location: 'torso' }),
    ).toMatch(/changing weapons and does nothing else/);
  });

  it('2. brings the range from 1 to 0 when the noble parries without stepping back', () => {
    const snap = at(7);
    expect(snap.context.registers[0]!.outcome!.rangeBefore).toBe(1);
    expect(snap.context.range).toBe(0);
  });

  it("3. puts the dagger in Devon's hand when register 2 turns over, the long sword set aside", () => {
    const snap = at(8);
    expect(snap.context.fighters[0].weapon.name).toBe('dagger');
    expect(snap.context.fighters[0].spare?.weapon.name).toBe('long sword');
    expect(narration(snap)).toContain('Devon drops the long sword and draws the dagger');
  });

  it('4. deals Devon one card next round: no fast-draw skill, so the lower is 0, a default check', () => {
    const snap = at(10);
    expect(snap.context.attacker).toBe(0);
    expect(snap.context.hands[0]).toEqual(['6s']);
    expect(narration(snap)).toContain('Devon draws 1 (just changed weapons: the lower of dagger 2 and fast draw 0)');
  });

  it('5. lets the dagger strike at range 0, where the long sword could not', () => {
    const snap = at(13);
    expect(snap.context.registers[0]!.outcome!.success).toBe(true);
    expect(snap.context.registers[0]!.outcome!.damage).toBe(2);
  });

  it('6. deals Devon his full dagger hand from the third round', () => {
    const snap = at(15);
    expect(snap.context.round).toBe(3);
    expect(snap.context.hands[0]).toEqual(['7s', '8s']);
  });
});
