import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { contextOf } from '../../core/compose.js';
import { questionsAsked } from '../../core/compose.testing.js';
import { combatRound } from '../combat-round/index.js';
import { ladyLuckFight } from './index.js';
import type { LadyLuckFightInput } from './lady-luck-fight.context.js';
import { DEFAULT_SEED, LADY_LUCK_FIGHT_EXAMPLES } from './lady-luck-fight.examples.js';
import { ladyLuckFightMachine } from './lady-luck-fight.machine.js';
import { defaultFight, parseLadyLuckFightSetup } from './lady-luck-fight.setup.js';
import { playProblem, waterCounts } from './lady-luck-fight.steps.js';
import { headline, moves, summary } from './lady-luck-fight.view.js';

type Snapshot = SnapshotFrom<typeof ladyLuckFightMachine>;

/** Play `input` by the suggested move only, keeping every snapshot. */
function playSuggested(input: LadyLuckFightInput, limit = 2000): Snapshot[] {
  let [s] = initialTransition(ladyLuckFightMachine, input);
  const seen = [s];
  while (s.status !== 'done' && seen.length < limit) {
    const suggested = moves(s).filter((m) => m.suggested);
    expect(suggested, headline(s)).toHaveLength(1);
    [s] = transition(ladyLuckFightMachine, s, suggested[0]!.event);
    seen.push(s);
  }
  return seen;
}

/** Twelve fighters, three sides, on a burning farm with no deep water. */
const TWELVE = parseLadyLuckFightSetup(
  {
    seed: '11',
    map: `grid 3x2 flam=1
area a1 name="Barn" flam=2 fire=2
area c2 name="Well" wet=0
pc Ada in b1; pc Bo in b1; pc Cy in b2; pc Di in b2
npc Ash in a1 limit=1; npc Bex in a1 limit=1; npc Cob in a2 limit=1; npc Dun in a2 limit=1
npc Eel in c1 limit=1; npc Fen in c1 limit=1; npc Gar in c2 limit=1; npc Hob in c2 limit=1`,
    fighters: `Ada: might=1 weapon=1 arms=Sword itm=1; Bo: weapon=1 arms=Axe itm=1; Cy: weapon=1 arms=Bow itm=1 reach=ranged; Di: brawling=1
Ash: faction=goblins weapon=1 arms=Club ftm=1; Bex: faction=goblins arms=Knife itm=0; Cob: faction=goblins; Dun: faction=goblins
Eel: faction=bandits weapon=1 arms=Knife itm=0; Fen: faction=bandits arms=Club ftm=1; Gar: faction=bandits; Hob: faction=bandits`,
  },
  1,
);

describe('a whole fight, played by the suggested move', () => {
  const played = playSuggested(LADY_LUCK_FIGHT_EXAMPLES[0]!.input);
  const end = played.at(-1)!;

  it('plays the default fight to its end in 15 to 60 presses, through the turns, the fire and downtime', () => {
    expect(end.hasTag('over')).toBe(true);
    expect(played.length - 1).toBeGreaterThanOrEqual(15);
    expect(played.length - 1).toBeLessThanOrEqual(60);
    expect(played.some((s) => s.hasTag('turns'))).toBe(true);
    expect(played.some((s) => s.hasTag('the fire'))).toBe(true);
    expect(played.some((s) => s.hasTag('downtime'))).toBe(true);
    expect(LADY_LUCK_FIGHT_EXAMPLES[0]!.events).toHaveLength(played.length - 1);
  });

  it('takes the 45 presses the page says: two rounds of turns, a round of fire between them, two days of rest (ruling: the default fight)', () => {
    expect(played.length - 1).toBe(45);
    expect(Math.max(...played.map((s) => s.context.round))).toBe(2);
    expect(end.context.fireRounds).toBe(1);
    expect(contextOf(end.context.combat).day - 1).toBe(2);
    expect(end.context.fought!.find((f) => f.id === 'bran')!.injuries).toBe(3);
  });

  it('offers exactly one suggested move at every step until the end, and none after', () => {
    for (const s of played.slice(0, -1)) expect(moves(s).filter((m) => m.suggested)).toHaveLength(1);
    expect(moves(end)).toEqual([]);
  });

  it('says who won and what it cost once it is over', () => {
    const lines = summary(end)!.map((w) => w.text);
    expect(lines[0]).toMatch(/^The Chosen Few won the fight in \d+ rounds?\.$/);
    expect(headline(end)).toBe(lines[0]!.replace(/\.$/, ''));
    expect(summary(played[0]!)).toBeUndefined();
  });

  it('counts the rounds across the whole fight, though each round is a new combat round (ruling: one combat round at a time)', () => {
    const rounds = played.filter((s) => s.hasTag('turns')).map((s) => s.context.round);
    expect(rounds[0]).toBe(1);
    expect(Math.max(...rounds)).toBeGreaterThan(1);
    for (const s of played.filter((x) => x.hasTag('turns'))) {
      expect(contextOf(s.context.combat).round).toBe(1);
      expect(headline(s)).toMatch(new RegExp(`^Round ${s.context.round}: `));
    }
  });

  it('plays every default fight of seeds 1 to 20 to its end, one suggested move a step', () => {
    for (let seed = 1; seed <= 20; seed++) expect(playSuggested(defaultFight(seed)).at(-1)!.hasTag('over')).toBe(true);
  });

  it('plays twelve fighters of three sides to the end, each step (its moves worked out too) under 4 ms', () => {
    expect(TWELVE.errors).toEqual([]);
    const t0 = performance.now();
    const steps = playSuggested(TWELVE.input);
    const perStep = (performance.now() - t0) / steps.length;
    expect(steps.at(-1)!.hasTag('over')).toBe(true);
    expect(perStep).toBeLessThan(4);
  });
});

describe('what carries over between the procedures', () => {
  const played = playSuggested(defaultFight(DEFAULT_SEED));

  it('lands a finished round on the roster: the next round starts from its Injuries, Fatigue, places and map (ruling: one combat round at a time)', () => {
    for (let i = 1; i < played.length; i++) {
      const [a, b] = [played[i - 1]!, played[i]!];
      if (b.context.round !== a.context.round + 1) continue;
      const start = contextOf(b.context.combat);
      expect(start.fighters.map((f) => [f.id, f.injuries, f.fatigue, f.areaId])).toEqual(
        b.context.fighters.map((f) => [f.id, f.injuries, f.fatigue, f.areaId]),
      );
      expect(start.map).toEqual(b.context.map);
    }
  });

  it('carries wounds from round to round: nobody’s Injuries go down while the fight lasts', () => {
    const fighting = played.filter((s) => s.hasTag('fighting'));
    for (let i = 1; i < fighting.length; i++)
      for (const f of fighting[i]!.context.fighters) {
        const was = fighting[i - 1]!.context.fighters.find((x) => x.id === f.id)!;
        expect(f.injuries).toBeGreaterThanOrEqual(was.injuries);
      }
    const hurt = played.find((s) => s.hasTag('downtime'))!.context.fighters.filter((f) => f.condition !== 'dead' && f.injuries > 0);
    expect(hurt.length).toBeGreaterThan(0);
  });

  it('hands the round’s end to the fire map, and its burns and map to the next round (ruling: fire and water at a round’s end)', () => {
    const i = played.findIndex((s) => s.hasTag('the fire'));
    const fire = played[i]!.context.fire!;
    expect(contextOf(fire).map).toEqual(contextOf(played[i - 1]!.context.combat).map);
    const after = played[i + 1]!;
    expect(after.hasTag('turns')).toBe(true);
    const burnt = contextOf(after.context.combat);
    const fired = transition(ladyLuckFightMachine, played[i]!, moves(played[i]!).find((m) => m.suggested)!.event)[0].context.map;
    expect(burnt.map).toEqual(fired);
    expect(after.context.fireRounds).toBe(played[i]!.context.fireRounds + 1);
  });

  it('starts downtime from the fighters as the fight left them', () => {
    const i = played.findIndex((s) => s.hasTag('downtime'));
    const before = played[i - 1]!;
    const rest = contextOf(played[i]!.context.combat);
    expect(rest.fighters.map((f) => [f.id, f.injuries, f.fatigue])).toEqual(
      contextOf(before.context.combat).fighters.map((f) => [f.id, f.injuries, f.fatigue]),
    );
    expect(played[i]!.context.fought).toEqual(rest.fighters.map((f) => ({ id: f.id, injuries: f.injuries, fatigue: f.fatigue })));
  });

  it('draws each child’s seed from the fight’s own generator: two seeds, two fights; one seed, one fight', () => {
    const a = initialTransition(ladyLuckFightMachine, defaultFight(1))[0];
    const b = initialTransition(ladyLuckFightMachine, defaultFight(2))[0];
    expect(contextOf(a.context.combat).chance).not.toEqual(contextOf(b.context.combat).chance);
    expect(initialTransition(ladyLuckFightMachine, defaultFight(1))[0].context).toEqual(a.context);
  });
});

describe('the record replays', () => {
  it('replays a finished fight’s events through transition to the same final context', () => {
    const example = LADY_LUCK_FIGHT_EXAMPLES[0]!;
    const played = playSuggested(example.input);
    let [s] = initialTransition(ladyLuckFightMachine, structuredClone(example.input));
    for (const event of structuredClone(example.events)) [s] = transition(ladyLuckFightMachine, s, event);
    expect(s.status).toBe('done');
    expect(JSON.parse(JSON.stringify(s.context))).toEqual(JSON.parse(JSON.stringify(played.at(-1)!.context)));
  });

  it('keeps a context that prints as JSON, the children’s snapshots with it', () => {
    for (const s of playSuggested(defaultFight(3))) {
      const json = JSON.parse(JSON.stringify(s.context)) as { combat: { snapshot: { context: unknown } } };
      expect(json.combat.snapshot.context).toEqual(JSON.parse(JSON.stringify(contextOf(s.context.combat))));
    }
  });
});

describe('the fight’s own rulings', () => {
  it('refuses a move the procedure in play does not take, and says which', () => {
    const [s] = initialTransition(ladyLuckFightMachine, defaultFight(1));
    const bad = { type: 'PLAY', event: { type: 'round.advanced' } } as const;
    expect(s.can(bad)).toBe(false);
    expect(playProblem(s.context, bad)).toBe('The combat round takes no such move now.');
  });

  it('ends the fight when the GM says so (a side yields): downtime from the next dawn', () => {
    const s = playSuggested(defaultFight(DEFAULT_SEED)).find(
      (x) => x.hasTag('turns') && x.context.fighters.some((f) => f.condition === 'fine' && f.injuries > 0),
    )!;
    const yielded = moves(s).find((m) => m.id === 'combat-round:end-fight')!;
    expect(yielded.label).toMatch(/End the fight/);
    const [after] = transition(ladyLuckFightMachine, s, yielded.event);
    expect(after.hasTag('downtime')).toBe(true);
    expect(headline(after)).toMatch(/^After \d+ rounds?: Downtime, day 1, dawn: who sleeps; hurt: /);
  });

  it('lets the combat round settle a round’s end itself where water counts (fire and water in its order, the fire rolled once) (ruling: fire and water at a round’s end)', () => {
    const wet = parseLadyLuckFightSetup(
      {
        seed: '4',
        map: 'area yard flam=1 fire=1\narea pond wet=1\nlink yard pond\npc Ada in pond\nnpc Orc in yard limit=3',
        fighters: 'Ada: steadiness=1 weapon=1 arms=Bow itm=1 reach=ranged; Orc: faction=orcs',
      },
      1,
    );
    expect(wet.errors).toEqual([]);
    const played = playSuggested(wet.input);
    const roundEnds = played.filter((s) => s.hasTag('turns') && contextOf(s.context.combat).fighters.length > 0);
    const wetEnds = roundEnds.filter((s) => {
      const child = contextOf(s.context.combat);
      return s.context.combat.snapshot.hasTag('the end of a round') && waterCounts(child.map, child.fighters);
    });
    expect(wetEnds.length).toBeGreaterThan(0);
    for (const s of wetEnds) expect(moves(s).find((m) => m.suggested)!.id).toBe('combat-round:end-round');
    expect(played.at(-1)!.hasTag('over')).toBe(true);
  });

  it('is over when nobody is left alive, with nothing to rest', () => {
    const doomed = parseLadyLuckFightSetup(
      {
        seed: '2',
        map: 'area inferno flam=2 fire=6\npc Ada in inferno injuries=9\nnpc Orc in inferno limit=0',
        fighters: 'Orc: faction=orcs',
      },
      1,
    );
    const played = playSuggested(doomed.input);
    const end = played.at(-1)!;
    expect(end.hasTag('over')).toBe(true);
    if (end.context.fighters.every((f) => f.condition === 'dead')) expect(summary(end)![0]!.text).toMatch(/nobody is left alive/);
  });

  it('is the procedure the catalogue names, played on its own page', () => {
    expect(ladyLuckFight.name).toBe('lady-luck-fight');
    expect(ladyLuckFight.machine.id).toBe('ladyLuckFight');
    expect(ladyLuckFight.record.current).toBe('lady-luck-fight/1');
  });

  it('teaches the odds of the next roll by the procedure in play', async () => {
    const teaching = await ladyLuckFight.teaching!();
    const [s] = initialTransition(ladyLuckFightMachine, defaultFight(1));
    const declare = moves(s).find((m) => m.suggested)!;
    const [declared] = transition(ladyLuckFightMachine, s, declare.event);
    expect(teaching.nextOdds?.(declared)).toBeDefined();
  });

  it('asks the combat round’s own question before its roll, and grades it as the combat round would', async () => {
    const teaching = await ladyLuckFight.teaching!();
    const own = await combatRound.teaching!();
    const snapshots = playSuggested(LADY_LUCK_FIGHT_EXAMPLES[0]!.input);
    const events = snapshots.slice(0, -1).map((s) => moves(s).find((m) => m.suggested)!.event);
    const asked = questionsAsked(snapshots, events, (s) => teaching.predictionFor!(s as Snapshot));
    expect(asked.length, 'questions asked in the default fight').toBeGreaterThan(3);
    let compared = 0;
    for (const { step, question, after } of asked) {
      const before = snapshots[step]!.context;
      if (question.settled && !question.settled(after)) continue;
      const { choice } = question.answer(after);
      expect(question.choices.map((c) => c.id)).toContain(choice);
      // The same combat round before and after (its turns go on): its own question, graded by itself.
      if (before.phase !== 'turns' || after.phase !== 'turns' || after.round !== before.round) continue;
      const theirs = own.predictionFor!(before.combat.snapshot)!;
      expect(question.question).toBe(theirs.question);
      expect(choice).toBe(theirs.answer(contextOf(after.combat)).choice);
      compared++;
    }
    expect(compared).toBeGreaterThan(0);
  });
});

describe('a fight called off before anyone is hurt', () => {
  it('goes straight to its end (nothing to rest), and says both sides still stand', () => {
    const [s] = initialTransition(ladyLuckFightMachine, defaultFight(1));
    const [after] = transition(ladyLuckFightMachine, s, moves(s).find((m) => m.id === 'combat-round:end-fight')!.event);
    expect(after.hasTag('over')).toBe(true);
    expect(after.context.why.map((w) => w.text)).toContain('The fight is over after 1 round: downtime begins.');
    expect(summary(after)![0]!.text).toBe('The fight ended after 1 round with the Chosen Few and the goblins still standing.');
  });
});
