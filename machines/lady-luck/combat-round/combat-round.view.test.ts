import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { combatRoundMachine } from './combat-round.machine.js';
import type { CombatRoundEvent } from './combat-round.context.js';
import {
  checkChoice,
  combatChoices,
  defaultTarget,
  otherChoices,
  rollChoices,
  statusLine,
  stepPrompt,
  summary,
  targetsFor,
} from './combat-round.view.js';
import { predictionFor } from './combat-round.odds.js';
import { playTo, tableFrom } from './testing/tables.js';

const END: CombatRoundEvent = { type: 'turn.ended' };

describe('what the view offers', () => {
  const brawl = playTo(tableFrom({ seed: '1' }), []);

  it('offers foes first as targets, and picks the first one in reach', () => {
    expect(targetsFor(brawl.context).map((f) => f.name)).toEqual(['Grub', 'Snag', 'Wren', 'Tam']);
    expect(defaultTarget(brawl.context)).toBe('snag');
  });

  it('shows each combat action with its chance, or why it is refused', () => {
    const onSnag = combatChoices(brawl.context, 'snag');
    // Against Defense 5: +2 (Might, Weapon) needs a 3; +3 (Might, Speed, Brawling) a 2.
    expect(onSnag.map((c) => c.label)).toEqual([
      'Melee attack (66.7%)',
      'Disarm (66.7%)',
      'Grapple (83.3%)',
      'Knockdown (66.7%)',
      'Tackle (83.3%)',
    ]);
    const onGrub = combatChoices(brawl.context, 'grub');
    expect(onGrub[0]).toMatchObject({ label: 'Melee attack', problem: "Grub is not in Bran's Area, and melee attack reaches only there" });
  });

  it('offers a check with the GM’s threshold and its chance', () => {
    expect(checkChoice(brawl.context, 'search', 4)).toMatchObject({ label: 'Roll search (50%)', problem: undefined });
    expect(checkChoice(brawl.context, 'search', 13).problem).toMatch(/whole number from 1 to 12/);
  });

  it('offers a move to each linked Area, and End turn', () => {
    expect(otherChoices(brawl.context).map((c) => c.label)).toEqual(['Move to Barn', 'Move to Lane', 'Move to Millpond', 'End turn']);
  });

  it('says where the table stands and what it waits for', () => {
    expect(statusLine(brawl)).toBe("Round 1 · Bran's turn · 2 actions left");
    expect(stepPrompt(brawl)).toBe('Bran (Short sword (ITM 1)) acts: choose an action');
    const declared = transition(combatRoundMachine, brawl, { type: 'action.declared', action: 'melee', target: 'snag' })[0];
    expect(stepPrompt(declared)).toBe("Bran's melee attack, d6 + 2 against 5: 66.7% to succeed");
    expect(rollChoices(declared).map((c) => c.label)).toEqual(['Roll the d6 (66.7%)']);
  });

  it('asks for a prediction before a roll, and grades it on what the roll did, without changing it', () => {
    const declared = playTo(tableFrom({ seed: '1', rolls: '6' }), [{ type: 'action.declared', action: 'melee', target: 'snag' }]);
    const p = predictionFor(declared)!;
    expect(p.question).toBe("Does Bran's melee attack hit?");
    expect(p.settledBy).toEqual(['action.rolled']);
    const after = transition(combatRoundMachine, declared, { type: 'action.rolled' })[0];
    expect(p.answer(after.context).choice).toBe('yes');
    expect(predictionFor(brawl)).toBeUndefined();
  });

  it('asks whether the fire burns anyone before a round’s end with someone in the flames', () => {
    const end = playTo(tableFrom({ map: 'area shed flam=2 fire=2\npc Ada in shed', rolls: '1 1 1' }), [END]);
    const p = predictionFor(end)!;
    expect(p.settledBy).toEqual(['round.ended']);
    const after = transition(combatRoundMachine, end, { type: 'round.ended' })[0];
    // 1 + 2 against Defense 3: a hit.
    expect(p.answer(after.context).choice).toBe('yes');
  });

  it('sums up a finished table, and nothing before', () => {
    expect(summary(brawl)).toBeUndefined();
    const rested = playTo(
      tableFrom({ map: 'area camp\npc Ada in camp injuries=1', start: 'downtime' }),
      Array.from({ length: 8 }, () => ({ type: 'timeframe.passed', asleep: ['ada'] }) as const),
    );
    expect(summary(rested)!.map((w) => w.text)).toEqual([
      'After no fighting and 1 day of rest, everyone alive has recovered.',
      'Ada began with 1 Injury and Fatigue 0.',
    ]);
  });
});

describe('the fight on the shared Area map', () => {
  it('puts each fighter in its Area with its side, and marks the one acting', async () => {
    const { combatRoundAreaView } = await import('./combat-round.view.js');
    const brawl = playTo(tableFrom({ seed: '1' }), []);
    const view = combatRoundAreaView(brawl.context);
    const who = Object.fromEntries(
      view.regions.flatMap((r) => r.occupants.map((o) => [o.name, `${r.label} ${o.side}${o.acting ? ' acting' : ''}`])),
    );
    expect(who).toEqual({ Bran: 'Yard pc acting', Wren: 'Lane pc', Tam: 'Byre ally', Grub: 'Barn foe', Snag: 'Yard foe' });
    expect(view.regions.find((r) => r.label === 'Barn')!.fire).toMatchObject({ level: 1, band: 'low' });
  });
});

describe('each fighter as its token', () => {
  it("gives an NPC a bar of the Injuries left before the one that kills, and a PC's wounds as marks", async () => {
    const { fighterToken } = await import('./combat-round.view.js');
    const brawl = playTo(tableFrom({ seed: '1' }), []);
    const ctx = brawl.context;
    const of = (name: string) => ctx.fighters.find((f) => f.name === name)!;
    // Lady Luck: an NPC takes Injuries up to its limit; the next one kills it.
    expect(fighterToken(ctx, of('Grub')).bar).toEqual({ label: 'Injuries left', value: 2, max: 2 });
    expect(fighterToken(ctx, of('Snag')).bar).toEqual({ label: 'Injuries left', value: 1, max: 1 });
    const hurt = { ...of('Grub'), injuries: 1, fatigue: 1 };
    expect(fighterToken(ctx, hurt).bar!.value).toBe(1);
    expect(fighterToken(ctx, hurt).markers.map((m) => m.label)).toEqual(['1 Injury', 'Fatigue 1 of 1']);
    const bran = fighterToken(ctx, { ...of('Bran'), injuries: 2 });
    expect(bran).toMatchObject({ side: 'pc', acting: true, state: 'fine' });
    expect(bran.bar, 'a PC has no limit: its Injury roll decides').toBeUndefined();
    expect(bran.markers).toEqual([{ kind: 'wound', label: '2 Injuries', icon: 'wound', count: 2 }]);
    expect(bran.detail).toMatch(/^PC · /);
    expect(fighterToken(ctx, { ...of('Tam'), condition: 'dead' }).state).toBe('dead');
  });
});
