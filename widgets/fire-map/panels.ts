/**
 * The fire map's panels beside and under the map, drawn from the snapshot and the widget's
 * choices: the chosen Area (its qualities, neighbours, people, and its odds while they are
 * shown), the legend, and the last round's log. Every sentence and number comes from
 * machines/lady-luck; these only lay them out.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { formatPercent, type NextOdds } from '../../machines/core/explain.js';
import { neighbours } from '../../machines/lady-luck/area-map.js';
import { areaLabel, describeArea, formatSize, type Area } from '../../machines/lady-luck/areas.js';
import { namesFor } from '../../machines/lady-luck/fire.js';
import { describeDistribution, describeForecast, type Forecast } from '../../machines/lady-luck/fire-odds.js';
import type { FireMapContext } from '../../machines/lady-luck/fire-map/index.js';
import { FORECAST_ROUNDS } from '../../machines/lady-luck/fire-map/fire-map.setup.js';
import { renderAreaMapLegend } from '../shared/stage/area-map.js';
import { renderWhy } from '../shared/ui.js';
import { roundsWord } from './map-cells.js';

/** The round's log shows this many lines, the rest on request (and a screen reader hears them only on request). */
export const LOG_SHOWN = 12;
/** The rounds ahead a reader may pick for the forecast. */
export const HORIZONS = Array.from({ length: FORECAST_ROUNDS.max - FORECAST_ROUNDS.min + 1 }, (_, i) => FORECAST_ROUNDS.min + i);

/** The chosen Area: what it is, what it is next to, who stands in it; then its odds, and the editor's toggle. */
export function renderAreaPanel(
  area: Area,
  ctx: FireMapContext,
  odds: TemplateResult | typeof nothing,
  editing: boolean,
  toggleEditor: () => void,
): TemplateResult {
  const names = namesFor(ctx.map, ctx.creatures);
  const here = ctx.creatures.filter((c) => c.areaId === area.id);
  const label = areaLabel(area);
  return html`<section class="panel" part="panel" aria-label="Area ${label}">
    <p>
      <span class="panel-title">${label}</span>${area.name !== undefined ? html` <span class="note">(${area.id})</span>` : nothing}:
      ${describeArea(area)}.
    </p>
    <p class="note">Next to: ${neighbours(ctx.map, area.id).map(names).join(', ') || 'nothing (no links)'}.</p>
    <p class="note">
      In it:
      ${
        here.length === 0
          ? 'nobody.'
          : here.map(
              (c, i) =>
                html`${i > 0 ? '; ' : ''}<span class=${c.alive ? '' : 'dead'}>${c.name}</span> (${c.kind.toUpperCase()}, size
                  ${formatSize(c.size)}, Defense ${c.defense}, ${c.injuries}
                  ${c.injuries === 1 ? 'Injury' : 'Injuries'}${c.alive ? '' : ', dead'})`,
            )
      }
    </p>
    ${odds}
    <button part="button" class="edit-toggle" aria-expanded=${editing ? 'true' : 'false'} @click=${toggleEditor}>
      ${editing ? 'Done editing' : 'Edit this Area'}
    </button>
  </section>`;
}

export interface AreaOddsView {
  /** Exactly what the next round may do to the Area; none once the fire has settled. */
  readonly next: NextOdds | undefined;
  /** The forecast, once worked out, and how far it has got until then. */
  readonly forecast: Forecast | undefined;
  readonly progress: number;
  readonly areaId: string;
  /** Rounds ahead the forecast looks. */
  readonly horizon: number;
  readonly base: string;
  chooseHorizon(value: string): void;
}

/** The chosen Area's odds: exactly what the next round may do to it, then its levels some rounds ahead. */
export function renderAreaOdds(v: AreaOddsView): TemplateResult {
  const { next, forecast } = v;
  const f = forecast?.areas.find((a) => a.id === v.areaId);
  return html`${
      next
        ? html`<div class="odds next-odds" part="odds">
            <p class="odds-question">Next round ${renderWhy([{ text: '', rule: next.rule }], v.base)}</p>
            <ul class="odds-list">
              ${next.outcomes.map((o) => html`<li><span class="odds-label">${o.label}</span><span class="odds-p">${formatPercent(o.p)}</span></li>`)}
            </ul>
          </div>`
        : nothing
    }
    <div class="odds forecast" part="odds forecast">
      <label
        >After
        <select name="horizon" @change=${(e: Event) => v.chooseHorizon((e.target as HTMLSelectElement).value)}>
          ${HORIZONS.map((n) => html`<option value=${n} ?selected=${n === v.horizon}>${roundsWord(n)}</option>`)}
        </select></label
      >: ${f ? describeDistribution(f) : 'working it out…'}
      <p class="note">${forecast ? describeForecast(forecast) : `Working out the forecast… ${Math.round(v.progress * 100)}%`}</p>
    </div>`;
}

/** What the map's colours and icons mean (the Area map's own legend), the rules behind them; while the odds are shown, what the chances on each Area are. */
export function renderLegend(oddsShown: boolean, big: boolean, horizon: number): TemplateResult {
  const later = big ? '' : ` · ${horizon}r chance it burns at 1 or more after ${roundsWord(horizon)}`;
  const odds = oddsShown
    ? html`<p class="legend-notes">This round: ↑ chance it grows, + chance a spread roll catches it${later}.</p>`
    : nothing;
  return html`<div part="legend">
    ${renderAreaMapLegend()}
    <p class="legend-notes">
      Water and stone cannot burn · damp: flammability −1 · shroud: +1 Defense · fog: −1 to act in it · a fire of 2 or more spreads to
      linked Areas.
    </p>
    ${odds}
  </div>`;
}

/** The last round's rolls and outcomes, each with its rule: the first few on a busy round, the rest on request. */
export function renderLog(
  ctx: Pick<FireMapContext, 'round' | 'narration'>,
  full: boolean,
  showAll: (all: boolean) => void,
  base: string,
): TemplateResult | typeof nothing {
  const n = ctx.narration.length;
  if (n === 0) return nothing;
  // A round on a big map can hold a hundred rolls: the first few, the rest on request.
  const all = full || n <= LOG_SHOWN;
  return html`<div class="log" part="log" role="group" aria-labelledby="log-heading">
    <p class="subhead" id="log-heading">Round ${ctx.round}, step by step${n > 1 ? ` (${n})` : ''}</p>
    <ol tabindex="0" aria-labelledby="log-heading">
      ${(all ? ctx.narration : ctx.narration.slice(0, LOG_SHOWN)).map((w) => html`<li>${renderWhy([w], base)}</li>`)}
    </ol>
    ${
      n > LOG_SHOWN
        ? html`<button part="button" class="quiet more" aria-expanded=${all ? 'true' : 'false'} @click=${() => showAll(!all)}>
            ${all ? `Show the first ${LOG_SHOWN}` : `Show all ${n}`}
          </button>`
        : nothing
    }
  </div>`;
}
