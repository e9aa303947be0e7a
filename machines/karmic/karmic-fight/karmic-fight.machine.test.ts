import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { contextOf } from '../../core/compose.js';
import { questionsAsked } from '../../core/compose.testing.js';
import { CHILDREN } from './karmic-fight.children.js';
import { cardsOnTable } from './karmic-fight.cards.js';
import { playingOf } from './karmic-fight.children.js';
import type { KarmicFightInput, Member } from './karmic-fight.context.js';
import { DEFAULT_INPUT, DEFAULT_ROSTER } from './karmic-fight.examples.js';
import { karmicFightMachine } from './karmic-fight.machine.js';
import { parseKarmicFightSetup } from './karmic-fight.setup.js';
import { playSuggested } from './karmic-fight.testing.js';
import { headline, moves, summary } from './karmic-fight.view.js';

describe('a whole fight, played by the suggested move', () => {
  const played = playSuggested(DEFAULT_INPUT);

  it('plays the default fight from the lookout to its end in 15 to 60 presses', () => {
    expect(played.end.status).toBe('done');
    expect(played.end.hasTag('over')).toBe(true);
    // The page says so: 50 presses, inside the 15 to 60 a first fight should take.
    expect(played.events.length).toBe(50);
    expect(played.end.context.ended?.how).toBe('down');
  });

  it('offers exactly one suggested move at every step before the end, and none after', () => {
    expect(played.badSteps).toBe(0);
    expect(moves(played.end)).toEqual([]);
  });

  it('passes through the lookout check, the shots and the melee, in that order', () => {
    const kinds = played.steps.map((s) => s.context.bout?.kind).filter((k, i, all) => k !== all[i - 1]);
    expect(kinds[0]).toBe('check');
    expect(kinds).toContain('shot');
    expect(kinds.indexOf('shot')).toBeLessThan(kinds.findIndex((k) => k === 'duel' || k === 'several'));
  });

  it('says each step in one sentence, and sums up who won and what it cost', () => {
    for (const s of played.steps) expect(headline(s).length).toBeGreaterThan(10);
    const said = summary(played.end)!
      .map((w) => w.text)
      .join(' ');
    for (const m of DEFAULT_ROSTER) expect(said).toContain(m.fighter.name);
  });

  it('replays: the events of a finished fight reach the same final context', () => {
    let [s] = initialTransition(karmicFightMachine, DEFAULT_INPUT);
    for (const e of played.events) [s] = transition(karmicFightMachine, s, e);
    expect(JSON.parse(JSON.stringify(s.context))).toEqual(JSON.parse(JSON.stringify(played.end.context)));
  });
});

describe('what a finished procedure does to the roster', () => {
  const played = playSuggested(DEFAULT_INPUT);

  it("lands a shot's damage on its foe, and closes the distance by the turns it took (ruling: how fast the foes close)", () => {
    const i = played.steps.findIndex((s, k) => k > 0 && s.context.shots > played.steps[k - 1]!.context.shots);
    const before = played.steps[i - 1]!.context;
    const after = played.steps[i]!.context;
    const bout = after.bout!;
    const shot = contextOf(playingOf(bout)) as { turn: number; shot: { result: { outcome: { kind: string; damage?: number } } } };
    const foe = bout.foes[0]!;
    const dealt = shot.shot.result.outcome.kind === 'hit' ? shot.shot.result.outcome.damage! : 0;
    expect(after.damage[foe]).toBe(before.damage[foe]! + dealt);
    expect(after.distance).toBe(Math.max(0, before.distance - 5 * shot.turn));
  });

  it("lands a duel's damage on both fighters, and carries wounds into the next fight (ruling: damage carries over)", () => {
    const fights = played.steps.filter((s, k) => k > 0 && s.context.fights > played.steps[k - 1]!.context.fights);
    expect(fights.length).toBeGreaterThan(0);
    const first = fights[0]!.context;
    const duel = contextOf(playingOf(first.bout!)) as { damage: readonly number[] };
    const who = [first.bout!.party, ...first.bout!.foes];
    const shotsBefore = played.steps.find((s) => s.context.bout?.kind !== 'check' && s.context.bout?.kind !== 'shot')!.context;
    who.forEach((i, k) => expect(first.damage[i]).toBe(shotsBefore.damage[i]! + (duel.damage[k] ?? 0)));
  });

  it('starts every later fight with the hit points each fighter has left (ruling: damage carries over)', () => {
    const starts = played.steps.filter(
      (s, k) =>
        k > 0 &&
        played.steps[k - 1]!.matches('passingOn') &&
        s.context.fights > 0 &&
        (s.matches('dueling') || s.matches('fightingSeveral')),
    );
    expect(starts.length).toBeGreaterThan(0);
    for (const s of starts) {
      const b = s.context.bout!;
      const c = contextOf(playingOf(b)) as {
        fighters?: readonly { hitPoints: number }[];
        lone?: { hitPoints: number };
        foes?: readonly { hitPoints: number }[];
      };
      const hp = c.fighters ? c.fighters.map((f) => f.hitPoints) : [c.lone!.hitPoints, ...c.foes!.map((f) => f.hitPoints)];
      expect(hp).toEqual([b.party, ...b.foes].map((i) => DEFAULT_ROSTER[i]!.fighter.hitPoints - s.context.damage[i]!));
    }
  });
});

describe('yielding and bigger fights', () => {
  it('ends the fight when a side yields, at any step', () => {
    const [start] = initialTransition(karmicFightMachine, DEFAULT_INPUT);
    const [done] = transition(karmicFightMachine, start, { type: 'fight.yielded', team: 'party' });
    expect(done.status).toBe('done');
    expect(done.context.ended).toEqual({ winner: 'foes', how: 'yielded' });
  });

  it('refuses a move the procedure inside does not take now', () => {
    const [start] = initialTransition(karmicFightMachine, DEFAULT_INPUT);
    expect(start.can({ type: 'PLAY', event: { type: 'register.revealed' } })).toBe(false);
    expect(start.can({ type: 'fight.next' })).toBe(false);
  });

  it('plays a fight of 12 to its end, one suggested move at every step, under 4 ms a step', () => {
    const fighters = Array.from({ length: 12 }, (_, i) =>
      i < 4
        ? `P${i}: pc, sword, skill 3, training 2, hp 8${i === 0 ? ', bow short-bow 3' : ''}`
        : `F${i}: foe, mace, skill 2, training 1, hp 6`,
    ).join('; ');
    const { input, errors } = parseKarmicFightSetup({ fighters, seed: '5' });
    expect(errors).toEqual([]);
    expect(input.roster).toHaveLength(12);
    const t0 = performance.now();
    const played = playSuggested(input);
    const perStep = (performance.now() - t0) / played.events.length;
    expect(played.end.status).toBe('done');
    expect(played.badSteps).toBe(0);
    expect(played.steps.some((s) => s.context.bout?.kind === 'several')).toBe(true);
    expect(perStep).toBeLessThan(4);
  });

  it('has nobody who is out fight again', () => {
    const input: KarmicFightInput = { ...DEFAULT_INPUT, seed: 3 };
    const played = playSuggested(input);
    for (const s of played.steps) {
      const b = s.context.bout;
      if (b && (b.kind === 'duel' || b.kind === 'several') && s.matches('passingOn') === false && s.context.fights > 0) {
        const prev = played.steps[played.steps.indexOf(s) - 1]!;
        if (prev.matches('passingOn')) for (const i of [b.party, ...b.foes]) expect(prev.context.out[i]).toBe(false);
      }
    }
    const roster: readonly Member[] = input.roster;
    expect(played.end.context.out.filter((o, i) => !o && roster[i]!.team !== played.end.context.ended!.winner)).toEqual([]);
  });
});

describe('the odds of what comes next', () => {
  it("are the odds of the procedure being played: the lookout's draw, then the shot's", async () => {
    const { karmicFight } = await import('./index.js');
    const teaching = await karmicFight.teaching!();
    const played = playSuggested(DEFAULT_INPUT);
    const first = played.steps[0]!;
    const { karmaCheck } = await import('../karma-check/index.js');
    const child = await karmaCheck.teaching!();
    expect(teaching.nextOdds!(first)).toEqual(child.nextOdds!(first.context.bout!.snapshot as never));
    expect(teaching.nextOdds!(played.end)).toBeUndefined();
  });

  it('asks the procedure’s own question before its step, and grades it as that procedure would', async () => {
    const { karmicFight } = await import('./index.js');
    const teaching = await karmicFight.teaching!();
    const played = playSuggested(DEFAULT_INPUT);
    const asked = questionsAsked(played.steps, played.events, (s) => teaching.predictionFor!(s as (typeof played.steps)[number]));
    expect(asked.length, 'questions asked in the default fight').toBeGreaterThan(3);
    let compared = 0;
    for (const { step, question, after } of asked) {
      const before = played.steps[step]!.context.bout!;
      if (question.settled && !question.settled(after)) continue;
      const { choice } = question.answer(after);
      expect(question.choices.map((c) => c.id)).toContain(choice);
      // The same bout before and after: its own question, graded by itself.
      if (!after.bout || after.bout.kind !== before.kind || after.bout.party !== before.party) continue;
      const own = await CHILDREN[before.kind].teaching!();
      const theirs = own.predictionFor!(before.snapshot as never)!;
      expect(question.question).toBe(theirs.question);
      expect(choice).toBe(theirs.answer(contextOf(playingOf(after.bout)) as never).choice);
      compared++;
    }
    expect(compared).toBeGreaterThan(0);
  });
});

describe('the cards on the table', () => {
  const played = playSuggested(DEFAULT_INPUT);

  it('shows the aim row while a shot is aimed, each card with what it counts for', () => {
    const aiming = played.steps.find(
      (s) => s.matches('shooting') && (contextOf(playingOf(s.context.bout!)) as { window: string[] }).window.length > 0,
    )!;
    const row = cardsOnTable(aiming.context).find((g) => g.label.endsWith('aim row'))!;
    expect(row.cards.map((c) => c.card)).toEqual((contextOf(playingOf(aiming.context.bout!)) as { window: string[] }).window);
    expect(row.cards[0]!.value).toMatch(/^[+−]\d|wild/);
  });

  it("never shows a foe's hand: in a duel, only the character's hand and the registers turned over", () => {
    for (const s of played.steps.filter((s) => s.matches('dueling'))) {
      const duel = contextOf(playingOf(s.context.bout!)) as { hands: readonly (readonly string[])[] };
      const shown = cardsOnTable(s.context).filter((g) => g.label.endsWith('hand'));
      expect(shown.flatMap((g) => g.cards.map((c) => c.card))).toEqual([...duel.hands[0]!]);
    }
  });
});
