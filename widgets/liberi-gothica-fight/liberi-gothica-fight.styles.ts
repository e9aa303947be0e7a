/** A whole fight's own styles: the two sides side by side, the moves as big buttons, the setup's roster. */
import { css } from 'lit';

export const liberiGothicaFightStyles = css`
  .tools {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
  }
  .rule-link {
    white-space: normal;
  }
  /* The two sides side by side where a token fits in each half; one above the other on the narrowest phones. */
  .sides {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
    gap: 0.5rem;
    margin-block-end: 0.5rem;
  }
  .sides .side-name {
    margin: 0 0 0.25rem;
    font-weight: 700;
    font-size: 0.95rem;
  }
  .sides ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.35rem;
  }
  .phase {
    margin: 0 0 0.35rem;
    font-weight: 600;
  }
  .rolls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    margin-block-end: 0.5rem;
  }
  .moves {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
  }
  .moves button {
    min-height: 44px;
    min-width: 44px;
  }
  .setup-form textarea {
    width: 100%;
    min-height: 6rem;
    box-sizing: border-box;
  }
  .setup-form label {
    display: block;
    margin-block-end: 0.5rem;
  }
  .log ol {
    padding-inline-start: 1.2rem;
  }
`;
