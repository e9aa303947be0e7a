/**
 * The moves the several-foes table offers, and the one a learner should press: face the foes who
 * attack you (leading nobody, seize the initiative back with the first parry), then attack the
 * foe you lead with your best card.
 */
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import type { Card } from '../../core/cards.js';
import type { MultipleOpponentsEvent } from './multiple-opponents.context.js';
import { multipleOpponentsMachine } from './multiple-opponents.machine.js';
import { headline, moves } from './multiple-opponents.moves.js';
import { parseMultipleOpponentsSetup } from './multiple-opponents.setup.js';

type Snap = ReturnType<typeof initialTransition<typeof multipleOpponentsMachine>>[0];

const fresh = (attrs: Record<string, string> = {}): Snap =>
  initialTransition(multipleOpponentsMachine, parseMultipleOpponentsSetup(attrs).input)[0];

const send = (s: Snap, ...events: MultipleOpponentsEvent[]): Snap => {
  for (const e of events) [s] = transition(multipleOpponentsMachine, s, e);
  return s;
};

const suggested = (s: Snap) => moves(s).filter((m) => m.suggested);

describe('multiple opponents: the moves and the one to press', () => {
  it('a fresh table gives each foe one card a round, so the lone fighter has a fair chance (pressing the suggested moves, he won 281 of seeds 1 to 400)', () => {
    const s = fresh();
    expect(s.context.foes.map((f) => f.skill)).toEqual([1, 1]);
    expect(s.context.lone.skill).toBe(3);
  });

  it('offers exactly one suggested move at every step until the fight is over, and the machine takes every move offered', () => {
    let s = fresh({ seed: '229' });
    for (let n = 0; n < 100 && !s.hasTag('over'); n++) {
      const open = moves(s);
      expect(suggested(s), JSON.stringify(s.value)).toHaveLength(1);
      for (const m of open) expect(s.can(m.event), m.label).toBe(true);
      s = send(s, suggested(s)[0]!.event);
    }
    expect(s.hasTag('over')).toBe(true);
    expect(moves(s)).toEqual([]);
  });

  it('pressing only the suggested move from a fresh table (seed 229): two parries in one register at press 4, every foe out in 35', () => {
    let s = fresh({ seed: '229' });
    let presses = 0;
    let twoParries = 0;
    while (!s.hasTag('over') && presses < 100) {
      s = send(s, suggested(s)[0]!.event);
      presses++;
      if (!twoParries && s.context.registers.some((r) => r.lone.filter((c) => c.maneuver.startsWith('parry')).length >= 2))
        twoParries = presses;
    }
    expect(twoParries).toBe(4);
    expect(presses).toBe(35);
    expect(s.context.ended).toEqual({ how: 'foes-out' });
    expect(headline(s)).toBe('The fight ended in round ' + s.context.round + ': Devon put every foe out of the fight.');
  });

  it('when two foes attack him, the suggestion faces them: the first with his best card, in a parry that seizes the initiative when he leads nobody', () => {
    let s = fresh({ seed: '229' });
    while (!s.hasTag('declaring')) s = send(s, suggested(s)[0]!.event);
    const r = s.context.registers.at(-1)!;
    const attackers = r.foeCards.flatMap((c, f) => (c?.maneuver === 'attack' ? [f] : []));
    expect(attackers).toEqual([0, 1]);
    const leadsNobody = !s.context.holders.includes('lone');
    const best = [...s.context.hands.lone].sort((a, b) => value(b) - value(a))[0];
    expect(suggested(s)[0]!.event).toEqual({
      type: 'maneuver.declared',
      maneuver: leadsNobody ? 'parry-seize' : 'parry',
      card: best,
      foe: 0,
    });
    s = send(s, suggested(s)[0]!.event);
    // The second attacker gets a parry of its own: the rule of several foes.
    expect(suggested(s)[0]!.event).toMatchObject({ type: 'maneuver.declared', maneuver: 'parry', foe: 1 });
  });

  it('when nobody attacks in the register and he leads a foe, the suggestion attacks that foe', () => {
    // Devon +5 beats Ash's +2 and Brand's +3: he names one (the first, both unhurt) and the other leads him.
    let s = fresh({ seed: '3', 'lone-stack': '5s 2h 9s 8s 10s', 'foe-stack': '2s 3s 4s 5s' });
    s = send(s, { type: 'initiative.drawn' });
    expect(suggested(s)[0]!.event).toEqual({ type: 'initiative.named', foe: 0 });
    s = send(s, { type: 'initiative.named', foe: 0 }, { type: 'hands.drawn' });
    // Brand attacks in register 1: face him first.
    expect(suggested(s)[0]!.event).toEqual({ type: 'maneuver.declared', maneuver: 'parry', card: '10s', foe: 1 });
    s = send(s, suggested(s)[0]!.event, { type: 'register.closed' });
    // Brand has nothing left: register 2 is his, against Ash, with his best card.
    expect(suggested(s)[0]!.event).toEqual({ type: 'maneuver.declared', maneuver: 'attack', card: '9s', foe: 0 });
    expect(suggested(s)[0]!.label).toBe('Attack against Ash with +9');
  });

  it('the headline says where the fight stands', () => {
    const s = send(fresh({ seed: '229' }), { type: 'initiative.drawn' });
    expect(headline(s)).toMatch(/^Round 1: /);
    expect(headline(s)).toContain('damage Devon 0 of 8; Ash 0 of 5, Brand 0 of 5');
  });
});

function value(card: Card): number {
  const v = card.startsWith('JK') ? 0 : Number.parseInt(card, 10) || ({ A: 1, J: 1, Q: 2, K: 3 } as Record<string, number>)[card[0]!]!;
  return /[hd]$/.test(card) ? -v : v;
}
