/**
 * The aiming widget's table setup: the target (its situation, distance, called shot, size,
 * dodge or block, melee) and the weapon and shooter. Most readers never open it, so the
 * widget imports this module only when its "Table setup" is opened (a chunk of its own in
 * the embed build), with its styles.
 *
 * It imports nothing at run time: the widget hands it Lit's `html` and `nothing`, the tables
 * it lists (the same ones the machine reads) and the table it edits, so the on-demand chunk
 * shares no module with the widget's own file. It decides no rule: a target change is sent
 * to the machine, which takes it or says why not; a weapon change, or the table's ruling on
 * which card a shot uses, sets an attribute, which starts a new table.
 */
import type { TemplateResult, html as litHtml, nothing as litNothing } from 'lit';
import type { DefenceKind, Target } from '../../machines/karmic/ranged-shot.js';
import type { CreatureSize, HitLocation, Situation, SituationRow } from '../../machines/karmic/ranged-tables.js';
import type { RangedWeapon } from '../../machines/karmic/ranged-shot.js';
import type { AimedCard, AimingContext } from '../../machines/karmic/aiming/aiming.context.js';

/** What the form needs from the widget's bundle: Lit's template tag, and the tables the machine reads. */
export interface FormKit {
  readonly html: typeof litHtml;
  readonly nothing: typeof litNothing;
  readonly signed: (n: number) => string;
  readonly SITUATIONS: readonly SituationRow[];
  readonly MOVEMENT: readonly Situation[];
  readonly HIT_LOCATION_LABELS: Readonly<Record<HitLocation, string>>;
  readonly CREATURE_SIZE_LABELS: Readonly<Record<CreatureSize, string>>;
  readonly canCallShot: (location: HitLocation, size: CreatureSize) => boolean;
  readonly WEAPON_PRESETS: Readonly<Record<string, RangedWeapon>>;
}

/** The table the form edits, and how it edits it. */
export interface FormHost {
  readonly context: AimingContext;
  /** The target changes only while the shooter aims (between rounds). */
  readonly targetLocked: boolean;
  /** The weapon attribute's preset (spear unless set). */
  readonly preset: string;
  /** Why the last change to the target was refused ('' when it was taken). */
  readonly targetProblem: string;
  changeTarget(change: Partial<Target>): void;
  choosePreset(id: string): void;
  /** A weapon or shooter attribute, by property name. */
  setStat(name: string, text: string): void;
}

export const WEAPON_STATS = [
  'aim',
  'range',
  'force',
  'maneuvers',
  'edge',
  'maxDamage',
  'hands',
  'skill',
  'finesse',
  'armourFinesse',
] as const;
const STAT_LABELS = [
  'Aim',
  'Range (yards)',
  'Force',
  'Max. maneuvers',
  'Edge',
  'Max. damage',
  'Hands',
  'Skill',
  'Finesse',
  'Armour finesse',
];
const SIGNED = new Set(['force', 'edge', 'finesse', 'armourFinesse']);
/** The ranged combat page's table ruling on which card of the row a shot uses (the seed's words first). */
const AIMED_CARD_CHOICES: readonly [AimedCard, string][] = [
  ['best', 'the best card showing (the rules)'],
  ['any', 'any card of the row (table ruling)'],
];
const DEFENCES: readonly [DefenceKind, string][] = [
  ['none', 'Neither'],
  ['dodge', 'Dodges'],
  ['block', 'Blocks with a shield'],
];

/** The form's own styles, adopted by the widget's shadow root when the form loads. */
export const SETUP_CSS = `
.setup-form { display: grid; gap: 0.6rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr)); align-items: start; }
.setup-form .group { min-width: 0; margin: 0; padding: 0.4rem 0.6rem; border: 1px solid var(--_border); border-radius: var(--_radius); display: grid; gap: 0.4rem; }
.setup-form .group > legend { font-weight: 600; padding-inline: 0.25rem; }
.setup-form .choices-row { min-width: 0; border: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.2rem 0.8rem; }
.setup-form .choices-row legend { font-size: 0.9em; padding: 0; margin-block-end: 0.1rem; }
.setup-form .fields { display: grid; gap: 0.4rem 0.7rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 7rem), 1fr)); }
.setup-form .fields label { display: grid; gap: 0.1rem; font-size: 0.9em; min-width: 0; }
.setup-form .fields input, .setup-form .fields select { inline-size: 100%; min-width: 0; }
.setup-form .check { display: inline-flex; gap: 0.35rem; align-items: center; }
.setup-form input[type='checkbox'], .setup-form input[type='radio'] { min-height: 0; inline-size: 1.05rem; block-size: 1.05rem; margin: 0; }
`;

const value = (e: Event) => (e.target as HTMLInputElement | HTMLSelectElement).value;
const checked = (e: Event) => (e.target as HTMLInputElement).checked;
const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(/^\u2212/, '-')));

export function renderSetupForm(kit: FormKit, host: FormHost): TemplateResult {
  const { html, nothing, SITUATIONS, MOVEMENT } = kit;
  const { weapon: w, shooter: s, target: t } = host.context;
  const movement = t.situations.find((x) => MOVEMENT.includes(x)) ?? 'none';
  const others = t.situations.filter((x) => !MOVEMENT.includes(x));
  const defence = (change: Partial<Target['defence']>) => host.changeTarget({ defence: { ...t.defence, ...change } });
  const option = (v: string, label: string, selected: boolean, disabled = false) =>
    html`<option value=${v} .selected=${selected} ?disabled=${disabled}>${label}</option>`;
  const rate = w.rate.turns === 1 ? String(w.rate.shots) : `${w.rate.shots}/${w.rate.turns}`;
  const stats: Record<(typeof WEAPON_STATS)[number], number | string> = {
    aim: w.aim,
    range: w.range,
    force: w.force,
    maneuvers: rate,
    edge: w.edge,
    maxDamage: w.maxDamage,
    hands: w.hands,
    skill: s.skill,
    finesse: s.finesse,
    armourFinesse: s.armourFinesse,
  };
  return html`<div class="setup-form">
    <fieldset class="group" ?disabled=${host.targetLocked}>
      <legend>The target${host.targetLocked ? ' (changes between rounds of aiming)' : ''}</legend>
      <fieldset class="choices-row">
        <legend>Moving</legend>
        ${(['none', ...MOVEMENT] as const).map(
          (m) =>
            html`<label class="check"
              ><input
                type="radio"
                name="movement"
                value=${m}
                .checked=${movement === m}
                @change=${() => host.changeTarget({ situations: [...(m === 'none' ? [] : [m]), ...others] })}
              />${m === 'none' ? 'Not stated' : SITUATIONS.find((x) => x.id === m)!.label}</label
            >`,
        )}
      </fieldset>
      <fieldset class="choices-row">
        <legend>Also</legend>
        ${SITUATIONS.filter((x) => !MOVEMENT.includes(x.id)).map(
          (x) =>
            html`<label class="check"
              ><input
                type="checkbox"
                name=${x.id}
                .checked=${others.includes(x.id)}
                @change=${(e: Event) => host.changeTarget({ situations: [...t.situations.filter((y) => y !== x.id), ...(checked(e) ? [x.id] : [])] })}
              />${x.label}</label
            >`,
        )}
      </fieldset>
      <div class="fields">
        <label
          >Distance (yards)
          <input
            type="number"
            name="distance"
            min="0"
            step="1"
            inputmode="decimal"
            .value=${String(t.distance)}
            @change=${(e: Event) => host.changeTarget({ distance: number(value(e)) })}
        /></label>
        <label
          >Called shot
          <select name="location" @change=${(e: Event) => host.changeTarget({ location: value(e) as HitLocation })}>
            ${(Object.keys(kit.HIT_LOCATION_LABELS) as HitLocation[]).map((l) => {
              const allowed = kit.canCallShot(l, t.size);
              return option(l, `${kit.HIT_LOCATION_LABELS[l]}${allowed ? '' : ' (not allowed)'}`, t.location === l, !allowed);
            })}
          </select></label
        >
        <label
          >Size
          <select name="size" @change=${(e: Event) => host.changeTarget({ size: value(e) as CreatureSize })}>
            ${(Object.keys(kit.CREATURE_SIZE_LABELS) as CreatureSize[]).map((z) => option(z, kit.CREATURE_SIZE_LABELS[z], t.size === z))}
          </select></label
        >
        <label
          >Against missiles
          <select name="defence" @change=${(e: Event) => defence({ kind: value(e) as DefenceKind })}>
            ${DEFENCES.map(([k, label]) => option(k, label, t.defence.kind === k))}
          </select></label
        >
        <label
          >Dodge or shield skill
          <input
            type="number"
            name="defence-skill"
            min="0"
            max="10"
            step="1"
            .value=${String(t.defence.skill)}
            @change=${(e: Event) => defence({ skill: number(value(e)) })}
        /></label>
        <label
          >Awareness (dodge)
          <input
            type="number"
            name="awareness"
            min="-10"
            max="10"
            step="1"
            .value=${String(t.defence.awareness)}
            @change=${(e: Event) => defence({ awareness: number(value(e)) })}
        /></label>
      </div>
      <label class="check"
        ><input type="checkbox" name="melee" .checked=${t.inMelee} @change=${(e: Event) => host.changeTarget({ inMelee: checked(e) })} />In
        a melee</label
      >
      ${host.targetProblem ? html`<p class="problem" part="problem" role="alert">That change to the target was not made: ${host.targetProblem}.</p>` : nothing}
    </fieldset>
    <fieldset class="group">
      <legend>Weapon and shooter (a change starts a new table)</legend>
      <div class="fields">
        <label
          >Weapon
          <select name="weapon" @change=${(e: Event) => host.choosePreset(value(e))}>
            ${Object.entries(kit.WEAPON_PRESETS).map(([id, p]) => option(id, p.name, host.preset === id))}
          </select></label
        >
        ${WEAPON_STATS.map((k, i) => {
          const v = stats[k];
          return html`<label
            >${STAT_LABELS[i]}
            <input
              name=${k}
              .value=${typeof v === 'number' && SIGNED.has(k) ? kit.signed(v) : String(v)}
              inputmode="numeric"
              autocomplete="off"
              @change=${(e: Event) => host.setStat(k, value(e))}
          /></label>`;
        })}
      </div>
    </fieldset>
    <fieldset class="group">
      <legend>The table's ruling (a change starts a new table)</legend>
      <div class="fields">
        <label
          >A shot after aiming uses
          <select name="aimed-card" @change=${(e: Event) => host.setStat('aimedCard', value(e))}>
            ${AIMED_CARD_CHOICES.map(([v, label]) => option(v, label, host.context.rules.aimedCard === v))}
          </select></label
        >
      </div>
    </fieldset>
  </div>`;
}
