import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { combatRoundMachine } from './combat-round.machine.js';
import type { CombatRoundEvent } from './combat-round.context.js';
import { playTo, tableFrom, type Snap } from './testing/tables.js';

const fighter = (snap: Snap, id: string) => snap.context.fighters.find((f) => f.id === id)!;
const why = (snap: Snap) => snap.context.why.map((w) => w.text).join(' ');
const rules = (snap: Snap) => snap.context.why.map((w) => w.rule?.section);

/** Two rooms and a corridor, and a pond. */
const MAP = `grid 3x1
area a1 name="Hall"
area b1 name="Passage"
area c1 name="Yard"
area p name="Pond" at=2,1 wet=1
link c1 p`;

const declare = (action: string, target?: string, threshold?: number): CombatRoundEvent =>
  ({
    type: 'action.declared',
    action,
    ...(target ? { target } : {}),
    ...(threshold !== undefined ? { threshold } : {}),
  }) as CombatRoundEvent;
const END: CombatRoundEvent = { type: 'turn.ended' };
const ROLL: CombatRoundEvent = { type: 'action.rolled' };

describe('a round and its turns', () => {
  it('opens on round 1 at the first PC’s turn with 2 actions', () => {
    const snap = playTo(tableFrom({ map: `${MAP}\nnpc Orc in a1\npc Ada in a1\npc Bo in c1` }), []);
    expect(snap.value).toEqual({ fight: 'turn' });
    expect(snap.context).toMatchObject({ round: 1, order: ['ada', 'bo', 'orc'], turnOf: 'ada', actionsLeft: 2 });
    expect(rules(snap)).toEqual(['who-goes-when', 'rounds-and-turns']);
  });

  it('passes the turn down the order, then begins the next round when no fire or water needs settling', () => {
    const input = tableFrom({ map: `${MAP}\npc Ada in a1\nnpc Orc in a1` });
    expect(playTo(input, [END]).context.turnOf).toBe('orc');
    const next = playTo(input, [END, END]);
    expect(next.value).toEqual({ fight: 'turn' });
    expect(next.context).toMatchObject({ round: 2, turnOf: 'ada', actionsLeft: 2 });
    expect(why(next)).toContain('Round 1 is over; no fire or water to settle.');
  });

  it('skips a creature knocked out before its turn comes (ruling: out until the fight ends)', () => {
    const input = tableFrom({
      map: `${MAP}\npc Ada in a1\nnpc Orc in a1 limit=3\nnpc Elf in b1`,
      fighters: 'Ada: arms=Club ftm=0; Orc: flimit=0',
      rolls: '6',
    });
    const snap = playTo(input, [declare('melee', 'orc'), ROLL, END]);
    expect(fighter(snap, 'orc').condition).toBe('unconscious');
    expect(snap.context.turnOf).toBe('elf');
  });

  it('gives one action fewer on a turn that starts in water half the creature’s size deep', () => {
    const snap = playTo(tableFrom({ map: `${MAP}\npc Ada in p` }), []);
    expect(snap.context.actionsLeft).toBe(1);
    expect(rules(snap)).toContain('water-and-drowning');
    const small = playTo(tableFrom({ map: `${MAP}\narea p wet=1/4\npc Ada in p size=1/2` }), []);
    expect(small.context.actionsLeft).toBe(1);
    const big = playTo(tableFrom({ map: `${MAP}\narea p wet=1/4\npc Ada in p size=large` }), []);
    expect(big.context.actionsLeft).toBe(2);
  });

  it('refuses an action with none left, and says why', () => {
    const input = tableFrom({ map: `${MAP}\npc Ada in a1`, rolls: '1 1' });
    const spent = playTo(input, [declare('search', undefined, 3), ROLL, declare('listen', undefined, 3), ROLL]);
    expect(spent.can(declare('taste', undefined, 3))).toBe(false);
  });
});

describe('moving between Areas', () => {
  const input = tableFrom({ map: `${MAP}\npc Ada in a1\npc Run in a1`, fighters: 'Run: runner' });

  it('moves one Area a turn, however many actions are left', () => {
    const snap = playTo(input, [{ type: 'creature.moved', to: 'b1' }]);
    expect(fighter(snap, 'ada').areaId).toBe('b1');
    expect(snap.context.actionsLeft).toBe(1);
    expect(snap.can({ type: 'creature.moved', to: 'c1' })).toBe(false);
  });

  it('lets a Runner spend each action on a move (ruling: how far a Runner goes)', () => {
    const snap = playTo(input, [END, { type: 'creature.moved', to: 'b1' }, { type: 'creature.moved', to: 'c1' }]);
    expect(fighter(snap, 'run').areaId).toBe('c1');
    expect(rules(snap)).toContain('how-far-a-runner-goes');
    expect(snap.can({ type: 'creature.moved', to: 'p' })).toBe(false);
  });

  it('moves only along a link, into an Area with room', () => {
    expect(playTo(input, []).can({ type: 'creature.moved', to: 'c1' })).toBe(false);
    const crowded = tableFrom({ map: `${MAP}\npc Ada in a1\nnpc Titan in b1 size=16` });
    expect(playTo(crowded, []).can({ type: 'creature.moved', to: 'b1' })).toBe(false);
  });

  it('makes a creature on the ground stand before it moves (ruling: standing before moving)', () => {
    const t = tableFrom({ map: `${MAP}\nnpc Orc in a1\npc Ada in a1`, fighters: 'Ada: might=3', rolls: '6' });
    const down = playTo(t, [declare('knockdown', 'orc'), ROLL, END]);
    expect(down.context.turnOf).toBe('orc');
    expect(down.can({ type: 'creature.moved', to: 'b1' })).toBe(false);
    const up = playTo(t, [declare('knockdown', 'orc'), ROLL, END, { type: 'creature.stood' }]);
    expect(fighter(up, 'orc').down).toBe(false);
    expect(up.context.actionsLeft).toBe(1);
    expect(up.can({ type: 'creature.moved', to: 'b1' })).toBe(true);
  });
});

describe('checks and attacks', () => {
  it('rolls a check against the GM’s threshold with its aptitudes, and says so', () => {
    const t = tableFrom({ map: `area den light=dark\npc Ada in den`, fighters: 'Ada: perception=2 vision=1 logic=1', rolls: '2' });
    const declared = playTo(t, [declare('search', undefined, 5)]);
    expect(declared.value).toEqual({ fight: 'roll' });
    expect(declared.context.declared).toMatchObject({ threshold: 5 });
    expect(why(declared)).toContain(
      "Ada declares search (1 action): d6 + 2 Perception + 1 Vision + 1 Logic \u2212 1 darkness (+3 in all) against the GM's threshold 5.",
    );
    const rolled = playTo(t, [declare('search', undefined, 5), ROLL]);
    expect(rolled.context.last).toMatchObject({ die: 2, total: 5, success: true });
    expect(why(rolled)).toContain('2 on the die + 2 Perception + 1 Vision + 1 Logic \u2212 1 darkness = 5');
  });

  it('refuses a check without a threshold from 1 to 12', () => {
    const snap = playTo(tableFrom({ map: `${MAP}\npc Ada in a1` }), []);
    expect(snap.can(declare('search'))).toBe(false);
    expect(snap.can(declare('search', undefined, 0))).toBe(false);
    expect(snap.can(declare('search', undefined, 13))).toBe(false);
    expect(snap.can(declare('search', undefined, 12))).toBe(true);
    expect(snap.can({ type: 'action.declared', action: 'constructor' } as never)).toBe(false);
  });

  it('hits on the target’s Defense or more, and misses one short', () => {
    const t = (roll: number) =>
      tableFrom({ map: `${MAP}\npc Ada in a1\nnpc Orc in a1 limit=5`, fighters: 'Ada: might=1 arms=Axe itm=1', rolls: String(roll) });
    expect(playTo(t(2), [declare('melee', 'orc'), ROLL]).context.last).toMatchObject({ total: 3, threshold: 3, success: true });
    expect(playTo(t(1), [declare('melee', 'orc'), ROLL]).context.last).toMatchObject({ total: 2, success: false });
  });

  it('makes a PC hit by an ITM weapon roll d6 + Constitution against 1 + ITM + Injuries: one more Injury', () => {
    const t = tableFrom({ map: `${MAP}\nnpc Orc in a1\npc Ada in a1 con=1 injuries=1`, fighters: 'Orc: arms=Axe itm=2', rolls: '6 3' });
    const hit = playTo(t, [END, declare('melee', 'ada'), ROLL]);
    expect(hit.value).toEqual({ fight: 'injuryRoll' });
    const after = playTo(t, [END, declare('melee', 'ada'), ROLL, { type: 'injury.rolled' }]);
    expect(why(after)).toBe(
      "Ada's Injury roll: 3 on the die + 1 Constitution = 4 against 1 + ITM 2 + 1 Injury = 4: survives, with 2 Injuries.",
    );
    expect(fighter(after, 'ada')).toMatchObject({ injuries: 2, condition: 'fine' });
    expect(after.value).toEqual({ fight: 'turn' });
  });

  it('kills a PC whose Injury roll fails', () => {
    const t = tableFrom({ map: `${MAP}\nnpc Orc in a1\npc Ada in a1 injuries=1`, fighters: 'Orc: arms=Axe itm=2', rolls: '6 3' });
    const after = playTo(t, [END, declare('melee', 'ada'), ROLL, { type: 'injury.rolled' }]);
    expect(fighter(after, 'ada')).toMatchObject({ injuries: 1, condition: 'dead' });
  });

  it('makes a PC hit by an FTM weapon roll Resilience (Constitution, Endurance, Willpower) against 0 + FTM + Fatigue: one more Fatigue, or out', () => {
    const t = (roll: number) =>
      tableFrom({
        map: `${MAP}\nnpc Orc in a1\npc Ada in a1 con=1`,
        fighters: 'Orc: arms=Club ftm=2; Ada: endurance=1 willpower=1 fatigue=2',
        rolls: `6 ${roll}`,
      });
    const pass = playTo(t(1), [END, declare('melee', 'ada'), ROLL, { type: 'resilience.rolled' }]);
    expect(why(pass)).toBe(
      "Ada's Resilience roll: 1 on the die + 1 Constitution + 1 Endurance + 1 Willpower = 4 against 0 + FTM 2 + Fatigue 2 = 4: stays up, Fatigue 3.",
    );
    const fail = (() => {
      const x = tableFrom({ map: `${MAP}\nnpc Orc in a1\npc Ada in a1`, fighters: 'Orc: arms=Club ftm=2; Ada: fatigue=5', rolls: '6 2' });
      return playTo(x, [END, declare('melee', 'ada'), ROLL, { type: 'resilience.rolled' }]);
    })();
    expect(fighter(fail, 'ada')).toMatchObject({ fatigue: 5, condition: 'unconscious' });
    expect(rules(fail)).toContain('out-until-the-fight-ends');
  });

  it('rolls the Injury roll first, then the Resilience roll, for a weapon with both (ruling: a weapon with both)', () => {
    const t = tableFrom({ map: `${MAP}\nnpc Orc in a1\npc Ada in a1`, fighters: 'Orc: arms=Maul itm=0 ftm=0', rolls: '6 4 4' });
    const hit = playTo(t, [END, declare('melee', 'ada'), ROLL]);
    expect(hit.value).toEqual({ fight: 'injuryRoll' });
    expect(rules(hit)).toContain('a-weapon-with-both');
    const next = playTo(t, [END, declare('melee', 'ada'), ROLL, { type: 'injury.rolled' }]);
    expect(next.value).toEqual({ fight: 'resilienceRoll' });
    const done = playTo(t, [END, declare('melee', 'ada'), ROLL, { type: 'injury.rolled' }, { type: 'resilience.rolled' }]);
    expect(fighter(done, 'ada')).toMatchObject({ injuries: 1, fatigue: 1 });
    // A PC killed by the Injury roll makes no Resilience roll.
    const dead = playTo(tableFrom({ map: `${MAP}\nnpc Orc in a1\npc Ada in a1`, fighters: 'Orc: arms=Maul itm=9 ftm=0', rolls: '6 6' }), [
      END,
      declare('melee', 'ada'),
      ROLL,
      { type: 'injury.rolled' },
    ]);
    expect(dead.value).toEqual({ fight: 'turn' });
    expect(fighter(dead, 'ada').condition).toBe('dead');
  });

  it('gives an NPC its Injury outright, and kills it one past its limit (ruling: an NPC’s limit)', () => {
    const t = (limit: number, injuries = 0) =>
      tableFrom({
        map: `${MAP}\npc Ada in a1\nnpc Orc in a1 limit=${limit} injuries=${injuries}`,
        fighters: 'Ada: arms=Axe itm=1',
        rolls: '6',
      });
    const hurt = playTo(t(1), [declare('melee', 'orc'), ROLL]);
    expect(hurt.value).toEqual({ fight: 'turn' });
    expect(fighter(hurt, 'orc')).toMatchObject({ injuries: 1, condition: 'fine' });
    expect(fighter(playTo(t(1, 1), [declare('melee', 'orc'), ROLL]), 'orc').condition).toBe('dead');
    expect(fighter(playTo(t(0), [declare('melee', 'orc'), ROLL]), 'orc').condition).toBe('dead');
  });

  it('treats a bare-handed strike as FTM 0', () => {
    const t = tableFrom({ map: `${MAP}\npc Ada in a1\nnpc Orc in a1`, fighters: 'Orc: flimit=2', rolls: '6' });
    const snap = playTo(t, [declare('melee', 'orc'), ROLL]);
    expect(fighter(snap, 'orc')).toMatchObject({ fatigue: 1, injuries: 0 });
  });

  it('lets the GM decide an action between two NPCs with no PC in it, with no die (ruling: NPC against NPC)', () => {
    const t = tableFrom({
      map: `${MAP}\nnpc Tam in a1\nnpc Orc in a1`,
      fighters: 'Tam: faction=village ally arms=Axe itm=1; Orc: faction=orcs',
      rolls: '1',
    });
    expect(t.fighters.find((f) => f.id === 'orc')!.injuryLimit).toBe(1);
    const declared = playTo(t, [declare('melee', 'orc')]);
    expect(declared.context.declared!.gmDecides).toBe(true);
    expect(declared.can(ROLL)).toBe(false);
    const decided = playTo(t, [declare('melee', 'orc'), { type: 'action.decided', success: true }]);
    expect(fighter(decided, 'orc')).toMatchObject({ injuries: 1, condition: 'fine' });
    expect(decided.context.chance.fixedRolls).toEqual([1]);
    // A PC in it: the die decides.
    expect(
      playTo(tableFrom({ map: `${MAP}\npc Ada in a1\nnpc Orc in a1` }), [declare('melee', 'orc')]).can({
        type: 'action.decided',
        success: true,
      }),
    ).toBe(false);
  });
});

describe('holds, throws and weapons', () => {
  const MAP2 = `${MAP}\npc Ada in a1\nnpc Orc in a1 limit=3`;
  const F = 'Ada: arms=Axe itm=1; Orc: arms=Club ftm=1 flimit=5';

  it('holds a grappled creature in place, and lets it act against its holder only', () => {
    const snap = playTo(tableFrom({ map: `${MAP2}\nnpc Elf in a1`, fighters: F, rolls: '6' }), [declare('grapple', 'orc'), ROLL, END]);
    expect(fighter(snap, 'orc').grappledBy).toBe('ada');
    expect(snap.context.turnOf).toBe('orc');
    expect(snap.can({ type: 'creature.moved', to: 'b1' })).toBe(false);
    expect(snap.can(declare('melee', 'elf'))).toBe(false);
    expect(snap.can(declare('melee', 'ada'))).toBe(true);
  });

  it('breaks a hold with the same roll, and reverses it at −2', () => {
    const t = (rolls: string) => tableFrom({ map: MAP2, fighters: `${F}; Orc: might=1 arms=Club ftm=1 flimit=5`, rolls });
    const free = playTo(t('6 6'), [declare('grapple', 'orc'), ROLL, END, declare('break-free'), ROLL]);
    expect(fighter(free, 'orc').grappledBy).toBeNull();
    const reversed = playTo(t('6 4'), [declare('grapple', 'orc'), ROLL, END, declare('reverse'), ROLL]);
    // 4 + 1 Might − 2 = 3 against Ada's Defense 3.
    expect(reversed.context.last).toMatchObject({ total: 3, threshold: 3, success: true });
    expect(fighter(reversed, 'orc').grappledBy).toBeNull();
    expect(fighter(reversed, 'ada').grappledBy).toBe('orc');
  });

  it('lets go when the holder moves away (ruling: what a hold stops)', () => {
    const snap = playTo(tableFrom({ map: MAP2, fighters: F, rolls: '6' }), [
      declare('grapple', 'orc'),
      ROLL,
      { type: 'creature.moved', to: 'b1' },
    ]);
    expect(fighter(snap, 'orc').grappledBy).toBeNull();
    expect(rules(snap)).toContain('what-a-hold-stops');
  });

  it('puts both on the ground after a tackle, only the target held, with no −2 between them', () => {
    const snap = playTo(tableFrom({ map: MAP2, fighters: F, rolls: '6' }), [declare('tackle', 'orc'), ROLL]);
    expect(fighter(snap, 'ada')).toMatchObject({ down: true, grappledBy: null, tackledWith: 'orc' });
    expect(fighter(snap, 'orc')).toMatchObject({ down: true, grappledBy: 'ada', tackledWith: 'ada' });
    const next = playTo(tableFrom({ map: MAP2, fighters: F, rolls: '6' }), [declare('tackle', 'orc'), ROLL, declare('melee', 'orc')]);
    expect(next.context.declared!.terms.some((t) => t.label === 'on the ground')).toBe(false);
  });

  it('does no harm with a knockdown, grapple, tackle or disarm (ruling: holds and throws do no harm)', () => {
    for (const action of ['knockdown', 'grapple', 'tackle', 'disarm']) {
      const snap = playTo(tableFrom({ map: MAP2, fighters: F, rolls: '6' }), [declare(action, 'orc'), ROLL]);
      expect(fighter(snap, 'orc'), action).toMatchObject({ injuries: 0, fatigue: 0, condition: 'fine' });
    }
  });

  it('drops a disarmed weapon in its Area; picking it up there costs an action (ruling: disarmed)', () => {
    const t = tableFrom({ map: MAP2, fighters: F, rolls: '6' });
    const snap = playTo(t, [declare('disarm', 'orc'), ROLL, END]);
    expect(fighter(snap, 'orc')).toMatchObject({ weapon: null, dropped: { weapon: { name: 'Club' }, areaId: 'a1' } });
    expect(snap.can(declare('disarm', 'ada'))).toBe(false);
    const picked = playTo(t, [declare('disarm', 'orc'), ROLL, END, { type: 'weapon.recovered' }]);
    expect(fighter(picked, 'orc')).toMatchObject({ weapon: { name: 'Club' }, dropped: null });
    expect(picked.context.actionsLeft).toBe(1);
    const away = playTo(t, [declare('disarm', 'orc'), ROLL, END, { type: 'creature.moved', to: 'b1' }]);
    expect(away.can({ type: 'weapon.recovered' })).toBe(false);
  });

  it('lets go of a hold when the holder falls', () => {
    const t = tableFrom({
      map: `${MAP}\npc Ada in a1\nnpc Orc in a1 limit=0\nnpc Elf in a1`,
      fighters: 'Orc: arms=Club ftm=1; Elf: faction=elves; Ada: arms=Axe itm=1',
      rolls: '6 6',
    });
    // Round 1: the Orc takes hold of the Elf (two NPCs: the GM says it works). Round 2: Ada kills the Orc.
    const snap = playTo(t, [
      END,
      declare('grapple', 'elf'),
      { type: 'action.decided', success: true },
      END,
      END,
      declare('melee', 'orc'),
      ROLL,
    ]);
    expect(fighter(snap, 'orc').condition).toBe('dead');
    expect(fighter(snap, 'elf').grappledBy).toBeNull();
  });
});

describe('the end of a round: fire and water', () => {
  it('plays the fire’s round on the same map after the last turn: growth, then burning, by the fire page’s rules (ruling: fire in a fight)', () => {
    const t = tableFrom({ map: `area shed flam=2 fire=1\npc Ada in shed con=1`, rolls: '6 6 5' });
    const end = playTo(t, [END]);
    expect(end.value).toEqual({ fight: 'endOfRound' });
    const after = playTo(t, [END, { type: 'round.ended' }]);
    const text = why(after);
    expect(text).toContain('shed growth roll: 6 on the die + 2 flammability + 1 fire level = 9, 7 or more: the fire grows to 2.');
    expect(text).toContain('The fire attacks Ada: 6 on the die + 1 fire level = 7 against Defense 3: a hit.');
    expect(text).toContain('Ada rolls Constitution: 5 on the die + 1 Constitution = 6 against 1: survives.');
    expect(after.context.map.areas[0]!.fireLevel).toBe(2);
    expect(fighter(after, 'ada').injuries).toBe(1);
    expect(after.context).toMatchObject({ round: 2, turnOf: 'ada' });
    expect(after.context.fireEvents.map((e) => e.kind)).toEqual(
      ['growth', 'burn', 'constitution', 'injury', 'brightness'].filter(
        (k) => k !== 'brightness' || after.context.fireEvents.some((e) => e.kind === 'brightness'),
      ),
    );
  });

  it('kills a creature the fire kills, and lets go of its hold', () => {
    const t = tableFrom({
      map: `area shed flam=2 fire=2\nnpc Orc in shed limit=0\npc Ada in shed`,
      fighters: 'Orc: faction=orcs',
      rolls: '6 1 1 6',
    });
    const snap = playTo(t, [END, declare('grapple', 'ada'), ROLL, END, { type: 'round.ended' }]);
    expect(fighter(snap, 'orc').condition).toBe('dead');
    expect(fighter(snap, 'ada').grappledBy).toBeNull();
  });

  it('counts a breath each round under water, free for four rounds, then calls a Resilience roll each round', () => {
    const t = tableFrom({ map: `area pond wet=1\npc Ada in pond`, fighters: 'Ada: endurance=1', rolls: '3' });
    const round = [END, { type: 'round.ended' }] as CombatRoundEvent[];
    const four = playTo(t, [...round, ...round, ...round, ...round]);
    expect(fighter(four, 'ada').breath).toBe(4);
    expect(four.context.chance.fixedRolls).toEqual([3]);
    const five = playTo(t, [...round, ...round, ...round, ...round, ...round]);
    expect(fighter(five, 'ada')).toMatchObject({ breath: 5, fatigue: 1 });
    expect(why(five)).toContain(
      "Ada's round 5 under water calls a Resilience roll: 3 on the die + 1 Endurance = 4 against 0 + FTM 0 + Fatigue 0 = 0: holds on, Fatigue 1.",
    );
    expect(rules(five)).toContain('the-drowning-roll');
  });

  it('starts the breath count again after a turn spent surfacing, which takes the whole turn (ruling: surfacing)', () => {
    const t = tableFrom({ map: `area pond wet=1\npc Ada in pond` });
    const round = [END, { type: 'round.ended' }] as CombatRoundEvent[];
    const snap = playTo(t, [...round, ...round, ...round, { type: 'breath.taken' }]);
    expect(snap.context.actionsLeft).toBe(0);
    const after = playTo(t, [...round, ...round, ...round, { type: 'breath.taken' }, END, { type: 'round.ended' }]);
    expect(fighter(after, 'ada').breath).toBe(0);
    // Not once an action is spent.
    const spent = playTo(tableFrom({ map: `area pond wet=1\npc Ada in pond`, rolls: '6' }), [declare('listen', undefined, 2), ROLL]);
    expect(spent.can({ type: 'breath.taken' })).toBe(false);
    // Not out of the water.
    expect(playTo(tableFrom({ map: `area bank\npc Ada in bank` }), []).can({ type: 'breath.taken' })).toBe(false);
  });

  it('knocks out a PC whose drowning roll fails, and drowns it after more than a round unconscious in the water', () => {
    const t = tableFrom({ map: `area pond wet=1\npc Ada in pond\npc Bo in pond`, fighters: 'Ada: fatigue=6; Bo: runner', rolls: '1' });
    const round = [END, END, { type: 'round.ended' }] as CombatRoundEvent[];
    // Bo surfaces every fourth round; Ada does not.
    const bo = [END, { type: 'breath.taken' }, END, { type: 'round.ended' }] as CombatRoundEvent[];
    const out = playTo(t, [...round, ...round, ...round, ...bo, ...round]);
    expect(fighter(out, 'ada').condition).toBe('unconscious');
    const next = playTo(t, [...round, ...round, ...round, ...bo, ...round, END, { type: 'round.ended' }]);
    expect(fighter(next, 'ada')).toMatchObject({ condition: 'unconscious', outInWater: 1 });
    const drowned = playTo(t, [...round, ...round, ...round, ...bo, ...round, END, { type: 'round.ended' }, END, { type: 'round.ended' }]);
    expect(fighter(drowned, 'ada').condition).toBe('dead');
    expect(why(drowned)).toContain('Ada has lain unconscious in the water for more than a round: drowned.');
  });

  it('gives an NPC under water its Fatigue outright after four rounds (ruling: the drowning roll)', () => {
    const t = tableFrom({ map: `area pond wet=1\nnpc Orc in pond limit=2` });
    const round = [END, { type: 'round.ended' }] as CombatRoundEvent[];
    const snap = playTo(t, [...round, ...round, ...round, ...round, ...round]);
    expect(fighter(snap, 'orc').fatigue).toBe(1);
    expect(snap.context.chance.fixedRolls).toEqual([]);
  });

  it('waits at the end of a round while nobody can act, and ends in nobody alive', () => {
    const t = tableFrom({ map: `area pond wet=1\npc Ada in pond`, fighters: 'Ada: fatigue=6', rolls: '1' });
    const round = [END, { type: 'round.ended' }] as CombatRoundEvent[];
    const out = playTo(t, [...round, ...round, ...round, ...round, ...round]);
    expect(out.value).toEqual({ fight: 'endOfRound' });
    expect(out.context.turnOf).toBeNull();
    const over = playTo(t, [...round, ...round, ...round, ...round, ...round, { type: 'round.ended' }, { type: 'round.ended' }]);
    expect(over.value).toBe('over');
    expect(over.status).toBe('done');
  });
});

describe('downtime', () => {
  const REST = { map: `area camp\npc Ada in camp injuries=2\npc Bo in camp`, fighters: 'Ada: fatigue=5; Bo: fatigue=1' };
  const pass = (asleep: string[]): CombatRoundEvent => ({ type: 'timeframe.passed', asleep });

  it('begins at dawn when the GM ends the fight (ruling: downtime starts at dawn), and brings the unconscious round (ruling: out until the fight ends)', () => {
    const t = tableFrom({ map: `${MAP}\nnpc Orc in a1\npc Ada in a1`, fighters: 'Orc: arms=Club ftm=3; Ada: fatigue=1', rolls: '6 1' });
    const out = playTo(t, [END, declare('melee', 'ada'), ROLL, { type: 'resilience.rolled' }]);
    expect(fighter(out, 'ada').condition).toBe('unconscious');
    const rest = transition(combatRoundMachine, out, { type: 'fight.ended' })[0];
    expect(rest.value).toBe('downtime');
    expect(fighter(rest, 'ada').condition).toBe('fine');
    expect(rest.context).toMatchObject({ day: 1, timeframe: 0 });
    expect(rules(rest)).toEqual(['downtime-starts-at-dawn', 'out-until-the-fight-ends']);
  });

  it('opens a table set up for downtime at dawn of day 1', () => {
    const snap = playTo(tableFrom({ ...REST, start: 'downtime' }), []);
    expect(snap.value).toBe('downtime');
    expect(snap.context).toMatchObject({ day: 1, timeframe: 0, round: 0 });
  });

  it('calls a Resilience roll for the seventh timeframe awake in a row and each one after: passing still costs 1 Fatigue (ruling: every timeframe past six)', () => {
    const t = tableFrom({ map: `area camp\npc Ada in camp injuries=1`, start: 'downtime', rolls: '6 6' });
    const six = playTo(
      t,
      Array.from({ length: 6 }, () => pass([])),
    );
    expect(fighter(six, 'ada')).toMatchObject({ awake: 6, fatigue: 0 });
    const seven = playTo(
      t,
      Array.from({ length: 7 }, () => pass([])),
    );
    expect(fighter(seven, 'ada')).toMatchObject({ awake: 7, fatigue: 1 });
    expect(why(seven)).toContain(
      'a Resilience roll as if hit by FTM +0: 6 on the die = 6 against 0 + 0 + Fatigue 0 = 0: passes, and still takes 1 Fatigue (Fatigue 1).',
    );
    const eight = playTo(
      t,
      Array.from({ length: 8 }, () => pass([])),
    );
    expect(fighter(eight, 'ada').fatigue).toBe(2);
  });

  it('knocks out a character who fails the sleepless roll, and makes them sleep the next timeframe (ruling: knocked out by exhaustion)', () => {
    const t = tableFrom({ map: `area camp\npc Ada in camp`, fighters: 'Ada: fatigue=3', start: 'downtime', rolls: '2' });
    const out = playTo(
      t,
      Array.from({ length: 7 }, () => pass([])),
    );
    expect(fighter(out, 'ada')).toMatchObject({ fatigue: 3, condition: 'unconscious', exhausted: true });
    const slept = playTo(
      t,
      Array.from({ length: 8 }, () => pass([])),
    );
    expect(fighter(slept, 'ada')).toMatchObject({ condition: 'fine', exhausted: false, awake: 0 });
  });

  it('heals at the day’s end: Fatigue for sleep beyond two (at most 4), one Injury and one more for four timeframes asleep', () => {
    const t = tableFrom({ ...REST, start: 'downtime' });
    const both = ['ada', 'bo'];
    const day = playTo(t, [pass(both), pass(both), pass(['ada']), pass(['ada']), pass(['ada']), pass(['bo']), pass([]), pass([])]);
    expect(day.context).toMatchObject({ day: 2, timeframe: 0 });
    // Ada slept 5: Fatigue 5 − 3, Injuries 2 − 2. Bo slept 3: Fatigue 1 − 1.
    expect(fighter(day, 'ada')).toMatchObject({ injuries: 0, fatigue: 2, slept: 0 });
    expect(fighter(day, 'bo')).toMatchObject({ injuries: 0, fatigue: 0 });
    expect(rules(day)).toContain('recovery');
  });

  it('ends rested once nobody alive has Injuries or Fatigue, with a summary of what happened', () => {
    const t = tableFrom({ map: `area camp\npc Ada in camp injuries=1`, start: 'downtime' });
    const snap = playTo(
      t,
      Array.from({ length: 8 }, () => pass(['ada'])),
    );
    expect(snap.value).toBe('rested');
    expect(snap.status).toBe('done');
  });

  it('refuses sleepers who are not alive or named twice', () => {
    const snap = playTo(tableFrom({ ...REST, start: 'downtime' }), []);
    expect(snap.can(pass(['ada', 'ada']))).toBe(false);
    expect(snap.can(pass(['nobody']))).toBe(false);
    expect(snap.can(pass(['constructor']))).toBe(false);
    expect(snap.can({ type: 'timeframe.passed', asleep: 'ada' } as never)).toBe(false);
  });
});

describe('what equipment adds (ruling: what equipment adds)', () => {
  const withGear = (action: string, equipment: number, target?: string, threshold?: number): CombatRoundEvent =>
    ({ ...declare(action, target, threshold), equipment }) as CombatRoundEvent;

  it('adds the equipment the table names to the roll, on top of three aptitudes, and says so', () => {
    const input = tableFrom({ map: `${MAP}\npc Ada in a1`, fighters: 'Ada: perception=1 vision=1 logic=1', rolls: '2' });
    const declared = playTo(input, [withGear('search', 1, undefined, 6)]);
    expect(declared.context.declared!.terms).toEqual([
      { label: 'Perception', value: 1 },
      { label: 'Vision', value: 1 },
      { label: 'Logic', value: 1 },
      { label: 'equipment', value: 1 },
    ]);
    expect(why(declared)).toContain("Ada's equipment adds +1, as the table says: a modifier on top of the aptitudes.");
    expect(rules(declared)).toContain('what-equipment-adds');
    // 2 on the die + 3 aptitudes + 1 equipment = 6: it reaches the GM's 6 only with the gear.
    expect(playTo(input, [withGear('search', 1, undefined, 6), ROLL]).context.last).toMatchObject({ total: 6, success: true });
    expect(playTo(input, [declare('search', undefined, 6), ROLL]).context.last).toMatchObject({ total: 5, success: false });
  });

  it('takes a hindrance too, against Defense as against a threshold', () => {
    const input = tableFrom({
      map: `${MAP}\npc Ada in a1\nnpc Orc in a1 defense=3`,
      fighters: 'Ada: might=1 weapon=1 arms=Bow itm=1',
      rolls: '3',
    });
    const shot = playTo(input, [withGear('melee', -1, 'orc')]);
    expect(shot.context.declared!.terms.find((t) => t.label === 'equipment')).toEqual({ label: 'equipment', value: -1 });
  });

  it('refuses equipment outside −3 to +3, or not a whole number, and says why', () => {
    const snap = playTo(tableFrom({ map: `${MAP}\npc Ada in a1` }), []);
    for (const bad of [4, -4, 0.5, Number.NaN]) expect(snap.can(withGear('search', bad, undefined, 4)), String(bad)).toBe(false);
    expect(snap.can(withGear('search', 3, undefined, 4))).toBe(true);
    expect(snap.can(withGear('search', -3, undefined, 4))).toBe(true);
  });

  it('adds nothing when no equipment is named, as every action declared by an older table', () => {
    const input = tableFrom({ map: `${MAP}\npc Ada in a1`, fighters: 'Ada: perception=1' });
    const plain = playTo(input, [declare('search', undefined, 4)]);
    expect(plain.context.declared!.terms).toEqual([{ label: 'Perception', value: 1 }]);
    expect(playTo(input, [withGear('search', 0, undefined, 4)]).context.declared).toEqual(plain.context.declared);
  });
});
