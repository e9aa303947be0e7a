/**
 * What the whole fight's stage shows, derived from a snapshot (the widget only draws it): the
 * map as it stands with who is where, each side's fighters as tokens (an NPC's Injuries left
 * before the one that kills as a bar that drains; a PC's Injuries and Fatigue as marks, since
 * its rolls decide, not a limit), the phase, and the last roll of the combat round.
 */
import { contextOf } from '../../core/compose.js';
import type { Term } from '../../core/explain.js';
import { areaMapView, type AreaMapView, type MapOccupant } from '../area-map.view.js';
import type { Fighter, LadyLuckFightContext } from './lady-luck-fight.context.js';
import { sideName, sideOf, sidesOf } from './lady-luck-fight.view.js';

/** A token's view, in the shape widgets/shared/stage/token.ts draws. */
export interface FightToken {
  readonly id: string;
  readonly name: string;
  readonly side: 'pc' | 'ally' | 'foe';
  readonly state: 'fine' | 'down' | 'out' | 'dead';
  readonly acting: boolean;
  readonly detail: string;
  readonly bar?: { readonly label: string; readonly value: number; readonly max: number };
  readonly markers: readonly {
    readonly kind: 'status' | 'wound';
    readonly label: string;
    readonly icon: 'wound' | 'fatigue' | 'held' | 'down';
    readonly count?: number;
  }[];
}

export interface SideView {
  readonly side: string;
  readonly label: string;
  readonly tokens: readonly FightToken[];
}

/** The fighters as they stand now: the combat round's, or the roster during the fire's round. */
export function fightersNow(ctx: LadyLuckFightContext): readonly Fighter[] {
  return ctx.phase === 'fire' ? ctx.fighters : contextOf(ctx.combat).fighters;
}

const stateOf = (f: Fighter): FightToken['state'] =>
  f.condition === 'dead' ? 'dead' : f.condition === 'unconscious' ? 'out' : f.down ? 'down' : 'fine';

export function fightToken(f: Fighter, acting: boolean): FightToken {
  const markers: FightToken['markers'][number][] = [];
  if (f.injuries > 0)
    markers.push({ kind: 'wound', label: `${f.injuries} ${f.injuries === 1 ? 'Injury' : 'Injuries'}`, icon: 'wound', count: f.injuries });
  if (f.fatigue > 0) markers.push({ kind: 'wound', label: `Fatigue ${f.fatigue}`, icon: 'fatigue', count: f.fatigue });
  if (f.condition !== 'dead' && f.grappledBy) markers.push({ kind: 'status', label: 'held', icon: 'held' });
  if (f.condition === 'fine' && f.down) markers.push({ kind: 'status', label: 'on the ground', icon: 'down' });
  return {
    id: f.id,
    name: f.name,
    side: f.kind === 'pc' ? 'pc' : f.ally ? 'ally' : 'foe',
    state: stateOf(f),
    acting,
    detail: f.weapon ? f.weapon.name : 'bare hands',
    ...(f.kind === 'npc'
      ? {
          // The dead have none left (the Injury past the limit kills; it is not counted on).
          bar: {
            label: 'Injuries left',
            value: f.condition === 'dead' ? 0 : Math.max(0, f.injuryLimit + 1 - f.injuries),
            max: f.injuryLimit + 1,
          },
        }
      : {}),
    markers,
  };
}

/** Each side's fighters, side by side, the one acting marked. */
export function sidesView(ctx: LadyLuckFightContext): SideView[] {
  const fighters = fightersNow(ctx);
  const acting = ctx.phase === 'turns' ? contextOf(ctx.combat).turnOf : null;
  return sidesOf(fighters).map((side) => ({
    side,
    label: sideName(side).replace(/^the /, 'The '),
    tokens: fighters.filter((f) => sideOf(f) === side).map((f) => fightToken(f, f.id === acting)),
  }));
}

/** The map as it stands, who is where, and what the fire did at its last round. */
export function fightMapView(ctx: LadyLuckFightContext): AreaMapView {
  const fighters = fightersNow(ctx);
  const acting = ctx.phase === 'turns' ? contextOf(ctx.combat).turnOf : null;
  const map = ctx.phase === 'fire' ? ctx.map : contextOf(ctx.combat).map;
  const occupants: MapOccupant[] = fighters.map((f) => ({
    id: f.id,
    name: f.name,
    areaId: f.areaId,
    side: f.kind === 'pc' ? 'pc' : f.ally ? 'ally' : 'foe',
    state: stateOf(f),
    acting: f.id === acting,
  }));
  const events = ctx.phase === 'fire' && ctx.fire ? contextOf(ctx.fire).lastEvents : contextOf(ctx.combat).fireEvents;
  return areaMapView(map, occupants, events);
}

/** The phase, in a few words, for the status line. */
export function phaseLine(ctx: LadyLuckFightContext): string {
  if (ctx.phase === 'over') return 'The fight is over';
  if (ctx.phase === 'downtime') return 'Downtime';
  if (ctx.phase === 'fire') return `Round ${ctx.round} · the fire`;
  const c = contextOf(ctx.combat);
  const who = c.fighters.find((f) => f.id === c.turnOf);
  return `Round ${ctx.round} · ${who ? `${who.name}'s turn` : 'its end'}`;
}

/** The procedure in play, for the stage's heading: which page's rules play now. */
export function childTitle(ctx: LadyLuckFightContext): string {
  return ctx.phase === 'fire' ? 'Fire map' : ctx.phase === 'downtime' ? 'Downtime (the combat round)' : 'Combat round';
}

/** The combat round's last roll, as a die with its sum, when the last move rolled one. */
export interface RollView {
  readonly what: string;
  readonly die: number;
  readonly terms: readonly Term[];
  readonly threshold: number;
  readonly outcome: string;
}

const ROLLS: ReadonlySet<string> = new Set(['action.rolled', 'injury.rolled', 'resilience.rolled']);

export function lastRoll(
  ctx: LadyLuckFightContext,
  lastEvent: { type: string; event?: { type: string } } | undefined,
): RollView | undefined {
  if (ctx.phase === 'fire' || !lastEvent?.event || !ROLLS.has(lastEvent.event.type)) return undefined;
  const r = contextOf(ctx.combat).last;
  if (!r || r.die === null) return undefined;
  return { what: r.what, die: r.die, terms: r.terms, threshold: r.threshold, outcome: r.outcome };
}
