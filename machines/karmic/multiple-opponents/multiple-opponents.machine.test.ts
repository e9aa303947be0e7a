import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import type { Card } from '../../core/cards.js';
import { WEAPONS } from '../melee-weapons.js';
import { declareProblem, nameProblem } from './multiple-opponents.problems.js';
import { multipleOpponentsMachine } from './multiple-opponents.machine.js';
import { fightSummary } from './multiple-opponents.view.js';
import { type MultipleOpponentsEvent, type MultipleOpponentsInput } from './multiple-opponents.context.js';
import { MULTIPLE_OPPONENTS_RULES as RULES } from './multiple-opponents.rules.js';
import { DEFAULT_FOE, DEFAULT_LONE } from './multiple-opponents.setup.js';
import { said, send, type Snap } from './multiple-opponents.testing.js';

function table(lone: Card[], foes: Card[], extra: Partial<MultipleOpponentsInput> = {}, count = 2): Snap {
  const input: MultipleOpponentsInput = {
    lone: DEFAULT_LONE,
    foes: ['Ash', 'Brand', 'Cole'].slice(0, count).map((name) => ({ ...DEFAULT_FOE, name })),
    seed: 3,
    stacked: { lone, foes },
    ...extra,
  };
  return initialTransition(multipleOpponentsMachine, input)[0];
}

// Devon draws +5 for the initiative and holds a hand of +9, +8, +10; Ash draws +2 (beaten), Brand +7.
const SEIZE = { lone: ['5s', '2h', '9s', '8s', '10s'] as Card[], foes: ['2s', '7s', '4s', '2h', '3s', '4h'] as Card[] };

describe('Multiple opponents, step by step', () => {
  it('opens with every foe a pairing of its own, drawing for the initiative', () => {
    const s = table(SEIZE.lone, SEIZE.foes);
    expect(s.matches('drawingForInitiative')).toBe(true);
    expect(s.context.holders).toEqual([undefined, undefined]);
    expect(s.context.narration[0]!.rule).toBe(RULES.multipleOpponents);
  });

  it('table ruling "The initiative against several foes": beating one foe, he holds it over that one; the foe who beat him holds it over him', () => {
    const s = send(table(SEIZE.lone, SEIZE.foes), { type: 'initiative.drawn' });
    expect(s.matches({ round: 'holdingInitiative' })).toBe(true);
    expect(s.context.holders).toEqual(['lone', 'foe']);
  });

  it('table ruling "The initiative against several foes": a tied pairing draws again by itself, the settled one stays', () => {
    // Devon +5 ties Ash's +5, beats Brand's +2; on the redraw Devon +3 against Ash +7.
    let s = send(table(['5s', '2h', '3s', '2c'], ['5s', '2s', '7s']), { type: 'initiative.drawn' });
    expect(s.matches('drawingForInitiative')).toBe(true);
    expect(s.context.holders).toEqual([undefined, 'lone']);
    expect(said(s)).toContain('Devon and Ash tie: that pair draws again.');
    s = send(s, { type: 'initiative.drawn' });
    expect(s.context.initiativeDraws[1]!.foes).toEqual([{ cards: ['7s'], total: 7 }, null]);
    expect(s.context.holders).toEqual(['foe', 'lone']);
  });

  it('a fighter never holds the initiative over two foes: beaten on a redraw while he holds one, the foe holds it over him', () => {
    // Devon +5 ties Ash, beats Brand; redraw +9 beats Ash's +7, but he already holds Brand.
    const s = send(table(['5s', '2h', '9s', '2c'], ['5s', '2s', '7s']), { type: 'initiative.drawn' }, { type: 'initiative.drawn' });
    expect(s.context.holders).toEqual(['foe', 'lone']);
    expect(said(s)).toContain('Devon beats Ash too, but holds the initiative over one foe at most: Ash holds it over him.');
  });

  it('table ruling "The initiative against several foes": beating two, he names one; he cannot name a foe who beat him', () => {
    let s = send(table(['9s', '2h'], ['2s', '10s', '3h'], {}, 3), { type: 'initiative.drawn' });
    expect(s.matches('namingFoe')).toBe(true);
    expect(s.context.choosing).toEqual([0, 2]);
    expect(nameProblem(s.context, 1)).toBe("Devon did not beat Brand's total, so cannot hold the initiative over Brand");
    expect(s.can({ type: 'initiative.named', foe: 1 })).toBe(false);
    s = send(s, { type: 'initiative.named', foe: 2 });
    expect(s.context.holders).toEqual(['foe', 'foe', 'lone']);
  });

  it('the foes who hold the initiative lay their attacks first (table ruling "Who lays first in a register"); the foe he holds it over lays nothing (ruling: who lays first in a register)', () => {
    const s = send(table(SEIZE.lone, SEIZE.foes), { type: 'initiative.drawn' }, { type: 'hands.drawn' });
    expect(s.matches({ round: 'declaring' })).toBe(true);
    expect(s.context.hands.lone).toEqual(['9s', '8s', '10s']);
    expect(s.context.registers[0]!.foeCards).toEqual([null, { maneuver: 'attack', card: '3s', hand: 'main' }]);
    expect(s.context.narration.at(-1)!.rule).toBe(RULES.whoLaysFirst);
  });

  it('refuses what the rules refuse, each with its reason', () => {
    const s = send(table(SEIZE.lone, SEIZE.foes), { type: 'initiative.drawn' }, { type: 'hands.drawn' });
    const p = (e: Omit<Extract<MultipleOpponentsEvent, { type: 'maneuver.declared' }>, 'type'>) =>
      declareProblem(s.context, { type: 'maneuver.declared', ...e });
    expect(p({ maneuver: 'attack', card: '9s', foe: 1 })).toBe('attack needs the initiative');
    expect(p({ maneuver: 'parry', card: '9s', foe: 0 })).toBe('Ash does not attack in this register, so there is nothing to parry');
    expect(p({ maneuver: 'block', card: '9s', foe: 1 })).toBe('no off-hand item');
    expect(p({ maneuver: 'melee-dodge', card: '9s', foe: 0 })).toBe('Ash does not attack in this register, so there is nothing to dodge');
    expect(p({ maneuver: 'parry', card: 'Ks', foe: 1 })).toBe('that card is not in the hand');
    expect(p({ maneuver: 'parry', card: '9s', foe: 7 })).toBe('there is no foe 8');
    expect(p({ maneuver: 'lunge' as never, card: '9s', foe: 0 })).toMatch(/^this table plays/);
    expect(p({ maneuver: 'swipe', card: '9s', targets: [0, 1] })).toBe('a swipe is only against small foes, and Ash is not set as small');
    expect(p({ maneuver: 'attack', card: '9s', foe: 0 })).toBeUndefined();
  });

  it('only parries double up: after an attack on Ash he cannot also parry Brand in the same register', () => {
    const s = send(
      table(SEIZE.lone, SEIZE.foes),
      { type: 'initiative.drawn' },
      { type: 'hands.drawn' },
      { type: 'maneuver.declared', maneuver: 'attack', card: '9s', foe: 0 },
    );
    expect(declareProblem(s.context, { type: 'maneuver.declared', maneuver: 'parry', card: '8s', foe: 1 })).toBe(
      'only parries put more than one card in a register: each against a different attacker',
    );
  });

  it('a card laid may be taken back before the register closes', () => {
    let s = send(
      table(SEIZE.lone, SEIZE.foes),
      { type: 'initiative.drawn' },
      { type: 'hands.drawn' },
      { type: 'maneuver.declared', maneuver: 'parry', card: '9s', foe: 1 },
    );
    expect(s.context.hands.lone).toEqual(['8s', '10s']);
    s = send(s, { type: 'card.withdrawn' });
    expect(s.context.hands.lone).toEqual(['8s', '10s', '9s']);
    expect(s.context.registers[0]!.lone).toEqual([]);
    expect(s.can({ type: 'card.withdrawn' })).toBe(false);
  });

  it('the foe he attacks answers by the stated policy: a parry with its best card (ruling: how the foes choose)', () => {
    const s = send(
      table(SEIZE.lone, SEIZE.foes),
      { type: 'initiative.drawn' },
      { type: 'hands.drawn' },
      { type: 'maneuver.declared', maneuver: 'attack', card: '9s', foe: 0 },
      { type: 'register.closed' },
    );
    expect(s.context.registers[0]!.foeCards[0]).toEqual({ maneuver: 'parry', card: '4s', hand: 'main' });
    expect(said(s)).toContain('Ash answers with a card face down: parry.');
  });

  it('seizing the initiative from a second foe automatically yields it to the first, and the turn goes on', () => {
    let s = send(
      table(SEIZE.lone, SEIZE.foes),
      { type: 'initiative.drawn' },
      { type: 'hands.drawn' },
      { type: 'maneuver.declared', maneuver: 'parry-seize', card: '10s', foe: 1 },
      { type: 'register.closed' },
    );
    expect(s.matches({ round: 'resolving' })).toBe(true);
    expect(s.context.batchEnd).toBe('immediate');
    s = send(s, { type: 'register.revealed' });
    expect(s.context.registers[0]!.results[0]!.outcome.defenceArithmetic).toBe('10 card + 1 modifiers − 3 difficulty = 8 parry');
    expect(s.context.registers[0]!.results[0]!.outcome.arithmetic).toBe('3 card − 8 parry = −5: miss');
    expect(said(s)).toContain('Brand against Devon: miss (−5).');
    expect(said(s)).toContain('Devon seizes the initiative from Brand.');
    expect(said(s)).toContain('Devon held the initiative over Ash, and may hold it over one foe only: Ash takes it back.');
    expect(s.context.holders).toEqual(['foe', 'lone']);
    // The turn goes on: Ash, holding the initiative now, attacks in register 2.
    expect(s.matches({ round: 'declaring' })).toBe(true);
    expect(s.context.registers[1]!.foeCards[0]).toEqual({ maneuver: 'attack', card: '4s', hand: 'main' });
  });

  it('each parry counts against the weapon’s maximum maneuvers: a sword’s three are spent by three parries', () => {
    // Two foes attack in two registers; Devon (skill 4) parries both, then both again.
    const lone: Card[] = ['2s', '3h', '9s', '8s', '10s', '7s'];
    const foes: Card[] = ['5s', '7s', '2s', '3s', '4s', '5h'];
    let s = send(table(lone, foes, { lone: { ...DEFAULT_LONE, skill: 4 } }), { type: 'initiative.drawn' }, { type: 'hands.drawn' });
    s = send(
      s,
      { type: 'maneuver.declared', maneuver: 'parry', card: '9s', foe: 0 },
      { type: 'maneuver.declared', maneuver: 'parry', card: '8s', foe: 1 },
      { type: 'register.closed' },
    );
    s = send(s, { type: 'maneuver.declared', maneuver: 'parry', card: '10s', foe: 0 });
    expect(declareProblem(s.context, { type: 'maneuver.declared', maneuver: 'parry', card: '7s', foe: 1 })).toBe(
      "each parry counts against the weapon's 3 maneuvers, and all 3 are used",
    );
    // A melee dodge uses no weapon, so it still goes… but not beside a parry in the same register.
    expect(declareProblem(s.context, { type: 'maneuver.declared', maneuver: 'melee-dodge', card: '7s', foe: 1 })).toBe(
      'only parries put more than one card in a register: each against a different attacker',
    );
  });

  it('an unanswered attack is unopposed; damage reaching his hit points ends the fight', () => {
    const lone: Card[] = ['2s', '2h', '3h', '4h'];
    const foes: Card[] = ['5s', '7s', '10s', '9s', '10h', '9h'];
    let s = send(
      table(lone, foes, { lone: { ...DEFAULT_LONE, hitPoints: 5 } }),
      { type: 'initiative.drawn' },
      { type: 'hands.drawn' },
      { type: 'register.closed' },
    );
    expect(said(s)).toContain('Devon lays nothing against Ash and Brand in register 1.');
    s = send(s, { type: 'register.closed' });
    expect(s.matches({ round: 'resolving' })).toBe(true);
    while (s.can({ type: 'register.revealed' })) s = send(s, { type: 'register.revealed' });
    expect(s.matches('combatOver')).toBe(true);
    expect(s.context.ended).toEqual({ how: 'lone-out' });
    expect(fightSummary(s.context)![0]!.text).toBe('The fight ended in round 1: Devon fell against Ash and Brand.');
  });

  it('a swipe needs the initiative over at least one target (table ruling) (ruling: a swipe needs the initiative over one target)', () => {
    const small = ['Ash', 'Brand'].map((name) => ({ ...DEFAULT_FOE, name, size: 'small' as const }));
    const s = send(table(SEIZE.lone, SEIZE.foes, { foes: small }), { type: 'initiative.drawn' }, { type: 'hands.drawn' });
    expect(declareProblem(s.context, { type: 'maneuver.declared', maneuver: 'swipe', card: '9s', targets: [1] })).toBe(
      'a swipe needs the initiative, and Devon holds it over none of the target',
    );
    expect(declareProblem(s.context, { type: 'maneuver.declared', maneuver: 'swipe', card: '9s', targets: [0, 1] })).toBeUndefined();
    expect(declareProblem(s.context, { type: 'maneuver.declared', maneuver: 'swipe', card: '9s', targets: [0, 0] })).toBe(
      'each foe is a target once',
    );
  });

  it('the turn ends when nobody can attack; the next round keeps each pairing’s initiative and draws fresh hands', () => {
    let s = send(table(SEIZE.lone, SEIZE.foes), { type: 'initiative.drawn' }, { type: 'hands.drawn' });
    while (s.matches({ round: 'declaring' })) s = send(s, { type: 'register.closed' });
    while (s.can({ type: 'register.revealed' })) s = send(s, { type: 'register.revealed' });
    expect(s.matches({ round: 'turnOver' })).toBe(true);
    s = send(s, { type: 'round.begun' });
    expect(s.context.round).toBe(2);
    expect(s.context.holders).toEqual(['lone', 'foe']);
    expect(s.context.hands.lone).toEqual([]);
    expect(s.matches({ round: 'holdingInitiative' })).toBe(true);
  });

  it('a shield blocks one attacker (the lone fighter may carry one)', () => {
    const s = send(
      table(SEIZE.lone, SEIZE.foes, { lone: { ...DEFAULT_LONE, offHand: { kind: 'shield', weapon: WEAPONS['small-shield']!, skill: 3 } } }),
      { type: 'initiative.drawn' },
      { type: 'hands.drawn' },
    );
    expect(declareProblem(s.context, { type: 'maneuver.declared', maneuver: 'block', card: '9s', foe: 1 })).toBeUndefined();
  });
});
