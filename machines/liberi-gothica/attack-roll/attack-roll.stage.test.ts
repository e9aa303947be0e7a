import { describe, expect, it } from 'vitest';
import { play, table } from './attack-roll.testing.js';
import { lastAttack } from './attack-roll.view.js';
import { fighterToken, rollDice } from './attack-roll.stage.js';

const hitAndWound = [
  { type: 'round.begun', first: 'attacker' },
  { type: 'attack.made', weapons: 'one' },
  { type: 'attack.rolled' },
  { type: 'damage.rolled' },
  { type: 'wound.rolled' },
] as const;

describe("the fighters' tokens", () => {
  it('shows Life as a bar from full down to death (below minus Toughness), and whose turn it is', () => {
    const s = play(table([]), [{ type: 'round.begun', first: 'defender' }]);
    expect(fighterToken(s.context, 'attacker')).toEqual({
      id: 'attacker',
      name: 'Bram',
      side: 'pc',
      bar: { label: 'Life', value: 12, max: 12, min: -5 },
      markers: [],
      acting: false,
      state: 'fine',
    });
    expect(fighterToken(s.context, 'defender')).toMatchObject({ side: 'foe', acting: true, bar: { min: -4 } });
  });

  it('drains the bar and marks the wound a crippling hit leaves', () => {
    // 6 + 6 + 3 = 15 against total defense 10: direct and crippling; 5 on the d6 (+2) = 7 damage; the torso (1).
    const s = play(table([6, 6, 5, 1, 1, 1, 1]), hitAndWound);
    const raider = fighterToken(s.context, 'defender');
    expect(raider.bar.value).toBe(5);
    expect(raider.markers).toEqual([{ kind: 'wound', label: 'torso: Minor organ damage (−1 Life each turn)', icon: 'wound' }]);
  });

  it('shows a fighter out of the fight as out, or dead', () => {
    expect(fighterToken(play(table([], {}, { life: -1 }), []).context, 'defender').state).toBe('out');
    expect(fighterToken(play(table([], {}, { life: -9 }), []).context, 'defender').state).toBe('dead');
  });
});

describe('the dice of the roll just made', () => {
  it('shows the attack 2d6 as they landed, with the Attack added, adding up to the result', () => {
    const s = play(table([6, 6, 5, 1, 1, 1, 1]), hitAndWound.slice(0, 3));
    expect(rollDice(lastAttack(s.context)!, 'attack.rolled')).toEqual({
      label: 'The attack roll',
      dice: [
        { sides: 6, value: 6 },
        { sides: 6, value: 6 },
      ],
      terms: [{ label: 'Attack', value: 3 }],
      total: 15,
      sum: true,
    });
  });

  it('shows the damage die and the bonus, then the d6 of where the wound lands, and nothing for a step that rolled none', () => {
    const damage = play(table([6, 6, 5, 1, 1, 1, 1]), hitAndWound.slice(0, 4));
    const d = rollDice(lastAttack(damage.context)!, 'damage.rolled')!;
    expect(d.dice).toEqual([{ sides: 6, value: 5 }]);
    expect(d.total).toBe(7);
    expect(d.sum).toBe(true);
    const wound = play(table([6, 6, 5, 1, 1, 1, 1]), hitAndWound);
    expect(rollDice(lastAttack(wound.context)!, 'wound.rolled')).toMatchObject({ dice: [{ sides: 6, value: 1 }], sum: false });
    expect(rollDice(lastAttack(wound.context)!, 'turn.ended')).toBeUndefined();
  });
});
