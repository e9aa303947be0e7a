/**
 * Fire in the fight, as the rules have it: a fiery weapon is wood on fire; the fire passes to
 * wooden things it touches, a burning thing worn or held deals 1d6, and the weapon is gone after
 * 2 rounds (rulings: a fiery weapon in the fight; fire spreading to wooden things).
 */
import { describe, expect, it } from 'vitest';
import type { PoolFightEvent } from './pool-fight.context.js';
import { lightProblem } from './pool-fight.fire.js';
import { attackProblem } from './pool-fight.problems.js';
import { choicesFor, fighterView } from './pool-fight.view.js';
import { PARTY_FIRST, play, said, table } from './testing/play.js';

const UNLIT_TORCH = 'Bram agility 2 physique 2 with torch light blunt fiery unlit';
const WOLF = 'Wolf agility 1 physique 1 at 1';
const BANDIT = 'Bandit agility 1 physique 1 health 10 at 1 with club light blunt wooden wooden-gear';
const LIGHT: PoolFightEvent = { type: 'weapon.lit', by: 0 };
const END: PoolFightEvent = { type: 'turn.ended' };
const STRIKE: PoolFightEvent[] = [{ type: 'attack.made', by: 0, target: 1 }, { type: 'hit.rolled' }, { type: 'damage.rolled' }];
// To hit: 6 + 6 against 6. Damage: 1 against a defense of 6, no harm; the fire, 6. Then the shield's fire, 1 and 1.
const LIT_HIT = [6, 6, 6, 1, 6, 6, 1, 1];
const RULING = { page: 'dice-pool/melee-weapons', section: 'fire-spreading-to-wooden-things' };

describe('lighting a fiery weapon (ruling: a fiery weapon in the fight)', () => {
  it('waits, set up unlit, for a Use Item action; the round it is lit is the first of its 2, and then it is ash', () => {
    const t = table(UNLIT_TORCH, WOLF, [1, 1, 6]);
    const unlit = play(t, [PARTY_FIRST]);
    expect(fighterView(unlit.context, 0).notes).toContain('not yet lit');
    expect(choicesFor(unlit.context, 0)).toContainEqual({ event: LIGHT, label: 'Light the torch (1 action)', problem: undefined });
    const lit = play(t, [PARTY_FIRST, END, END, LIGHT]);
    expect(lit.context.fighters[0]).toMatchObject({ weaponLit: 2, actions: 1 });
    expect(said(lit)).toBe('Bram lights the torch (Use Item: 1 action; 1 action left). It burns this round and the next, then it is ash.');
    const round3 = play(t, [PARTY_FIRST, END, END, LIGHT, END, END, { type: 'attack.made', by: 0, target: 1 }]);
    expect(said(round3)).toContain('The torch burns (round 2 of 2): a hit adds 1d6 of fire');
    const round4 = play(t, [PARTY_FIRST, END, END, LIGHT, END, END, END, END]);
    expect(said(round4)).toContain("Bram's torch burns away after 2 rounds.");
    expect(attackProblem(round4.context, 0, 1)).toBe("Bram's torch has burnt away");
  });

  it('strikes without fire before it is lit', () => {
    const s = play(table(UNLIT_TORCH, WOLF, [6, 6, 1, 2, 1]), [PARTY_FIRST, ...STRIKE]);
    expect(s.context.contests[1]!.fire).toBeUndefined();
    expect(s.context.fighters[1]!.hp).toBe(9);
  });

  it('lights only a fiery weapon, once, and not one lying where it was thrown', () => {
    const lit = play(table(UNLIT_TORCH, WOLF), [PARTY_FIRST, LIGHT]);
    expect(lightProblem(lit.context, 0)).toBe('the torch is already alight');
    expect(lit.can(LIGHT)).toBe(false);
    const club = play(table('Bram agility 2 with club light blunt wooden', WOLF), [PARTY_FIRST]);
    expect(lightProblem(club.context, 0)).toBe("Bram's club is not a fiery weapon");
    const thrown = play(table(`${UNLIT_TORCH} throwable`, 'Wolf at 3', [1, 1, 6]), [
      PARTY_FIRST,
      { type: 'attack.made', by: 0, target: 1, thrown: true },
      { type: 'hit.rolled' },
    ]);
    expect(lightProblem(thrown.context, 0)).toBe('the torch lies on square 3: pick it up first');
  });
});

describe('fire spreading to wooden things (ruling: fire spreading to wooden things)', () => {
  it("sets the target's wooden weapon and gear alight with a burning weapon's hit, which touches them", () => {
    const s = play(table(UNLIT_TORCH, BANDIT, LIT_HIT), [PARTY_FIRST, LIGHT, ...STRIKE]);
    expect(s.context.fighters[1]).toMatchObject({ hp: 4, weaponLit: 1, gearLit: 1 });
    expect(s.context.why.at(-1)).toMatchObject({
      text: "The burning blow touches wood: Bandit's club and Bandit's wooden gear catch fire.",
      rule: RULING,
    });
  });

  it("burns whoever wears burning gear for 1d6 at the start of their group's turn, each of its 2 rounds, which defense does not reduce", () => {
    const t = table(UNLIT_TORCH, BANDIT, LIT_HIT);
    const hp = (n: number) => play(t, [PARTY_FIRST, LIGHT, ...STRIKE, ...Array<PoolFightEvent>(n).fill(END)]).context.fighters[1]!.hp;
    // The foes' turn of round 1, then of round 2: 1 each; in round 3 the shield is ash.
    expect([hp(0), hp(1), hp(2), hp(3), hp(4), hp(5)]).toEqual([4, 3, 3, 2, 2, 2]);
    const first = play(t, [PARTY_FIRST, LIGHT, ...STRIKE, END]);
    expect(first.context.why.at(-1)).toMatchObject({
      text: "Bandit's wooden gear burns (round 1 of 2): 1d6 = 1, not reduced by defense (health 3 of 10).",
      rule: RULING,
    });
    expect(said(play(t, [PARTY_FIRST, LIGHT, ...STRIKE, END, END, END, END]))).toContain("Bandit's wooden gear burns away after 2 rounds.");
  });

  it('makes a wooden weapon that caught a fiery one: its hits add fire, and it does not burn the hand on it', () => {
    const s = play(table(UNLIT_TORCH, BANDIT, LIT_HIT), [PARTY_FIRST, LIGHT, ...STRIKE, END, { type: 'attack.made', by: 1, target: 0 }]);
    expect(s.context.pending).toMatchObject({ kind: 'attack', fire: true });
    expect(said(s)).toContain('The club burns (round 1 of 2): a hit adds 1d6 of fire');
    expect(fighterView(s.context, 1).notes).toEqual(expect.arrayContaining(['burning, round 1 of 2', 'wooden gear burning, round 1 of 2']));
  });

  it("spreads at the start of a turn to someone else's wood on the same square, not to the owner's own", () => {
    const t = table(
      'Bram agility 2 at 2 with torch light blunt fiery wooden-gear; Tova agility 2 at 2 with spear heavy pointy wooden wooden-gear',
      'Wolf at 6',
      [4],
    );
    const s = play(t, [PARTY_FIRST]);
    expect(s.context.fighters.map((f) => [f.weaponLit, f.gearLit])).toEqual([
      [1, null],
      [1, 1],
      [null, null],
    ]);
    expect(said(s)).toContain("Fire spreads to wood on the same square: Tova's spear and Tova's wooden gear catch fire.");
    expect(said(s)).toContain("Tova's wooden gear burns (round 1 of 2): 1d6 = 4, not reduced by defense (health 6 of 10).");
    expect(s.context.fighters.map((f) => f.hp)).toEqual([10, 6, 10]);
  });

  it('can take the last foe down with burning gear, and the fight ends there', () => {
    const s = play(table(UNLIT_TORCH, BANDIT.replace('health 10', 'health 7'), [6, 6, 6, 1, 6, 6, 1]), [
      PARTY_FIRST,
      LIGHT,
      ...STRIKE,
      END,
    ]);
    expect(s.context.fighters[1]!.hp).toBe(0);
    expect(s.hasTag('over')).toBe(true);
    expect(said(s)).toContain('Bandit is down, out of the fight.');
  });
});
