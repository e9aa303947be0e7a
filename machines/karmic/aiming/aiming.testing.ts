/**
 * Test helper (never bundled): a shot started and played by events, and the inputs and
 * defences the aiming machine tests share (aiming.machine.test.ts, aiming.jokers.test.ts,
 * aiming.property.test.ts).
 */
import { expect } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { aimingMachine } from './aiming.machine.js';
import { DEFAULT_TARGET } from './aiming.setup.js';
import { type Target } from '../ranged-shot.js';
import { WEAPON_PRESETS } from '../ranged-weapons.js';
import { type AimingEvent, type AimingInput } from './aiming.context.js';

export type Snap = SnapshotFrom<typeof aimingMachine>;

export function start(input: AimingInput): Snap {
  return initialTransition(aimingMachine, input)[0];
}
export function play(input: AimingInput, events: readonly AimingEvent[]): Snap[] {
  const snaps = [start(input)];
  for (const e of events) {
    const s = snaps[snaps.length - 1]!;
    expect(s.can(e), `machine should take ${e.type}`).toBe(true);
    snaps.push(transition(aimingMachine, s, e)[0]);
  }
  return snaps;
}
export const said = (s: Snap) => s.context.narration.map((w) => w.text).join(' ');
export const dodging = (skill: number, awareness = 0): Target['defence'] => ({ kind: 'dodge', skill, awareness });
export const blocking = (skill: number): Target['defence'] => ({ kind: 'block', skill, awareness: 0 });

export function input(overrides: Partial<AimingInput> = {}): AimingInput {
  return {
    seed: 7,
    stacked: [],
    targetStacked: [],
    weapon: WEAPON_PRESETS.spear,
    shooter: { skill: 2, finesse: 0, armourFinesse: 0 },
    target: { ...DEFAULT_TARGET, distance: 5 },
    ...overrides,
  };
}
