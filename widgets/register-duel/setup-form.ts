/**
 * The duel's "Table setup" form: each fighter's numbers and the seed, as the attributes the
 * widget reads. Loaded only when a reader opens the setup, so it is written with plain DOM
 * (no Lit) and imports nothing at run time: the widget hands it the fighters, the attribute
 * values and the rule tables it needs, and it becomes a chunk of its own in the embed build.
 * Every value is checked by the duel's own setup parser (register-duel.setup.ts) once the
 * widget applies it, so a bad value gets the same message as a bad attribute.
 */
import type { Fighter } from '../../machines/karmic/melee/fighters.js';
import type { Weapon } from '../../machines/karmic/melee-weapons.js';
import type { FIGHTER_NUMBERS } from '../../machines/karmic/fighter-setup.js';
import type { RulingChoice } from '../../machines/karmic/melee/rulings.js';

export interface SetupData {
  /** The fighters the duel is using now. */
  readonly fighters: readonly Fighter[];
  /** The seed the duel is using now. */
  readonly seed: number;
  /** What the element's attributes say (null: not set). */
  readonly attributes: Readonly<Record<string, string | null>>;
  readonly numbers: typeof FIGHTER_NUMBERS;
  readonly weapons: Readonly<Record<string, Weapon>>;
  /** Each ruling's attribute and readings, the seed's first: a new duel plays the attribute's, or the seed's. */
  readonly rulingChoices: readonly RulingChoice[];
  /** Keeps ids unique when a page holds several duels. */
  readonly idPrefix: string;
  /** The values to apply, and the ones the form showed at first (unchanged ones need no attribute). */
  readonly apply: (values: Readonly<Record<string, string>>, shown: ReadonlyMap<string, string>) => void;
}

interface Field {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly number?: { readonly min: number; readonly max: number };
  readonly suggestions?: readonly string[];
  /** A choice of fixed readings, each value with its words (a select). */
  readonly choices?: readonly (readonly [string, string])[];
}

const STYLES = `
  .setup-form { display: grid; gap: 0.5rem; }
  .setup-form fieldset { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 8.5rem), 1fr)); gap: 0.35rem 0.5rem; margin: 0; padding: 0.35rem 0.5rem 0.5rem; border: 1px solid var(--_border); border-radius: var(--_radius); min-width: 0; }
  .setup-form legend { padding: 0 0.25rem; font-weight: 600; }
  .setup-form label { display: grid; gap: 0.1rem; font-size: 0.9em; min-width: 0; }
  .setup-form input, .setup-form select { inline-size: 100%; min-inline-size: 0; }
`;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** The fields of one fighter, at the values the duel is using. */
function fighterFields(data: SetupData, p: string, f: Fighter): Field[] {
  const attr = (name: string, fallback: string | number) => data.attributes[`${p}-${name}`] ?? String(fallback);
  const preset = (w: Weapon) => Object.keys(data.weapons).find((k) => JSON.stringify(data.weapons[k]) === JSON.stringify(w));
  const w = f.weapon;
  const off = f.offHand ? `${(f.offHand.kind === 'weapon' && preset(f.offHand.weapon)) || f.offHand.kind} ${f.offHand.skill}` : 'none';
  return [
    { name: `${p}-name`, label: 'Name', value: attr('name', f.name) },
    {
      name: `${p}-weapon`,
      label: 'Weapon (preset or 5 numbers)',
      value: attr('weapon', preset(w) ?? [w.range, w.force, w.maxManeuvers, w.edge, w.maxDamage].join(' ')),
      suggestions: Object.keys(data.weapons),
    },
    ...data.numbers.map((n) => ({ name: `${p}-${n.attr}`, label: n.label, value: attr(n.attr, f[n.key] ?? 0), number: n })),
    { name: `${p}-deck`, label: 'Deck (karma or world)', value: attr('deck', f.deck), suggestions: ['karma', 'world'] },
    {
      name: `${p}-off-hand`,
      label: 'Off hand (e.g. shield 3)',
      value: attr('off-hand', off),
      suggestions: ['none', 'shield 3', 'parrying-dagger 4', 'poniard 6'],
    },
    {
      name: `${p}-spare`,
      label: 'Second weapon (e.g. dagger 2)',
      value: attr('spare', f.spare ? `${preset(f.spare.weapon) ?? 'dagger'} ${f.spare.skill}` : 'none'),
      suggestions: ['none', 'dagger 2', 'sword 3'],
    },
    { name: `${p}-size`, label: 'Size as a target', value: attr('size', f.size ?? 'normal'), suggestions: ['normal', 'large', 'small'] },
    {
      name: `${p}-entangled`,
      label: 'Caught by a limb (its vitality, or none)',
      value: attr('entangled', f.entangled ?? 'none'),
      suggestions: ['none', '0', '2'],
    },
    {
      name: `${p}-bound`,
      label: 'Arms or legs bound (none, head-butt, helpless)',
      value: attr('bound', f.bound ?? 'none'),
      suggestions: ['none', 'head-butt', 'helpless'],
    },
  ];
}

/** Draw the form into `container`, replacing whatever was there. */
export function mountSetupForm(container: HTMLElement, data: SetupData): void {
  const root = container.getRootNode();
  if (root instanceof ShadowRoot && !root.adoptedStyleSheets.some((s) => (s as CSSStyleSheet & { rbSetup?: true }).rbSetup)) {
    const sheet = Object.assign(new CSSStyleSheet(), { rbSetup: true });
    sheet.replaceSync(STYLES);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
  const groups: [string, Field[]][] = [
    ...data.fighters.map((f, i): [string, Field[]] => [
      `${i === 0 ? 'First' : 'Second'} fighter`,
      fighterFields(data, i === 0 ? 'a' : 'b', f),
    ]),
    [
      'Opening and shuffle',
      [
        {
          name: 'opening',
          label: 'Opening (none, show-down, charge-a, surprise-b…)',
          value: data.attributes.opening ?? 'none',
          suggestions: ['none', 'show-down', 'charge-a', 'charge-b', 'surprise-a', 'surprise-b'],
        },
        {
          name: 'seed',
          label: 'Seed (0 to 4294967295)',
          value: data.attributes.seed ?? String(data.seed),
          number: { min: 0, max: 4294967295 },
        },
      ],
    ],
    [
      "Table rulings (the seed's words first)",
      data.rulingChoices.map((c) => ({
        name: c.attr,
        label: c.label,
        value: data.attributes[c.attr]?.trim().toLowerCase() ?? String(c.values[0]),
        choices: c.values.map(
          (v) => [v, `${(c.words as Record<string, string>)[v]}${v === c.values[0] ? " (the seed's words)" : ''}`] as const,
        ),
      })),
    ],
  ];
  const shown = new Map<string, string>();
  const form = el('form', { className: 'setup-form', noValidate: true });
  form.append(
    el(
      'p',
      { className: 'note' },
      'Both fighters as the duel has them now; applying them starts a new duel. A value the duel cannot use is named above and its default taken.',
    ),
  );
  for (const [legend, fields] of groups) {
    const set = el('fieldset', {}, el('legend', {}, legend));
    for (const f of fields) {
      shown.set(f.name, f.value);
      if (f.choices) {
        const select = el(
          'select',
          { name: f.name },
          ...f.choices.map(([value, words]) => el('option', { value, selected: value === f.value }, words)),
        );
        set.append(el('label', {}, el('span', {}, f.label), select));
        continue;
      }
      const input = el('input', { name: f.name, value: f.value, type: f.number ? 'number' : 'text', autocomplete: 'off' });
      if (f.number) Object.assign(input, { min: String(f.number.min), max: String(f.number.max) });
      if (f.suggestions) {
        const id = `${data.idPrefix}-${f.name}-list`;
        input.setAttribute('list', id);
        set.append(el('datalist', { id }, ...f.suggestions.map((s) => el('option', { value: s }))));
      }
      set.append(el('label', {}, el('span', {}, f.label), input));
    }
    form.append(set);
  }
  form.append(el('div', {}, el('button', { type: 'submit', className: 'primary' }, 'Start this duel')));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const values: Record<string, string> = {};
    for (const [k, v] of new FormData(form)) values[k] = String(v);
    data.apply(values, shown);
  });
  container.replaceChildren(form);
}
