import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { soulPassing } from '../soul-passing/index.js';
import { attackRollMachine } from './attack-roll.machine.js';
import type { AttackRollEvent, AttackRollInput } from './attack-roll.context.js';
import { DUEL_EXAMPLE, DUEL_EXAMPLE_EVENTS } from './attack-roll.examples.js';
import { SOUL_PASSING_FORMAT, SOUL_TABLE_LIBERI, soulPassingAttributes, soulPassingInput } from './attack-roll.hand-off.js';

// Soul passing is reached only through its procedure object, as any procedure composing it.

type Snap = SnapshotFrom<typeof attackRollMachine>;

function at(input: AttackRollInput, events: readonly AttackRollEvent[]): Snap {
  let [snap] = initialTransition(attackRollMachine, input);
  for (const e of events) [snap] = transition(attackRollMachine, snap, e);
  return snap;
}

describe('handing a death to soul passing', () => {
  it('gives the dead character’s name, Vitality and body, which soul passing reads as dead', () => {
    const dead = at(DUEL_EXAMPLE, DUEL_EXAMPLE_EVENTS);
    const input = soulPassingInput(dead.context, 4)!;
    expect(input).toMatchObject({ name: 'Marrow', vitality: 5, character: { life: -3, toughness: 2 } });
    expect(soulPassing.inputProblem(input)).toBeUndefined();
    const [soul] = initialTransition(soulPassing.machine, input);
    expect(soul.hasTag('lingering')).toBe(true);
    expect(soul.context.soulVitality).toBe(5);
    expect(soulPassingAttributes(dead.context)).toEqual({ name: 'Marrow', vitality: '5', character: 'life -3 vitality 5 toughness 2' });
  });

  it('seats the Liberi of the rulebook’s soul-passing table around the body', () => {
    const page = readFileSync(new URL('../../../content/liberi-gothica/death-and-passing-on.mdx', import.meta.url), 'utf8');
    const text = /<SoulPassing [^>]*liberi="([^"]+)"[^>]*storageKey="soul-passing:table"/.exec(page)![1]!;
    const { input, errors } = soulPassing.setup({ liberi: text }, 1);
    expect(errors).toEqual([]);
    expect(input.liberi).toEqual(SOUL_TABLE_LIBERI);
  });

  it('names the record version soul passing reads today', () => {
    expect(SOUL_PASSING_FORMAT).toBe(soulPassing.record.current);
  });

  it('has nothing to hand over while everyone lives', () => {
    expect(soulPassingInput(at(DUEL_EXAMPLE, []).context, 1)).toBeUndefined();
  });
});
