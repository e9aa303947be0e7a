import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { poolFightMachine } from './pool-fight.machine.js';
import { POOL_FIGHT_EXAMPLES } from './pool-fight.examples.js';

/** Our worked example (the only one): Mara and Jory against the bandit. */
const [{ input: WORKED_EXAMPLE, events: WORKED_EXAMPLE_EVENTS }] = POOL_FIGHT_EXAMPLES as [(typeof POOL_FIGHT_EXAMPLES)[number]];

type Snap = SnapshotFrom<typeof poolFightMachine>;

/** Every snapshot of the example, the start first; a refused step fails loudly. */
function steps(): Snap[] {
  let [snap] = initialTransition(poolFightMachine, WORKED_EXAMPLE);
  const out = [snap];
  for (const [i, e] of WORKED_EXAMPLE_EVENTS.entries()) {
    if (!snap.can(e)) throw new Error(`step ${i + 1} refused: ${JSON.stringify(e)} in ${JSON.stringify(snap.value)}`);
    [snap] = transition(poolFightMachine, snap, e);
    out.push(snap);
  }
  return out;
}

const s = steps();
const said = (i: number) => s[i]!.context.why.map((w) => w.text).join(' ');
const hp = (i: number, who: number) => s[i]!.context.fighters[who]!.hp;
const contest = (i: number, k = 0) => {
  const c = s[i]!.context.contests[k]!;
  return { mine: c.mine.faces, mineTotal: c.mine.total, theirs: c.theirs.faces, theirsTotal: c.theirs.total, verdict: c.verdict };
};
// Fighters: 0 Mara, 1 Jory, 2 the bandit.

describe('our worked example: Mara and Jory against the bandit', () => {
  it('rolls for the order: the party 5, the foes 2, so the party acts first', () => {
    expect(s[1]!.context.order).toEqual(['party', 'foes']);
    expect(contest(1)).toMatchObject({ mineTotal: 5, theirsTotal: 2 });
    expect(said(1)).toContain('the party 5, the foes 2: the party go first');
    expect(s[1]!.context.fighters.map((f) => f.actions)).toEqual([2, 2, 0]);
  });

  it('moves Mara 5 squares to stand beside the bandit, for 1 action', () => {
    expect(s[2]!.context.fighters[0]).toMatchObject({ at: 5, actions: 1 });
    expect(said(2)).toContain('the nearest enemy is adjacent');
  });

  it("builds the attacks page's pools: 2d6 against d8, d10 against 2d8", () => {
    const p = s[3]!.context.pending;
    expect(p?.kind).toBe('attack');
    if (p?.kind !== 'attack') return;
    expect(p.build.base.text).toBe('2d6 (agility 2)');
    expect(p.build.dodge.text).toBe('d8 (agility 1, +1 rank 3 armour)');
    expect(p.build.damage.text).toBe('d10 (default d6, +2 sharp)');
    expect(p.build.defense.text).toBe('2d8 (physique 2, +2 rank 3 armour)');
  });

  it('hits with 3 + 4 = 7 against 5, and deals 9 − 6 = 3', () => {
    expect(contest(4)).toMatchObject({ mine: [3, 4], mineTotal: 7, theirs: [5], verdict: '7 against 5: a hit' });
    expect(said(4)).toContain("To hit: Mara rolls 3 + 4 = 7 against Bandit's 5. 7 against 5: a hit.");
    expect(contest(5, 1)).toMatchObject({ mine: [9], theirs: [4, 2], verdict: '9 − 6 = 3 damage' });
    expect(hp(5, 2)).toBe(9);
  });

  it('shoots from 6 squares, short range for a low caliber: +2 hit makes d6 + 2d8', () => {
    const p = s[6]!.context.pending;
    if (p?.kind !== 'attack') throw new Error('no attack');
    expect(p.build.base.text).toBe('d6 + 2d8 (agility 3, +2 low caliber, short)');
    expect(p.build.damage.text).toBe('d6 (default d6)');
    expect(s[6]!.context.fighters[1]!.shots).toBe(5);
  });

  it('misses by 4 with 1 + 2 + 1 = 4 against 8: cart size 6 jams on a miss by more than 2', () => {
    expect(contest(7)).toMatchObject({ mineTotal: 4, theirsTotal: 8, verdict: '4 against 8: a miss' });
    expect(s[7]!.context.fighters[1]!.jammed).toBe(true);
    expect(said(7)).toContain('Cart size 6 jams on a miss by more than 2: the pistol jams.');
  });

  it('fails the first Fix Jam, 4 against 5, and says it may be tried again', () => {
    expect(contest(9)).toMatchObject({ mineTotal: 4, theirsTotal: 5, verdict: '4 against 5: still jammed' });
    expect(s[9]!.context.fighters[1]!.jammed).toBe(true);
    expect(said(9)).toContain('may try again, for another action, as often as it takes');
  });

  it("lets the bandit's blunt maul ignore Mara's armour: d6 + d8 = 12 against her bare 2d6 = 5, 7 damage", () => {
    expect(said(10)).toContain("The party's turn ends");
    expect(s[10]!.context.acting).toBe('foes');
    const p = s[11]!.context.pending;
    if (p?.kind !== 'attack') throw new Error('no attack');
    expect(p.build.base.text).toBe('d6 + d8 (physique 2, +1 blunt)');
    expect(p.build.dodge.text).toBe('2d8 (agility 2, +2 rank 2 armour)');
    expect(p.build.damage.text).toBe('d6 + d8 (default 2d6, +1 two-handed)');
    expect(p.build.defense.text).toBe('2d6 (physique 2, armour ignored by a blunt weapon)');
    expect(contest(12)).toMatchObject({ mineTotal: 10, theirsTotal: 7, verdict: '10 against 7: a hit' });
    expect(contest(13, 1)).toMatchObject({ mineTotal: 12, theirsTotal: 5, verdict: '12 − 5 = 7 damage' });
    expect(hp(13, 0)).toBe(3);
  });

  it('loses the unused action at the end of the turn and begins round 2 with the party', () => {
    expect(said(14)).toContain("Bandit's 1 action is lost");
    expect(s[14]!.context).toMatchObject({ round: 2, acting: 'party' });
  });

  it('clears the jam on the second try, 12 against 4', () => {
    expect(contest(16)).toMatchObject({ mine: [4, 5, 3], theirsTotal: 4, verdict: '12 against 4: cleared' });
    expect(s[16]!.context.fighters[1]!.jammed).toBe(false);
  });

  it('gives Mara +2d6 from Jory’s help: 11 is at least twice 5', () => {
    expect(contest(18)).toMatchObject({ mineTotal: 11, theirsTotal: 5 });
    expect(said(18)).toContain('at least 2 times as high: +2d6');
    expect(s[18]!.context.fighters[0]!.help).toEqual([{ target: 2, dice: 2 }]);
  });

  it('rolls 4d6 with the help: 17 against 6, then 10 − 4 = 6', () => {
    const p = s[19]!.context.pending;
    if (p?.kind !== 'attack') throw new Error('no attack');
    expect(p.build.base.text).toBe('4d6 (agility 2, +2d6 help)');
    expect(contest(20)).toMatchObject({ mine: [2, 5, 4, 6], mineTotal: 17, theirsTotal: 6 });
    expect(hp(21, 2)).toBe(3);
  });

  it('spends the help on that one roll: the second cut is 2d6 again, and brings the bandit down', () => {
    const p = s[22]!.context.pending;
    if (p?.kind !== 'attack') throw new Error('no attack');
    expect(p.build.base.text).toBe('2d6 (agility 2)');
    expect(contest(23)).toMatchObject({ mineTotal: 8, theirsTotal: 2 });
    expect(contest(24, 1)).toMatchObject({ mineTotal: 8, theirsTotal: 5, verdict: '8 − 5 = 3 damage' });
    expect(hp(24, 2)).toBe(0);
    expect(said(24)).toContain('Bandit is down');
    expect(said(24)).toContain('The foes have no one standing: the party win the fight.');
    expect(s[24]!.value).toBe('over');
    expect(s[24]!.context.winner).toBe('party');
  });

  it('rolls exactly its fixed dice, in order, no more and no fewer', () => {
    const faces = WORKED_EXAMPLE_EVENTS.flatMap((e, i) => {
      if (!e.type.endsWith('.rolled')) return [];
      const contests = s[i + 1]!.context.contests.slice(e.type === 'damage.rolled' ? 1 : 0);
      return contests.flatMap((c) => [...c.mine.faces, ...c.theirs.faces]);
    });
    expect(faces).toEqual(WORKED_EXAMPLE.rolls);
    expect(s.at(-1)!.context.chance.fixedRolls).toEqual([]);
  });
});
