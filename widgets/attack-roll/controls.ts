/**
 * The controls of a fighter's turn that need more than a button: the lethal blow (where, which
 * side, which wound, whether meant to kill), an ability of some actions, and the groups of
 * minions the next order goes to. Each is a labelled group of native controls, usable by
 * keyboard; the choices and their refusals come from machines/ (attack-roll.choices.ts).
 * Loaded on demand, a chunk of its own in the embed build: a fresh table's first turn shows
 * none of them until "More actions" is opened (or a side leads more than one group of minions).
 */
import type { TemplateResult } from 'lit';
import type { WoundPick } from '../../machines/liberi-gothica/attack-roll/attack-roll.context.js';
import { LOCATIONS } from '../../machines/liberi-gothica/attack-roll/attack-roll.context.js';
import { ABILITY_ACTIONS, lethalWoundOptions, type Choice } from '../../machines/liberi-gothica/attack-roll/attack-roll.choices.js';
import type { Location } from '../../machines/liberi-gothica/wounds.js';
import type { Draw } from './choice-button.js';

/** What the controls read and set on their widget. */
export interface TurnControls {
  _location: Location;
  _side: 'left' | 'right';
  _wound: WoundPick;
  _fatal: boolean;
  _abilityActions: number;
  _groups: readonly number[];
}

/** A wound picked in the lethal blow's list: an entry's place in its chart, or the one the damage reaches. */
function readPick(value: string): WoundPick {
  return value === 'as-dealt' ? 'as-dealt' : Number(value);
}

export function renderLethal(draw: Draw, host: TurnControls, lethal: Choice, send: (c: Choice) => void): TemplateResult {
  const { html, nothing, button } = draw;
  const limb = host._location === 'legs' || host._location === 'arms';
  return html`<div class="lethal" role="group" aria-label="Lethal blow">
    <label
      >Lethal blow to the
      <select
        @change=${(e: Event) => {
          host._location = (e.target as HTMLSelectElement).value as Location;
          host._wound = 'as-dealt';
        }}
      >
        ${LOCATIONS.map((l) => html`<option value=${l} ?selected=${l === host._location}>${l}</option>`)}
      </select></label
    >
    ${
      limb
        ? html`<label
            >side
            <select @change=${(e: Event) => (host._side = (e.target as HTMLSelectElement).value as 'left' | 'right')}>
              ${(['right', 'left'] as const).map((x) => html`<option value=${x} ?selected=${x === host._side}>${x}</option>`)}
            </select></label
          >`
        : nothing
    }
    <label
      >wound
      <select @change=${(e: Event) => (host._wound = readPick((e.target as HTMLSelectElement).value))}>
        ${lethalWoundOptions(host._location).map(
          (o) => html`<option value=${String(o.value)} ?selected=${o.value === host._wound}>${o.label}</option>`,
        )}
      </select></label
    >
    <label
      ><input
        type="checkbox"
        .checked=${host._fatal}
        @change=${(e: Event) => (host._fatal = (e.target as HTMLInputElement).checked)}
      />meant to kill</label
    >
    ${button(lethal, send)}
  </div>`;
}

export function renderAbility(draw: Draw, host: TurnControls, ability: Choice, send: (c: Choice) => void): TemplateResult {
  const { html, button } = draw;
  const going = ability.event.type === 'ability.worked' && ability.label.startsWith('Go on');
  return html`<div class="ability" role="group" aria-label="Ability">
    <label
      >Ability of
      <select ?disabled=${going} @change=${(e: Event) => (host._abilityActions = Number((e.target as HTMLSelectElement).value))}>
        ${ABILITY_ACTIONS.map((n) => html`<option value=${n} ?selected=${n === host._abilityActions}>${n}</option>`)}
      </select>
      actions</label
    >
    ${button(ability, send)}
  </div>`;
}

export function renderGroups(
  draw: Draw,
  host: TurnControls,
  groups: readonly { readonly index: number; readonly label: string; readonly order: string }[],
): TemplateResult {
  const { html } = draw;
  const toggle = (index: number, on: boolean) => {
    const rest = host._groups.filter((g) => g !== index);
    host._groups = on ? [...rest, index].sort((a, b) => a - b) : rest;
  };
  return html`<fieldset class="groups">
    <legend>The next order goes to</legend>
    ${groups.map(
      (g) =>
        html`<label
          ><input
            type="checkbox"
            .checked=${host._groups.includes(g.index)}
            @change=${(e: Event) => toggle(g.index, (e.target as HTMLInputElement).checked)}
          />${g.label} (${g.order})</label
        >`,
    )}
  </fieldset>`;
}

/** Its own styles (plain text: no Lit here), adopted by the widget's shadow root when it loads. */
export const STYLES = `
  .lethal {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    align-items: center;
    margin-block-start: 0.35rem;
  }
  .lethal select,
  .ability select {
    max-inline-size: 100%;
  }
  .ability,
  .groups {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    align-items: center;
    margin-block-start: 0.35rem;
  }
  .groups {
    border: 1px solid var(--_border);
    border-radius: 0.3rem;
    padding: 0.3rem 0.5rem;
    min-inline-size: 0;
  }
  .groups legend {
    font-size: 0.9em;
  }
  .groups input[type='checkbox'],
  .lethal input[type='checkbox'] {
    min-height: 0;
    inline-size: 1.05rem;
    block-size: 1.05rem;
    margin: 0 0.3rem 0 0;
    vertical-align: -0.15rem;
  }
`;
