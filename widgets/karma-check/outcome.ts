/**
 * Parts of the karma check's view that need nothing of the element: the result chart's strip,
 * the finished check's row of the result chart, every column with the money column read for
 * the acting side's side of the bargain, and the table setup's choice of that side. Rules come
 * from the machine's view module; this renders.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { signed } from '../../machines/core/explain.js';
import type { Trade } from '../../machines/karmic/checks.js';
import type { CheckOutcome } from '../../machines/karmic/karma-check/karma-check.steps.js';
import { TRADE_OPTIONS, moneyReading, type ChartStrip } from '../../machines/karmic/karma-check/karma-check.view.js';

/** The result and the row of the result chart it reads, column by column. */
export function renderOutcome(outcome: CheckOutcome): TemplateResult {
  const row = outcome.row;
  const money = moneyReading(outcome);
  return html`<div class="check-outcome" part="outcome">
    <p>
      <span class="verdict ${outcome.success ? 'success' : 'failure'}">${outcome.success ? 'Success' : 'Failure'}</span>: ${outcome.reason}.
    </p>
    <dl class="chart-row" part="chart-row" aria-label="Result chart row ${signed(row.mt)}">
      <dt>Chart row</dt>
      <dd>${signed(row.mt)}${row.mt !== outcome.chartMt ? ` (for ${signed(outcome.chartMt)})` : ''}</dd>
      <dt>General result</dt>
      <dd>${row.general}</dd>
      <dt>Information</dt>
      <dd>${row.information}</dd>
      <dt>${money.label}</dt>
      <dd>${money.value}</dd>
      <dt>Reaction</dt>
      <dd>${row.reaction}</dd>
      <dt>Speed of execution</dt>
      <dd>${row.speed}</dd>
    </dl>
  </div>`;
}

/** Whether the acting side is selling or buying, should the check set a price: radios, before the draw. */
export function renderTrade(who: string, trade: Trade, open: boolean, choose: (trade: Trade) => void): TemplateResult {
  return html`<fieldset ?disabled=${!open}>
    <legend>If the check sets a price, ${who} is</legend>
    ${TRADE_OPTIONS.map(
      (o) =>
        html`<label class="check"
          ><input
            type="radio"
            name="trade"
            value=${o.value}
            .checked=${trade === o.value}
            @change=${() => choose(o.value)}
          />${o.label}</label
        >`,
    )}
  </fieldset>`;
}

/** The result chart as a strip of its 21 rows: each row's chance (when shown), the row reached. */
export function renderResultChart(strip: ChartStrip, opposed: boolean): TemplateResult {
  return html`<figure class="result-chart" part="result-chart">
    <figcaption>${strip.caption}</figcaption>
    <ol class="strip ${strip.cells.some((c) => c.p !== null) ? '' : 'flat'}">
      ${strip.cells.map(
        (c) =>
          html`<li
            class="l${c.level} ${c.success ? 'win' : ''} ${c.reached ? 'reached' : ''}"
            aria-current=${c.reached ? 'true' : nothing}
            title=${c.spoken}
          >
            <span class="well" aria-hidden="true"><span class="bar"></span></span>
            <span class="mt" aria-hidden="true">${c.label}</span>
            <span class="visually-hidden">${c.spoken}</span>
          </li>`,
      )}
    </ol>
    <p class="scale" aria-hidden="true"><span>← failure</span><span>${opposed ? 'acting side ahead' : 'success'} →</span></p>
  </figure>`;
}
