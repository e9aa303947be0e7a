/**
 * Ready Action beyond a readied attack (ruling: readying other actions): a move, a reload, a Fix
 * Jam check, a short spell, ability or item, or an attack for another moment, each going off when
 * the table says the player's condition has happened, in another group's turn of the same round.
 */
import { describe, expect, it } from 'vitest';
import type { PoolFightEvent } from './pool-fight.context.js';
import { readyProblem, triggerProblem } from './pool-fight.ready.js';
import { parsePoolFightSetup } from './pool-fight.setup.js';
import { fighterView, readyChoices, triggerChoices } from './pool-fight.view.js';
import { PARTY_FIRST, play, said, table } from './testing/play.js';

const KIT = 'Kit agility 2 at 3 with pistol gun low cart 4 spell Blink 2 spell Storm 3';
const BANDIT = 'Bandit agility 1 at 8';
const END: PoolFightEvent = { type: 'turn.ended' };
const ready = (action: Extract<PoolFightEvent, { type: 'action.readied' }>['action']): PoolFightEvent => ({
  type: 'action.readied',
  by: 0,
  action,
  when: 'called',
});
const GO: PoolFightEvent = { type: 'readied.triggered', by: 0 };

describe('readying other actions (ruling: readying other actions)', () => {
  const t = table(KIT, BANDIT);

  it('offers an attack when called, a move, a reload, a Fix Jam check and each short spell, for 2 actions', () => {
    const s = play(t, [PARTY_FIRST]);
    expect(readyChoices(s.context, 0).map((c) => [c.label, c.problem])).toEqual([
      ['Ready an attack, when called', undefined],
      ['Ready a move: close in 4', undefined],
      ['Ready a move: fall back 4', undefined],
      ['Ready a reload', undefined],
      ['Ready a Fix Jam check', undefined],
      ['Ready spell Blink', undefined],
      ['Ready spell Storm', 'Storm costs 3 actions, more than a Ready Action holds: it is paid across turns instead'],
    ]);
    const r = play(t, [PARTY_FIRST, ready({ kind: 'reload' })]);
    expect(r.context.fighters[0]).toMatchObject({ actions: 0, readied: { round: 1, action: { kind: 'reload' }, when: 'called' } });
    expect(said(r)).toContain(
      "Kit readies a reload (Ready Action: 2 actions), on a condition the player states: when it happens in another group's turn this round, the table sets it off.",
    );
    expect(fighterView(r.context, 0).notes).toContain('reload readied, for when the table calls it');
  });

  it('refuses what cannot be readied, and lets only an attack go off by itself', () => {
    const s = play(table('Ilse with pike heavy pointy reach', BANDIT), [PARTY_FIRST]);
    expect(readyProblem(s.context, 0, { kind: 'reload' }, 'called')).toBe('Ilse has no firearm');
    expect(readyProblem(s.context, 0, { kind: 'move', squares: 9 }, 'called')).toBe('Ilse moves at most 6 squares (speed 6)');
    expect(readyProblem(s.context, 0, { kind: 'move', squares: 2 }, 'enemy in reach')).toBe(
      'only a readied attack goes off by itself; the table calls any other',
    );
    expect(readyProblem(s.context, 0, { kind: 'help' }, 'called')).toBe('choose an action to ready');
    expect(s.can({ type: 'action.readied', by: 0, action: { kind: 'power', power: 0 }, when: 'called' })).toBe(false);
  });

  it("goes off only in another group's turn of the same round, when the table calls it", () => {
    const mine = play(t, [PARTY_FIRST, ready({ kind: 'reload' })]);
    expect(triggerProblem(mine.context, 0)).toBe("a readied action goes off only in another group's turn, in the same round");
    expect(triggerChoices(mine.context)).toEqual([]);
    const theirs = play(t, [PARTY_FIRST, ready({ kind: 'reload' }), END]);
    expect(triggerChoices(theirs.context).map((c) => c.label)).toEqual(["Kit's readied reload goes off"]);
    const lapsed = play(t, [PARTY_FIRST, ready({ kind: 'reload' }), END, END]);
    expect(said(lapsed)).toContain("Kit's readied reload lapses");
    expect(lapsed.can(GO)).toBe(false);
  });

  it('reloads at no further cost', () => {
    // Kit's 2d6 = 1 + 2 against the bandit's d6 = 3: a tie misses, not badly enough to jam; the reload goes off in the foes' turn.
    const s = play(table(KIT, 'Bandit agility 1 at 5', [1, 2, 3]), [
      PARTY_FIRST,
      { type: 'attack.made', by: 0, target: 1 },
      { type: 'hit.rolled' },
      { type: 'turn.ended' },
      { type: 'turn.ended' },
      ready({ kind: 'reload' }),
      END,
      GO,
    ]);
    expect(s.context.fighters[0]!.shots).toBe(4);
    expect(said(s)).toBe("Kit's readied reload goes off: the table says its condition has happened. Kit reloads the pistol: 4 of 4 shots.");
  });

  it('moves the squares it was readied with, stopping short of any enemy in the way', () => {
    const s = play(t, [PARTY_FIRST, ready({ kind: 'move', squares: -3 }), END, GO]);
    expect(s.context.fighters[0]!.at).toBe(0);
    const near = play(t, [PARTY_FIRST, ready({ kind: 'move', squares: 5 }), END, { type: 'fighter.moved', by: 1, squares: 2 }]);
    expect(triggerProblem(near.context, 0)).toBe('Kit can close at most 2 squares: an enemy stands 3 squares away');
  });

  it('casts a short spell: it takes effect, no dice rolled', () => {
    const before = play(t, [PARTY_FIRST, ready({ kind: 'power', power: 0 }), END]);
    const s = play(t, [PARTY_FIRST, ready({ kind: 'power', power: 0 }), END, GO]);
    expect(said(s)).toContain("Blink takes effect. What it does is the GM's to say.");
    expect(s.context.chance).toEqual(before.context.chance);
  });

  it('attacks the enemy the table names, rolled at once, at no further cost', () => {
    const s = play(table('Ilse agility 2 at 5 with pike heavy pointy reach', BANDIT), [
      PARTY_FIRST,
      ready({ kind: 'attack' }),
      END,
      { type: 'fighter.moved', by: 1, squares: 1 },
    ]);
    expect(s.value).toEqual({ fighting: 'groupTurn' });
    expect(triggerChoices(s.context).map((c) => [c.label, c.problem])).toEqual([["Ilse's readied attack on Bandit goes off", undefined]]);
    const off = play(table('Ilse agility 2 at 5 with pike heavy pointy reach', BANDIT), [
      PARTY_FIRST,
      ready({ kind: 'attack' }),
      END,
      { type: 'fighter.moved', by: 1, squares: 1 },
      { type: 'readied.triggered', by: 0, target: 1 },
    ]);
    expect(off.value).toEqual({ fighting: { attacking: 'rollingToHit' } });
    expect(off.context.fighters.map((f) => f.actions)).toEqual([0, 1]);
    expect(off.context.tally.attacks).toBe(1);
  });

  it('works at a jam: the check is rolled at once', () => {
    // Kit's 2d6 = 1 + 1 against the bandit's d6 = 6: a cart of 4 jams at half the opposing roll or less. Then 6 + 6 against 1.
    const jammed: PoolFightEvent[] = [PARTY_FIRST, { type: 'attack.made', by: 0, target: 1 }, { type: 'hit.rolled' }, END, END];
    const s = play(table(KIT, 'Bandit agility 1 at 5', [1, 1, 6, 6, 6, 1]), [...jammed, ready({ kind: 'fix' }), END, GO]);
    expect(s.value).toEqual({ fighting: 'fixingJam' });
    expect(said(s)).toContain('Kit works at the jam (Fix Jam: readied)');
    const done = play(table(KIT, 'Bandit agility 1 at 5', [1, 1, 6, 6, 6, 1]), [
      ...jammed,
      ready({ kind: 'fix' }),
      END,
      GO,
      { type: 'fix.rolled' },
    ]);
    expect(done.context.fighters[0]!.jammed).toBe(false);
  });

  it('sets off no other readied action when it goes off', () => {
    // Wolves ready an attack for an enemy in reach; Kit's readied move, called in the foes' turn, ends beside the wolf.
    const { input } = parsePoolFightSetup({
      seed: '4',
      party: 'Kit agility 2 at 3 with knife',
      foes: 'Bandit at 14',
      'more-groups': 'Wolves: Grey at 7 with fangs',
    });
    const s = play(input, [
      { type: 'order.chosen', first: 'group3' },
      { type: 'order.chosen', first: 'party' },
      { type: 'action.readied', by: 2 },
      END,
      ready({ kind: 'move', squares: 3 }),
      END,
      GO,
    ]);
    expect(s.context.fighters[0]!.at).toBe(6);
    expect(s.value).toEqual({ fighting: 'groupTurn' });
    expect(s.context.fighters[2]!.readied).not.toBeNull();
  });
});
