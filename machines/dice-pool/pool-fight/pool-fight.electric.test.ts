/**
 * Electric weapons in the fight: one damage roll shared by "all entities touching the circuit"
 * (the seed's words), which by default takes in the wielder holding it; the table may rule the
 * wielder insulated instead (setup `electric-wielder="insulated"`). Tested both ways.
 */
import { describe, expect, it } from 'vitest';
import type { PoolFightEvent } from './pool-fight.context.js';
import { nextOdds } from './pool-fight.odds.js';
import { LEGACY_RULES, SEED_RULES } from './pool-fight.rules.js';
import { parsePoolFightSetup, poolFightInputProblem } from './pool-fight.setup.js';
import { PARTY_FIRST, play, said, table } from './testing/play.js';

const ROD = 'Oren agility 1 physique 2 with rod heavy blunt electric damage 2d8';
const PACK = 'Wolf at 1; Hound at 1; Crow at 3';
const STRIKE: PoolFightEvent[] = [
  PARTY_FIRST,
  { type: 'attack.made', by: 0, target: 1 },
  { type: 'hit.rolled' },
  { type: 'damage.rolled' },
];
// d6 + d8 base 6 + 8 against the wolf's d6 = 1: a hit; 2d8 damage 8 + 7 = 15; then each defense.
const HIT = [6, 8, 1, 8, 7];

describe("the electric weapon's wielder (ruling: the electric weapon's wielder)", () => {
  it('counts the wielder among all entities touching the circuit by default, as the seed says: they take a share and roll their own defense', () => {
    // 15 shared by the wolf, the hound on its square, and Oren: 5 each; defenses 1, 3 and Oren's bare 2d6 = 1 + 1.
    const s = play(table(ROD, PACK, [...HIT, 1, 3, 1, 1]), STRIKE);
    expect(s.context.rules).toEqual(SEED_RULES);
    expect(said(s)).toContain('15 damage shared by the 3 touching the circuit, Oren, who holds it, among them, rounded down: 5 each');
    expect(s.context.contests.slice(1).map((c) => c.verdict)).toEqual([
      '15 ÷ 3 = 5; 5 − 1 = 4 damage',
      '15 ÷ 3 = 5; 5 − 3 = 2 damage',
      '15 ÷ 3 = 5; 5 − 2 = 3 damage',
    ]);
    expect(s.context.fighters.map((f) => f.hp)).toEqual([7, 6, 8, 10]);
    expect(s.context.why.some((w) => w.rule?.title === "Table ruling: the electric weapon's wielder")).toBe(true);
  });

  it('halves a blow on a lone target with the wielder by default: two on the circuit', () => {
    // d6 damage 6 shared by the wolf and Oren: 3 each; the wolf's d6 = 1, Oren's 2d6 = 2.
    const s = play(table('Oren physique 2 with rod heavy blunt electric', 'Wolf at 1', [6, 6, 1, 6, 1, 1, 1]), STRIKE);
    expect(s.context.fighters.map((f) => f.hp)).toEqual([9, 8]);
  });

  it('leaves the wielder out when the table rules them insulated: the others share the whole blow', () => {
    const s = play(table(ROD, PACK, [...HIT, 1, 3], { rules: { electricWielder: 'insulated' } }), STRIKE);
    expect(said(s)).toContain('15 damage shared by the 2 touching the circuit, rounded down: 7 each');
    expect(s.context.fighters.map((f) => f.hp)).toEqual([10, 4, 6, 10]);
  });

  it('leaves out a wielder who has thrown the weapon, whatever the ruling: it is out of their hand', () => {
    const s = play(table('Kit agility 2 physique 1 with rod light blunt electric throwable', 'Wolf at 3', [6, 8, 1, 6, 1]), [
      PARTY_FIRST,
      { type: 'attack.made', by: 0, target: 1, thrown: true },
      { type: 'hit.rolled' },
      { type: 'damage.rolled' },
    ]);
    expect(s.context.fighters.map((f) => f.hp)).toEqual([10, 5]);
  });

  it('asks the damage odds of the share the wielder is counted in', () => {
    const hit = play(table('Oren physique 2 with rod heavy blunt electric', 'Wolf at 1', [6, 6, 1]), STRIKE.slice(0, 3));
    expect(nextOdds(hit)?.question).toBe('The damage roll: d6 shared by 2 against d6');
    const insulated = play(
      table('Oren physique 2 with rod heavy blunt electric', 'Wolf at 1', [6, 6, 1], { rules: { electricWielder: 'insulated' } }),
      STRIKE.slice(0, 3),
    );
    expect(nextOdds(insulated)?.question).toBe('The damage roll: d6 against d6');
  });
});

describe('the ruling in the setup', () => {
  it('reads the seed’s words unless the table says insulated, with one message for anything else', () => {
    expect(parsePoolFightSetup({}).input.rules).toEqual({ electricWielder: 'counts' });
    expect(parsePoolFightSetup({ 'electric-wielder': 'Insulated' }).input.rules).toEqual({ electricWielder: 'insulated' });
    const { input, errors } = parsePoolFightSetup({ 'electric-wielder': 'constructor' });
    expect(input.rules).toEqual({ electricWielder: 'counts' });
    expect(errors).toEqual([
      'electric-wielder: "constructor" is not one of the choices: use counts or insulated; the seed\'s reading, counts, is used',
    ]);
  });

  it('opens a table saved before the ruling could be switched as it was played then: the wielder insulated', () => {
    const { rules: _rules, ...saved } = parsePoolFightSetup({ party: ROD, foes: PACK }).input;
    expect(poolFightInputProblem(saved)).toBeUndefined();
    expect(play({ ...saved, rolls: [...HIT, 1, 3] }, STRIKE).context.rules).toEqual(LEGACY_RULES);
  });

  it('refuses a saved ruling this widget never writes', () => {
    const { input } = parsePoolFightSetup({});
    expect(poolFightInputProblem({ ...input, rules: { electricWielder: 'grounded' } })).toBe('its table rulings');
    expect(poolFightInputProblem({ ...input, rules: { electricWielder: 'counts', extra: 1 } })).toBe('its table rulings');
    expect(poolFightInputProblem({ ...input, rules: null })).toBe('its table rulings');
  });
});
