/**
 * The whole fight's worked example (our own: the seed has none for a whole fight): the default
 * fight played by the suggested move only, from the first turn to the last day of rest. Its
 * events are the suggested moves, worked out by playing them (lady-luck-fight.machine.test.ts
 * checks every step has exactly one).
 */
import { initialTransition, transition, type EventFromLogic } from 'xstate';
import type { WorkedExample } from '../../core/procedure.js';
import { ladyLuckFightMachine } from './lady-luck-fight.machine.js';
import { defaultFight } from './lady-luck-fight.setup.js';
import { moves } from './lady-luck-fight.view.js';

/** The default fight's seed: a dramatic first fight (the fire takes a hand). */
export const DEFAULT_SEED = 22;

type Event = EventFromLogic<typeof ladyLuckFightMachine>;

/** The suggested moves from `input` to the end (at most `limit` of them). */
export function suggestedPlay(input: ReturnType<typeof defaultFight>, limit = 2000): Event[] {
  let [snapshot] = initialTransition(ladyLuckFightMachine, input);
  const events: Event[] = [];
  while (snapshot.status !== 'done' && events.length < limit) {
    const move = moves(snapshot).find((m) => m.suggested);
    if (!move) break;
    events.push(move.event);
    [snapshot] = transition(ladyLuckFightMachine, snapshot, move.event);
  }
  return events;
}

const input = defaultFight(DEFAULT_SEED);

export const LADY_LUCK_FIGHT_EXAMPLES: readonly WorkedExample<typeof ladyLuckFightMachine>[] = [
  { id: 'barn-fight', title: 'the Chosen Few against the goblins by the burning barn', input, events: suggestedPlay(input) },
];
