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
