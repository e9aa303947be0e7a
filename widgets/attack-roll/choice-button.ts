/** A choice of the attack roll as a button, shared by the widget and its controls loaded on demand (controls.ts). */
import { html, type TemplateResult } from 'lit';
import type { Choice } from '../../machines/liberi-gothica/attack-roll/attack-roll.choices.js';

/** A choice as a button: greyed out, with its reason listed below, when the rules refuse it. */
export function choiceButton(c: Choice, send: (c: Choice) => void): TemplateResult {
  return html`<button part="button" class=${c.primary ? 'primary' : ''} ?disabled=${c.problem !== undefined} @click=${() => send(c)}>
    ${c.label}
  </button>`;
}
