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
  /* One row a fighter: its token (with the card in front of it and its hand fanned beside),
     its buttons at the end; in the turn order its place first and its reason under it. */
  .row {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: 'token act';
    gap: 0.25rem 0.5rem;
    align-items: center;
    min-width: 0;
  }
  /* Every row's buttons in one column, so the tokens line up. */
  .rows:not(.order) {
    grid-template-columns: minmax(0, 1fr) auto;
  }
  .rows:not(.order) > .row {
    grid-column: 1 / -1;
    grid-template-columns: subgrid;
  }
  .row > .token {
    grid-area: token;
    min-width: 0;
  }
  .in-front {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 0.2rem 0.9rem;
    min-width: 0;
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
    display: flex;
    align-items: flex-end;
    min-block-size: 2.2rem;
    padding-block-end: 0.2rem;
  }
  .slot .none {
    color: var(--_muted);
    font-size: 0.85em;
  }
  .act {
    grid-area: act;
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
    justify-content: end;
  }
  /* A hand beside the card on the table: a little smaller than a card played. */
  .hand {
    --_card-w: 2.8rem;
    --_card-h: 3.9rem;
    padding-block-start: 0.3rem;
  }
  .hand .card-button {
    min-inline-size: 2.8rem;
    min-block-size: 2.8rem;
  }
  .hand .card-button.primary {
    border: 0;
    background: none;
    box-shadow: none;
  }
  .hand .card-button.primary .card {
    outline: 3px solid var(--_accent);
    outline-offset: 1px;
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
  /* The revealed order where the tokens are: place, token (its card turned up), why. */
  .order .row {
    grid-template-columns: 1.6rem minmax(0, 1fr);
    grid-template-areas: 'place token' '. reason';
  }
  .order .place {
    grid-area: place;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    text-align: center;
  }
  .order .reason {
    grid-area: reason;
    color: var(--_muted);
    font-size: 0.85em;
  }
  /* Who has acted reads muted; the cards keep their own colours (a row at reduced opacity
     let the dark page show through a red card: contrast 3.2 in the dark theme). */
  .order .row.done .token {
    color: var(--_muted);
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
  /* Narrow widgets: the buttons under the token. */
  @container rb (max-width: 30rem) {
    .rows:not(.order) {
      grid-template-columns: minmax(0, 1fr);
    }
    .row {
      grid-template-columns: minmax(0, 1fr);
      grid-template-areas: 'token' 'act';
    }
    .act {
      justify-content: start;
    }
  }
  @media print {
    .row {
      break-inside: avoid;
    }
  }
`;
