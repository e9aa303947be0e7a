/**
 * Multiple opponents' own styles: the fighters, the registers and their cards, the controls
 * of the step, the lone fighter's hand, the setup form, and what paper leaves out. The
 * frame's are baseStyles (widgets/shared/styles.ts).
 */
import { css } from 'lit';

export const severalStyles = css`
  .rule-link {
    white-space: normal;
  }
  .tools {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem 0.75rem;
    align-items: center;
  }
  .fighters {
    display: grid;
    gap: 0.4rem;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  }
  .fighter .token {
    margin: 0;
  }
  /* A fighter holding a token is drawn by the token: no box around the box. */
  .fighter:has(.token) {
    padding: 0;
    border: none;
    background: none;
  }
  /* The card the suggested move lays, highlighted as the primary control is. */
  .controls .hand button.card-button.primary .card {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
  }
  /* A narrow token: the bar's numbers go under its track rather than out of the token. */
  .fighter .bar {
    flex-wrap: wrap;
  }
  .fighter {
    min-width: 0;
    padding: 0.25rem 0.5rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_raised);
  }
  .fighter p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .fighter .line {
    font-size: 0.88em;
    color: var(--_muted);
  }
  .fighter.out {
    border-style: dashed;
  }
  .fighter.out strong {
    text-decoration: line-through;
  }
  .mini {
    display: flex;
    flex-wrap: wrap;
    gap: 0.2rem;
    align-items: center;
    margin-block-start: 0.15rem;
  }
  .mini .card,
  .registers .card {
    min-width: 1.8rem;
    height: 2.3rem;
    padding: 0 0.2rem;
    font-size: 0.95rem;
  }
  .initiative {
    margin: 0.35rem 0 0;
    padding-inline-start: 1.25rem;
    font-size: 0.9em;
    font-variant-numeric: tabular-nums;
  }
  .registers {
    list-style: none;
    margin: 0.5rem 0 0;
    padding: 0;
    display: grid;
    gap: 0.4rem;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  }
  .register {
    min-width: 0;
    padding: 0.25rem 0.45rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  .register.now {
    border-color: var(--_accent);
    box-shadow: inset 0 0 0 1px var(--_accent);
  }
  .register .head {
    margin: 0 0 0.15rem;
    font-size: 0.9em;
    color: var(--_muted);
  }
  .register .head strong {
    color: var(--_text);
  }
  .slot {
    display: flex;
    gap: 0.35rem;
    align-items: center;
    min-width: 0;
    margin-block: 0.15rem;
    font-size: 0.9em;
  }
  .slot .what {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .arithmetic {
    margin: 0.2rem 0 0;
    padding-block-start: 0.2rem;
    border-block-start: 1px solid var(--_border);
    font-size: 0.85em;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  .arithmetic p {
    margin: 0;
  }
  .controls {
    margin-block-start: 0.5rem;
    padding: 0.4rem 0.55rem;
    border: 1px solid var(--_accent);
    border-radius: var(--_radius);
  }
  .prompt {
    margin: 0 0 0.35rem;
    font-weight: 600;
  }
  .prompt::before {
    content: '▶ ';
    color: var(--_accent);
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 0.6rem;
    align-items: center;
  }
  .row + .row,
  .row + .hand,
  .controls .hand + .row,
  .row + .refusals {
    margin-block-start: 0.4rem;
  }
  .declare label {
    display: inline-flex;
    gap: 0.3rem;
    align-items: center;
    min-width: 0;
    max-inline-size: 100%;
  }
  .declare select {
    min-width: 0;
    max-inline-size: 100%;
    flex: 1 1 auto;
  }
  /* The hand and what closes the register share a row where there is room (a laptop's column). */
  .lay {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 0.8rem;
    align-items: center;
    margin-block-start: 0.4rem;
  }
  .lay > .row,
  .lay > .hand {
    margin-block-start: 0;
  }
  .lay > * {
    min-inline-size: 0;
    max-inline-size: 100%;
  }
  .lay > .declare {
    flex-basis: 100%;
  }
  .controls .hand {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    align-items: center;
  }
  .controls .hand button.card-button {
    padding: 0;
    border: none;
    background: none;
    min-height: 0;
    border-radius: 0.3rem;
  }
  .controls .hand button.card-button:hover .card {
    transform: translateY(-2px);
    border-color: var(--_accent);
  }
  .refusals {
    font-size: 0.9em;
    color: var(--_muted);
  }
  .refusals summary {
    cursor: pointer;
  }
  .refusals ul {
    margin: 0.2rem 0 0;
  }
  .setup-form {
    display: grid;
    gap: 0.4rem;
  }
  .setup-form label {
    display: grid;
    gap: 0.15rem;
    min-width: 0;
  }
  .setup-form input[type='text'] {
    inline-size: 100%;
    min-inline-size: 0;
    max-inline-size: 100%;
  }
  .setup-form .row {
    align-items: end;
  }
  .setup-form input[type='number'] {
    inline-size: 8rem;
  }
  details > :not(summary) {
    box-sizing: border-box;
  }
  @media print {
    .register {
      break-inside: avoid;
    }
    .refusals,
    .declare,
    .examples {
      display: none;
    }
  }
`;
