/**
 * Words a newcomer may not know: `renderTerm('lady-luck', 'fire-level', 'fire level')` draws
 * the word as `<rb-term>`, which shows its definition from the system's glossary
 * (machines/<system>/glossary.ts) on tap, click or keyboard focus (widgets/shared/term-element.ts).
 *
 * What first paint needs is only this function: the element is a chunk of its own, imported
 * the first time a widget draws a term (the word reads as plain text until it arrives), and
 * each glossary a further chunk.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { SystemId } from '../../machines/core/procedure.js';

export type { RbTerm } from './term-element.js';

/** The ids of each system's terms (types only: nothing of the glossaries is bundled for them). */
export interface TermIds {
  'liberi-gothica': keyof typeof import('../../machines/liberi-gothica/glossary.js').GLOSSARY;
  karmic: keyof typeof import('../../machines/karmic/glossary.js').GLOSSARY;
  'lady-luck': keyof typeof import('../../machines/lady-luck/glossary.js').GLOSSARY;
  'dice-pool': keyof typeof import('../../machines/dice-pool/glossary.js').GLOSSARY;
}

let defining: Promise<unknown> | undefined;

/** Imports the element once (again after a failed load, e.g. offline). */
function defineTerm(): void {
  if (defining || customElements.get('rb-term')) return;
  defining = import('./term-element.js').catch(() => {
    defining = undefined;
  });
}

/**
 * A word from a system's glossary, showing its definition on tap or focus. `text` is the word
 * as the sentence reads it ("Fire level", "your Vitality"); by default the id with spaces.
 * `rulesBase` is the widget's `rules-base`, for the rule link.
 */
export function renderTerm<S extends SystemId>(system: S, id: TermIds[S], text?: string, rulesBase?: string): TemplateResult {
  defineTerm();
  return html`<rb-term system=${system} term=${id} rules-base=${rulesBase ?? nothing}>${text ?? String(id).replace(/-/g, ' ')}</rb-term>`;
}
