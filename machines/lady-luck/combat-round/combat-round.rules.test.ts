import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMBAT_ACTIONS, EXAMPLE_ACTIONS, MAX_APTITUDES } from '../check.js';
import { parseFireMap, type FireSetup } from '../area-map.js';
import { actionProblem, actionRoll, areasApart, modifierOf, rollWords, skillFor, turnOrder, type Fighter } from './combat-round.rules.js';
import { applyFighters, fightersFromMap } from './combat-round.setup.js';

/** A map and its fighters from text, as the widget reads them. */
function table(map: string, fighters = ''): { setup: FireSetup; fighters: Fighter[] } {
  const parsed = parseFireMap(map);
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  const errors: string[] = [];
  const out = applyFighters(fightersFromMap(parsed.setup), fighters, errors);
  if (errors.length) throw new Error(errors.join('\n'));
  return { setup: parsed.setup, fighters: out };
}

const hall = `grid 3x1
area a1 name="Hall"
area b1 name="Stair"
area c1 name="Loft"`;

const term = (terms: readonly { label: string; value: number }[], label: string) => terms.find((t) => t.label === label)?.value;

describe('the combat actions table', () => {
  it('names the aptitudes of each combat action as the seed lists them', () => {
    const rows = Object.fromEntries([...COMBAT_ACTIONS].map(([k, r]) => [k, [...r.aptitudes, r.skill]]));
    expect(rows).toEqual({
      melee: ['coordination', 'might', 'weapon-or-brawling'],
      throw: ['might', 'vision', 'coordination', 'weapon'],
      ranged: ['steadiness', 'vision', 'weapon'],
      disarm: ['coordination', 'might', 'weapon'],
      grapple: ['might', 'speed', 'brawling'],
      knockdown: ['might', 'coordination', 'weapon-or-brawling'],
      tackle: ['might', 'coordination', 'speed', 'brawling'],
    });
  });

  it('names the aptitudes of each example action as the seed lists them', () => {
    expect(Object.fromEntries([...EXAMPLE_ACTIONS].map(([k, r]) => [k, r.aptitudes]))).toEqual({
      search: ['perception', 'vision', 'logic'],
      listen: ['perception', 'hearing', 'logic'],
      taste: ['perception', 'smell', 'logic'],
      sneak: ['steadiness', 'coordination', 'flexibility'],
      intimidate: ['charisma', 'might', 'willpower'],
      persuade: ['charisma', 'empathy', 'willpower'],
    });
  });

  it('never counts more than three basic aptitudes: Weapon and Brawling are skills on top (ruling: Weapon and Brawling are skills)', () => {
    for (const row of [...COMBAT_ACTIONS.values(), ...EXAMPLE_ACTIONS.values()])
      expect(row.aptitudes.length).toBeLessThanOrEqual(MAX_APTITUDES);
    const { setup, fighters } = table(`${hall}\npc Ada in a1\nnpc Orc in a1`, 'Ada: might=1 coordination=1 speed=1 brawling=2');
    const roll = actionRoll(setup.map, fighters, 'ada', 'tackle', 'orc', 0);
    expect(roll.terms.map((t) => t.label)).toEqual(['Might', 'Coordination', 'Speed', 'Brawling']);
    expect(modifierOf(roll.terms)).toBe(5);
  });

  it('adds Weapon with a weapon in hand and Brawling with bare hands, where the action says "Weapon/Brawling"', () => {
    const { fighters } = table(`${hall}\npc Ada in a1\npc Bo in a1`, 'Ada: arms=Axe itm=1; Bo: brawling=1');
    expect(skillFor('melee', fighters[0]!)).toBe('weapon');
    expect(skillFor('melee', fighters[1]!)).toBe('brawling');
    expect(skillFor('knockdown', fighters[1]!)).toBe('brawling');
    expect(skillFor('grapple', fighters[0]!)).toBe('brawling');
    expect(skillFor('search', fighters[0]!)).toBeNull();
  });
});

describe('turn order', () => {
  it('puts the players first in seating order, then the NPCs side by side, the party’s allies first (the seed’s villagers and goblin clans)', () => {
    const { fighters } = table(
      `${hall}\nnpc Red1 in c1\npc Ada in a1\nnpc Vil1 in b1\nnpc Blue1 in c1\npc Bo in a1\nnpc Red2 in c1\nnpc Vil2 in b1`,
      'Red1: faction=red; Red2: faction=red; Blue1: faction=blue; Vil1: faction=village ally; Vil2: faction=village ally',
    );
    expect(turnOrder(fighters)).toEqual(['ada', 'bo', 'vil1', 'vil2', 'red1', 'red2', 'blue1']);
  });

  it('orders the NPCs of one side as they were listed (ruling: order within a side)', () => {
    const { fighters } = table(`${hall}\nnpc Zed in a1\nnpc Abe in a1`);
    expect(turnOrder(fighters)).toEqual(['zed', 'abe']);
  });

  it('leaves out whoever cannot act', () => {
    const { fighters } = table(`${hall}\npc Ada in a1\npc Bo in a1`);
    expect(turnOrder([{ ...fighters[0]!, condition: 'unconscious' }, fighters[1]!])).toEqual(['bo']);
  });
});

describe('distance on the map', () => {
  it('counts Areas along the links, not across walls', () => {
    const { setup } = table(`grid 3x2\nunlink a1 b1`);
    expect(areasApart(setup.map, 'a1', 'a1')).toBe(0);
    expect(areasApart(setup.map, 'a1', 'b1')).toBe(3);
    expect(areasApart(setup.map, 'a1', 'c2')).toBe(3);
  });

  it('finds no way between Areas no links join', () => {
    const { setup } = table(`area x at=0,0\narea y at=1,0`);
    expect(areasApart(setup.map, 'x', 'y')).toBeNull();
  });
});

describe('what an action needs (ruling: reach)', () => {
  const { setup, fighters } = table(
    `${hall}\npc Ada in a1\nnpc Orc in a1\nnpc Elf in c1`,
    'Ada: arms=Bow itm=1 reach=ranged; Orc: arms=Spear itm=1 reach=thrown',
  );
  const problem = (actor: string, action: Parameters<typeof actionProblem>[3], target: string | null, list = fighters) =>
    actionProblem(setup.map, list, actor, action, target);

  it('reaches only the same Area with melee, disarm, grapple, knockdown and tackle', () => {
    expect(problem('ada', 'grapple', 'orc')).toBeUndefined();
    expect(problem('ada', 'grapple', 'elf')).toBe("Elf is not in Ada's Area, and grapple reaches only there");
    expect(problem('ada', 'knockdown', 'elf')).toMatch(/reaches only there/);
  });

  it('shoots and throws into any Area the links reach, with a weapon made for it', () => {
    expect(problem('ada', 'ranged', 'elf')).toBeUndefined();
    expect(problem('orc', 'throw', 'ada')).toBeUndefined();
    expect(problem('ada', 'throw', 'orc')).toBe('Ada holds nothing made for throwing');
    expect(problem('elf', 'ranged', 'ada')).toBe('Elf holds no ranged weapon');
    expect(problem('ada', 'melee', 'orc')).toBe("Ada's Bow is not a melee weapon");
  });

  it('needs a weapon to disarm, and a target holding one (ruling: disarmed)', () => {
    expect(problem('elf', 'disarm', 'ada')).toBe('Elf needs a weapon in hand to disarm');
    expect(problem('orc', 'disarm', 'ada')).toBeUndefined();
    expect(problem('ada', 'disarm', 'elf')).toBe('Elf holds no weapon');
  });

  it('keeps a held creature to actions against its holder, and lets it still make checks (ruling: what a hold stops)', () => {
    const held = fighters.map((f) => (f.id === 'ada' ? { ...f, grappledBy: 'orc' } : f));
    expect(problem('ada', 'ranged', 'elf', held)).toBe('Ada is held by Orc, and may act against nobody else');
    expect(problem('ada', 'knockdown', 'orc', held)).toBeUndefined();
    expect(problem('ada', 'search', null, held)).toBeUndefined();
    expect(problem('ada', 'break-free', null, held)).toBeUndefined();
    expect(problem('orc', 'break-free', null, held)).toBe("Orc is in nobody's hold");
  });

  it('does not knock down or tackle someone already on the ground (ruling: attacks on someone down)', () => {
    const down = fighters.map((f) => (f.id === 'orc' ? { ...f, down: true } : f));
    expect(problem('ada', 'knockdown', 'orc', down)).toBe('Orc is already on the ground');
    expect(problem('ada', 'tackle', 'orc', down)).toBe('Orc is already on the ground');
  });

  it('refuses the dead, oneself and a missing target', () => {
    expect(problem('ada', 'melee', 'ada')).toMatch(/themself/);
    expect(problem('ada', 'grapple', null)).toBe('Grapple needs a target');
    expect(
      problem(
        'ada',
        'grapple',
        'orc',
        fighters.map((f) => (f.id === 'orc' ? { ...f, condition: 'dead' } : f)),
      ),
    ).toBe('Orc is dead');
  });
});

describe('the modifiers of a roll', () => {
  it('rolls an attack against the target’s Defense, +1 in a shrouded Area', () => {
    const { setup, fighters } = table(
      `${hall}\narea b1 cover=shrouded\npc Ada in a1\nnpc Orc in b1`,
      'Ada: arms=Bow itm=1 reach=ranged steadiness=1',
    );
    const roll = actionRoll(setup.map, fighters, 'ada', 'ranged', 'orc', 0);
    expect(roll.threshold).toBe(4);
    expect(roll.against).toBe("Orc's Defense 4 (3, +1 for the shroud)");
  });

  it('gives −1 to aim into the dark and +1 into bright light, by the target’s Area (ruling: light, fog and cover in a fight)', () => {
    const dark = table(`${hall}\narea b1 light=dark\npc Ada in a1\nnpc Orc in b1`, 'Ada: arms=Bow itm=1 reach=ranged');
    expect(term(actionRoll(dark.setup.map, dark.fighters, 'ada', 'ranged', 'orc', 0).terms, 'darkness')).toBe(-1);
    const bright = table(`${hall}\narea b1 light=bright\npc Ada in a1\nnpc Orc in b1`, 'Ada: arms=Bow itm=1 reach=ranged');
    expect(term(actionRoll(bright.setup.map, bright.fighters, 'ada', 'ranged', 'orc', 0).terms, 'bright light')).toBe(1);
    // A fire of 3 lights a dark Area to bright.
    const lit = table(`${hall}\narea b1 light=dark fire=3\npc Ada in a1\nnpc Orc in b1`, 'Ada: arms=Bow itm=1 reach=ranged');
    expect(term(actionRoll(lit.setup.map, lit.fighters, 'ada', 'ranged', 'orc', 0).terms, 'bright light')).toBe(1);
  });

  it('gives fog −1 once, from either Area or both (ruling: light, fog and cover in a fight)', () => {
    const both = table(
      `${hall}\narea a1 cover=obscured\narea b1 cover=obscured\npc Ada in a1\nnpc Orc in b1`,
      'Ada: arms=Bow itm=1 reach=ranged',
    );
    const terms = actionRoll(both.setup.map, both.fighters, 'ada', 'ranged', 'orc', 0).terms;
    expect(terms.filter((t) => t.label === 'fog or smoke')).toEqual([{ label: 'fog or smoke', value: -1 }]);
    const from = table(`${hall}\narea a1 cover=obscured\npc Ada in a1\nnpc Orc in b1`, 'Ada: arms=Bow itm=1 reach=ranged');
    expect(term(actionRoll(from.setup.map, from.fighters, 'ada', 'ranged', 'orc', 0).terms, 'fog or smoke')).toBe(-1);
  });

  it('gives −2 on the ground for everything but a knockdown', () => {
    const { setup, fighters } = table(`${hall}\npc Ada in a1\nnpc Orc in a1`);
    const down = fighters.map((f) => (f.id === 'ada' ? { ...f, down: true } : f));
    expect(term(actionRoll(setup.map, down, 'ada', 'melee', 'orc', 0).terms, 'on the ground')).toBe(-2);
    expect(term(actionRoll(setup.map, down, 'ada', 'search', null, 4).terms, 'on the ground')).toBe(-2);
    expect(term(actionRoll(setup.map, down, 'ada', 'knockdown', 'orc', 0).terms, 'on the ground')).toBeUndefined();
  });

  it('spares a tackler and the tackled the −2 against each other', () => {
    const { setup, fighters } = table(`${hall}\npc Ada in a1\nnpc Orc in a1\nnpc Elf in a1`);
    const tackled = fighters.map((f) =>
      f.id === 'ada'
        ? { ...f, down: true, tackledWith: 'orc' }
        : f.id === 'orc'
          ? { ...f, down: true, tackledWith: 'ada', grappledBy: 'ada' }
          : f,
    );
    expect(term(actionRoll(setup.map, tackled, 'ada', 'melee', 'orc', 0).terms, 'on the ground')).toBeUndefined();
    expect(term(actionRoll(setup.map, tackled, 'ada', 'melee', 'elf', 0).terms, 'on the ground')).toBe(-2);
    expect(term(actionRoll(setup.map, tackled, 'orc', 'break-free', null, 0).terms, 'on the ground')).toBeUndefined();
  });

  it('gives +1 to attacks on someone down from the same Area and −1 per Area to attacks from further (ruling: attacks on someone down)', () => {
    const { setup, fighters } = table(
      `${hall}\npc Ada in a1\npc Bo in c1\nnpc Orc in a1`,
      'Ada: arms=Axe itm=1; Bo: arms=Bow itm=1 reach=ranged',
    );
    const down = fighters.map((f) => (f.id === 'orc' ? { ...f, down: true } : f));
    expect(term(actionRoll(setup.map, down, 'ada', 'melee', 'orc', 0).terms, 'target down')).toBe(1);
    expect(term(actionRoll(setup.map, down, 'bo', 'ranged', 'orc', 0).terms, 'target down 2 Areas away')).toBe(-2);
    // Not an attack: no modifier for the target being down.
    expect(actionRoll(setup.map, down, 'ada', 'grapple', 'orc', 0).terms.some((t) => t.label.startsWith('target down'))).toBe(false);
  });

  it('counts Areas away from the target, not Areas between: a shot from the neighbouring Area takes −1 (ruling: attacks on someone down)', () => {
    // The seed: "a −1 ranged modifier for each area away from the target". Read as "each Area
    // between them", a neighbour would give 0: the machine and the page's ruling must both say −1.
    const { setup, fighters } = table(`${hall}\npc Bo in b1\nnpc Orc in a1`, 'Bo: arms=Bow itm=1 reach=ranged');
    const down = fighters.map((f) => (f.id === 'orc' ? { ...f, down: true } : f));
    expect(areasApart(setup.map, 'b1', 'a1')).toBe(1);
    expect(term(actionRoll(setup.map, down, 'bo', 'ranged', 'orc', 0).terms, 'target down 1 Area away')).toBe(-1);
    const page = readFileSync(new URL('../../../content/lady-luck/combat.mdx', import.meta.url), 'utf8');
    const ruling = /:::note\[Table ruling: attacks on someone down\]([\s\S]*?):::/.exec(page)![1]!.replace(/\s+/g, ' ');
    expect(ruling).toContain('−1 for each Area away from the target');
    expect(ruling).toContain('−1 from the neighbouring Area, −2 from two Areas off');
    expect(ruling).not.toMatch(/Areas? between/);
  });

  it('turns a hold around with the grapple’s roll at −2, against the holder’s Defense', () => {
    const { setup, fighters } = table(`${hall}\npc Ada in a1\nnpc Orc in a1 defense=4`, 'Ada: might=2 speed=1 brawling=1');
    const held = fighters.map((f) => (f.id === 'ada' ? { ...f, grappledBy: 'orc' } : f));
    const free = actionRoll(setup.map, held, 'ada', 'break-free', null, 0);
    const reverse = actionRoll(setup.map, held, 'ada', 'reverse', null, 0);
    expect([modifierOf(free.terms), free.threshold]).toEqual([4, 4]);
    expect([modifierOf(reverse.terms), reverse.threshold]).toEqual([2, 4]);
  });

  it('gives a check the GM’s threshold and only the Area modifiers the ruling names (ruling: which Area modifiers a check takes)', () => {
    const { setup, fighters } = table(`area den light=dark cover=obscured\npc Ada in den`, 'Ada: perception=1 vision=1');
    const search = actionRoll(setup.map, fighters, 'ada', 'search', null, 5);
    expect(search.threshold).toBe(5);
    expect(search.terms).toEqual([
      { label: 'Perception', value: 1 },
      { label: 'Vision', value: 1 },
      { label: 'darkness', value: -1 },
      { label: 'fog or smoke', value: -1 },
    ]);
    expect(actionRoll(setup.map, fighters, 'ada', 'listen', null, 5).terms).toEqual([{ label: 'Perception', value: 1 }]);
    expect(term(actionRoll(setup.map, fighters, 'ada', 'sneak', null, 5).terms, 'the Area (sneaking)')).toBe(1);
  });

  it('writes a roll before the die as the table says it', () => {
    expect(rollWords([])).toBe('d6 with no modifier');
    expect(rollWords([{ label: 'Might', value: 1 }])).toBe('d6 + 1 Might');
    expect(
      rollWords([
        { label: 'Might', value: 1 },
        { label: 'on the ground', value: -2 },
      ]),
    ).toBe('d6 + 1 Might \u2212 2 on the ground (\u22121 in all)');
  });
});
