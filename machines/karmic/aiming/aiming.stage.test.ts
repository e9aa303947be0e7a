import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import type { AimingEvent } from './aiming.context.js';
import { aimingMachine } from './aiming.machine.js';
import { aimingTokens } from './aiming.stage.js';
import { AIMING_EXAMPLES } from './aiming.examples.js';

const ENRIS = AIMING_EXAMPLES[0]!;

function play(events: readonly AimingEvent[]) {
  let [s] = initialTransition(aimingMachine, ENRIS.input);
  for (const e of events) [s] = transition(aimingMachine, s, e);
  return s;
}

describe("aiming's stage: the shooter and the target as tokens", () => {
  it('draws the shooter with the weapon in hand, acting, and the target where it stands', () => {
    const [shooter, target] = aimingTokens(play([]).context);
    expect(shooter).toMatchObject({ id: 'shooter', side: 'pc', acting: true, markers: [] });
    expect(shooter.detail).toBe('Thrown spear, skill 2, finesse +1');
    expect(target).toMatchObject({ id: 'target', side: 'foe', acting: false, markers: [] });
    expect(target.detail).toMatch(/^stationary, 5 yards, /);
  });

  it('counts the rounds aimed on the shooter, and marks the wound a hit leaves on the target', () => {
    const aimed = play(ENRIS.events.slice(0, 2));
    expect(aimingTokens(aimed.context)[0].markers).toEqual([{ kind: 'status', label: 'aimed 2 rounds', icon: 'spread', count: 2 }]);
    const shot = play(ENRIS.events);
    const o = shot.context.shot!.result!.outcome;
    expect(o.kind).toBe('hit');
    const [shooter, target] = aimingTokens(shot.context);
    expect(shooter.acting).toBe(false);
    expect(target.markers).toContainEqual({
      kind: 'wound',
      label: `hit for ${o.kind === 'hit' ? o.damage : 0} damage`,
      icon: 'wound',
      count: o.kind === 'hit' ? o.damage : 0,
    });
  });
});
