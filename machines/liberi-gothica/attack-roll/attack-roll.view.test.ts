import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { attackRollMachine } from './attack-roll.machine.js';
import { type AttackRollEvent, type AttackRollInput } from './attack-roll.context.js';
import {
  DUEL_EXAMPLE,
  DUEL_EXAMPLE_EVENTS,
  RAIDER_EXAMPLE,
  RAIDER_EXAMPLE_EVENTS,
  RELOAD_EXAMPLE,
  RELOAD_EXAMPLE_EVENTS,
  REST_EXAMPLE,
  REST_EXAMPLE_EVENTS,
} from './attack-roll.examples.js';
import { fighterView, statusLine, summary } from './attack-roll.view.js';
import { choicesNow, treatmentsNow } from './attack-roll.choices.js';

type Snap = SnapshotFrom<typeof attackRollMachine>;

function at(input: AttackRollInput, events: readonly AttackRollEvent[]): Snap {
  let [snap] = initialTransition(attackRollMachine, input);
  for (const e of events) [snap] = transition(attackRollMachine, snap, e);
  return snap;
}

describe('the choices open now', () => {
  it('offers who acts first between rounds, and ending the fight', () => {
    const labels = choicesNow(at(RAIDER_EXAMPLE, [])).map((c) => c.label);
    expect(labels).toEqual(['Round 1: Bram first', 'Round 1: Raider first', 'End the fight and rest']);
  });

  it('gives every refused choice its reason, and only legal choices none', () => {
    const snap = at(DUEL_EXAMPLE, DUEL_EXAMPLE_EVENTS.slice(0, 1));
    for (const c of choicesNow(snap)) expect(snap.can(c.event), c.label).toBe(c.problem === undefined);
    const attack = choicesNow(snap).find((c) => c.label.startsWith('Attack ('))!;
    expect(attack.problem).toMatch(/25 feet away/);
  });

  it('offers Reload only for a weapon that must be reloaded, first while it is empty, and shows its progress', () => {
    expect(choicesNow(at(RAIDER_EXAMPLE, RAIDER_EXAMPLE_EVENTS.slice(0, 1))).map((c) => c.label)).not.toContain('Reload (1 action)');
    for (const step of [1, 2, 3, 6, 7, 11, 12]) {
      const snap = at(RELOAD_EXAMPLE, RELOAD_EXAMPLE_EVENTS.slice(0, step));
      const choices = choicesNow(snap);
      for (const c of choices) expect(snap.can(c.event), `${c.label} at step ${step}`).toBe(c.problem === undefined);
      const reload = choices.find((c) => c.label === 'Reload (1 action)')!;
      expect(reload.primary ?? false, `step ${step}`).toBe(!snap.context.sides.attacker.loaded);
    }
    expect(fighterView(at(RELOAD_EXAMPLE, RELOAD_EXAMPLE_EVENTS.slice(0, 3)).context, 'attacker').notes).toContain(
      'not loaded: reload 2 of 4',
    );
    expect(fighterView(at(RELOAD_EXAMPLE, RELOAD_EXAMPLE_EVENTS.slice(0, 12)).context, 'attacker').notes).toContain(
      'loaded (a reload takes 4 actions)',
    );
  });

  it('offers the roll the step waits for', () => {
    expect(choicesNow(at(RAIDER_EXAMPLE, RAIDER_EXAMPLE_EVENTS.slice(0, 2))).map((c) => c.label)).toEqual(['Roll to hit (2d6)']);
    expect(choicesNow(at(RAIDER_EXAMPLE, RAIDER_EXAMPLE_EVENTS.slice(0, 5))).map((c) => c.label)).toEqual(['Roll damage (1d6)']);
  });

  it('lists the wounds a Treatment check could help once the fight is over', () => {
    const snap = at(REST_EXAMPLE, REST_EXAMPLE_EVENTS.slice(0, 8));
    expect(treatmentsNow(snap.context)).toEqual([
      { wound: 0, who: 'Ada', name: 'Immobilized', check: 'Treatment check, 2 actions', problem: undefined },
    ]);
    expect(treatmentsNow(at(REST_EXAMPLE, REST_EXAMPLE_EVENTS.slice(0, 9)).context)).toEqual([]);
  });
});

describe('the fighters in words', () => {
  it('shows defense, bleeding and wounds on the defender', () => {
    const v = fighterView(at(DUEL_EXAMPLE, DUEL_EXAMPLE_EVENTS.slice(0, 7)).context, 'defender');
    expect(v.life).toBe('Life 5 of 14');
    expect(v.notes).toContain('defense 8 base, 11 total (leather 1, shield 2)');
    expect(v.notes).toContain('bleeding 1 Life a turn');
  });

  it('says when a wound’s stage ends while resting', () => {
    const v = fighterView(at(REST_EXAMPLE, REST_EXAMPLE_EVENTS.slice(0, 10)).context, 'defender');
    expect(v.notes).toContain('left leg: Limp (half speed, until day 5, 00:00)');
  });

  it('says where the table stands in one line', () => {
    expect(statusLine(at(DUEL_EXAMPLE, []))).toBe('Before round 1 · 25 ft apart');
    expect(statusLine(at(DUEL_EXAMPLE, DUEL_EXAMPLE_EVENTS.slice(0, 1)))).toBe("Round 1, Ilse's turn (2 left) · 25 ft apart");
    expect(statusLine(at(DUEL_EXAMPLE, DUEL_EXAMPLE_EVENTS))).toBe('Marrow is dead');
  });
});

describe('the summary', () => {
  it('comes only once the fight is over', () => {
    expect(summary(at(DUEL_EXAMPLE, DUEL_EXAMPLE_EVENTS.slice(0, 5)))).toBeUndefined();
  });

  it('counts the attacks and says how the fight ended', () => {
    const text = summary(at(DUEL_EXAMPLE, DUEL_EXAMPLE_EVENTS))!
      .map((w) => w.text)
      .join(' ');
    expect(text).toContain(
      '2 rounds, 3 attacks: 0 missed, 1 glancing, 2 direct. Marrow lost 15 Life to them, and took Minor organ damage.',
    );
    expect(text).toContain('Marrow died: Life −3 is below −2 (minus Toughness).');
  });
});
