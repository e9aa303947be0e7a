/** A choice of the attack roll as a button, and what the parts loaded on demand draw with. */
import { html, type nothing, type TemplateResult } from 'lit';
import type { Choice } from '../../machines/liberi-gothica/attack-roll/attack-roll.choices.js';

/** A choice as a button: greyed out, with its reason listed below, when the rules refuse it. */
export function choiceButton(c: Choice, send: (c: Choice) => void): TemplateResult {
  return html`<button part="button" class=${c.primary ? 'primary' : ''} ?disabled=${c.problem !== undefined} @click=${() => send(c)}>
    ${c.label}
  </button>`;
}

/**
 * What a part loaded on demand (controls.ts, roll-view.ts, setup-form.ts) draws with: the
 * widget's own Lit, handed over. Such a part imports nothing of Lit at run time: in the embed
 * build each chunk is built whole, and a second Lit would ask for a second Trusted Types
 * policy named lit-html, which a host with a strict CSP refuses.
 */
export interface Draw {
  readonly html: typeof html;
  readonly nothing: typeof nothing;
  readonly button: typeof choiceButton;
}
