/**
 * The chances each Area's region shows while the odds are on (the Area map's notes), and the
 * map's width. A 26 × 26 map has 676 regions, and a round redraws only those whose Area, people
 * or chances changed: a note is the same object while it says the same.
 */
import type { FireMap } from '../../machines/lady-luck/area-map.js';
import type { FireRules } from '../../machines/lady-luck/fire.js';
import { formatChance, roundOdds, type AreaRoundOdds, type Forecast } from '../../machines/lady-luck/fire-odds.js';
import type { RegionNote } from '../shared/stage/area-map.js';

/** What a region says of its chances: short for the eye, long for a screen reader. */
export type CellOdds = RegionNote;

/** "3 rounds", "1 round". */
export const roundsWord = (n: number): string => `${n} ${n === 1 ? 'round' : 'rounds'}`;

function describeCellOdds(odds: AreaRoundOdds, burning: number | undefined, horizon: number): CellOdds {
  const long: string[] = [];
  const short: string[] = [];
  if (odds.grow !== null) {
    long.push(`grows this round ${formatChance(odds.grow)}`);
    short.push(`↑${formatChance(odds.grow)}`);
  }
  if (odds.catch !== null) {
    long.push(`catches this round ${formatChance(odds.catch)}`);
    short.push(`+${formatChance(odds.catch)}`);
  }
  if (burning !== undefined && burning > 0) {
    long.push(`burning at 1 or more after ${roundsWord(horizon)} ${formatChance(burning)}`);
    short.push(`${horizon}r ${formatChance(burning)}`);
  }
  return { short: short.join(' '), long: long.join(', ') };
}

/** This round's chances on every cell (and the forecast's, when given), worked out once per map. */
export class CellOddsCache {
  #last:
    | {
        map: FireMap;
        rules: FireRules;
        forecast: Forecast | undefined;
        horizon: number;
        cells: ReadonlyMap<string, CellOdds>;
      }
    | undefined;

  cells(map: FireMap, rules: FireRules, forecast: Forecast | undefined, horizon: number): ReadonlyMap<string, CellOdds> {
    const memo = this.#last;
    if (memo && memo.map === map && memo.rules === rules && memo.forecast === forecast && memo.horizon === horizon) return memo.cells;
    const burning = new Map(forecast?.areas.map((f) => [f.id, f.burning]));
    const cells = new Map<string, CellOdds>();
    for (const o of roundOdds(map, rules)) {
      const odds = describeCellOdds(o, burning.get(o.id), horizon);
      if (!odds.short && !odds.long) continue;
      // The same object when nothing it says has changed, so the cell is not drawn again.
      const before = memo?.cells.get(o.id);
      cells.set(o.id, before && before.short === odds.short && before.long === odds.long ? before : odds);
    }
    this.#last = { map, rules, forecast, horizon, cells };
    return cells;
  }
}

/** Columns the drawing spans (the panel sits beside a narrow map, under a wide one). */
export function mapColumns(map: FireMap): number {
  let columns = 0;
  for (const a of map.areas) if (a.col >= columns) columns = a.col + 1;
  return columns;
}
