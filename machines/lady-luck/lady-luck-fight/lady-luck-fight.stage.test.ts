import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { contextOf } from '../../core/compose.js';
import { LADY_LUCK_FIGHT_EXAMPLES } from './lady-luck-fight.examples.js';
import { ladyLuckFightMachine } from './lady-luck-fight.machine.js';
import { childTitle, fightMapView, lastRoll, phaseLine, sidesView } from './lady-luck-fight.stage.js';

type Snapshot = SnapshotFrom<typeof ladyLuckFightMachine>;
const example = LADY_LUCK_FIGHT_EXAMPLES[0]!;
const played: Snapshot[] = [initialTransition(ladyLuckFightMachine, example.input)[0]];
for (const e of example.events) played.push(transition(ladyLuckFightMachine, played.at(-1)!, e)[0]);

describe('the whole fight’s stage', () => {
  it('shows each side’s fighters side by side, the one acting marked', () => {
    const sides = sidesView(played[0]!.context);
    expect(sides.map((s) => [s.label, s.tokens.map((t) => t.name)])).toEqual([
      ['The Chosen Few', ['Bran', 'Wren']],
      ['The goblins', ['Grub', 'Snag']],
    ]);
    expect(sides[0]!.tokens[0]!.acting).toBe(true);
  });

  it('gives an NPC a bar of the Injuries left before the one that kills, and a PC its wounds as marks', () => {
    const end = played.find((s) => s.hasTag('downtime'))!;
    const [party, goblins] = sidesView(end.context);
    expect(goblins!.tokens.map((t) => [t.name, t.state, t.bar])).toEqual([
      ['Grub', 'dead', { label: 'Injuries left', value: 0, max: 3 }],
      ['Snag', 'dead', { label: 'Injuries left', value: 0, max: 2 }],
    ]);
    const bran = party!.tokens.find((t) => t.name === 'Bran')!;
    expect(bran.bar).toBeUndefined();
    expect(bran.markers[0]).toEqual({ kind: 'wound', label: '3 Injuries', icon: 'wound', count: 3 });
  });

  it('draws the map with its fire and who stands where, as the fire map’s round left it', () => {
    const view = fightMapView(played[0]!.context);
    const barn = view.regions.find((r) => r.label === 'Barn')!;
    expect(barn.occupants.map((o) => o.name)).toEqual(['Grub']);
    expect(barn.fire?.level).toBe(1);
  });

  it('names the round and the procedure in play', () => {
    expect([phaseLine(played[0]!.context), childTitle(played[0]!.context)]).toEqual(["Round 1 · Bran's turn", 'Combat round']);
    const fire = played.find((s) => s.hasTag('the fire'))!;
    expect([phaseLine(fire.context), childTitle(fire.context)]).toEqual(['Round 1 · the fire', 'Fire map']);
  });

  it('shows the last roll only after a move that rolled it', () => {
    const i = example.events.findIndex((e) => e.event.type === 'action.rolled');
    const after = played[i + 1]!;
    const roll = lastRoll(after.context, example.events[i])!;
    expect(roll.die).toBe(contextOf(after.context.combat).last!.die);
    expect(lastRoll(played[i]!.context, example.events[i - 1])).toBeUndefined();
  });
});
