/**
 * <rb-initiative-deal>'s own styles: the table's rows (who, the card on the table, the hand,
 * its buttons), the joker's rank choice, the revealed order, the odds of an open hand and
 * the roster form. The frame's are baseStyles (widgets/shared/styles.ts).
 */
import { css } from 'lit';

export const initiativeDealStyles = css`
  .tools {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
  }
  /* A ruling's long link title wraps rather than pushing the widget wider. */
  .rule-link {
    white-space: normal;
  }
  .rows {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.35rem;
  }
  /* One row a seat: who, the card on the table, the hand, its buttons. */
  .row {
    display: grid;
    grid-template-columns: minmax(7rem, 10rem) 3.4rem minmax(0, 1fr) auto;
    grid-template-areas: 'who slot hand act';
    gap: 0.25rem 0.6rem;
    align-items: center;
    padding: 0.3rem 0.5rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_raised);
    min-width: 0;
  }
  .who {
    grid-area: who;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .who .kind {
    display: block;
    color: var(--_muted);
    font-size: 0.85em;
  }
  .seated {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
  }
  .seated li {
    padding: 0.2rem 0.55rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_raised);
  }
  .seated .kind,
  .roster .kind {
    color: var(--_muted);
    font-size: 0.9em;
  }
  /* A fixed card named in a line: a small card face, its colours on the card's own background. */
  .mini {
    display: inline-block;
    padding: 0 0.25rem;
    border: 1px solid var(--_border);
    border-radius: 0.2rem;
    background: var(--_card-bg);
    font-weight: 700;
    color: var(--_card-black);
  }
  .mini.red {
    color: var(--_card-red);
  }
  .slot {
    grid-area: slot;
    display: flex;
    justify-content: center;
  }
  .slot .none {
    color: var(--_muted);
    font-size: 0.85em;
    text-align: center;
  }
  .hand-cell {
    grid-area: hand;
    min-width: 0;
  }
  .act {
    grid-area: act;
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
    justify-content: end;
  }
  .hand {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
    align-items: center;
  }
  .hand .card {
    min-width: 2.3rem;
    height: 3rem;
    font-size: 1rem;
  }
  .hand button.card-button {
    padding: 0;
    border: none;
    background: none;
    min-height: 0;
    border-radius: 0.3rem;
  }
  .hand button.card-button:hover .card {
    transform: translateY(-2px);
    border-color: var(--_accent);
  }
  .count {
    color: var(--_muted);
    font-size: 0.9em;
  }
  .joker {
    grid-column: 1 / -1;
    padding: 0.35rem 0.5rem;
    border: 1px solid var(--_accent);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  .joker p {
    margin: 0 0 0.3rem;
    font-weight: 600;
  }
  .ranks {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
  }
  .ranks button {
    min-width: 2.4rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  /* The revealed order: place, card, who, why; the one acting now marked. */
  .order {
    counter-reset: none;
  }
  .order .row {
    grid-template-columns: 2rem 3.4rem minmax(0, 1fr);
    grid-template-areas: 'place slot who';
  }
  .order .place {
    grid-area: place;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    text-align: center;
  }
  .order .who {
    grid-area: who;
  }
  .order .reason {
    display: block;
    color: var(--_muted);
    font-size: 0.85em;
  }
  .order .row.acting {
    border-color: var(--_accent);
    box-shadow: inset 4px 0 0 var(--_accent);
    background: color-mix(in srgb, var(--_accent) 10%, var(--_surface));
  }
  /* Who has acted reads muted; the cards keep their own colours (a row at reduced opacity
     let the dark page show through a red card: contrast 3.2 in the dark theme). */
  .order .row.done {
    color: var(--_muted);
  }
  .now-tag {
    display: inline-block;
    margin-inline-start: 0.4rem;
    padding: 0 0.4rem;
    border-radius: 1rem;
    background: var(--_accent);
    color: var(--_on-accent);
    font-size: 0.8em;
    font-weight: 600;
  }
  .waiting-out {
    margin: 0.35rem 0 0;
    color: var(--_muted);
    font-size: 0.9em;
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    margin-block: 0.6rem 0;
  }
  .controls .note {
    margin: 0;
  }
  .hand-odds table {
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
    font-size: 0.9em;
  }
  .hand-odds th,
  .hand-odds td {
    padding: 0.1rem 0.45rem;
    text-align: end;
    border-block-end: 1px solid var(--_border);
  }
  .hand-odds th[scope='row'] {
    text-align: start;
  }
  .hand-odds .scroll {
    overflow-x: auto;
  }
  .roster {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.25rem;
  }
  .roster li {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.6rem;
    align-items: center;
    justify-content: space-between;
  }
  .add-form {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: end;
    margin-block-start: 0.6rem;
  }
  .add-form label {
    display: grid;
    gap: 0.15rem;
    font-size: 0.9em;
  }
  .add-form input[name='name'] {
    width: 10rem;
    max-width: 100%;
  }
  .add-form input[name='card'] {
    width: 5rem;
  }
  .setup-body > .note:first-child {
    margin-block-start: 0;
  }
  .show-all input {
    min-height: 0;
    inline-size: 1.05rem;
    block-size: 1.05rem;
    margin: 0 0.35rem 0 0;
    vertical-align: -0.15rem;
  }
  /* Narrow widgets: who and the card on one line, the hand and its buttons below. */
  @container rb (max-width: 30rem) {
    .row {
      grid-template-columns: minmax(0, 1fr) auto;
      grid-template-areas: 'who slot' 'hand hand' 'act act';
    }
    .slot {
      justify-content: end;
    }
    .act {
      justify-content: start;
    }
    .order .row {
      grid-template-columns: 1.6rem 3.4rem minmax(0, 1fr);
      grid-template-areas: 'place slot who';
    }
  }
  @media print {
    .row {
      break-inside: avoid;
    }
  }
`;
