import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { createChance } from '../../core/random.js';
import { rollGroupOrder } from '../turns.js';
import { poolFightMachine } from './pool-fight.machine.js';
import { rollOrder, createInitialContext } from './pool-fight.steps.js';
import { attackProblem, moveProblem } from './pool-fight.problems.js';
import type { PoolFightEvent, PoolFightInput } from './pool-fight.context.js';
import { parseGroup } from './pool-fight.setup.js';

type Snap = SnapshotFrom<typeof poolFightMachine>;

function table(party: string, foes: string, rolls: number[] = [], extra: Partial<PoolFightInput> = {}): PoolFightInput {
  return {
    seed: 9,
    rolls,
    fighters: [...parseGroup('party', 'party', party, []), ...parseGroup('foes', 'foes', foes, [])],
    jamDifficulty: [6],
    ...extra,
  };
}

/** Play the events; each must be taken. */
function play(input: PoolFightInput, events: readonly PoolFightEvent[]): Snap {
  let [snap] = initialTransition(poolFightMachine, input);
  for (const [i, e] of events.entries()) {
    if (!snap.can(e)) throw new Error(`step ${i + 1} refused: ${JSON.stringify(e)} in ${JSON.stringify(snap.value)}`);
    [snap] = transition(poolFightMachine, snap, e);
  }
  return snap;
}

const said = (s: Snap) => s.context.why.map((w) => w.text).join(' ');
const PARTY_FIRST: PoolFightEvent = { type: 'order.chosen', first: 'party' };
const SWORD = 'Mara agility 2 physique 2 with sword light sharp';
const BANDIT = 'Bandit agility 1 physique 2 armour 3 at 1 with club heavy blunt';

describe('ordering the groups', () => {
  it('lets the GM send either group first', () => {
    const s = play(table(SWORD, BANDIT), [{ type: 'order.chosen', first: 'foes' }]);
    expect(s.context).toMatchObject({ order: ['foes', 'party'], acting: 'foes', round: 1 });
    expect(s.value).toEqual({ fighting: 'groupTurn' });
  });

  it('rolls 1d6 per group, the higher first (ruling: rolling for group order)', () => {
    const s = play(table(SWORD, BANDIT, [2, 5]), [{ type: 'order.rolled' }]);
    expect(s.context.order).toEqual(['foes', 'party']);
    expect(said(s)).toContain('the party 2, the foes 5: the foes go first');
  });

  it('rolls again between tied groups (ruling: rolling for group order)', () => {
    const s = play(table(SWORD, BANDIT, [3, 3, 6, 1]), [{ type: 'order.rolled' }]);
    expect(s.context.order).toEqual(['party', 'foes']);
    expect(s.context.contests.map((c) => c.verdict)).toEqual(['3 against 3: a tie, roll again', '6 against 1: the party first']);
  });

  it('puts the groups in the order turns.ts rolls them, for any seed (ruling: rolling for group order)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const ctx = createInitialContext(table(SWORD, BANDIT, [], { seed }));
        const [order] = rollGroupOrder(createChance(seed), ['party', 'foes']);
        expect(rollOrder(ctx).order).toEqual(order);
      }),
    );
  });
});

describe("a group's turn", () => {
  const two = table(
    `${SWORD}; Jory agility 3 with pistol gun low cart 6`,
    'Bandit agility 1 physique 2 armour 3 at 6 with club heavy blunt',
  );

  it('gives each fighter of the acting group 2 actions, and the other group none', () => {
    const s = play(two, [PARTY_FIRST]);
    expect(s.context.fighters.map((f) => f.actions)).toEqual([2, 2, 0]);
  });

  it("lets the group's fighters act in any order, one after another and back", () => {
    const s = play(two, [
      PARTY_FIRST,
      { type: 'fighter.moved', by: 0, squares: 2 },
      { type: 'fighter.moved', by: 1, squares: 1 },
      { type: 'fighter.moved', by: 0, squares: 3 },
    ]);
    expect(s.context.fighters.map((f) => [f.at, f.actions])).toEqual([
      [5, 0],
      [1, 1],
      [6, 0],
    ]);
  });

  it('refuses an action that costs more than the actions left (ruling: unused actions and repeating an action)', () => {
    const s = play(two, [PARTY_FIRST, { type: 'fighter.moved', by: 0, squares: 1 }]);
    expect(s.can({ type: 'action.readied', by: 0 })).toBe(false);
    const t = play(two, [PARTY_FIRST, { type: 'fighter.moved', by: 0, squares: 1 }, { type: 'fighter.moved', by: 0, squares: 1 }]);
    expect(moveProblem(t.context, 0, 1)).toBe('Mara has 0 actions left; this takes 1 action');
  });

  it('lets the same action be taken twice in a turn (ruling: unused actions and repeating an action)', () => {
    const s = play(two, [PARTY_FIRST, { type: 'fighter.moved', by: 0, squares: 1 }, { type: 'fighter.moved', by: 0, squares: 1 }]);
    expect(s.context.fighters[0]!.at).toBe(2);
  });

  it('loses the unused actions when the turn ends; nothing carries over (ruling: unused actions and repeating an action)', () => {
    const s = play(two, [PARTY_FIRST, { type: 'fighter.moved', by: 0, squares: 1 }, { type: 'turn.ended' }]);
    expect(said(s)).toContain("Mara's 1 action and Jory's 2 actions are lost");
    expect(s.context.acting).toBe('foes');
    const back = play(two, [PARTY_FIRST, { type: 'fighter.moved', by: 0, squares: 1 }, { type: 'turn.ended' }, { type: 'turn.ended' }]);
    expect(back.context.fighters.map((f) => f.actions)).toEqual([2, 2, 0]);
  });

  it('repeats the rounds in the same order (ruling: rolling for group order)', () => {
    const s = play(two, [{ type: 'order.chosen', first: 'foes' }, { type: 'turn.ended' }, { type: 'turn.ended' }]);
    expect(s.context).toMatchObject({ round: 2, acting: 'foes' });
  });

  it('refuses a fighter who is not in the acting group', () => {
    const s = play(two, [PARTY_FIRST]);
    expect(s.can({ type: 'fighter.moved', by: 2, squares: 1 })).toBe(false);
    expect(moveProblem(s.context, 2, 1)).toBe("it is the party's turn, not Bandit's");
  });
});

describe('moving on the line (ruling: the fight on a line of squares)', () => {
  const t = table(SWORD, 'Bandit agility 1 at 9');

  it('moves up to the fighter’s speed, 6 unless said', () => {
    expect(moveProblem(play(t, [PARTY_FIRST]).context, 0, 7)).toBe('Mara moves at most 6 squares (speed 6)');
    expect(play(t, [PARTY_FIRST, { type: 'fighter.moved', by: 0, squares: 6 }]).context.fighters[0]!.at).toBe(6);
  });

  it('closes in no further than beside the nearest enemy', () => {
    const s = play(t, [PARTY_FIRST, { type: 'fighter.moved', by: 0, squares: 5 }]);
    expect(moveProblem(s.context, 0, 4)).toBe('Mara can close at most 3 squares: an enemy stands 4 squares away');
    expect(
      play(t, [PARTY_FIRST, { type: 'fighter.moved', by: 0, squares: 5 }, { type: 'fighter.moved', by: 0, squares: 3 }]).context
        .fighters[0]!.at,
    ).toBe(8);
  });

  it('keeps to the field: the party cannot step back past square 0', () => {
    expect(moveProblem(play(t, [PARTY_FIRST]).context, 0, -1)).toBe('the field ends there (squares 0 to 40)');
  });

  it('moves the foes the other way: closer is toward the party', () => {
    const s = play(t, [
      { type: 'order.chosen', first: 'foes' },
      { type: 'fighter.moved', by: 1, squares: 4 },
    ]);
    expect(s.context.fighters[1]!.at).toBe(5);
  });
});

describe('a melee attack', () => {
  it('reaches an adjacent target, and a reach weapon one square further', () => {
    const s = play(table(SWORD, 'Bandit at 2'), [PARTY_FIRST]);
    expect(attackProblem(s.context, 0, 1)).toBe('Bandit is 2 squares away; a sword reaches an adjacent square');
    const r = play(table('Ilse agility 2 with pike heavy pointy reach', 'Bandit at 2'), [PARTY_FIRST]);
    expect(attackProblem(r.context, 0, 1)).toBeUndefined();
  });

  it('misses on a tie: the defender keeps it (ruling: comparing two pools)', () => {
    // 2d6 = 3 + 2 against the bandit's d8 = 5
    const s = play(table(SWORD, BANDIT, [3, 2, 5]), [PARTY_FIRST, { type: 'attack.made', by: 0, target: 1 }, { type: 'hit.rolled' }]);
    expect(s.context.contests[0]!.verdict).toBe('5 against 5: a tie, so a miss');
    expect(s.value).toEqual({ fighting: 'groupTurn' });
  });

  it('deals the damage total minus the defense total, nothing when that is 0 or less (ruling: comparing two pools)', () => {
    const hit = [6, 6, 1];
    const s = play(table(SWORD, BANDIT, [...hit, 7, 4, 3]), [
      PARTY_FIRST,
      { type: 'attack.made', by: 0, target: 1 },
      { type: 'hit.rolled' },
      { type: 'damage.rolled' },
    ]);
    expect(s.context.contests[1]!.verdict).toBe('7 against 7: no harm');
    expect(s.context.fighters[1]!.hp).toBe(10);
    const t = play(table(SWORD, BANDIT, [...hit, 10, 2, 3]), [
      PARTY_FIRST,
      { type: 'attack.made', by: 0, target: 1 },
      { type: 'hit.rolled' },
      { type: 'damage.rolled' },
    ]);
    expect(t.context.fighters[1]!.hp).toBe(5);
  });

  it("lets a blunt weapon's damage face the bare physique", () => {
    const s = play(table('Oren physique 2 with club heavy blunt', 'Knight physique 2 armour 4 trained at 1'), [
      PARTY_FIRST,
      { type: 'attack.made', by: 0, target: 1 },
    ]);
    const p = s.context.pending;
    expect(p?.kind === 'attack' && p.build.defense.pool).toEqual([6, 6]);
  });

  it('throws a throwable weapon up to 10 squares, then needs it picked up (ruling: how far a thrown weapon reaches)', () => {
    const t = table('Ilse agility 2 with spear light pointy throwable', 'Wolf at 10; Crow at 11');
    const s = play(t, [PARTY_FIRST]);
    expect(attackProblem(s.context, 0, 2, true)).toBe('Crow is 11 squares away; a thrown weapon reaches 10');
    const thrown = play(t, [PARTY_FIRST, { type: 'attack.made', by: 0, target: 1, thrown: true }]);
    const p = thrown.context.pending;
    expect(p?.kind === 'attack' && p.build.base.text).toBe('2d8 (agility 2, +2 pointy)');
    const after = play({ ...t, rolls: [1, 1, 8] }, [
      PARTY_FIRST,
      { type: 'attack.made', by: 0, target: 1, thrown: true },
      { type: 'hit.rolled' },
    ]);
    expect(attackProblem(after.context, 0, 1, true)).toBe("Ilse's spear lies where it was thrown: pick it up first");
    expect(after.can({ type: 'weapon.recovered', by: 0 })).toBe(false);
  });

  it('picks a thrown weapon up from its square or the next (Use Item, 1 action)', () => {
    const t = table('Ilse agility 2 with spear light pointy throwable', 'Wolf at 3', [1, 1, 8]);
    const s = play(t, [
      PARTY_FIRST,
      { type: 'attack.made', by: 0, target: 1, thrown: true },
      { type: 'hit.rolled' },
      { type: 'turn.ended' },
      { type: 'turn.ended' },
      { type: 'fighter.moved', by: 0, squares: 2 },
      { type: 'weapon.recovered', by: 0 },
    ]);
    expect(s.context.fighters[0]).toMatchObject({ weaponAt: null, actions: 0 });
  });
});

describe('a fiery weapon', () => {
  const TORCH = 'Bram agility 2 physique 2 with torch light blunt fiery';
  const WOLF = 'Wolf agility 1 physique 1 at 1';
  const ATTACK: PoolFightEvent = { type: 'attack.made', by: 0, target: 1 };
  const ROUND_OVER: PoolFightEvent[] = [{ type: 'turn.ended' }, { type: 'turn.ended' }];

  it('burns a target it hits for 1d6 more, which defense dice do not reduce (ruling: a fiery weapon in the fight)', () => {
    // To hit: 6 + 6 against 1. Damage: 2 against a defense of 5, no harm; then the fire, 4.
    const s = play(table(TORCH, WOLF, [6, 6, 1, 2, 5, 4]), [PARTY_FIRST, ATTACK, { type: 'hit.rolled' }, { type: 'damage.rolled' }]);
    const c = s.context.contests[1]!;
    expect([c.mine.total, c.theirs.total, c.fire?.pool, c.fire?.total]).toEqual([2, 5, [6], 4]);
    expect(c.verdict).toBe('2 against 5: no harm; + 4 fire = 4');
    expect(s.context.fighters[1]!.hp).toBe(6);
    expect(s.context.tally.taken[1]).toBe(4);
    expect(s.context.why.find((w) => w.text.startsWith('Fire:'))).toMatchObject({
      text: 'Fire: 1d6 = 4, not reduced by defense: Wolf takes 4 more (health 6 of 10).',
      rule: { page: 'dice-pool/melee-weapons', section: 'fiery-and-two-handed-weapons' },
    });
  });

  it('adds the fire to the damage that gets past the defense (ruling: a fiery weapon in the fight)', () => {
    const s = play(table(TORCH, WOLF, [6, 6, 1, 6, 1, 3]), [PARTY_FIRST, ATTACK, { type: 'hit.rolled' }, { type: 'damage.rolled' }]);
    expect(s.context.contests[1]!.verdict).toBe('6 − 1 = 5 damage; + 3 fire = 8');
    expect(s.context.fighters[1]!.hp).toBe(2);
  });

  it('says before the roll that a hit will burn, and rolls no fire on a miss (ruling: a fiery weapon in the fight)', () => {
    const before = play(table(TORCH, WOLF, [1, 1, 6]), [PARTY_FIRST, ATTACK]);
    expect(said(before)).toContain('The torch burns (round 1 of 2): a hit adds 1d6 of fire, which defense does not reduce.');
    const missed = play(table(TORCH, WOLF, [1, 1, 6]), [PARTY_FIRST, ATTACK, { type: 'hit.rolled' }]);
    expect(missed.context.fighters[1]!.hp).toBe(10);
    expect(missed.context.contests.every((c) => c.fire === undefined)).toBe(true);
  });

  it('is lit when the fight starts and burns away when round 2 ends (ruling: a fiery weapon in the fight)', () => {
    const t = table(TORCH, WOLF);
    const round2 = play(t, [PARTY_FIRST, ...ROUND_OVER]);
    expect(round2.context.round).toBe(2);
    expect(attackProblem(round2.context, 0, 1)).toBeUndefined();
    const round3 = play(t, [PARTY_FIRST, ...ROUND_OVER, ...ROUND_OVER]);
    expect(round3.context.round).toBe(3);
    expect(said(round3)).toContain("Bram's torch burns away after 2 rounds.");
    expect(attackProblem(round3.context, 0, 1)).toBe("Bram's torch has burnt away");
    expect(round3.can(ATTACK)).toBe(false);
  });

  it('cannot be picked up once a thrown one has burnt away where it lay (ruling: a fiery weapon in the fight)', () => {
    const t = table('Bram agility 2 with torch light blunt fiery throwable', 'Wolf at 3', [1, 1, 6]);
    const s = play(t, [
      PARTY_FIRST,
      { type: 'attack.made', by: 0, target: 1, thrown: true },
      { type: 'hit.rolled' },
      ...ROUND_OVER,
      ...ROUND_OVER,
      { type: 'fighter.moved', by: 0, squares: 2 },
    ]);
    expect(s.can({ type: 'weapon.recovered', by: 0 })).toBe(false);
  });

  it('leaves a weapon without the fiery property burning nothing', () => {
    const s = play(table('Bram agility 2 physique 2 with club light blunt', WOLF, [6, 6, 1, 2, 5, 4]), [
      PARTY_FIRST,
      ATTACK,
      { type: 'hit.rolled' },
      { type: 'damage.rolled' },
    ]);
    expect(s.context.fighters[1]!.hp).toBe(10);
    expect(play(table('Bram with club light blunt', WOLF), [PARTY_FIRST, ...ROUND_OVER, ...ROUND_OVER]).can(ATTACK)).toBe(true);
  });
});

describe('a firearm', () => {
  const gun = (cart: number, rolls: number[] = [], foe = 'Bandit agility 1 at 5') =>
    table(`Jory agility 3 with pistol gun low cart ${cart}`, foe, rolls);

  it('spends a shot on every attack and must be reloaded when empty (ruling: reloading early)', () => {
    const shots = Array.from({ length: 2 }, () => [
      { type: 'attack.made', by: 0, target: 1 } as PoolFightEvent,
      { type: 'hit.rolled' } as PoolFightEvent,
    ]).flat();
    // two misses that cannot jam (cart 2)
    const s = play(gun(2, [1, 1, 1, 6, 1, 1, 1, 6]), [PARTY_FIRST, ...shots]);
    expect(s.context.fighters[0]!.shots).toBe(0);
    expect(attackProblem({ ...s.context, fighters: s.context.fighters.map((f) => ({ ...f, actions: 2 })) }, 0, 1)).toBe(
      "Jory's pistol is empty: reload first",
    );
    const r = play(gun(2, [1, 1, 1, 6, 1, 1, 1, 6]), [
      PARTY_FIRST,
      ...shots,
      { type: 'turn.ended' },
      { type: 'turn.ended' },
      { type: 'firearm.reloaded', by: 0 },
    ]);
    expect(r.context.fighters[0]!.shots).toBe(2);
  });

  it('reloads early, to the full cart size, but not a full gun (ruling: reloading early)', () => {
    const s = play(gun(6, [6, 8, 8, 1, 1, 1]), [
      PARTY_FIRST,
      { type: 'attack.made', by: 0, target: 1 },
      { type: 'hit.rolled' },
      { type: 'damage.rolled' },
      { type: 'firearm.reloaded', by: 0 },
    ]);
    expect(s.context.fighters[0]!.shots).toBe(6);
    expect(play(gun(6), [PARTY_FIRST]).can({ type: 'firearm.reloaded', by: 0 })).toBe(false);
  });

  it('uses the caliber’s range bands: none when close, short, long, nothing beyond (ruling: a target at exactly long range)', () => {
    const base = (at: number) => {
      const s = play(gun(6, [], `Bandit at ${at}`), [PARTY_FIRST]);
      if (!s.can({ type: 'attack.made', by: 0, target: 1 })) return attackProblem(s.context, 0, 1);
      const p = play(gun(6, [], `Bandit at ${at}`), [PARTY_FIRST, { type: 'attack.made', by: 0, target: 1 }]).context.pending;
      return p?.kind === 'attack' ? p.build.base.text : '';
    };
    expect(base(2)).toBe('3d6 (agility 3)');
    expect(base(8)).toBe('d6 + 2d8 (agility 3, +2 low caliber, short)');
    expect(base(14)).toBe('2d6 + d8 (agility 3, +1 low caliber, long)');
    expect(base(15)).toBe("Bandit is 15 squares away, beyond a low caliber's long range of 14");
  });

  it.each([
    [8, [1, 1, 1, 4], true, 'any failed roll: 3 against 4'],
    [8, [1, 1, 1, 3], true, 'a tie fails: 3 against 3'],
    [6, [1, 1, 1, 5], false, 'not a miss by 2: 3 against 5'],
    [6, [1, 1, 1, 6], true, 'a miss by 3: 3 against 6'],
    [4, [1, 1, 2, 7], false, 'not when more than half: 4 against 7'],
    [4, [1, 1, 2, 8], true, 'at half the opposing roll: 4 against 8'],
    [2, [1, 1, 1, 12], false, 'never: 3 against 12'],
    [8, [6, 8, 8, 12], false, 'never on a hit: 22 against 12'],
  ] as const)('jams cart size %i on %j: %s, %s (ruling: what counts for a jam)', (cart, rolls, jammed, _why) => {
    // Jory's pool at 5 squares: d6 + 2d8 against the bandit's d12 (agility 1, rank 1 armour)
    const s = play(gun(cart, [...rolls], 'Bandit agility 1 armour 1 at 5'), [
      PARTY_FIRST,
      { type: 'attack.made', by: 0, target: 1 },
      { type: 'hit.rolled' },
    ]);
    expect(s.context.fighters[0]!.jammed).toBe(jammed);
  });

  it('cannot fire jammed; Fix Jam costs 1 action and may be tried again and again (ruling: fixing a jam)', () => {
    // a jam (3 against 8), then three failed checks (3d6 = 3 against the d6 = 6), one in each turn
    const fail = [1, 1, 1, 6];
    const t = table('Jory agility 3 with pistol gun low cart 8', 'Bandit agility 3 at 5', [
      1,
      1,
      1,
      6,
      6,
      6,
      ...fail,
      ...fail,
      ...fail,
      4,
      4,
      4,
      2,
    ]);
    const s = play(t, [PARTY_FIRST, { type: 'attack.made', by: 0, target: 1 }, { type: 'hit.rolled' }]);
    expect(attackProblem(s.context, 0, 1)).toBe("Jory's pistol is jammed: fix the jam first");
    const tries: PoolFightEvent[] = [{ type: 'jam.tried', by: 0 }, { type: 'fix.rolled' }];
    const after = play(t, [
      PARTY_FIRST,
      { type: 'attack.made', by: 0, target: 1 },
      { type: 'hit.rolled' },
      ...tries,
      { type: 'turn.ended' },
      { type: 'turn.ended' },
      ...tries,
      ...tries,
      { type: 'turn.ended' },
      { type: 'turn.ended' },
      ...tries,
    ]);
    expect(after.context.tally.fixTries).toBe(4);
    expect(after.context.fighters[0]!.jammed).toBe(false);
    expect(said(after)).toContain('12 beats 2: cleared');
  });

  it('clears a jam when every die of the check shows its top face, however hard the difficulty (ruling: fixing a jam)', () => {
    const t = table('Jory agility 0 with pistol gun low cart 8', 'Bandit agility 3 at 5', [1, 6, 6, 6, 4, 6, 6, 6], {
      jamDifficulty: [12, 12, 12],
    });
    const s = play(t, [
      PARTY_FIRST,
      { type: 'attack.made', by: 0, target: 1 },
      { type: 'hit.rolled' },
      { type: 'jam.tried', by: 0 },
      { type: 'fix.rolled' },
    ]);
    expect(s.context.fighters[0]!.jammed).toBe(false);
    expect(said(s)).toContain('Every die shows its top face, which clears any jam, however hard: cleared.');
  });

  it('does not clear a jam by reloading (ruling: reloading early)', () => {
    const s = play(table('Jory agility 3 with pistol gun low cart 8', 'Bandit agility 3 at 5', [1, 1, 1, 6, 6, 6]), [
      PARTY_FIRST,
      { type: 'attack.made', by: 0, target: 1 },
      { type: 'hit.rolled' },
      { type: 'firearm.reloaded', by: 0 },
    ]);
    expect(s.context.fighters[0]).toMatchObject({ jammed: true, shots: 8 });
  });
});

describe('helping an attack (ruling: helping an attack)', () => {
  const t = (rolls: number[]) => table(`${SWORD} at 5; Jory agility 3 physique 1`, 'Bandit agility 1 physique 2 armour 3 at 6', rolls);
  const help: PoolFightEvent[] = [{ type: 'help.given', by: 1, ally: 0, target: 2 }, { type: 'help.rolled' }];

  it("rolls the helper's bare attribute for the ally's attack against the target's dodge dice", () => {
    const s = play(t([]), [PARTY_FIRST, help[0]!]);
    const p = s.context.pending;
    expect(p?.kind === 'help' && [p.mine.text, p.theirs.text]).toEqual(['3d6 (agility 3)', 'd8 (agility 1, +1 rank 3 armour)']);
  });

  it('adds the table’s bonus dice to the ally’s next hit roll against that target, and only that one (ruling: ties, the ceiling, and how the bonus is used)', () => {
    const s = play(t([6, 6, 6, 4, 1, 1, 1, 1, 1, 1, 1, 8]), [PARTY_FIRST, ...help, { type: 'attack.made', by: 0, target: 2 }]);
    const p = s.context.pending;
    expect(p?.kind === 'attack' && p.build.base.text).toBe('6d6 (agility 2, +4d6 help)');
    expect(s.context.fighters[0]!.help).toEqual([]);
  });

  it('gives nothing on a tie (ruling: ties, the ceiling, and how the bonus is used)', () => {
    const s = play(t([1, 1, 3, 5]), [PARTY_FIRST, ...help]);
    expect(s.context.contests[0]!.verdict).toBe('5 against 5: a tie: no bonus');
  });

  it('adds up the dice of several helps (ruling: ties, the ceiling, and how the bonus is used)', () => {
    const three = table(`${SWORD} at 5; Jory agility 3; Kit agility 3`, 'Bandit agility 1 at 6', [6, 6, 6, 5, 6, 6, 6, 9]);
    const s = play({ ...three, rolls: [3, 3, 3, 4, 3, 3, 3, 4] }, [
      PARTY_FIRST,
      { type: 'help.given', by: 1, ally: 0, target: 3 },
      { type: 'help.rolled' },
      { type: 'help.given', by: 2, ally: 0, target: 3 },
      { type: 'help.rolled' },
      { type: 'attack.made', by: 0, target: 3 },
    ]);
    const p = s.context.pending;
    expect(p?.kind === 'attack' && p.build.base.pool.length).toBe(2 + 2 + 2);
  });

  it("is lost if the ally does not use it before the group's turn ends", () => {
    const s = play(t([6, 6, 6, 4]), [PARTY_FIRST, ...help, { type: 'turn.ended' }]);
    expect(s.context.fighters[0]!.help).toEqual([]);
  });
});

describe('a readied attack (ruling: a readied attack)', () => {
  const t = table('Ilse agility 2 physique 2 with pike heavy pointy reach', 'Wolf agility 1 at 5', [6, 6, 1, 6, 1]);

  it('costs 2 actions, so it is the first thing in a turn', () => {
    const s = play(t, [PARTY_FIRST, { type: 'action.readied', by: 0 }]);
    expect(s.context.fighters[0]).toMatchObject({ actions: 0, readied: { round: 1, action: { kind: 'attack' }, when: 'enemy in reach' } });
    expect(play(t, [PARTY_FIRST, { type: 'fighter.moved', by: 0, squares: 1 }]).can({ type: 'action.readied', by: 0 })).toBe(false);
  });

  it("goes off when an enemy ends a move where it can be struck, in another group's turn", () => {
    const s = play(t, [
      PARTY_FIRST,
      { type: 'action.readied', by: 0 },
      { type: 'turn.ended' },
      { type: 'fighter.moved', by: 1, squares: 3 },
    ]);
    expect(s.value).toEqual({ fighting: { attacking: 'rollingToHit' } });
    expect(said(s)).toContain("Ilse's readied attack goes off: Wolf ended a move where Ilse can strike.");
    expect(s.context.fighters[0]!.readied).toBeNull();
    const hit = play(t, [
      PARTY_FIRST,
      { type: 'action.readied', by: 0 },
      { type: 'turn.ended' },
      { type: 'fighter.moved', by: 1, squares: 3 },
      { type: 'hit.rolled' },
      { type: 'damage.rolled' },
    ]);
    expect(hit.context.fighters[1]!.hp).toBeLessThan(10);
    expect(hit.context).toMatchObject({ acting: 'foes' });
    expect(hit.context.fighters[1]!.actions).toBe(1);
  });

  it('stays quiet while the enemy stays out of reach', () => {
    const s = play(t, [
      PARTY_FIRST,
      { type: 'action.readied', by: 0 },
      { type: 'turn.ended' },
      { type: 'fighter.moved', by: 1, squares: 1 },
    ]);
    expect(s.value).toEqual({ fighting: 'groupTurn' });
  });

  it('lapses when the round ends untriggered (ruling: a readied attack)', () => {
    const s = play(t, [PARTY_FIRST, { type: 'action.readied', by: 0 }, { type: 'turn.ended' }, { type: 'turn.ended' }]);
    expect(said(s)).toContain("Ilse's readied attack lapses");
    expect(s.context.fighters[0]!.readied).toBeNull();
  });
});

describe('health (ruling: health, and falling out of the fight)', () => {
  const t = table(
    `${SWORD} at 5; Jory agility 3`,
    'Bandit agility 1 physique 1 health 2 at 6; Wolf agility 1 physique 1 at 6',
    [6, 6, 1, 10, 1],
  );
  const down: PoolFightEvent[] = [
    PARTY_FIRST,
    { type: 'attack.made', by: 0, target: 2 },
    { type: 'hit.rolled' },
    { type: 'damage.rolled' },
  ];

  it('puts a fighter at 0 health or less out of the fight: no target, no actions', () => {
    const s = play(t, down);
    expect(said(s)).toContain('Bandit is down, out of the fight.');
    expect(attackProblem({ ...s.context, fighters: s.context.fighters.map((f, i) => (i === 0 ? { ...f, actions: 1 } : f)) }, 0, 2)).toBe(
      'Bandit is already down',
    );
    const foes = play(t, [...down, { type: 'turn.ended' }]);
    expect(foes.context.fighters.map((f) => f.actions)).toEqual([0, 0, 0, 2]);
  });

  it('ends the fight when one group has no one standing', () => {
    const one = table(SWORD, 'Bandit agility 1 physique 1 health 2 at 1', [6, 6, 1, 10, 1]);
    const s = play(
      one,
      down.map((e) => (e.type === 'attack.made' ? { ...e, target: 1 } : e)),
    );
    expect(s.value).toBe('over');
    expect(s.context.winner).toBe('party');
    expect(s.status).toBe('done');
  });
});

describe('fixed rolls', () => {
  it('sets aside fixed rolls that do not fit the dice, and rolls on from the seed', () => {
    const s = play(table(SWORD, BANDIT, [3, 11, 4]), [PARTY_FIRST, { type: 'attack.made', by: 0, target: 1 }, { type: 'hit.rolled' }]);
    expect(said(s)).toContain('The fixed roll 11 is not a face of a d6: the rest of the fixed rolls are set aside and the seed rolls on.');
    expect(s.context.contests[0]!.mine.faces[0]).toBe(3);
    expect(s.context.chance.fixedRolls).toEqual([]);
  });
});
