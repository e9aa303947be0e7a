/**
 * Cast a Spell, Use Ability, Use Item (ruling: spells, abilities and items in a fight): each
 * costs what it says (an item 1, unless the GM charges more); the fight plays the cost, and the
 * GM says what the thing does. A cost beyond one turn is paid across turns (ruling: spells and
 * abilities that cost more than 2 actions).
 */
import { describe, expect, it } from 'vitest';
import type { PoolFightEvent } from './pool-fight.context.js';
import { fighterText, parseFighter } from './pool-fight.fighter.js';
import { powerProblem } from './pool-fight.powers.js';
import { parsePoolFightSetup, poolFightInputProblem } from './pool-fight.setup.js';
import { choicesFor, fighterView } from './pool-fight.view.js';
import { PARTY_FIRST, play, said, table } from './testing/play.js';

const WREN = 'Wren agility 2 with staff light blunt spell Fireball 3 spell Blink 2 ability Shove 1 item Rope 2';
const FOES = 'Bandit agility 1 at 6';
const END: PoolFightEvent = { type: 'turn.ended' };
const cast = (power: number): PoolFightEvent => ({ type: 'spell.cast', by: 0, power });

function fighter(text: string) {
  const errors: string[] = [];
  return { f: parseFighter('party', 'party', text, 0, errors), errors };
}

describe('spells, abilities and items in the setup', () => {
  it('reads each with a one-word name and its action cost; an item costs 1 unless it says', () => {
    const { f, errors } = fighter(WREN);
    expect(errors).toEqual([]);
    expect(f.powers).toEqual([
      { kind: 'spell', name: 'Fireball', cost: 3 },
      { kind: 'spell', name: 'Blink', cost: 2 },
      { kind: 'ability', name: 'Shove', cost: 1 },
      { kind: 'item', name: 'Rope', cost: 2 },
    ]);
    expect(fighter('Wren item Potion agility 2').f).toMatchObject({ agility: 2, powers: [{ kind: 'item', name: 'Potion', cost: 1 }] });
  });

  it.each([
    ['Wren spell Fireball', 'party: Wren\'s spell Fireball needs its action cost after it, like "spell Fireball 2"; it is left out'],
    ['Wren spell agility 2', 'party: Wren\'s spell needs a one-word name after it, like "spell Fireball 3"; it is left out'],
    ['Wren ability', 'party: Wren\'s ability needs a one-word name after it, like "ability Shove 1"; it is left out'],
    ['Wren spell Fireball 9', 'party Wren spell Fireball: 9 is outside 1 to 8; it is left out'],
    ['Wren item A 1 item B 1 item C 1 item D 1 item E 1', 'party: Wren has at most 4 spells, abilities and items; E is left out'],
  ])('reports %j: %s', (text, message) => {
    expect(fighter(text).errors).toContain(message);
  });

  it('reads the words after a refused one as themselves', () => {
    expect(fighter('Wren spell agility 2').f.agility).toBe(2);
  });

  it('writes them back in words that read as the same fighter, and a saved table without any still opens', () => {
    const { f } = fighter(WREN);
    expect(fighter(fighterText(f)).f).toEqual(f);
    const { input } = parsePoolFightSetup({ party: WREN, foes: FOES });
    expect(poolFightInputProblem(input)).toBeUndefined();
    expect(input.fighters[1]).not.toHaveProperty('powers');
  });
});

describe('using them (ruling: spells, abilities and items in a fight)', () => {
  const t = table(WREN, FOES);

  it('spends the cost, and says the thing takes effect and the GM says what it does', () => {
    const s = play(t, [PARTY_FIRST, cast(1)]);
    expect(said(s)).toBe("Wren casts Blink (Cast a Spell: 2 actions; 0 actions left): it takes effect. What it does is the GM's to say.");
    expect(s.context.fighters[0]!.actions).toBe(0);
    expect(s.context.why[0]!.rule?.title).toBe('Table ruling: spells, abilities and items in a fight');
  });

  it('rolls no dice and changes no health', () => {
    const before = play(t, [PARTY_FIRST]);
    const after = play(t, [PARTY_FIRST, { type: 'ability.used', by: 0, power: 2 }]);
    expect(after.context.chance).toEqual(before.context.chance);
    expect(after.context.fighters.map((f) => f.hp)).toEqual(before.context.fighters.map((f) => f.hp));
    expect(said(after)).toContain('Wren uses Shove (Use Ability: 1 action; 1 action left): it takes effect.');
  });

  it('charges an item what the GM says, 1 unless more', () => {
    const s = play(t, [PARTY_FIRST, { type: 'item.used', by: 0, power: 3 }]);
    expect(said(s)).toContain('Wren uses Rope (Use Item: 2 actions; 0 actions left)');
  });

  it('pays one that fits in a turn all at once: not with fewer actions left than it costs', () => {
    const s = play(t, [PARTY_FIRST, { type: 'ability.used', by: 0, power: 2 }]);
    expect(powerProblem(s.context, 0, 1, 'spell')).toBe('Wren has 1 action left; Blink takes 2 actions');
    expect(s.can(cast(1))).toBe(false);
  });

  it('refuses a power the fighter does not have, or of another kind', () => {
    const s = play(t, [PARTY_FIRST]);
    expect(powerProblem(s.context, 0, 2, 'spell')).toBe('Wren has no such spell');
    expect(s.can({ type: 'item.used', by: 0, power: 9 })).toBe(false);
    expect(s.can({ type: 'item.used', by: 1, power: 0 })).toBe(false);
  });
});

describe('a spell of more than 2 actions (ruling: spells and abilities that cost more than 2 actions)', () => {
  const t = table(WREN, FOES);

  it('is paid across turns and takes effect when the last action goes in', () => {
    const begun = play(t, [PARTY_FIRST, cast(0)]);
    expect(said(begun)).toBe(
      'Wren puts 2 actions into Fireball (Cast a Spell: 3 actions): 1 action still to pay, at least one every turn, or it is abandoned.',
    );
    expect(fighterView(begun.context, 0).notes).toContain('Fireball under way, 1 action to pay');
    const next = play(t, [PARTY_FIRST, cast(0), END, END]);
    expect(choicesFor(next.context, 0).find((c) => c.event.type === 'spell.cast' && c.event.power === 0)?.label).toBe(
      'Go on with Fireball (1 action to pay)',
    );
    const done = play(t, [PARTY_FIRST, cast(0), END, END, cast(0)]);
    expect(said(done)).toContain('Wren casts Fireball (Cast a Spell: 3 actions, the last of them now; 1 action left): it takes effect.');
    expect(done.context.fighters[0]!.casting).toBeNull();
  });

  it('may begin with the last action of a turn', () => {
    const s = play(t, [PARTY_FIRST, { type: 'ability.used', by: 0, power: 2 }, cast(0)]);
    expect(s.context.fighters[0]!.casting).toMatchObject({ power: 0, remaining: 2 });
  });

  it('is abandoned by a turn that puts nothing into it', () => {
    const s = play(t, [PARTY_FIRST, cast(0), END, END, END]);
    expect(said(s)).toContain("Wren's Fireball is abandoned: nothing went into it this turn.");
    expect(s.context.fighters[0]!.casting).toBeNull();
  });

  it('is abandoned when another spell, ability or item begins', () => {
    const s = play(t, [PARTY_FIRST, cast(0), END, END, { type: 'ability.used', by: 0, power: 2 }]);
    expect(said(s)).toContain('Wren leaves Fireball unfinished for Shove: it is abandoned.');
  });

  it('is abandoned when the caster falls', () => {
    // The bandit's 2d6 = 6 + 6 against Wren's 2d6 = 1 + 1; his d10 = 10 against her d6 = 1: 9, and she falls.
    const s = play(table(`${WREN} health 5`, 'Bandit physique 2 at 1 with axe heavy sharp', [6, 6, 1, 1, 10, 1]), [
      PARTY_FIRST,
      cast(0),
      END,
      { type: 'attack.made', by: 1, target: 0 },
      { type: 'hit.rolled' },
      { type: 'damage.rolled' },
    ]);
    expect(s.context.fighters[0]!.hp).toBe(-4);
    expect(s.context.fighters[0]!.casting).toBeNull();
  });
});
