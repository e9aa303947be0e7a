/**
 * Help beyond the hit roll (ruling: helping with a jam, and the rolls help cannot reach): a
 * helper can back an ally's Fix Jam check with their own Fix Jam skill against the jam's
 * difficulty; no other roll of a fight can be helped.
 */
import { describe, expect, it } from 'vitest';
import { HELPED_ROLLS } from '../help.js';
import type { PoolFightEvent } from './pool-fight.context.js';
import { nextOdds, predictionFor } from './pool-fight.odds.js';
import { helpProblem } from './pool-fight.problems.js';
import { choicesFor, fighterView } from './pool-fight.view.js';
import { PARTY_FIRST, play, said, table } from './testing/play.js';

const PARTY = 'Jory agility 1 with pistol gun low cart 8; Mara agility 2 with sword';
const FOES = 'Bandit agility 1 at 5';
// Jory's d10 = 1 against the bandit's d6 = 6: a miss, and a cart of 8 jams on any miss.
const JAMMED: PoolFightEvent[] = [PARTY_FIRST, { type: 'attack.made', by: 0, target: 2 }, { type: 'hit.rolled' }];
const HELP: PoolFightEvent = { type: 'help.given', by: 1, ally: 0, roll: 'fix' };

describe('helping with a jam (ruling: helping with a jam, and the rolls help cannot reach)', () => {
  it("rolls the helper's own Fix Jam skill against the jam's difficulty, and adds the table's bonus dice", () => {
    // Mara's 2d6 = 6 + 5 = 11 against the d6's 5: at least twice as high, +2d6.
    const s = play(table(PARTY, FOES, [1, 6, 6, 5, 5]), [...JAMMED, HELP]);
    expect(said(s)).toBe(
      "Mara helps Jory with the jam in the pistol (Help: 1 action; 1 action left): 2d6 (agility 2) against the jam's difficulty d6 (the difficulty).",
    );
    const after = play(table(PARTY, FOES, [1, 6, 6, 5, 5]), [...JAMMED, HELP, { type: 'help.rolled' }]);
    expect(said(after)).toBe("Help: 6 + 5 = 11 against 5, at least 2 times as high: +2d6, added to Jory's next Fix Jam check this turn.");
    expect(after.context.fighters[0]!.help).toEqual([{ target: 'jam', dice: 2 }]);
    expect(fighterView(after.context, 0).notes).toContain('+2d6 help with the jam');
  });

  it('joins the bonus dice to the next Fix Jam check, and spends them on it', () => {
    const events: PoolFightEvent[] = [...JAMMED, HELP, { type: 'help.rolled' }, { type: 'jam.tried', by: 0 }];
    const trying = play(table(PARTY, FOES, [1, 6, 6, 5, 5, 2, 2, 2, 5]), events);
    const p = trying.context.pending;
    expect(p?.kind === 'fix' && p.mine.text).toBe('3d6 (agility 1, +2d6 help)');
    expect(said(trying)).toContain('The help is spent on this check.');
    expect(trying.context.fighters[0]!.help).toEqual([]);
    const done = play(table(PARTY, FOES, [1, 6, 6, 5, 5, 2, 2, 2, 5]), [...events, { type: 'fix.rolled' }]);
    expect(done.context.contests[0]!.verdict).toBe('6 against 5: cleared');
    expect(done.context.fighters[0]!.jammed).toBe(false);
  });

  it("loses the help if the ally's turn ends before the check", () => {
    const s = play(table(PARTY, FOES, [1, 6, 6, 5, 5]), [...JAMMED, HELP, { type: 'help.rolled' }, { type: 'turn.ended' }]);
    expect(s.context.fighters[0]!.help).toEqual([]);
  });

  it('asks the odds and the prediction of the bonus dice, as for the hit roll', () => {
    const s = play(table(PARTY, FOES, [1, 6]), [...JAMMED, HELP]);
    expect(nextOdds(s)?.question).toBe('Help: 2d6 against d6');
    expect(predictionFor(s)?.question).toBe('How many bonus dice? (2d6 against d6)');
  });

  it('is offered only while the ally’s gun is jammed, and says why not otherwise', () => {
    const before = play(table(PARTY, FOES), [PARTY_FIRST]);
    expect(choicesFor(before.context, 1).map((c) => c.label)).not.toContain('Help Jory with the jam');
    expect(helpProblem(before.context, 1, 0, 'jam')).toBe("Jory's pistol is not jammed");
    const jammed = play(table(PARTY, FOES, [1, 6]), JAMMED);
    expect(choicesFor(jammed.context, 1).map((c) => c.label)).toContain('Help Jory with the jam');
    expect(helpProblem(jammed.context, 0, 1, 'jam')).toBe('Mara has no firearm to clear');
  });

  it('reaches the hit roll and the Fix Jam check, and no other roll of a fight', () => {
    expect(HELPED_ROLLS).toEqual(['hit roll', 'Fix Jam check']);
    const jammed = play(table(PARTY, FOES, [1, 6]), JAMMED);
    const helps = choicesFor(jammed.context, 1).filter((c) => c.event.type === 'help.given');
    expect(helps.map((c) => c.label)).toEqual(['Help Jory against Bandit', 'Help Jory with the jam']);
  });
});
