/**
 * The aiming widget's table setup: the target (its situation, distance, called shot, size,
 * dodge or block, melee) and the weapon and shooter. Most readers never open it, so the
 * widget imports this module only when its "Table setup" is opened (a chunk of its own in
 * the embed build).
 *
 * It imports nothing at run time: the widget hands it Lit's `html` and `nothing`, a plain
 * description of every field (`SetupFormView`) and what to do on each change, so the
 * on-demand chunk shares no module with the widget's own file.
 */
import type { TemplateResult, html as litHtml, nothing as litNothing } from 'lit';

export interface Choice {
  readonly value: string;
  readonly label: string;
  readonly selected: boolean;
  readonly disabled?: boolean;
}

export interface SetupFormView {
  /** The target can change only while the shooter aims (between rounds). */
  readonly targetLocked: boolean;
  readonly movement: readonly Choice[];
  readonly others: readonly Choice[];
  readonly distance: number;
  readonly locations: readonly Choice[];
  readonly sizes: readonly Choice[];
  readonly defences: readonly Choice[];
  readonly defenceSkill: number;
  readonly awareness: number;
  readonly inMelee: boolean;
  /** Why the last change to the target was refused ('' when it was taken). */
  readonly targetProblem: string;
  readonly presets: readonly Choice[];
  readonly stats: readonly { readonly name: string; readonly label: string; readonly value: string }[];
}

export interface SetupFormHandlers {
  movement(value: string): void;
  situation(id: string, on: boolean): void;
  distance(text: string): void;
  location(value: string): void;
  size(value: string): void;
  defence(kind: string): void;
  defenceSkill(text: string): void;
  awareness(text: string): void;
  melee(on: boolean): void;
  preset(id: string): void;
  stat(name: string, text: string): void;
}

export interface FormKit {
  readonly html: typeof litHtml;
  readonly nothing: typeof litNothing;
}

const value = (e: Event) => (e.target as HTMLInputElement | HTMLSelectElement).value;
const checked = (e: Event) => (e.target as HTMLInputElement).checked;

export function renderSetupForm({ html, nothing }: FormKit, v: SetupFormView, on: SetupFormHandlers): TemplateResult {
  const options = (choices: readonly Choice[]) =>
    choices.map((c) => html`<option value=${c.value} .selected=${c.selected} ?disabled=${c.disabled ?? false}>${c.label}</option>`);
  return html`<div class="setup-form">
    <fieldset class="group" ?disabled=${v.targetLocked}>
      <legend>The target${v.targetLocked ? ' (changes between rounds of aiming)' : ''}</legend>
      <fieldset class="choices-row">
        <legend>Moving</legend>
        ${v.movement.map(
          (m) => html`<label class="check"><input type="radio" name="movement" value=${m.value} .checked=${m.selected} @change=${() => on.movement(m.value)} />${m.label}</label>`,
        )}
      </fieldset>
      <fieldset class="choices-row">
        <legend>Also</legend>
        ${v.others.map(
          (s) => html`<label class="check"><input type="checkbox" name=${s.value} .checked=${s.selected} @change=${(e: Event) => on.situation(s.value, checked(e))} />${s.label}</label>`,
        )}
      </fieldset>
      <div class="fields">
        <label>Distance (yards)
          <input type="number" name="distance" min="0" step="1" inputmode="decimal" .value=${String(v.distance)} @change=${(e: Event) => on.distance(value(e))} /></label>
        <label>Called shot <select name="location" @change=${(e: Event) => on.location(value(e))}>${options(v.locations)}</select></label>
        <label>Size <select name="size" @change=${(e: Event) => on.size(value(e))}>${options(v.sizes)}</select></label>
        <label>Against missiles <select name="defence" @change=${(e: Event) => on.defence(value(e))}>${options(v.defences)}</select></label>
        <label>Dodge or shield skill
          <input type="number" name="defence-skill" min="0" max="10" step="1" .value=${String(v.defenceSkill)} @change=${(e: Event) => on.defenceSkill(value(e))} /></label>
        <label>Awareness (dodge)
          <input type="number" name="awareness" min="-10" max="10" step="1" .value=${String(v.awareness)} @change=${(e: Event) => on.awareness(value(e))} /></label>
      </div>
      <label class="check"><input type="checkbox" name="melee" .checked=${v.inMelee} @change=${(e: Event) => on.melee(checked(e))} />In a melee</label>
      ${v.targetProblem ? html`<p class="problem" part="problem" role="alert">That change to the target was not made: ${v.targetProblem}.</p>` : nothing}
    </fieldset>
    <fieldset class="group">
      <legend>Weapon and shooter (a change starts a new table)</legend>
      <div class="fields">
        <label>Weapon <select name="weapon" @change=${(e: Event) => on.preset(value(e))}>${options(v.presets)}</select></label>
        ${v.stats.map(
          (s) => html`<label>${s.label}
            <input name=${s.name} .value=${s.value} inputmode="numeric" autocomplete="off" @change=${(e: Event) => on.stat(s.name, value(e))} /></label>`,
        )}
      </div>
    </fieldset>
  </div>`;
}
