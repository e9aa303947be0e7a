import { describe, expect, it } from 'vitest';
import { attackRoll } from '../attack-roll/index.js';
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
