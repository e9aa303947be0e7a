import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { contextOf } from '../../core/compose.js';
import { attackRoll } from '../attack-roll/index.js';
import { LIBERI_GOTHICA_FIGHT_EXAMPLES } from './liberi-gothica-fight.examples.js';
import { liberiGothicaFightMachine } from './liberi-gothica-fight.machine.js';
import { parseFighters } from './liberi-gothica-fight.setup.js';
import { dealOf, exchangeOf } from './liberi-gothica-fight.steps.js';
import { playSuggested, type FightSnapshot } from './liberi-gothica-fight.testing.js';
import { headline, moves, rollsShown, summary, tokensOf } from './liberi-gothica-fight.view.js';
import type { LiberiGothicaFightInput, RosterEntry } from './liberi-gothica-fight.context.js';

const first = LIBERI_GOTHICA_FIGHT_EXAMPLES[0]!.input;
const roster = (text: string) => parseFighters(text, []) as RosterEntry[];
const oneSuggested = (s: FightSnapshot) => expect(moves(s).filter((m) => m.suggested).length, headline(s)).toBe(1);

describe('a whole fight, played by the suggested move', () => {
  it('plays the first fight from the deal to its end in 15 to 60 presses', () => {
    const { snapshot, events } = playSuggested(first, 200, oneSuggested);
    expect(snapshot.hasTag('over')).toBe(true);
    expect(events.length).toBeGreaterThanOrEqual(15);
    expect(events.length).toBeLessThanOrEqual(60);
    expect(snapshot.context.winner).not.toBeNull();
    expect(moves(snapshot)).toEqual([]);
    expect(summary(snapshot)!.length).toBe(1 + first.fighters.length);
  });

  it('passes through the deal, a fighter choosing a foe, the exchange and soul passing, in that order', () => {
    const { snapshots } = playSuggested(first, 200);
    const phases = snapshots.map((s) => s.context.phase).filter((p, i, all) => p !== all[i - 1]);
    expect(phases.slice(0, 4)).toEqual(['dealing', 'acting', 'attacking', 'acting']);
    expect(phases).toContain('passing on');
    expect(phases.at(-1)).toBe('over');
  });

  it('gives every step but the last exactly one suggested move, for many seeds', () => {
    for (let seed = 1; seed <= 25; seed++) {
      const { snapshot } = playSuggested({ ...first, seed }, 600, oneSuggested);
      expect(snapshot.hasTag('over'), `seed ${seed}`).toBe(true);
    }
  });

  it('never leaves a dead end in rougher fights: heavy weapons, crippling wounds, bleeding, deaths on both sides', () => {
    const rough = roster(
      'Ada: liberi attack 5 life 9 vitality 3 weapon huge; Bram: liberi attack 4 life 8 weapon large+small; Cass: liberi attack 2 life 6 vitality 1 weapon massive; ' +
        'Ogre: foe attack 5 life 14 weapon colossal card Ks; Wight: foe attack 4 life 7 vitality 0 natural bite 2d6; Grub: foe attack 3 life 4 weapon huge minion',
    );
    for (let seed = 1; seed <= 40; seed++) {
      const { snapshot } = playSuggested({ seed, fighters: rough }, 1500, oneSuggested);
      expect(snapshot.hasTag('over'), `seed ${seed}`).toBe(true);
    }
  });

  it('plays twelve fighters to the end', () => {
    const six = (side: string, kind: string) =>
      Array.from(
        { length: 6 },
        (_, i) => `${side}${String.fromCharCode(65 + i)}: ${side === 'Lib' ? 'liberi' : 'foe'} attack 3 life 6 weapon medium ${kind}`,
      );
    const fighters = roster([...six('Lib', ''), ...six('Foe', 'creature')].join('; '));
    expect(fighters.length).toBe(12);
    const { snapshot, snapshots, events } = playSuggested({ seed: 3, fighters }, 3000, oneSuggested);
    expect(snapshot.hasTag('over')).toBe(true);
    // One step of a twelve-fighter table, mid-fight, at its quickest of a few tries: under 4 ms.
    const mid = Math.floor(events.length / 2);
    const times = Array.from({ length: 5 }, () => {
      const started = performance.now();
      transition(liberiGothicaFightMachine, snapshots[mid]!, events[mid]!);
      moves(snapshots[mid + 1]!);
      return performance.now() - started;
    });
    expect(Math.min(...times)).toBeLessThan(4);
  });

  it('lands a finished exchange on the roster: the Life the foe lost is where their next turn starts (ruling: what a fighter carries from turn to turn)', () => {
    const { snapshots } = playSuggested(first, 200);
    const closing = snapshots.findIndex((s, i) => i > 0 && snapshots[i - 1]!.context.exchange && !s.context.exchange);
    const before = snapshots[closing - 1]!.context;
    const after = snapshots[closing]!.context;
    const x = contextOf(exchangeOf(before)!);
    expect(after.fighters[before.exchange!.target]!.fighter.life).toBe(x.defender.life);
    expect(after.fighters[before.exchange!.actor]!.fighter.life).toBe(x.attacker.life);
  });

  it('carries a crippling wound into the bearer’s next exchange (ruling: what a fighter carries from turn to turn)', () => {
    let found = false;
    for (let seed = 1; seed <= 60 && !found; seed++) {
      const { snapshots } = playSuggested({ ...first, seed }, 600);
      for (const [i, s] of snapshots.entries()) {
        const wounded = s.context.fighters.findIndex((f) => f.standing === 'standing' && f.wounds.length > 0);
        if (wounded < 0) continue;
        const later = snapshots
          .slice(i)
          .find((t) => t.context.exchange && [t.context.exchange.actor, t.context.exchange.target].includes(wounded));
        if (!later) continue;
        const side = later.context.exchange!.actor === wounded ? 'attacker' : 'defender';
        const carried = contextOf(exchangeOf(later.context)!).afflictions.filter((a) => a.on === side);
        expect(carried.map((a) => a.name)).toEqual(expect.arrayContaining(s.context.fighters[wounded]!.wounds.map((w) => w.name)));
        found = true;
        break;
      }
    }
    expect(found).toBe(true);
  });

  it('puts a fighter who is down out of the deal', () => {
    const { snapshot } = playSuggested(first, 200);
    const down = snapshot.context.fighters.filter((f) => f.standing !== 'standing').map((f) => f.seat);
    expect(down.length).toBeGreaterThan(0);
    const stillSeated = contextOf(dealOf(snapshot.context)).participants.map((p) => p.id);
    for (const seat of down) expect(stillSeated).not.toContain(seat);
  });

  it('suggests, on a fighter’s card, striking at the standing foe with the least Life left', () => {
    const { snapshots } = playSuggested(first, 200);
    const cards = snapshots.filter((s) => s.hasTag('acting'));
    expect(cards.length).toBeGreaterThan(3);
    for (const s of cards) {
      const strikes = moves(s).filter((m) => m.event.type === 'target.chosen');
      const lives = strikes.map((m) => s.context.fighters[(m.event as { target: number }).target]!.fighter.life);
      const chosen = strikes.findIndex((m) => m.suggested);
      expect(lives[chosen]).toBe(Math.min(...lives));
      expect(moves(s).map((m) => m.id)).toEqual(expect.arrayContaining(['pass', 'yield']));
    }
  });

  it('ends the fight when a side yields, the other side the winner', () => {
    let [s] = initialTransition(liberiGothicaFightMachine, first);
    while (!s.hasTag('acting')) [s] = transition(liberiGothicaFightMachine, s, moves(s).find((m) => m.suggested)!.event);
    const yieldMove = moves(s).find((m) => m.id === 'yield')!;
    [s] = transition(liberiGothicaFightMachine, s, yieldMove.event);
    expect(s.hasTag('over')).toBe(true);
    expect(s.context.winner).not.toBe(s.context.yielded);
    expect(summary(s)![0]!.text).toContain('yielded');
  });

  it('refuses an event the step does not take, and says why', () => {
    const [s] = initialTransition(liberiGothicaFightMachine, first);
    const [same] = transition(liberiGothicaFightMachine, s, { type: 'target.chosen', target: 2 });
    expect(same.context).toEqual(s.context);
  });
});

describe('what the stage shows', () => {
  it('shows the dice the exchange rolled, as its record has them, and the soul’s passing roll on a d10', () => {
    const { snapshots } = playSuggested(first, 200);
    const rolled = snapshots.find((s) => rollsShown(s.context).length > 0)!;
    const x = contextOf(exchangeOf(rolled.context)!);
    const [attack] = rollsShown(rolled.context);
    expect(attack!.dice.map((d) => d.value)).toEqual((x.current ?? x.attacks.at(-1))!.roll!.dice);
    expect(attack!.dice.every((d) => d.sides === 6)).toBe(true);
    const soul = snapshots.flatMap((s) => rollsShown(s.context)).find((r) => r.label.startsWith('Passing roll'));
    if (soul) expect(soul.dice[0]!.sides).toBe(10);
  });

  it('draws every fighter as a token, the one acting marked', () => {
    const { snapshots } = playSuggested(first, 200);
    const acting = snapshots.find((s) => s.hasTag('acting'))!;
    const tokens = tokensOf(acting.context);
    expect(tokens.length).toBe(4);
    expect(tokens.filter((t) => t.acting).length).toBe(1);
  });
});

describe('a record replays', () => {
  it('replays the events of a finished fight through transition to the same final context', () => {
    const { snapshot, events } = playSuggested(first, 200);
    let [s] = initialTransition(liberiGothicaFightMachine, JSON.parse(JSON.stringify(first)) as LiberiGothicaFightInput);
    for (const e of JSON.parse(JSON.stringify(events)) as typeof events) [s] = transition(liberiGothicaFightMachine, s, e);
    expect(JSON.parse(JSON.stringify(s.context))).toEqual(JSON.parse(JSON.stringify(snapshot.context)));
    expect(s.value).toEqual(snapshot.value);
  });

  it('seeds every child from the fight’s own generator: another seed, another fight', () => {
    const a = playSuggested(first, 200).snapshot.context;
    const b = playSuggested({ ...first, seed: 5 }, 200).snapshot.context;
    expect(JSON.stringify(a.fighters)).not.toEqual(JSON.stringify(b.fighters));
    expect(attackRoll.name).toBe('attack-roll');
  });
});
