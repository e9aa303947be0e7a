import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { questionsAsked } from '../../core/compose.testing.js';
import { poolFight } from '../pool-fight/index.js';
import { dicePoolFight, fightOf } from './index.js';
import type { DicePoolFightEvent } from './dice-pool-fight.context.js';
import { parseDicePoolFightSetup } from './dice-pool-fight.setup.js';

type Snap = SnapshotFrom<typeof dicePoolFight.machine>;

/** Presses the suggested move until the fight is over; every step offers exactly one. */
function playSuggested(fighters?: string, seed = '4', limit = 2000) {
  let [s] = initialTransition(dicePoolFight.machine, parseDicePoolFightSetup({ seed, ...(fighters ? { fighters } : {}) }).input);
  const snaps: Snap[] = [s];
  const events: DicePoolFightEvent[] = [];
  while (!s.hasTag('over') && events.length < limit) {
    const suggested = dicePoolFight.moves(s).filter((m) => m.suggested);
    expect(suggested, dicePoolFight.headline(s)).toHaveLength(1);
    events.push(suggested[0]!.event);
    [s] = transition(dicePoolFight.machine, s, suggested[0]!.event);
    snaps.push(s);
  }
  return { s, snaps, events };
}

const TWELVE = [
  'A1: party, agility 2 physique 1 health 5 with sword light sharp damage 2d8',
  'A2: party, agility 2 physique 1 health 5 with axe heavy sharp',
  'A3: party, agility 3 physique 1 health 5 with pistol gun low cart 6',
  'A4: party, agility 2 physique 1 health 5 with spear light pointy reach',
  'B1: party Rangers, agility 3 physique 1 health 5 with bow gun low cart 2',
  'B2: party Rangers, agility 2 physique 1 health 5 with knife light sharp',
  'C1: foes, agility 2 physique 1 health 5 with maul heavy blunt',
  'C2: foes, agility 2 physique 1 health 5 with club light blunt',
  'C3: foes, agility 2 physique 1 health 5 with dagger light sharp',
  'C4: foes, agility 2 physique 1 health 5 with hook light pointy',
  'D1: foes Gunmen, agility 2 physique 1 health 5 with rifle gun high cart 4',
  'D2: foes Gunmen, agility 2 physique 1 health 5 with musket gun high cart 2',
].join('; ');

describe('a whole dice-pool fight, by the suggested move', () => {
  it('plays the default fight from the first roll to its end in 15 to 60 presses', () => {
    const { s, events } = playSuggested();
    expect(s.hasTag('over')).toBe(true);
    expect(s.status).toBe('done');
    expect(events.length).toBeGreaterThanOrEqual(15);
    expect(events.length).toBeLessThanOrEqual(60);
    expect(s.context.winner).not.toBeNull();
    expect(dicePoolFight.summary(s)?.[0]?.text).toMatch(/won in round/);
  });

  it('passes through the order, group turns, rolls and a round’s end, one order for every round (ruling: one order for the whole fight)', () => {
    const { snaps } = playSuggested();
    for (const tag of ['ordering', 'acting', 'rolling', 'taking stock', 'over'] as const)
      expect(
        snaps.some((s) => s.hasTag(tag)),
        tag,
      ).toBe(true);
    // Once set, the order is the same in every round after.
    const orders = snaps.filter((s) => !s.hasTag('ordering')).map((s) => fightOf(s.context).order.join(' '));
    expect(snaps.filter((s) => s.hasTag('taking stock')).length, 'more than one round').toBeGreaterThan(0);
    expect(new Set(orders).size).toBe(1);
  });

  it('plays twelve fighters in four groups to the end, allies never striking each other (ruling: sides of several groups)', () => {
    for (const seed of ['1', '2', '3']) {
      const { s, snaps } = playSuggested(TWELVE, seed);
      expect(s.hasTag('over')).toBe(true);
      for (const snap of snaps) {
        const p = fightOf(snap.context).pending;
        if (p?.kind === 'attack')
          expect(snap.context.sides[fightOf(snap.context).fighters[p.by]!.group]).not.toBe(
            snap.context.sides[fightOf(snap.context).fighters[p.target]!.group],
          );
      }
    }
  });

  it('lands each finished roll on the roster, and wounds carry over from round to round (ruling: what carries over between rounds)', () => {
    const { snaps } = playSuggested();
    const hurt = snaps.findIndex((s) => fightOf(s.context).fighters.some((f) => f.hp < f.health));
    expect(hurt).toBeGreaterThan(0);
    const hp = (s: Snap) => fightOf(s.context).fighters.map((f) => f.hp);
    const stock = snaps.findIndex((s, i) => i > hurt && s.hasTag('taking stock'));
    const next = snaps[stock + 1]!;
    expect(next.context.round).toBe(snaps[stock]!.context.round + 1);
    expect(hp(next)).toEqual(hp(snaps[stock]!));
    expect(next.context.roundStart).toEqual(hp(next));
    expect(hp(next).some((h, i) => h < fightOf(next.context).fighters[i]!.health)).toBe(true);
  });

  it('refuses an attack on an ally, and says why', () => {
    const [s0] = initialTransition(dicePoolFight.machine, parseDicePoolFightSetup({ seed: '4' }).input);
    let [s] = transition(dicePoolFight.machine, s0, { type: 'PLAY', event: { type: 'order.rolled' } });
    const f = fightOf(s.context);
    const by = f.fighters.findIndex((x) => x.group === f.acting);
    const ally = f.fighters.findIndex((x, i) => i !== by && s.context.sides[x.group] === s.context.sides[f.acting!]);
    const before = s;
    [s] = transition(dicePoolFight.machine, s, { type: 'PLAY', event: { type: 'attack.made', by, target: ally } });
    expect(s.context).toBe(before.context);
    expect(
      dicePoolFight.moves(s).some((m) => m.event.type === 'PLAY' && m.event.event.type === 'attack.made' && m.event.event.target === ally),
    ).toBe(false);
  });

  it('lets the acting side yield, and the other side wins (ruling: yielding)', () => {
    const [s0] = initialTransition(dicePoolFight.machine, parseDicePoolFightSetup({ seed: '4' }).input);
    const [s1] = transition(dicePoolFight.machine, s0, { type: 'PLAY', event: { type: 'order.rolled' } });
    const side = s1.context.sides[fightOf(s1.context).acting!]!;
    const y = dicePoolFight.moves(s1).find((m) => m.id === `yield-${side}`)!;
    const [s2] = transition(dicePoolFight.machine, s1, y.event);
    expect(s2.hasTag('over')).toBe(true);
    expect(s2.context.winner).toBe(side === 'party' ? 'foes' : 'party');
    expect(dicePoolFight.headline(s2)).toMatch(/yielded/);
  });

  it('replays: the events of a finished fight, sent again through transition, reach the same end', () => {
    const { s, events } = playSuggested();
    let [r] = initialTransition(dicePoolFight.machine, parseDicePoolFightSetup({ seed: '4' }).input);
    for (const e of events) [r] = transition(dicePoolFight.machine, r, e);
    expect(JSON.parse(JSON.stringify(r.context))).toEqual(JSON.parse(JSON.stringify(s.context)));
    expect(r.value).toEqual(s.value);
  });

  it('takes a step (its moves, then the suggested one) with twelve fighters in a few milliseconds', () => {
    const { snaps } = playSuggested(TWELVE, '1');
    const some = snaps.slice(0, 60).filter((s) => !s.hasTag('over'));
    const start = performance.now();
    for (const s of some) transition(dicePoolFight.machine, s, dicePoolFight.moves(s).find((m) => m.suggested)!.event);
    const perStep = (performance.now() - start) / some.length;
    console.info(`twelve fighters: ${perStep.toFixed(2)} ms a step`);
    expect(perStep).toBeLessThan(16);
  });
});

describe('the odds of what comes next', () => {
  it('are the played fight’s own, before each of its rolls', async () => {
    const t = await dicePoolFight.teaching!();
    const [s0] = initialTransition(dicePoolFight.machine, parseDicePoolFightSetup({ seed: '4' }).input);
    let s = s0;
    for (const e of dicePoolFight.examples[0]!.events.slice(0, 3)) [s] = transition(dicePoolFight.machine, s, e);
    expect(s.hasTag('rolling')).toBe(true);
    const odds = t.nextOdds!(s);
    expect(odds).toBeDefined();
    expect(odds).toEqual((await (await import('../pool-fight/index.js')).poolFight.teaching()).nextOdds!(s.context.fight));
  });

  it('asks the played fight’s own question before its roll, and grades it as the played fight would', async () => {
    const t = await dicePoolFight.teaching!();
    const own = await poolFight.teaching();
    const { snaps, events } = playSuggested();
    const asked = questionsAsked(snaps, events, (x) => t.predictionFor!(x as Snap));
    expect(asked.length, 'questions asked in the default fight').toBeGreaterThan(3);
    for (const { step, question, after } of asked) {
      const theirs = own.predictionFor!(snaps[step]!.context.fight)!;
      expect(question.question).toBe(theirs.question);
      expect(question.answer(after).choice).toBe(theirs.answer(fightOf(after)).choice);
    }
  });
});

describe('a fight where no one can reach anyone', () => {
  it('suggests, after three rounds with no one hurt, that the side with less health yields', () => {
    const far = 'Ada: party, health 6 speed 1 at 0 with sword; Bo: foes, health 5 speed 1 at 40 with club light blunt';
    const { s, events } = playSuggested(far, '1', 200);
    expect(s.context.yielded).toBe('foes');
    expect(s.context.winner).toBe('party');
    expect(s.context.round).toBe(3);
    expect(events.filter((e) => e.type === 'round.begun')).toHaveLength(2);
  });
});
