/**
 * The attack roll's "Table setup" form: each fighter in words, the distance, the seed and the
 * Treatment ruling, as the attributes the widget reads. Loaded only when a reader opens the
 * setup (a chunk of its own in the embed build). Every value is checked by the procedure's own
 * setup parser (attack-roll.setup.ts) once the widget applies it, so a bad value gets the same
 * message as a bad attribute.
 */
import type { TemplateResult } from 'lit';
import { TREATMENT_WHEN, type AttackRollInput } from '../../machines/liberi-gothica/attack-roll/attack-roll.context.js';
import {
  DEFAULT_ATTACKER,
  DEFAULT_DEFENDER,
  DEFAULT_DISTANCE,
  FIGHTER_WORDS,
} from '../../machines/liberi-gothica/attack-roll/attack-roll.setup.js';
import { WEAPON_NAMES } from '../../machines/liberi-gothica/attack-roll/attack-roll.rules.js';
import type { Draw } from './choice-button.js';

/** What the form reads and sets on its widget: the attributes it applies, and a fresh table. */
export interface SetupHost {
  attacker: string | null;
  defender: string | null;
  distance: string | null;
  seed: string | null;
  treatment: string | null;
  reset(): void;
}

export function renderSetupForm(draw: Draw, host: SetupHost, input: AttackRollInput): TemplateResult {
  const { html } = draw;
  return html`<form class="setup-form" @submit=${(e: SubmitEvent) => applySetup(host, e)}>
    <p class="note">
      Each fighter in words and numbers, the same words for both; a new table starts when you apply them. The words: ${FIGHTER_WORDS}
      (weapons joined by +: ${[...WEAPON_NAMES.keys()].filter((w) => !/\+[2-9]|\+10/.test(w)).join(', ')} … colossal+10; armor and shield as
      P or P/R).
    </p>
    <label>Attacker <input type="text" name="attacker" .value=${host.attacker ?? DEFAULT_ATTACKER} /></label>
    <label>Defender <input type="text" name="defender" .value=${host.defender ?? DEFAULT_DEFENDER} /></label>
    <div class="row">
      <label
        >Feet apart <input type="number" name="distance" min="0" max="500" .value=${host.distance ?? String(DEFAULT_DISTANCE)}
      /></label>
      <label>Seed <input type="number" name="seed" min="0" max="4294967295" .value=${host.seed ?? String(input.seed)} /></label>
      <label
        >Treatment
        <select name="treatment">
          ${TREATMENT_WHEN.map(
            (t) =>
              html`<option value=${t} ?selected=${t === (input.rules?.treatment ?? 'in-the-fight')}>
                ${t === 'in-the-fight' ? 'in the fight (the book)' : 'after the fight'}
              </option>`,
          )}
        </select></label
      >
      <button part="button" type="submit">Start this table</button>
    </div>
  </form>`;
}

function applySetup(host: SetupHost, e: SubmitEvent): void {
  e.preventDefault();
  const data = new FormData(e.target as HTMLFormElement);
  const text = (k: string) => String(data.get(k) ?? '');
  const next = {
    attacker: text('attacker'),
    defender: text('defender'),
    distance: text('distance'),
    seed: text('seed'),
    treatment: text('treatment'),
  };
  const same =
    next.attacker === host.attacker &&
    next.defender === host.defender &&
    next.distance === host.distance &&
    next.seed === host.seed &&
    next.treatment === (host.treatment ?? 'in-the-fight');
  Object.assign(host, next);
  // Nothing changed: still a fresh table, as the button says.
  if (same) host.reset();
}

/** Its own styles (plain text: no Lit here), adopted by the widget's shadow root when it loads. */
export const STYLES = `
  .setup-form {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.4rem;
  }
  .setup-form label {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.15rem;
  }
  .setup-form input[type='text'] {
    inline-size: 100%;
    min-inline-size: 0;
    max-inline-size: 100%;
  }
  .setup-form .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: end;
  }
  .setup-form input[type='number'] {
    inline-size: 7rem;
  }
`;
