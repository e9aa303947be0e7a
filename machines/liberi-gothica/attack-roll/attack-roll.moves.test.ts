/**
 * The moves a learner is offered in an exchange, and the one suggested: round begun, attack
 * while in reach, charge or step closer when not, reload an empty weapon first, roll each roll,
 * leave a fallen foe be and end the fight. Every move is one the machine takes, and following
 * the suggestions plays a whole exchange, both fighters striking, to its end.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { attackRollMachine } from './attack-roll.machine.js';
import type { AttackRollEvent, AttackRollInput } from './attack-roll.context.js';
import { DUEL_EXAMPLE, RELOAD_EXAMPLE } from './attack-roll.examples.js';
import { attackRoll } from './index.js';
import { everyEvent, play, table } from './attack-roll.testing.js';
import { headline, moves } from './attack-roll.view.js';
import { attackRollOdds } from './attack-roll.odds.js';
import { ATTACK_ROLL_KIT } from './attack-roll.kit.js';

type Snap = SnapshotFrom<typeof attackRollMachine>;

const ids = (s: Snap) => moves(s).map((m) => m.id);
const suggested = (s: Snap) => moves(s).filter((m) => m.suggested);
const pick = (s: Snap) => suggested(s)[0]!.event;

/** Follow the suggested move from `input` until the table is over: the labels pressed and the table at the end. */
function follow(input: AttackRollInput, limit = 200) {
  let [s] = initialTransition(attackRollMachine, input);
  const pressed: string[] = [];
  let firstBlood = 0;
  while (pressed.length < limit) {
    const move = suggested(s)[0];
    if (!move) break;
    pressed.push(move.label);
    [s] = transition(attackRollMachine, s, move.event);
    // A hit takes Life once its damage is rolled (a crippling one is finished by its wound roll after).
    if (!firstBlood && [...s.context.attacks, s.context.current].some((a) => (a?.damage?.lifeLost ?? 0) > 0)) firstBlood = pressed.length;
  }
  return { s, pressed, firstBlood };
}

describe('the suggested move', () => {
  it('begins the round with the first fighter acting first, or ends the fight (the other offers)', () => {
    const s = play(table([]), []);
    expect(moves(s).map((m) => [m.id, m.label, m.suggested ?? false])).toEqual([
      ['round-attacker', 'Round 1: Bram first', true],
      ['round-defender', 'Round 1: Raider first', false],
      ['fight-ended', 'End the fight and rest', false],
    ]);
  });

  it('attacks while the foe is in reach, whichever fighter is in its turn, and ends the turn once its actions are spent', () => {
    const bram = play(table([]), [{ type: 'round.begun', first: 'attacker' }]);
    expect(suggested(bram).map((m) => m.label)).toEqual(['Attack (1 action)']);
    expect(ids(bram)).toContain('defense-readied');
    const raider = play(table([]), [{ type: 'round.begun', first: 'defender' }]);
    expect(suggested(raider).map((m) => m.id)).toEqual(['attack-one']);
    // Two misses (2d6 of 1 and 1, twice): no action left, so the turn ends.
    const spent = play(table([1, 1, 1, 1]), [
      { type: 'round.begun', first: 'attacker' },
      { type: 'attack.made', weapons: 'one' },
      { type: 'attack.rolled' },
      { type: 'attack.made', weapons: 'one' },
      { type: 'attack.rolled' },
    ]);
    expect(moves(spent)).toEqual([{ id: 'turn-ended', label: 'End turn', event: { type: 'turn.ended' }, suggested: true }]);
  });

  it('charges a foe out of reach but within a charge, and steps closer when even a charge falls short', () => {
    const near = play(table([], {}, {}, 20), [{ type: 'round.begun', first: 'attacker' }]);
    expect(ids(near)).not.toContain('attack-one');
    expect(suggested(near).map((m) => m.label)).toEqual(['Charge, +2 (2 actions)']);
    const far = play(table([], {}, {}, 200), [{ type: 'round.begun', first: 'attacker' }]);
    expect(suggested(far).map((m) => m.id)).toEqual(['move-toward']);
  });

  it('reloads an empty rifle before anything else', () => {
    const s = play(RELOAD_EXAMPLE, [{ type: 'round.begun', first: 'attacker' }]);
    expect(suggested(s).map((m) => m.id)).toEqual(['reload-worked']);
  });

  it('rolls each roll as it comes: to hit, the damage, the wound', () => {
    const s = play(table([6, 6]), [
      { type: 'round.begun', first: 'attacker' },
      { type: 'attack.made', weapons: 'one' },
    ]);
    expect(moves(s)).toEqual([{ id: 'attack-rolled', label: 'Roll to hit (2d6)', event: { type: 'attack.rolled' }, suggested: true }]);
    const damage = transition(attackRollMachine, s, pick(s))[0];
    expect(suggested(damage).map((m) => m.id)).toEqual(['damage-rolled']);
  });

  it('leaves a fallen foe be: the turn ends, then the fight, and then the table is over', () => {
    // At Life −1 (Toughness 3) the raider is unconscious: no actions of her own, nothing left to fight.
    const before = play(table([], {}, { life: -1 }), []);
    expect(suggested(before).map((m) => m.label)).toEqual(['End the fight and rest']);
    const turn = play(table([], {}, { life: -1 }), [{ type: 'round.begun', first: 'attacker' }]);
    expect(ids(turn)).toEqual(['attack-one', 'move-away', 'defense-readied', 'turn-ended']);
    expect(suggested(turn).map((m) => m.id)).toEqual(['turn-ended']);
    const hers = transition(attackRollMachine, turn, pick(turn))[0];
    expect(moves(hers)).toEqual([{ id: 'turn-ended', label: 'End turn', event: { type: 'turn.ended' }, suggested: true }]);
    const over = play(table([], {}, { life: -1 }), [{ type: 'fight.ended' }]);
    expect(moves(over)).toEqual([]);
    expect(attackRoll.summary(over)).toBeDefined();
  });

  it('offers nothing once the fight is over, even with both still standing: the rest that follows is no exchange', () => {
    const rested = play(table([], { life: 10 }), [{ type: 'fight.ended' }]);
    expect(rested.hasTag('resting')).toBe(true);
    expect(moves(rested)).toEqual([]);
    expect(attackRoll.summary(rested)).toBeDefined();
  });
});

describe('every move', () => {
  it('is an event the machine takes now, exactly one suggested, from any table reached by any moves', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.array(fc.nat(), { maxLength: 60 }), (seed, picks) => {
        let [s] = initialTransition(attackRollMachine, { ...DUEL_EXAMPLE, seed, rolls: [] });
        for (const n of picks) {
          const open = moves(s);
          if (open.length === 0) {
            expect(s.hasTag('over') || s.hasTag('resting')).toBe(true);
            break;
          }
          expect(open.filter((m) => m.suggested)).toHaveLength(1);
          for (const m of open) expect(s.can(m.event), `${m.id} is taken`).toBe(true);
          [s] = transition(attackRollMachine, s, open[n % open.length]!.event);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('is among the events anyone at the table could send now, each once', () => {
    let s = play(table([]), []);
    for (let i = 0; i < 30 && moves(s).length; i++) {
      const legal = everyEvent(s).map((e) => JSON.stringify(e));
      const open = moves(s).map((m) => JSON.stringify(m.event));
      expect(new Set(open).size).toBe(open.length);
      for (const e of open) if (!JSON.parse(e).type.startsWith('treatment')) expect(legal).toContain(e);
      [s] = transition(attackRollMachine, s, pick(s) as AttackRollEvent);
    }
  });
});

describe('following the suggestions', () => {
  it('from the default table (seed 2024): both fighters strike, a crippling hit takes Life at press 4, and Bram knocks the raider out in 24 presses', () => {
    const { input } = attackRoll.setup({ seed: '2024' }, 1);
    const { s, pressed, firstBlood } = follow(input);
    expect(firstBlood).toBe(4);
    expect(pressed).toHaveLength(24);
    expect(s.context.attacks.some((a) => a.by === 'attacker')).toBe(true);
    expect(s.context.attacks.some((a) => a.by === 'defender')).toBe(true);
    expect(headline(s)).toBe('The fight is over after 2 rounds: Raider is unconscious; Bram at Life 10 of 12, Raider at Life −3 of 12');
  });

  it('on the attack-and-defense page (seed 2024, a raider of Life 24): a crippling hit at press 4, the raider dies at press 34 and soul passing takes over', () => {
    const { input } = attackRoll.setup({ seed: '2024', defender: 'Raider defense 7 armor 2 shield 1 life 24 toughness 3 creature' }, 1);
    const { s, pressed, firstBlood } = follow(input);
    expect(firstBlood).toBe(4);
    expect(pressed).toHaveLength(34);
    expect(s.context.attacks[0]!.wound?.name).toBeDefined();
    expect(s.hasTag('dead')).toBe(true);
    expect(headline(s)).toBe('Raider is dead after 3 rounds; Bram at Life 10 of 12');
  });

  it('always ends the exchange, whatever the dice', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (seed) => {
        const { s } = follow(attackRoll.setup({ seed: String(seed) }, 1).input, 400);
        expect(moves(s)).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });
});

describe('the headline', () => {
  it('says where the table stands in one sentence', () => {
    expect(headline(play(table([]), []))).toBe('Before round 1: Bram at Life 12 of 12, Raider at Life 12 of 12, 5 ft apart');
    const turn = play(table([]), [{ type: 'round.begun', first: 'defender' }]);
    expect(headline(turn)).toBe("Round 1: Raider's turn, 2 actions left; Bram at Life 12 of 12, Raider at Life 12 of 12");
    const striking = transition(attackRollMachine, turn, { type: 'attack.made', weapons: 'one' })[0];
    expect(headline(striking)).toBe('Round 1: Raider strikes at Bram; Bram at Life 12 of 12, Raider at Life 12 of 12');
  });
});

describe('the odds of what a move would roll (What if)', () => {
  it('gives a roll the odds of the roll the table waits on, and a declaration none', () => {
    const { oddsOf, nextOdds } = attackRollOdds(ATTACK_ROLL_KIT);
    const turn = play(table([]), [{ type: 'round.begun', first: 'attacker' }]);
    expect(oddsOf(turn, { type: 'attack.made', weapons: 'one' })).toBeUndefined();
    const rolling = transition(attackRollMachine, turn, { type: 'attack.made', weapons: 'one' })[0];
    const odds = oddsOf(rolling, { type: 'attack.rolled' })!;
    expect(odds).toEqual(nextOdds(rolling));
    expect(odds.outcomes.reduce((sum, o) => sum + o.p, 0)).toBeCloseTo(1, 12);
  });
});
