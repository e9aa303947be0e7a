// The gallery's picture of the fire map (issue 26: the thumbnail draws the map, not a row of
// buttons). The preview every other widget's thumbnail is scaled from (scripts/previews.ts)
// lays out the widget's first view as text and buttons, and the fire map's first view is its
// controls and the Areas' names. This draws what the table is about instead: the widget's
// sample hamlet after five rounds of fire, played by the procedure itself (its suggested move,
// the next round; seed 3, where the barn's fire spreads through three bands), and drawn from the Area-map view the widget draws
// (machines/lady-luck/area-map.view.ts): one tile per Area in its place, in its fire band's
// colour, with water and stone, its walls, its name and its fire level. Same frame, title
// line and colours as the previews, so it sits among them. Pure: SVG text out, no DOM.
import { createActor } from 'xstate';
import { suggestedMove } from '../../machines/core/procedure.ts';
import { fireMap } from '../../machines/lady-luck/fire-map/index.ts';
import { areaMapView, type RegionView } from '../../machines/lady-luck/area-map.view.ts';

/** The widgets' default colours (widgets/shared/styles.ts, widgets/shared/stage/area-map.ts). */
const C = {
  accent: '#6b3fa0',
  text: '#1d1b22',
  muted: '#57525f',
  page: '#f3f0f7',
  surface: '#ffffff',
  border: '#9e97a8',
  water: '#cfe3f7',
  stone: '#e6e3ea',
  // The fire bands: contained is low mixed 45 % with white, as the widget draws it.
  fire: { contained: '#ffeeca', low: '#ffd98a', mid: '#f08a4b', high: '#9c1f14' },
} as const;

export const PICTURE = { width: 1200, height: 630 } as const;
/** The table the picture plays: the sample hamlet, seeded, after a few rounds. */
export const PICTURE_SEED = 3;
export const PICTURE_ROUNDS = 5;

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The fire map's table after `rounds` rounds, each the procedure's suggested move: its map's view and its headline. */
export function playedFireMap(rounds = PICTURE_ROUNDS, seed = PICTURE_SEED) {
  const { input } = fireMap.setup({ seed: String(seed) }, seed);
  const actor = createActor(fireMap.machine, { input }).start();
  for (let i = 0; i < rounds; i++) {
    const move = suggestedMove(fireMap, actor.getSnapshot());
    if (!move) break;
    actor.send(move.event);
  }
  const snapshot = actor.getSnapshot();
  actor.stop();
  const ctx = snapshot.context;
  return { view: areaMapView(ctx.map, [], ctx.lastEvents), headline: fireMap.headline(snapshot), round: ctx.round };
}

/** One Area's tile: its colour, its name and what burns in it, its walls. */
function tile(r: RegionView, x: number, y: number, w: number, h: number): string {
  const fill = r.fire ? C.fire[r.fire.band] : r.water?.kind === 'standing' ? C.water : r.stone ? C.stone : C.surface;
  const ink = r.fire?.band === 'high' ? '#ffffff' : C.text;
  const what = r.fire ? `fire ${String(r.fire.level).replace('-', '−')}` : r.water?.kind === 'standing' ? 'water' : r.stone ? 'stone' : '';
  const parts = [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${fill}" stroke="${C.border}" stroke-width="2"/>`,
    `<text x="${x + 14}" y="${y + 36}" font-size="26" fill="${ink}">${escape(r.label)}</text>`,
  ];
  if (what) parts.push(`<text x="${x + 14}" y="${y + h - 18}" font-size="30" font-weight="bold" fill="${ink}">${what}</text>`);
  if (r.water?.kind === 'damp' && !r.fire) parts.push(`<text x="${x + 14}" y="${y + h - 18}" font-size="24" fill="${C.muted}">damp</text>`);
  if (r.wallEast) parts.push(`<rect x="${x + w + 2}" y="${y - 6}" width="8" height="${h + 12}" fill="${C.text}"/>`);
  if (r.wallSouth) parts.push(`<rect x="${x - 6}" y="${y + h + 2}" width="${w + 12}" height="8" fill="${C.text}"/>`);
  return parts.join('');
}

/** The picture as SVG, 1200 × 630 (the previews' size). */
export function fireMapPicture(rounds = PICTURE_ROUNDS, seed = PICTURE_SEED): string {
  const { view, headline } = playedFireMap(rounds, seed);
  const { width: W, height: H } = PICTURE;
  const frame = { x: 48, y: 118, w: W - 96, h: H - 118 - 28 };
  const gap = 14;
  const area = { x: frame.x + 28, y: frame.y + 64, w: frame.w - 56, h: frame.h - 64 - 24 };
  const w = Math.floor((area.w - gap * (view.columns - 1)) / view.columns);
  const h = Math.floor((area.h - gap * (view.rows - 1)) / view.rows);
  const tiles = view.regions.map((r) => tile(r, area.x + r.col * (w + gap), area.y + r.row * (h + gap), w, h)).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="DejaVu Sans">`,
    `<rect width="${W}" height="${H}" fill="${C.page}"/>`,
    `<rect width="${W}" height="10" fill="${C.accent}"/>`,
    `<text x="48" y="66" font-size="44" font-weight="bold" fill="${C.text}">${escape(fireMap.title)}</text>`,
    `<text x="48" y="100" font-size="22" fill="${C.muted}">Lady Luck's Chosen Few · Fire · Combat Rulebook · play it step by step</text>`,
    `<rect x="${frame.x}" y="${frame.y}" width="${frame.w}" height="${frame.h}" rx="8" fill="${C.surface}" stroke="${C.border}" stroke-width="2"/>`,
    `<text x="${frame.x + 28}" y="${frame.y + 42}" font-size="24" fill="${C.text}">${escape(headline)}</text>`,
    tiles,
    '</svg>',
  ].join('');
}
