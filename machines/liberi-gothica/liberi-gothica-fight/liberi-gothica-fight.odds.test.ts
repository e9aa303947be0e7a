import { describe, expect, it } from 'vitest';
import { questionsAsked } from '../../core/compose.testing.js';
import { attackRoll } from '../attack-roll/index.js';
import { initiativeDeal } from '../initiative-deal/index.js';
import { soulPassing } from '../soul-passing/index.js';
import { liberiGothicaFight } from './index.js';
import { LIBERI_GOTHICA_FIGHT_EXAMPLES } from './liberi-gothica-fight.examples.js';
import { playSuggested } from './liberi-gothica-fight.testing.js';

describe('the odds of a whole fight are the child’s own', () => {
  it('gives, at each step of an exchange or a soul’s passing, the odds that procedure gives of its own snapshot', async () => {
    const teaching = await liberiGothicaFight.teaching();
    const [exchange, passing] = await Promise.all([attackRoll.teaching(), soulPassing.teaching()]);
    const { snapshots } = playSuggested(LIBERI_GOTHICA_FIGHT_EXAMPLES[0]!.input, 200);
    let asked = 0;
    for (const s of snapshots) {
      const ctx = s.context;
      const own = ctx.passing
        ? passing.nextOdds?.(ctx.passing.snapshot)
        : ctx.exchange
          ? exchange.nextOdds?.(ctx.exchange.snapshot)
          : undefined;
      if (!ctx.passing && !ctx.exchange) continue;
      expect(teaching.nextOdds!(s)).toEqual(own);
      if (own) asked++;
    }
    expect(asked).toBeGreaterThan(5);
  });
});

describe('predict, then see, in a whole fight', () => {
  it('asks the child’s own question before the child’s step, and grades it as the child would on the child that step left', async () => {
    const teaching = await liberiGothicaFight.teaching();
    const own = {
      'attack-roll': await attackRoll.teaching(),
      'soul-passing': await soulPassing.teaching(),
      'initiative-deal': await initiativeDeal.teaching(),
    };
    const { snapshots, events } = playSuggested(LIBERI_GOTHICA_FIGHT_EXAMPLES[0]!.input, 200);
    const asked = questionsAsked(snapshots, events, (s) => teaching.predictionFor!(s as never));
    expect(asked.length, 'questions asked in the default fight').toBeGreaterThan(3);
    let compared = 0;
    for (const { step, question, after } of asked) {
      const before = snapshots[step]!.context;
      // The same child before and after (an exchange that goes on, the deal): its own question, graded by itself.
      const child =
        before.exchange && after.exchange
          ? (['attack-roll', before.exchange.snapshot, after.exchange.snapshot] as const)
          : before.phase === 'dealing' && !before.exchange && !before.passing
            ? (['initiative-deal', before.deal, after.deal] as const)
            : undefined;
      if (question.settled && !question.settled(after)) continue;
      const { choice } = question.answer(after);
      expect(question.choices.map((c) => c.id)).toContain(choice);
      if (!child) continue;
      const theirs = own[child[0]].predictionFor!(child[1] as never)!;
      expect(question.question).toBe(theirs.question);
      expect(choice).toBe(theirs.answer((child[2] as unknown as { context: never }).context).choice);
      compared++;
    }
    expect(compared).toBeGreaterThan(0);
  });
});
