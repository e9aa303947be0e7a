/**
 * What <rb-attack-roll> shows only once a table is played: the last roll (its dice, its sum,
 * its outcome, the wound chart's row) and the Treatment checks of the rest after the fight.
 * Loaded on demand (a chunk of its own in the embed build): a fresh table has rolled nothing,
 * and the widget starts the load at its first step, well before the first roll.
 */
import type { TemplateResult } from 'lit';
import { formatSum, num } from '../../machines/core/explain.js';
import type { AttackRecord, AttackRollEvent } from '../../machines/liberi-gothica/attack-roll/attack-roll.context.js';
import type { TreatmentChoice } from '../../machines/liberi-gothica/attack-roll/attack-roll.choices.js';
import { BAND_LABELS } from '../../machines/liberi-gothica/wounds.js';
import type { Draw } from './choice-button.js';

/**
 * The last roll, while it is the news: `last` is the type of the step just taken (a roll's);
 * `dice`, the dice as they landed (drawn by the widget with the stage's dice).
 */
export function renderRoll(draw: Draw, record: AttackRecord, last: string, dice: unknown): TemplateResult {
  const { html, nothing } = draw;
  const r = record.roll;
  const d = record.damage;
  const w = record.wound;
  const verdict = r
    ? r.outcome === 'miss'
      ? 'Miss'
      : r.outcome === 'glancing'
        ? r.deflected
          ? 'Glancing, deflected'
          : 'Glancing blow'
        : r.crippling
          ? 'Direct hit, crippling'
          : 'Direct hit'
    : record.how === 'tackle'
      ? record.tackled
        ? 'Tackle: brought down'
        : 'Tackle: still standing'
      : 'Lethal blow';
  // Only the roll just made: the dice of the attack, of the damage, or the wound's chart row.
  const showRoll = r && last === 'attack.rolled';
  const showDamage = d && (last === 'damage.rolled' || last === 'blow.struck');
  const showWound = w && (last === 'wound.rolled' || last === 'blow.struck');
  return html`<div class="roll" part="roll" role="group" aria-label="The last roll">
    ${dice}
    ${
      showRoll
        ? html`<p>${formatSum(r.terms)} against ${num(r.base)} / ${num(r.total)}: <span class="verdict">${verdict}</span></p>`
        : html`<p>
            <span class="verdict">${verdict}</span>${r ? html`, ${num(r.result)} against ${num(r.base)} / ${num(r.total)}` : nothing}
          </p>`
    }
    ${showDamage ? html`<p>${formatSum(d.terms)} damage; Life lost ${d.lifeLost}</p>` : nothing}
    ${
      showWound
        ? html`<table class="chart-row">
            <caption class="visually-hidden">
              The wound chart's row
            </caption>
            <thead>
              <tr>
                <th scope="col">Where</th>
                <th scope="col">Damage</th>
                <th scope="col">Wound</th>
                <th scope="col">Effect</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>${w.side ? `${w.side} ` : ''}${w.location}</td>
                <td>${BAND_LABELS[w.band]}</td>
                <td>${w.name}</td>
                <td>${w.effect}</td>
              </tr>
            </tbody>
          </table>`
        : nothing
    }
  </div>`;
}

/** The Treatment checks open in the rest after the fight, each passed or failed by the table. */
export function renderTreatments(draw: Draw, treatments: readonly TreatmentChoice[], send: (e: AttackRollEvent) => void): TemplateResult[] {
  const { html } = draw;
  return treatments.map(
    (t) =>
      html`<div class="treat" role="group" aria-label=${`Treatment of ${t.who}'s ${t.name}`}>
        <span>${t.who}'s ${t.name}: ${t.check}</span>
        <button
          part="button"
          ?disabled=${t.problem !== undefined}
          @click=${() => send({ type: 'treatment.given', wound: t.wound, passed: true })}
        >
          Passed
        </button>
        <button
          part="button"
          ?disabled=${t.problem !== undefined}
          @click=${() => send({ type: 'treatment.given', wound: t.wound, passed: false })}
        >
          Failed
        </button>
      </div>`,
  );
}

/** Its own styles (plain text: no Lit here), adopted by the widget's shadow root when it loads: the roll, the chart's row, a Treatment check. */
export const STYLES = `
  .roll {
    margin-block: 0.5rem 0;
    padding: 0.35rem 0.6rem;
    border: 1px dashed var(--_border);
    border-radius: var(--_radius);
  }
  .roll p {
    margin: 0.1rem 0;
    overflow-wrap: anywhere;
  }
  .roll [part~='dice-pool'] {
    margin-block-end: 0.2rem;
  }
  .verdict {
    font-weight: 700;
  }
  .chart-row {
    border-collapse: collapse;
    inline-size: 100%;
    font-size: 0.9em;
  }
  .chart-row th,
  .chart-row td {
    padding: 0.15rem 0.35rem;
    text-align: start;
    border-block-end: 1px solid var(--_border);
    vertical-align: top;
  }
  .treat {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    align-items: center;
    margin-block: 0.25rem;
  }
`;
