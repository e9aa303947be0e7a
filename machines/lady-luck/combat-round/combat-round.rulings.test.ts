import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { combatRoundMachine } from './combat-round.machine.js';
import type { CombatRoundEvent } from './combat-round.context.js';
import { moves, sidesStanding } from './combat-round.view.js';
import { playTo, tableFrom, type Snap } from './testing/tables.js';

const fighter = (snap: Snap, id: string) => snap.context.fighters.find((f) => f.id === id)!;
const ROLL: CombatRoundEvent = { type: 'action.rolled' };
const melee = (target: string): CombatRoundEvent => ({ type: 'action.declared', action: 'melee', target }) as CombatRoundEvent;

describe('the sides of a fight (ruling: who is a side)', () => {
  // Ada (a PC) and Tam (an NPC of the village, marked as the party's ally) are one side; the goblins
  // and the bandits are a side each, though no rule makes them friends of one another.
  const table = tableFrom({
    map: 'area hall\narea yard\nlink hall yard\npc Ada in hall\nnpc Tam in hall\nnpc Orc in hall limit=3\nnpc Eel in yard',
    fighters: 'Ada: arms=Club ftm=0; Tam: faction=village ally; Orc: faction=goblins flimit=0; Eel: faction=bandits',
    rolls: '6',
  });

  it('makes the PCs and their allies one side and every other faction a side of its own', () => {
    expect(sidesStanding(playTo(table, []).context)).toEqual(['party', 'goblins', 'bandits']);
  });

  it('counts a side down once nobody on it can act, and brings the unconscious round when the fight ends', () => {
    const out = playTo(table, [melee('orc'), ROLL]);
    expect(fighter(out, 'orc').condition).toBe('unconscious');
    expect(sidesStanding(out.context)).toEqual(['party', 'bandits']);
    const ended = transition(combatRoundMachine, out, { type: 'fight.ended' })[0];
    expect(fighter(ended, 'orc').condition).toBe('fine');
  });
});

describe('what the fight hands to downtime (ruling: what carries into downtime)', () => {
  // Ada comes to the fight hurt and tired; her first blow kills the Orc, one past its limit of 0. Bo is unhurt.
  const table = tableFrom({
    map: 'area hall\npc Ada in hall injuries=1\npc Bo in hall\nnpc Orc in hall limit=0',
    fighters: 'Ada: arms=Axe itm=1 fatigue=2; Orc: faction=goblins arms=Knife itm=0',
    rolls: '6',
  });
  const fought = playTo(table, [melee('orc'), ROLL]);
  const rest = transition(combatRoundMachine, fought, { type: 'fight.ended' })[0];

  it('starts from each survivor’s Injuries and Fatigue as the fight left them, the dead left out of the rest', () => {
    expect(fighter(fought, 'orc').condition).toBe('dead');
    expect(rest.hasTag('downtime')).toBe(true);
    expect(rest.context.fighters.map((f) => [f.id, f.injuries, f.fatigue])).toEqual(
      fought.context.fighters.map((f) => [f.id, f.injuries, f.fatigue]),
    );
    expect(fighter(rest, 'ada')).toMatchObject({ injuries: 1, fatigue: 2 });
    const all = moves(rest).find((m) => m.id === 'all-sleep')!;
    expect(all.event).toEqual({ type: 'timeframe.passed', asleep: ['ada', 'bo'] });
  });

  it('suggests the hurt sleep every timeframe while the unhurt keep watch until a sleepless roll would be due', () => {
    let s = rest;
    for (let timeframe = 0; timeframe < 6; timeframe++) {
      const suggested = moves(s).find((m) => m.suggested)!;
      expect(suggested.event, `timeframe ${timeframe}`).toEqual({ type: 'timeframe.passed', asleep: ['ada'] });
      [s] = transition(combatRoundMachine, s, suggested.event);
    }
    expect(fighter(s, 'bo').awake).toBe(6);
    expect(moves(s).find((m) => m.suggested)!.event).toEqual({ type: 'timeframe.passed', asleep: ['ada', 'bo'] });
  });
});
