/**
 * Test helper (never bundled): tables for the combat-round tests, and every event anyone at
 * such a table could send in a snapshot, legal or not, filtered by the machine's own guards.
 * Used by the model-based walk, the random-play properties and the odds simulation.
 */
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { ACTIONS } from '../combat-round.rules.js';
import { combatRoundMachine } from '../combat-round.machine.js';
import { type CombatRoundEvent, type CombatRoundInput } from '../combat-round.context.js';
import { parseCombatRoundSetup, type CombatRoundAttributes } from '../combat-round.setup.js';

export type Snap = SnapshotFrom<typeof combatRoundMachine>;

/** A table from attribute text; any message fails the test that built it. */
export function tableFrom(attrs: CombatRoundAttributes): CombatRoundInput {
  const { input, errors } = parseCombatRoundSetup(attrs, 1);
  if (errors.length) throw new Error(errors.join('\n'));
  return input;
}

/** The snapshot after these events, each of which must be taken. */
export function playTo(input: CombatRoundInput, events: readonly CombatRoundEvent[]): Snap {
  let [snap] = initialTransition(combatRoundMachine, input);
  for (const e of events) {
    if (!snap.can(e))
      throw new Error(`refused ${JSON.stringify(e)} in ${JSON.stringify(snap.value)}: ${snap.context.why.map((w) => w.text).join(' ')}`);
    [snap] = transition(combatRoundMachine, snap, e);
  }
  return snap;
}

/** Every event anyone at the table could send, legal or not; the machine's guards keep the legal ones. */
export function everyEvent(snap: Snap): CombatRoundEvent[] {
  const c = snap.context;
  const ids = c.fighters.map((f) => f.id);
  const out: CombatRoundEvent[] = [
    ...ACTIONS.flatMap((action) => [
      ...ids.map((target) => ({ type: 'action.declared', action, target }) as const),
      { type: 'action.declared', action, threshold: 1 } as const,
      { type: 'action.declared', action, threshold: 4 } as const,
      { type: 'action.declared', action, threshold: 7 } as const,
    ]),
    { type: 'action.rolled' },
    { type: 'action.decided', success: true },
    { type: 'action.decided', success: false },
    { type: 'injury.rolled' },
    { type: 'resilience.rolled' },
    ...c.map.areas.map((a) => ({ type: 'creature.moved', to: a.id }) as const),
    { type: 'creature.stood' },
    { type: 'weapon.recovered' },
    { type: 'breath.taken' },
    { type: 'turn.ended' },
    { type: 'round.ended' },
    { type: 'fight.ended' },
    { type: 'timeframe.passed', asleep: [] },
    { type: 'timeframe.passed', asleep: ids },
    ...ids.map((id) => ({ type: 'timeframe.passed', asleep: [id] }) as const),
  ];
  return out.filter((e) => snap.can(e));
}

/** A small table where every kind of step can happen: a burning shed by a pond. */
export const SMALL_TABLE = {
  map: `area shed name="Shed" at=0,0 flam=2 fire=1
area pond name="Pond" at=1,0 wet=1
link shed pond
pc Ada in shed
npc Ogre in shed limit=0`,
  fighters: 'Ada: might=1 arms=Sword itm=0 ftm=0; Ogre: arms=Maul itm=0 ftm=0 flimit=0',
};

/**
 * The walk of a table by `choices`: each picks a kind of event among the legal ones, then one
 * event of that kind (so forty ways to declare an action do not crowd out a move or a round's
 * end). Ending the fight is picked one time in thirty it is drawn, or walks would mostly rest.
 */
export function walk(
  input: CombatRoundInput,
  choices: readonly number[],
  each: (snap: Snap, event?: CombatRoundEvent) => void = () => {},
): { snap: Snap; events: CombatRoundEvent[] } {
  let [snap] = initialTransition(combatRoundMachine, input);
  each(snap);
  const events: CombatRoundEvent[] = [];
  for (const choice of choices) {
    const options = everyEvent(snap);
    if (options.length === 0) break;
    const kinds = [...new Set(options.map((e) => e.type))];
    let kind = kinds[choice % kinds.length]!;
    if (kind === 'fight.ended' && kinds.length > 1 && Math.floor(choice / 7) % 30 !== 0) kind = kinds[(choice + 1) % kinds.length]!;
    const same = options.filter((e) => e.type === kind);
    const event = same[Math.floor(choice / 13) % same.length]!;
    [snap] = transition(combatRoundMachine, snap, event);
    events.push(event);
    each(snap, event);
  }
  return { snap, events };
}
