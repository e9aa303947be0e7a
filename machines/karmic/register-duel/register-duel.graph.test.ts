import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { AnyStateNode, SnapshotFrom, StateValue } from 'xstate';
import { registerDuelMachine } from './register-duel.machine.js';
import { type RegisterDuelEvent, type RegisterDuelInput } from './register-duel.context.js';
import { BOOK_EXAMPLE } from './register-duel.examples.js';
import { DEFAULT_FIGHTERS } from './register-duel.setup.js';
import { defaultHand, isHandToHand, MANEUVERS, WRESTLING } from '../maneuvers.js';
import { WEAPONS } from '../melee-weapons.js';
import type { Side } from '../melee/fighters.js';

type Snap = SnapshotFrom<typeof registerDuelMachine>;

/** Every event the table could send in a snapshot (the machine's guards sort out the legal ones). */
function events(snapshot: Snap): RegisterDuelEvent[] {
  const out: RegisterDuelEvent[] = [
    { type: 'initiative.drawn' },
    { type: 'initiative.yielded' },
    { type: 'hands.drawn' },
    { type: 'register.revealed' },
    { type: 'round.begun' },
    { type: 'hold.tested' },
    { type: 'hold.released' },
  ];
  for (const side of [0, 1] as Side[]) {
    out.push(
      { type: 'maneuver.passed', side },
      { type: 'declaration.finished', side },
      { type: 'hit.taken', side },
      { type: 'hit.declined', side },
      { type: 'joker.ruled', side, value: 2 },
    );
    for (const r of snapshot.context.registers) out.push({ type: 'card.withdrawn', side, register: r.number });
    for (const card of snapshot.context.hands[side]!) {
      // Each fighter's own list: weapons, or hand to hand (bare hands, disarmed, or wrestling).
      const c = snapshot.context;
      const h2h = !!c.fighters[side].weapon.unarmed || c.disarmed[side] || c.range === WRESTLING;
      for (const m of MANEUVERS) {
        if (isHandToHand(m.id) !== h2h && m.id !== 'melee-dodge') continue;
        out.push({ type: 'maneuver.declared', side, maneuver: m.id, card, hand: defaultHand(m.id) });
      }
    }
  }
  return out;
}

/** "round.resolving.deciding": a state value as one dotted path. */
function path(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, inner] = Object.entries(value)[0]!;
  return `${key}.${path(inner as StateValue)}`;
}

/** Every atomic state of the machine, read from its own definition. */
function atomicStates(node: AnyStateNode = registerDuelMachine.root, prefix = ''): string[] {
  const children = Object.entries(node.states);
  if (children.length === 0) return [prefix];
  return children.flatMap(([key, child]) => atomicStates(child, prefix ? `${prefix}.${key}` : key));
}

function walk(input: RegisterDuelInput) {
  return getShortestPaths(registerDuelMachine, {
    input,
    events: events as never,
    // Keyed by state and the shape of the table, so the walk stays small but still branches.
    serializeState: (s) => {
      const c = (s as Snap).context;
      return JSON.stringify([
        s.value,
        c.round,
        c.registers.length,
        c.cursor,
        c.attacker,
        c.toDeclare,
        c.hands.map((h) => h.length),
        c.ended ?? null,
        c.yielded,
        c.registers[c.cursor]?.plays ?? null,
        c.range,
        c.redrawInitiative ?? false,
        c.registers.some((r) => r.attack.maneuver === 'tackle'),
        // A pin laid, and the turns of a hold, so the walk reaches the hold and goes through it.
        c.registers.some((r) => r.attack.maneuver === 'pin'),
        c.hold?.turns.length ?? null,
        // How a fresh initiative check was reached: after a tackle, or after a hold was broken.
        s.value === 'drawingForInitiative' ? (c.narration[0]?.rule?.title ?? null) : null,
      ]);
    },
    stopWhen: (s) => (s as Snap).context.round > 2,
    limit: 120000,
  });
}

/** Each step of each path as "from → to" between states. */
function moves(paths: ReturnType<typeof walk>): Set<string> {
  const out = new Set<string>();
  for (const p of paths) {
    const states = p.steps.map((s) => path(s.state.value));
    for (let i = 1; i < states.length; i++) out.add(`${states[i - 1]} → ${states[i]}`);
  }
  return out;
}

describe('the duel as a graph', () => {
  const book = walk(BOOK_EXAMPLE);
  // A soldier who falls at the first blow, so a fight can end by a register too.
  const fragile = walk({ ...BOOK_EXAMPLE, fighters: [DEFAULT_FIGHTERS[0], { ...DEFAULT_FIGHTERS[1], hitPoints: 1 }] });
  // Hands of nothing but hit cards, so both sides of a register have a hit to decide.
  const hits = walk({
    ...BOOK_EXAMPLE,
    stacked: [
      ['2s', '3h', 'Ks', 'Qs', 'Js'],
      ['4h', 'Qh', 'Kh'],
    ],
  });
  // Two brawlers with one card each, so a tackle can land and the initiative be drawn again.
  const bare = { ...WEAPONS['bare-hands']! };
  const brawl = walk({
    fighters: [
      { ...DEFAULT_FIGHTERS[0], weapon: bare, skill: 1 },
      { ...DEFAULT_FIGHTERS[1], weapon: bare, skill: 1 },
    ],
    seed: 5,
    stacked: [
      ['9s', '10s', '2h', '8s', '7s'],
      ['3h', '2d', '4h', '5h'],
    ],
  });

  it('has the states a player would name, nested as the rule nests', () => {
    expect(atomicStates().sort()).toEqual([
      'combatOver',
      'drawingForInitiative',
      'holdingFast',
      'round.declaring',
      'round.holdingInitiative',
      'round.resolving.deciding',
      'round.resolving.turningOver',
      'round.turnOver',
    ]);
  });

  it('describes every state and every transition in plain words', () => {
    const undescribed: string[] = [];
    const visit = (node: AnyStateNode) => {
      if (!node.description) undescribed.push(node.id);
      for (const [event, transitions] of node.transitions)
        for (const t of transitions) if (!t.description) undescribed.push(`${node.id} on ${event}`);
      for (const t of node.always ?? []) if (!t.description) undescribed.push(`${node.id} always`);
      Object.values(node.states).forEach(visit);
    };
    visit(registerDuelMachine.root);
    expect(undescribed).toEqual([]);
  });

  it("reaches every state from the book's starting deal", () => {
    const reached = new Set([...book, ...fragile, ...hits, ...brawl].map((p) => path(p.state.value)));
    for (const state of atomicStates()) expect(reached, state).toContain(state);
  });

  it('takes every way out of each state: by event and by the rules that move on by themselves', () => {
    const seen = new Set([...moves(book), ...moves(fragile), ...moves(hits), ...moves(brawl)]);
    for (const move of [
      'drawingForInitiative → round.holdingInitiative',
      'round.holdingInitiative → round.holdingInitiative', // a yield
      'round.holdingInitiative → combatOver', // both yield
      'round.holdingInitiative → round.declaring',
      'round.declaring → round.declaring',
      'round.declaring → combatOver', // both hesitate mid-turn
      'round.declaring → round.resolving.turningOver', // an immediate maneuver, or nothing left to declare
      'round.resolving.turningOver → round.resolving.deciding', // a hit card turns up
      'round.resolving.turningOver → round.resolving.turningOver', // settled at once, more to turn over
      'round.resolving.turningOver → round.declaring', // the turn goes on after an immediate maneuver
      'round.resolving.turningOver → round.turnOver',
      'round.resolving.turningOver → combatOver', // a fighter is out
      'round.resolving.deciding → round.resolving.deciding',
      'round.resolving.deciding → round.resolving.turningOver',
      'round.resolving.deciding → round.turnOver',
      'round.turnOver → round.holdingInitiative',
      'round.turnOver → drawingForInitiative', // after a tackle, the initiative is drawn again
      'round.resolving.turningOver → holdingFast', // a pin or a choke lands
      'holdingFast → holdingFast', // a turn of the hold that does not break it
      'holdingFast → combatOver', // the holder lets go, or the one choked passes out
      'holdingFast → drawingForInitiative', // the hold is broken: back to the fight
    ]) {
      expect(seen, move).toContain(move);
    }
  });

  it('ends the fight fastest by both fighters giving up the initiative: draw, yield, yield', () => {
    const ended = book.filter((p) => p.state.value === 'combatOver').sort((a, b) => a.steps.length - b.steps.length)[0]!;
    expect(ended.steps.map((s) => s.event.type)).toEqual(['xstate.init', 'initiative.drawn', 'initiative.yielded', 'initiative.yielded']);
  });
});
