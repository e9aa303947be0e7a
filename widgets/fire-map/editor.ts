/**
 * The chosen Area's editor, in the fire map's table setup: its name, its five qualities, who
 * stands in it, and a form to place a creature there. Loaded only when a reader opens the
 * table setup, so it imports nothing at run time (the standalone embed would otherwise split
 * Lit and the rules into a chunk the widget itself needs): the widget hands it Lit's `html`,
 * the choices each quality offers, and what to do with each change. It decides no rule:
 * every change goes back to the widget, which asks the machine.
 */
import type { html as litHtml, nothing as litNothing, TemplateResult } from 'lit';
import type { Area } from '../../machines/lady-luck/areas.js';
import type { Creature } from '../../machines/lady-luck/area-map.js';

/** A select's options: [value, words]. */
export type Choices = readonly (readonly [string, string])[];

export interface EditorKit {
  readonly html: typeof litHtml;
  readonly nothing: typeof litNothing;
  /** What each quality may be, in words, and the sizes a creature may have. */
  readonly choices: {
    readonly fire: Choices;
    readonly flam: Choices;
    readonly wet: Choices;
    readonly light: Choices;
    readonly cover: Choices;
    readonly oil: Choices;
    readonly size: Choices;
  };
}

export interface EditorView {
  readonly area: Area;
  /** The Area's name, else its id. */
  readonly label: string;
  /** Each quality's current value, as its select names it. */
  readonly values: {
    readonly fire: string;
    readonly flam: string;
    readonly wet: string;
    readonly light: string;
    readonly cover: string;
    readonly oil: string;
  };
  /** Who stands in it. */
  readonly here: readonly Creature[];
  readonly renameProblem: string;
  readonly placeProblem: string;
  readonly placeKind: 'pc' | 'npc';
}

export interface EditorActions {
  /** A quality's select changed: its name (`fire`, `flam`…) and the value chosen. */
  quality(name: keyof EditorView['values'], value: string): void;
  rename(e: SubmitEvent): void;
  place(e: SubmitEvent): void;
  remove(creature: Creature): void;
  kind(kind: 'pc' | 'npc'): void;
}

const QUALITIES = [
  ['fire', 'Fire level'],
  ['flam', 'Flammability'],
  ['wet', 'Wetness'],
  ['light', 'Brightness'],
  ['cover', 'Obscurity'],
  ['oil', 'Oil on the water'],
] as const;

export function renderEditor({ html, nothing, choices }: EditorKit, v: EditorView, on: EditorActions): TemplateResult {
  const { area, label } = v;
  return html`<div class="editor" part="editor">
    <p class="editor-title">${label}${area.name !== undefined ? ` (${area.id})` : ''}: choose another Area on the map to edit it.</p>
    <form class="inline-form" aria-label="Name ${label}" @submit=${(e: SubmitEvent) => on.rename(e)}>
      <label>Name <input name="area-name" autocomplete="off" maxlength="40" .value=${area.name ?? ''} placeholder=${area.id} /></label>
      <button part="button" type="submit">Rename</button>
      ${v.renameProblem ? html`<p class="note" role="alert">${v.renameProblem}</p>` : nothing}
    </form>
    <div class="qualities">
      ${QUALITIES.map(
        ([name, text]) =>
          html`<label for="q-${name}">${text}</label>
            <select id="q-${name}" name=${name} @change=${(e: Event) => on.quality(name, (e.target as HTMLSelectElement).value)}>
              ${choices[name].map(([value, words]) => html`<option value=${value} ?selected=${value === v.values[name]}>${words}</option>`)}
            </select>`,
      )}
    </div>
    ${
      v.here.length > 0
        ? html`<ul class="creatures" aria-label="In ${label}">
            ${v.here.map(
              (c) =>
                html`<li>
                  <span class=${c.alive ? '' : 'dead'}>${c.name}</span>
                  <button part="button" @click=${() => on.remove(c)}>Remove<span class="visually-hidden"> ${c.name}</span></button>
                </li>`,
            )}
          </ul>`
        : nothing
    }
    <form class="place-form" part="place-form" aria-label="Place a creature in ${label}" @submit=${(e: SubmitEvent) => on.place(e)}>
      <label>Name <input name="name" required autocomplete="off" /></label>
      <label
        >Size
        <select name="size">
          ${choices.size.map(([value, words]) => html`<option value=${value} ?selected=${value === '1'}>${words}</option>`)}
        </select>
      </label>
      <label
        >Kind
        <select name="kind" @change=${(e: Event) => on.kind((e.target as HTMLSelectElement).value === 'npc' ? 'npc' : 'pc')}>
          <option value="pc" ?selected=${v.placeKind === 'pc'}>PC</option>
          <option value="npc" ?selected=${v.placeKind === 'npc'}>NPC</option>
        </select>
      </label>
      <label>Defense <input name="defense" type="number" min="0" max="20" placeholder="by size" /></label>
      ${
        v.placeKind === 'pc'
          ? html`<label>Constitution <input name="con" type="number" min="-10" max="10" value="0" /></label>`
          : html`<label>Injury limit <input name="limit" type="number" min="0" max="20" value="1" /></label>`
      }
      <button part="button" type="submit">Place</button>
      ${v.placeProblem ? html`<p class="note" role="alert">${v.placeProblem}</p>` : nothing}
    </form>
  </div>`;
}
