import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { attackRollMachine } from './attack-roll.machine.js';
import { defenseNow } from './attack-roll.fighters.js';
import { type AttackRollEvent, type AttackRollInput } from './attack-roll.context.js';
import { defense } from '../attack.js';
import {
  DUEL_EXAMPLE,
  DUEL_EXAMPLE_EVENTS,
  RAIDER_EXAMPLE,
  RAIDER_EXAMPLE_EVENTS,
  RELOAD_EXAMPLE,
  RELOAD_EXAMPLE_EVENTS,
  REST_EXAMPLE,
  REST_EXAMPLE_EVENTS,
  BACK_EXAMPLE,
  BACK_EXAMPLE_EVENTS,
  ATTACK_ROLL_EXAMPLES,
} from './attack-roll.examples.js';
import { parseAttacker, parseDefender } from './attack-roll.setup.js';
import { reloading } from './attack-roll.reload.js';

type Snap = SnapshotFrom<typeof attackRollMachine>;

/** Every snapshot of the example, the start first. */
function steps(input: AttackRollInput, events: readonly AttackRollEvent[]): Snap[] {
  let [snap] = initialTransition(attackRollMachine, input);
  const out = [snap];
  for (const [i, e] of events.entries()) {
    if (!snap.can(e)) throw new Error(`step ${i + 1} refused: ${JSON.stringify(e)} in ${JSON.stringify(snap.value)}`);
    [snap] = transition(attackRollMachine, snap, e);
    out.push(snap);
  }
  return out;
}

const said = (s: Snap) => s.context.why.map((w) => w.text).join(' ');

describe('the examples, written out as plain data', () => {
  const read = (attacker: string, defender: string, defenses: ReturnType<typeof defense>[]) => {
    const errors: string[] = [];
    const input = { attacker: parseAttacker(attacker, errors), defender: { ...parseDefender(defender, errors), defenses } };
    expect(errors).toEqual([]);
    return input;
  };

  it('are the fighters the setup reads from the words on the pages', () => {
    expect(RAIDER_EXAMPLE).toMatchObject(
      read('Bram attack 3 toughness 3 weapon large', 'Raider defense 7 life 24 toughness 3 creature', [
        defense('passive', 2, 'hauberk'),
        defense('active', 1, 'buckler'),
      ]),
    );
    expect(DUEL_EXAMPLE).toMatchObject(
      read(
        'Ilse attack 4 toughness 5 athleticism 3 life 14 vitality 8 weapon large+small',
        'Marrow defense 6 life 14 toughness 2 vitality 5 creature',
        [defense('passive', 1, 'leather'), defense('active', 2, 'shield')],
      ),
    );
    expect(REST_EXAMPLE).toMatchObject(
      read('Bram attack 5 toughness 4 weapon large', 'Ada defense 6 life 15 toughness 4 vitality 8 liberi', [
        defense('passive', 1, 'coat'),
      ]),
    );
    const back = {
      attacker: parseAttacker('Bram attack 3 toughness 1 weapon small defense 6 armor 1', []),
      defender: parseDefender('Raider defense 7 armor 2 shield 1 life 20 toughness 3 attack 2 weapon medium', []),
    };
    expect(BACK_EXAMPLE).toMatchObject(back);
    expect(RELOAD_EXAMPLE).toMatchObject(
      read(
        'Sela attack 3 toughness 3 athleticism 4 weapon medium ranged reload 4 unloaded',
        'Raider defense 7 life 12 toughness 3 creature',
        [defense('passive', 2, 'hauberk')],
      ),
    );
  });

  it('are one for each name the example attribute takes, the duel first (the default)', () => {
    expect(ATTACK_ROLL_EXAMPLES.map((e) => e.id)).toEqual(['duel', 'raider', 'rest', 'reload', 'back']);
    expect(ATTACK_ROLL_EXAMPLES.map((e) => [e.input, e.events])).toEqual([
      [DUEL_EXAMPLE, DUEL_EXAMPLE_EVENTS],
      [RAIDER_EXAMPLE, RAIDER_EXAMPLE_EVENTS],
      [REST_EXAMPLE, REST_EXAMPLE_EVENTS],
      [RELOAD_EXAMPLE, RELOAD_EXAMPLE_EVENTS],
      [BACK_EXAMPLE, BACK_EXAMPLE_EVENTS],
    ]);
  });
});

describe("the page's raider: base 7, hauberk 2/2, buckler 1/1, a 6-point hit", () => {
  const s = steps(RAIDER_EXAMPLE, RAIDER_EXAMPLE_EVENTS);
  const rolls = s.at(-1)!.context.attacks.map((a) => a.roll!);

  it('has total defense 10', () => {
    expect(defenseNow(s[0]!.context, 'defender')).toMatchObject({ base: 7, total: 10 });
  });

  it('reads the five results of the table: 7, 9, 10, 12 and 15', () => {
    expect(rolls.map((r) => r.result)).toEqual([7, 9, 10, 12, 15]);
    expect(rolls.map((r) => r.outcome)).toEqual(['miss', 'glancing', 'glancing', 'direct', 'direct']);
    expect(rolls.map((r) => r.crippling)).toEqual([false, false, false, false, true]);
  });

  it('turns a 6-point hit into 0, 3, 3, 6 and 6 Life lost', () => {
    const lost = s.at(-1)!.context.attacks.map((a) => a.damage?.lifeLost ?? 0);
    expect(lost).toEqual([0, 3, 3, 6, 6]);
    expect(
      s
        .at(-1)!
        .context.attacks.filter((a) => a.damage)
        .every((a) => a.damage!.dealt === 6),
    ).toBe(true);
    expect(s.at(-1)!.context.defender.life).toBe(24 - 18);
  });

  it('says each step with its sums', () => {
    expect(said(s[3]!)).toContain('4 rolled + 3 Attack = 7 against base defense 7 and total defense 10: a miss');
    expect(said(s[6]!)).toContain('Glancing: 6 − 2 hauberk − 1 buckler, never below 0: Raider loses 3 Life (Life 21)');
    expect(said(s[11]!)).toContain('= 10 against base defense 7 and total defense 10: a glancing blow');
    expect(said(s[20]!)).toContain('It beats total defense by 5 (5 or more): a crippling wound follows the damage');
  });

  it('rolls the crippling wound on the charts: the right arm, 4–6, Numb for 6 days', () => {
    const last = s.at(-1)!;
    expect(last.context.attacks[4]!.wound).toMatchObject({
      location: 'arms',
      side: 'right',
      name: 'Numb',
      band: 1,
      course: ['Numb arm: 6 days'],
    });
    expect(last.value).toEqual({ fight: { turns: 'attackerTurn' } });
  });

  it('loses the buckler when she is caught by surprise: total defense 9', () => {
    const [surprised] = initialTransition(attackRollMachine, {
      ...RAIDER_EXAMPLE,
      defender: { ...RAIDER_EXAMPLE.defender, awareness: 'surprised' },
    });
    expect(defenseNow(surprised.context, 'defender')).toMatchObject({ total: 9, reduction: { passive: 2, active: 0 } });
  });
});

describe('our duel: Ilse charges Marrow', () => {
  const s = steps(DUEL_EXAMPLE, DUEL_EXAMPLE_EVENTS);

  it('charges 20 feet with both actions, for +2', () => {
    expect(s[2]!.context).toMatchObject({ distance: 5, actionsLeft: 0 });
    expect(said(s[2]!)).toContain('charges 20 feet');
  });

  it('rolls 9 + 4 + 2 = 15 against total defense 9: a crippling direct hit', () => {
    expect(said(s[3]!)).toContain('9 rolled + 4 Attack + 2 charge = 15 against base defense 6 and total defense 9');
    expect(s[3]!.value).toEqual({ fight: { resolving: 'damageRoll' } });
  });

  it('deals 6 + 2 = 8 to Marrow’s torso: minor organ damage', () => {
    expect(s[4]!.context.defender.life).toBe(6);
    expect(s[5]!.context.attacks[0]!.wound).toMatchObject({ location: 'torso', name: 'Minor organ damage' });
  });

  it('bleeds Marrow 1 Life as his turn begins, and he Defends', () => {
    expect(s[6]!.context.defender.life).toBe(5);
    expect(defenseNow(s[7]!.context, 'defender')).toMatchObject({ base: 8, total: 11 });
  });

  it('attacks with both weapons at −4 next round: 11 is glancing (2 Life), 12 is direct (5 Life)', () => {
    expect(said(s[10]!)).toContain('every attack Ilse makes this round is at −4');
    expect(said(s[11]!)).toContain(
      '11 rolled + 4 Attack − 4 extra weapons = 11 against base defense 8 and total defense 11: a glancing blow',
    );
    expect(s[12]!.context.defender.life).toBe(3);
    expect(said(s[13]!)).toContain('= 12 against base defense 8 and total defense 11: a direct hit');
    expect(s[14]!.context.defender.life).toBe(-2);
    expect(said(s[14]!)).toContain('Marrow is unconscious');
  });

  it('lets the bleeding kill Marrow as his next turn begins: Life −3, below −2', () => {
    const last = s.at(-1)!;
    expect(last.value).toBe('dead');
    expect(last.context.defender.life).toBe(-3);
    expect(last.context.deathCause).toBe('Life −3 is below −2 (minus Toughness)');
  });
});

describe('our rest: Ada’s leg', () => {
  const s = steps(REST_EXAMPLE, REST_EXAMPLE_EVENTS);

  it('immobilizes her left leg for a day, then a limp of 4 days', () => {
    expect(s[5]!.context.attacks[0]!.wound).toMatchObject({
      location: 'legs',
      side: 'left',
      name: 'Immobilized',
      course: ['Immobilized: 1 day', 'Limp: 4 days'],
    });
    expect(s[5]!.context.defender.life).toBe(9);
  });

  it('turns it into a limp at once with a Treatment check', () => {
    expect(said(s[9]!)).toContain('Immobilized: ended by treatment; Limp: 4 days');
  });

  it('gives back 2 Life every four hours through her Foci (Toughness 4): full by noon', () => {
    expect([10, 11, 12].map((i) => s[i]!.context.defender.life)).toEqual([11, 13, 15]);
  });

  it('is healed when the limp ends, on day 5', () => {
    expect(s[15]!.value).toBe('resting');
    expect(s[16]!.value).toBe('healed');
    expect(said(s[16]!)).toContain('day 5, 12:00');
    expect(said(s[16]!)).toContain('Limp is over');
  });
});

describe("the book's rifle: a reload of 4 actions, spread over three rounds", () => {
  const s = steps(RELOAD_EXAMPLE, RELOAD_EXAMPLE_EVENTS);
  const reload = (i: number) => ({ reloading: reloading(s[i]!.context, 'attacker'), loaded: s[i]!.context.sides.attacker.loaded });
  const rules = (i: number) => s[i]!.context.why.map((w) => w.rule?.section);

  it('starts with the rifle empty: no shot until it is reloaded', () => {
    expect(reload(1)).toEqual({ reloading: 0, loaded: false });
    expect(s[1]!.can({ type: 'attack.made', weapons: 'one' })).toBe(false);
  });

  it('round 1: both actions go into the reload, 2 of 4', () => {
    expect(reload(2)).toEqual({ reloading: 1, loaded: false });
    expect(reload(3)).toEqual({ reloading: 2, loaded: false });
    expect(s[3]!.context.actionsLeft).toBe(0);
    expect(said(s[3]!)).toContain('Sela goes on with the reload (2 of 4 actions; none left this turn).');
    expect(rules(2)).toEqual(['continuous-actions', 'continuous-actions']);
  });

  it('round 2: one action moves her somewhere safer, the other reloads, 3 of 4, and nothing is lost', () => {
    expect(s[6]!.context.round).toBe(2);
    expect(reloading(s[6]!.context, 'attacker')).toBe(2);
    expect(s[7]!.context.distance).toBe(90);
    expect(reload(7)).toEqual({ reloading: 2, loaded: false });
    expect(reload(8)).toEqual({ reloading: 3, loaded: false });
    expect(reload(9)).toEqual({ reloading: 3, loaded: false });
    expect(said(s[9]!)).not.toContain('starts again from nothing');
  });

  it('round 3: the first action finishes the reload, the second fires, which empties the rifle', () => {
    expect(s[11]!.context.round).toBe(3);
    expect(reload(12)).toEqual({ reloading: 0, loaded: true });
    expect(said(s[12]!)).toContain('Sela finishes the reload (4 of 4 actions): the weapon is loaded and can fire.');
    expect(s[12]!.context.actionsLeft).toBe(1);
    expect(reload(13)).toEqual({ reloading: 0, loaded: false });
    expect(s[13]!.context.actionsLeft).toBe(0);
    expect(said(s[13]!)).toContain('Sela attacks (1 action).');
    expect(rules(13)).toContain('a-loaded-weapon-holds-one-shot');
  });

  it('the shot (our dice): 9 + 3 = 12 against 7 / 9, a direct hit for 4 + 2 = 6', () => {
    expect(said(s[14]!)).toContain('9 rolled + 3 Attack = 12 against base defense 7 and total defense 9: a direct hit');
    expect(s[15]!.context.defender.life).toBe(6);
  });
});

describe('our exchange both ways: the raider strikes back, rattled (Table ruling: both fighters act)', () => {
  const s = steps(BACK_EXAMPLE, BACK_EXAMPLE_EVENTS);

  it('rattles the raider with a crippling blow to the head, for the round', () => {
    expect(s[5]!.context.attacks[0]!.wound).toMatchObject({ location: 'head', name: 'Rattled', course: ['Rattled: 1 round'] });
  });

  it('puts −2 on both of her attack rolls and both damage rolls that round, and says why', () => {
    expect(said(s[8]!)).toContain('8 rolled + 2 Attack − 2 rattled = 8 against base defense 6 and total defense 7: a direct hit');
    expect(said(s[8]!)).toContain("Raider's rattled: −2 on every roll, this attack roll among them.");
    expect(said(s[9]!)).toContain('Damage: 3 rolled on 1d4 + 1 half Toughness − 2 rattled = 2 damage.');
    expect(s[9]!.context.attacker.life).toBe(10);
    expect(s[12]!.context.attacker.life).toBe(7);
  });

  it('lets her strike steady the next round: 10 against 7, 4 damage', () => {
    expect(said(s[16]!)).toContain('8 rolled + 2 Attack = 10 against base defense 6 and total defense 7: a direct hit');
    expect(s[17]!.context.attacker.life).toBe(3);
    expect(s[17]!.hasTag("defender's turn")).toBe(true);
  });
});
