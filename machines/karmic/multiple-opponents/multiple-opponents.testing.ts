/**
 * Test helper (never bundled): a table of several foes played by events, refusing (with the
 * rules' reason) any event the machine would not take, for the machine tests split by topic
 * (machine, charge, surprise, hand-to-hand, rulings).
 */
import { expect } from 'vitest';
import { transition, type SnapshotFrom } from 'xstate';
import type { Fighter } from '../melee/fighters.js';
import type { MultipleOpponentsEvent } from './multiple-opponents.context.js';
import { multipleOpponentsMachine } from './multiple-opponents.machine.js';
import { declareProblem } from './multiple-opponents.problems.js';
import { DEFAULT_FOE } from './multiple-opponents.setup.js';

export type Snap = SnapshotFrom<typeof multipleOpponentsMachine>;

export function send(s: Snap, ...events: MultipleOpponentsEvent[]): Snap {
  for (const e of events) {
    expect(s.can(e), `${JSON.stringify(e)} refused: ${e.type === 'maneuver.declared' ? declareProblem(s.context, e) : ''}`).toBe(true);
    [s] = transition(multipleOpponentsMachine, s, e);
  }
  return s;
}

/** Everything the table has said, in one line. */
export const said = (s: Snap): string => s.context.narration.map((w) => w.text).join(' ');

/** A foe like the default one, named. */
export const foe = (name: string, more: Partial<Fighter> = {}): Fighter => ({ ...DEFAULT_FOE, name, ...more });
