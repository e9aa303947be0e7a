/**
 * What a fire map shows beside the rules: the map as the shared Area map draws it (where each
 * Area is drawn, its walls and the keys that cross it are Lady Luck's one Area-map view,
 * ../area-map.view.ts, the same as the combat round's), the status line, what the fire did once
 * it has settled, and the moves open now. Pure: no DOM.
 */
import type { SnapshotFrom } from 'xstate';
import type { Why } from '../../core/explain.js';
import type { Move } from '../../core/procedure.js';
import { areaMapView, occupantsFromCreatures, type AreaMapView } from '../area-map.view.js';
import { areaLabel } from '../areas.js';
import { namesFor } from '../fire.js';
import type { FireMapContext, FireMapEvent } from './fire-map.context.js';
import type { fireMapMachine } from './fire-map.machine.js';
import { FIRE_MAP_RULES, settledReason } from './fire-map.rules.js';

type Snapshot = Pick<SnapshotFrom<typeof fireMapMachine>, 'context' | 'hasTag'>;

// ---------------------------------------------------------------- the story, step by step

/** Why a step's map looks as it does: where the fire stands, then every roll of its round. */
export function stepWhy(ctx: Pick<FireMapContext, 'map' | 'round' | 'narration'>): readonly Why[] {
  return [{ text: fireSummary(ctx) }, ...ctx.narration];
}

/** "Round 3. Fire in 4 Areas, the worst at level 5." (the status line, every step) */
export function fireSummary(ctx: Pick<FireMapContext, 'map' | 'round'>): string {
  const burning = ctx.map.areas.filter((a) => a.fireLevel !== null);
  const loose = burning.filter((a) => a.fireLevel! >= 0);
  const head = `Round ${ctx.round}.`;
  if (burning.length === 0) return `${head} No fire.`;
  if (loose.length === 0) return `${head} Only contained fires (${burning.length}).`;
  const worst = Math.max(...loose.map((a) => a.fireLevel!));
  return `${head} Fire in ${loose.length} ${loose.length === 1 ? 'Area' : 'Areas'}, the worst at level ${worst}.`;
}

/** What the fire did, once told: rounds played, where it burns, and who it hurt. */
export function fireAftermath(ctx: Pick<FireMapContext, 'map' | 'creatures' | 'round' | 'rules'>): string {
  const names = namesFor(ctx.map, ctx.creatures);
  const loose = ctx.map.areas.filter((a) => a.fireLevel !== null && a.fireLevel >= 0);
  const rounds = `${ctx.round} ${ctx.round === 1 ? 'round' : 'rounds'}`;
  const fire =
    loose.length === 0
      ? 'no fire burns loose'
      : `fire burns in ${loose.length} ${loose.length === 1 ? 'Area' : 'Areas'} (the worst, ${names(loose.reduce((w, a) => (a.fireLevel! > w.fireLevel! ? a : w)).id)}, at ${Math.max(...loose.map((a) => a.fireLevel!))})`;
  const dead = ctx.creatures.filter((c) => !c.alive).map((c) => c.name);
  const hurt = ctx.creatures
    .filter((c) => c.alive && c.injuries > 0)
    .map((c) => `${c.name} (${c.injuries} ${c.injuries === 1 ? 'Injury' : 'Injuries'})`);
  const people = [
    dead.length > 0 ? `${list(dead)} died` : '',
    hurt.length > 0 ? `${list(hurt)} ${hurt.length === 1 ? 'is' : 'are'} hurt` : '',
  ].filter(Boolean);
  const settled = settledReason(ctx) !== null ? ' It has settled: another round would change nothing.' : '';
  return `After ${rounds}, ${fire}.${people.length > 0 ? ` ${people.join('; ')}.` : ''}${settled}`;
}

function list(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Once the fire has settled after a round or more: what it did, and the rule that says it is over. */
export function summary(snapshot: Snapshot): readonly Why[] | undefined {
  const ctx = snapshot.context;
  return snapshot.hasTag('settled') && ctx.round > 0 ? [{ text: fireAftermath(ctx), rule: FIRE_MAP_RULES.order }] : undefined;
}

/**
 * The map as the shared Area-map view draws it (widgets/shared/stage/area-map.ts): each
 * creature on its Area, and where the last round's fire caught and grew.
 */
export function fireMapAreaView(ctx: Pick<FireMapContext, 'map' | 'creatures' | 'lastEvents'>): AreaMapView {
  return areaMapView(ctx.map, occupantsFromCreatures(ctx.creatures), ctx.lastEvents);
}

// ---------------------------------------------------------------- what a reader may do now

/**
 * The moves open now, the one a learner should press marked. The fire's rule is that it has
 * its round every round, so the suggested move is always the next round while a round still
 * matters; beside it, the GM's quickest edit, putting out the fiercest loose fire (the worst
 * level, the first on the map among equals), to compare with letting it burn. Once the fire
 * has settled there is nothing to roll: no move (the GM may still edit the map).
 */
export function moves(snapshot: Snapshot): Move<FireMapEvent>[] {
  const ctx = snapshot.context;
  if (snapshot.hasTag('settled')) return [];
  const out: Move<FireMapEvent>[] = [
    { id: 'next-round', label: `Play round ${ctx.round + 1} of the fire`, event: { type: 'round.advanced' }, suggested: true },
  ];
  const loose = ctx.map.areas.filter((a) => a.fireLevel !== null && a.fireLevel >= 0);
  if (loose.length > 0) {
    const worst = loose.reduce((w, a) => (a.fireLevel! > w.fireLevel! ? a : w));
    out.push({
      id: 'put-out',
      label: `The GM puts out the fire in ${areaLabel(worst)}`,
      event: { type: 'area.edited', id: worst.id, changes: { fireLevel: null } },
    });
  }
  return out;
}

/** Where the table stands, in one plain sentence. */
export function headline(snapshot: Snapshot): string {
  const ctx = snapshot.context;
  if (snapshot.hasTag('settled')) return ctx.round > 0 ? fireAftermath(ctx) : `${fireSummary(ctx)} Nothing to roll.`;
  return `${fireSummary(ctx)} Round ${ctx.round + 1} is next.`;
}
