import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { initiativeDealMachine } from './initiative-deal.machine.js';
import type { InitiativeDealEvent, InitiativeDealInput } from './initiative-deal.context.js';
import { INITIATIVE_DEAL_EXAMPLES } from './initiative-deal.examples.js';

type Snap = SnapshotFrom<typeof initiativeDealMachine>;

/** Every snapshot of a worked example: the start, then one per step of its script. */
function replay(input: InitiativeDealInput, events: readonly InitiativeDealEvent[]): Snap[] {
  const snaps = [initialTransition(initiativeDealMachine, input)[0]];
  for (const e of events) {
    const last = snaps.at(-1)!;
    expect(last.can(e), JSON.stringify(e)).toBe(true);
    snaps.push(transition(initiativeDealMachine, last, e)[0]);
  }
  return snaps;
}

it('lists one example, ours, and says so in its title', () => {
  expect(INITIATIVE_DEAL_EXAMPLES.map((e) => e.id)).toEqual(['queens']);
  expect(INITIATIVE_DEAL_EXAMPLES[0]!.title).toContain('our example');
});

describe('our example, Turn Order: four queens, one of them a joker', () => {
  const [queens] = INITIATIVE_DEAL_EXAMPLES;
  const snaps = replay(queens!.input, queens!.events);

  it('deals a full hand of 5 to each of the three who compete, the Ogre keeping its fixed Q♠', () => {
    const dealt = snaps[1]!;
    expect(dealt.hasTag('playing face down')).toBe(true);
    expect(dealt.context.handSize).toBe(5);
    expect(dealt.context.participants.map((p) => p.hand[0] ?? p.fixedCard)).toEqual(['Qh', 'JK1', 'Qd', 'Qs']);
  });

  it('turns them up in suit order, spade, heart, diamond, and the joker after the natural queens', () => {
    const revealed = snaps.at(-1)!;
    expect(revealed.hasTag('revealed')).toBe(true);
    expect(revealed.context.order.map((o) => o.name)).toEqual(['Ogre', 'Ada', 'Ghoul pack', 'Bram']);
    expect(revealed.context.order.map((o) => o.reason)).toEqual([
      'Q♠ (fixed): the highest card, so acts first',
      'Q♠ (fixed) before Q♥: spades act first',
      'Q♥ before Q♦: hearts act before diamonds',
      'Q♦ before JK as Q: a joker has no suit, so it acts after natural cards of the rank it names (table ruling)',
    ]);
  });
});
