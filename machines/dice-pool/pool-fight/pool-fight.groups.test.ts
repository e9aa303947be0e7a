/**
 * More than two groups (ruling: more than two groups): up to four, the party, the foes and two
 * more; every group fights every other; the GM places them in order one at a time or they roll;
 * a group with no one standing takes no more turns; the fight ends when one group (or none) is left.
 */
import { describe, expect, it } from 'vitest';
import type { PoolFightEvent, PoolFightInput } from './pool-fight.context.js';
import { nextOdds } from './pool-fight.odds.js';
import { attackProblem, moveProblem } from './pool-fight.problems.js';
import { parsePoolFightSetup, poolFightInputProblem } from './pool-fight.setup.js';
import { moveChoices, orderChoices, statusLine, summary } from './pool-fight.view.js';
import { play, said, table } from './testing/play.js';

function setup(attrs: Record<string, string>): { input: PoolFightInput; errors: string[] } {
  return parsePoolFightSetup({ seed: '3', ...attrs });
}
const THREE = setup({
  party: 'Mara agility 2 with sword',
  foes: 'Bandit at 6',
  'more-groups': 'Wolves: Grey agility 2 with fangs light sharp; Ash with fangs light sharp',
}).input;
const placed = (...firsts: string[]): PoolFightEvent[] => firsts.map((first) => ({ type: 'order.chosen', first }));

describe('setting up more groups', () => {
  it('reads each group as a name, a colon and its fighters, ids group3 and group4, starting on squares 12 and 18', () => {
    const { input, errors } = setup({ 'more-groups': 'Wolves: Grey; Ash | The Crows: Caw at 30' });
    expect(errors).toEqual([]);
    expect(input.moreGroups).toEqual([
      { id: 'group3', name: 'Wolves' },
      { id: 'group4', name: 'The Crows' },
    ]);
    expect(input.fighters.slice(3).map((f) => [f.name, f.group, f.at])).toEqual([
      ['Grey', 'group3', 12],
      ['Ash', 'group3', 12],
      ['Caw', 'group4', 30],
    ]);
    expect(poolFightInputProblem(input)).toBeUndefined();
  });

  it('takes no more groups than four in all, and says which it leaves out and why', () => {
    const { input, errors } = setup({ 'more-groups': 'Wolves Grey | party: Ada | Rats: Nib' });
    expect(input.moreGroups).toBeUndefined();
    expect(errors).toEqual([
      'more-groups: at most 2 more groups (4 in all); the rest are left out',
      'more-groups: a group is a name, a colon and its fighters, like "Wolves: Grey at 12"; "Wolves Grey" is left out',
      'more-groups: the group name "party" is taken; that group is left out',
    ]);
    // A prototype's name is a plain name here, never a key.
    const rest = setup({ 'more-groups': 'constructor: Cy | Crows: Caw; Daw; Eek; Fay; Gus' });
    expect(rest.input.moreGroups).toEqual([{ id: 'group3', name: 'constructor' }]);
    expect(rest.errors).toEqual(['more-groups: Crows holds 1 to 4 fighters separated by ";"; that group is left out']);
    expect(setup({ 'more-groups': 'Rats: Nib | rats: Zip' }).errors).toEqual([
      'more-groups: the group name "rats" is taken; that group is left out',
    ]);
  });

  it('moves a group that would share a square with another group’s fighter to a free square beyond them', () => {
    const { input, errors } = setup({ foes: 'Bandit at 6', 'more-groups': 'Wolves: Grey at 6' });
    expect(errors).toEqual(["more-groups: Wolves would share a square with another group's fighter; they start at square 12 instead"]);
    expect(input.fighters.at(-1)!.at).toBe(12);
  });

  it('names fighters apart across every group', () => {
    const { input, errors } = setup({ foes: 'Grey at 6', 'more-groups': 'Wolves: Grey' });
    expect(input.fighters.map((f) => f.name)).toEqual(['Mara', 'Jory', 'Grey', 'Grey2']);
    expect(errors).toEqual(['group3: the name Grey is taken by another fighter; this one is called Grey2']);
  });

  it('refuses a saved table whose groups this widget never writes', () => {
    expect(poolFightInputProblem({ ...THREE, moreGroups: [{ id: 'group4', name: 'Wolves' }] })).toBe('its groups');
    expect(poolFightInputProblem({ ...THREE, moreGroups: [{ id: 'group3', name: '<b>' }] })).toBe('its groups');
    expect(poolFightInputProblem({ ...THREE, moreGroups: [] })).toBe('its groups');
    expect(poolFightInputProblem({ ...THREE, moreGroups: undefined })).toBe('its fighters');
    const clash = THREE.fighters.map((f) => (f.group === 'group3' ? { ...f, at: 6 } : f));
    expect(poolFightInputProblem({ ...THREE, fighters: clash })).toBe("its fighters' squares");
  });
});

describe('the order of three groups', () => {
  it('has the GM place the groups one at a time; the last follows by itself', () => {
    const one = play(THREE, placed('group3'));
    expect(one.hasTag('ordering')).toBe(true);
    expect(said(one)).toBe('The GM places Wolves first; still to place: the party and the foes.');
    expect(orderChoices(one.context).map((c) => c.label)).toEqual(['Roll for it (1d6 each)', 'The party next', 'The foes next']);
    expect(one.can({ type: 'order.chosen', first: 'group3' })).toBe(false);
    expect(one.can({ type: 'order.chosen', first: 'group4' })).toBe(false);
    const all = play(THREE, placed('group3', 'foes'));
    expect(all.context).toMatchObject({ order: ['group3', 'foes', 'party'], acting: 'group3', round: 1 });
    expect(said(all)).toContain('The GM puts the groups in order: Wolves, then the foes, then the party.');
  });

  it('rolls 1d6 a group, ties rolling again among themselves (ruling: rolling for group order)', () => {
    // The party 3, the foes 5, Wolves 3: the foes first; the party and Wolves roll again, 6 and 2.
    const s = play({ ...THREE, rolls: [3, 5, 3, 6, 2] }, [{ type: 'order.rolled' }]);
    expect(s.context.order).toEqual(['foes', 'party', 'group3']);
    expect(s.context.contests.map((c) => c.verdict)).toEqual([
      'The party 3, The foes 5, Wolves 3: the foes, then the party and Wolves roll again',
      '6 against 2: the party first',
    ]);
    expect(s.context.contests[0]!.more?.map((r) => r.total)).toEqual([3]);
  });

  it('rolls only for the groups the GM has not placed', () => {
    const s = play({ ...THREE, rolls: [2, 5] }, [...placed('party'), { type: 'order.rolled' }]);
    expect(s.context.order).toEqual(['party', 'group3', 'foes']);
  });

  it('gives each group not yet placed the same chance to lead the roll', () => {
    const odds = nextOdds(play(THREE, []));
    expect(odds?.outcomes.map((o) => [o.label, o.p])).toEqual([
      ['The party first', 1 / 3],
      ['The foes first', 1 / 3],
      ['Wolves first', 1 / 3],
    ]);
  });
});

describe('a fight of three groups', () => {
  const ordered = placed('party', 'foes');

  it('passes the turn down the order, a new round after the last group', () => {
    const s = play(THREE, [...ordered, { type: 'turn.ended' }, { type: 'turn.ended' }]);
    expect(s.context).toMatchObject({ acting: 'group3', round: 1 });
    expect(play(THREE, [...ordered, ...Array.from({ length: 3 }, () => ({ type: 'turn.ended' }) as const)]).context).toMatchObject({
      acting: 'party',
      round: 2,
    });
  });

  it('makes every other group an enemy: the wolves may attack the bandit as well as Mara', () => {
    const t = setup({ party: 'Mara at 5', foes: 'Bandit at 7', 'more-groups': 'Wolves: Grey at 6' }).input;
    const s = play(t, placed('group3', 'party'));
    expect(attackProblem(s.context, 2, 0)).toBeUndefined();
    expect(attackProblem(s.context, 2, 1)).toBeUndefined();
  });

  it('lets no one walk through an enemy either way along the line (ruling: the fight on a line of squares)', () => {
    const t = setup({ party: 'Mara at 2', foes: 'Bandit at 12', 'more-groups': 'Wolves: Grey at 8' }).input;
    const s = play(t, placed('group3', 'party'));
    // Grey's way is down the line, toward Mara 6 squares off; back up it, the bandit stands 4 off.
    expect(moveProblem(s.context, 2, 6)).toBe('Grey can close at most 5 squares: an enemy stands 6 squares away');
    expect(moveProblem(s.context, 2, -4)).toBe('Grey can move back at most 3 squares: an enemy stands 4 squares away');
    expect(moveChoices(s.context, 2).map((c) => [c.label, c.event])).toEqual([
      ['Move up the line', { type: 'fighter.moved', by: 2, squares: -3 }],
      ['Move down the line', { type: 'fighter.moved', by: 2, squares: 3 }],
    ]);
  });

  it('skips a group with no one standing, and fights on while two groups stand', () => {
    // Mara (2d6: 6 + 6) against the bandit's d6 = 1; d10 damage 10 against his d6 = 1: 9, he is down.
    const t = setup({ party: 'Mara agility 2 physique 1 at 5', foes: 'Bandit health 9 at 6', 'more-groups': 'Wolves: Grey at 12' }).input;
    const s = play({ ...t, rolls: [6, 6, 1, 10, 1] }, [
      ...placed('party', 'foes'),
      { type: 'attack.made', by: 0, target: 1 },
      { type: 'hit.rolled' },
      { type: 'damage.rolled' },
    ]);
    expect(said(s)).toContain('The foes have no one standing: they are out of the fight, which goes on between the party and Wolves.');
    expect(s.hasTag('over')).toBe(false);
    const next = play({ ...t, rolls: [6, 6, 1, 10, 1] }, [
      ...placed('party', 'foes'),
      { type: 'attack.made', by: 0, target: 1 },
      { type: 'hit.rolled' },
      { type: 'damage.rolled' },
      { type: 'turn.ended' },
    ]);
    expect(next.context.acting).toBe('group3');
  });

  it('ends with no winner when one blow fells the last fighters of the last two groups', () => {
    // Oren's electric rod, the seed's reading: the wolf and Oren share the blow, and both fall.
    const t = table('Oren physique 2 health 1 with rod heavy blunt electric', 'Wolf health 1 at 1', [6, 6, 1, 6, 1, 1, 1]);
    const s = play(t, [
      { type: 'order.chosen', first: 'party' },
      { type: 'attack.made', by: 0, target: 1 },
      { type: 'hit.rolled' },
      { type: 'damage.rolled' },
    ]);
    expect(s.hasTag('over')).toBe(true);
    expect(s.context.winner).toBeNull();
    expect(said(s)).toContain('The party and the foes have no one standing: no one is left standing, and the fight ends with no winner.');
    expect(statusLine(s)).toBe('Over in round 1: no one is left standing');
    expect(summary(s)?.[0]?.text).toBe('No one was left standing in round 1: the fight ended with no winner.');
  });
});
