/**
 * The whole fight's own table rulings (content/liberi-gothica/a-whole-fight.mdx), each played
 * through the fight machine: who sits at the deal, what a turn is, and when a soul's rounds
 * are played.
 */
import { describe, expect, it } from 'vitest';
import { contextOf, play } from '../../core/compose.js';
import type { SoulPassingEvent } from '../soul-passing/index.js';
import { LIBERI_GOTHICA_FIGHT_EXAMPLES } from './liberi-gothica-fight.examples.js';
import { dealOf, exchangeOf, passingOf, problemOf, targetsOf } from './liberi-gothica-fight.steps.js';
import { playSuggested } from './liberi-gothica-fight.testing.js';

const first = LIBERI_GOTHICA_FIGHT_EXAMPLES[0]!.input;

describe('a whole fight’s table rulings', () => {
  it('seats every fighter on its own at the deal: a hand each, the foe with a fixed card playing it (ruling: one seat per fighter)', () => {
    const { snapshots } = playSuggested(first, 200);
    const dealt = snapshots.find((s) => contextOf(dealOf(s.context)).hand > 0)!;
    const fighters = dealt.context.fighters;
    const seats = contextOf(dealOf(dealt.context)).participants;
    expect(seats.length).toBe(fighters.length);
    expect(new Set(fighters.map((f) => f.seat)).size).toBe(fighters.length);
    for (const f of fighters) {
      const seat = seats.find((p) => p.id === f.seat)!;
      expect(seat.name).toBe(f.fighter.name);
      if (f.card) {
        expect(seat.fixedCard).toBe(f.card);
        expect(seat.hand).toEqual([]);
      } else {
        expect(seat.fixedCard).toBeUndefined();
        expect(seat.hand.length).toBeGreaterThan(0);
      }
    }
    // Every placing in a revealed round names exactly one fighter.
    const revealed = snapshots.find((s) => s.context.phase === 'acting')!;
    const order = contextOf(dealOf(revealed.context)).order;
    for (const placing of order) expect(revealed.context.fighters.filter((f) => f.seat === placing.id).length).toBe(1);
  });

  it('plays a turn as the exchange against the one chosen foe, 5 feet apart, the fighter first; the foe answers on their own card (ruling: the turn is an exchange against one foe)', () => {
    const { snapshots } = playSuggested(first, 200);
    const at = snapshots.findIndex((s) => s.context.phase === 'attacking');
    const before = snapshots[at - 1]!.context;
    const { actor, target } = snapshots[at]!.context.exchange!;
    expect(targetsOf(before, actor)).toContain(target);
    expect(before.fighters[target]!.side).not.toBe(before.fighters[actor]!.side);
    // Nobody on the fighter's own side is a foe to choose.
    const ally = before.fighters.findIndex((f, i) => i !== actor && f.side === before.fighters[actor]!.side);
    expect(problemOf(before, { type: 'target.chosen', target: ally })).toMatch(/not a foe/);
    const x = contextOf(exchangeOf(snapshots[at]!.context)!);
    expect(x.distance).toBe(5);
    expect(x.attacker.name).toBe(before.fighters[actor]!.fighter.name);
    expect(x.defender.name).toBe(before.fighters[target]!.fighter.name);
    expect(x.turn).toBe('attacker');
    // Once the fighter's turn is over the exchange is closed: the foe never acts inside it.
    const closed = snapshots.findIndex((s, i) => i > at && !s.context.exchange);
    for (const s of snapshots.slice(at, closed)) expect(contextOf(exchangeOf(s.context)!).turn).toBe('attacker');
  });

  it("plays the soul’s rounds through at once, before the next card, the Liberi 5 feet away keeping what they gather (ruling: the soul's rounds are played at once)", () => {
    let checked = 0;
    for (let seed = 1; seed <= 40 && checked < 3; seed++) {
      const { snapshots, events } = playSuggested({ ...first, seed }, 600);
      const start = snapshots.findIndex((s) => s.context.passing);
      if (start < 0) continue;
      const end = snapshots.findIndex((s, i) => i > start && !s.context.passing);
      const begun = snapshots[start]!.context;
      const soul = contextOf(passingOf(begun)!);
      const around = begun.fighters.flatMap((f, i) => (f.side === 'liberi' && f.standing === 'standing' ? [i] : []));
      expect(soul.liberi.map((l) => l.name)).toEqual(around.map((i) => begun.fighters[i]!.fighter.name));
      for (const [k, l] of soul.liberi.entries()) {
        expect(l.distance).toBe(5);
        expect(l.life).toBe(begun.fighters[around[k]!]!.fighter.life);
      }
      // No card is played while the soul lingers: the deal stands still until it is gone.
      for (const s of snapshots.slice(start, end)) expect(s.context.deal).toBe(begun.deal);
      // What the passing's last step left each Liberi is what they carry on with.
      const lastStep = events[end - 1]!;
      if (lastStep.type !== 'PLAY') throw new Error('the passing ends on a step of its own');
      const last = contextOf(play(passingOf(snapshots[end - 1]!.context)!, lastStep.event as SoulPassingEvent)!);
      const after = snapshots[end]!.context;
      expect(after.deal).toBe(begun.deal);
      for (const [k, i] of around.entries()) expect(after.fighters[i]!.fighter.vitality).toBe(last.liberi[k]!.vitality);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
