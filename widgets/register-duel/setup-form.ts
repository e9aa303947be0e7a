/**
 * The duel's "Table setup" form: each fighter's numbers and the seed, as the attributes the
 * widget reads. Loaded only when a reader opens the setup, so it is written with plain DOM
 * (no Lit, nothing the widget itself imports) and becomes a chunk of its own in the embed
 * build. The widget describes the fields; this module only draws them and hands the values
 * back. Every value is checked by the widget's own setup parser when it is applied.
 */

export interface SetupField {
  /** The attribute it sets, e.g. `a-skill`. */
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly kind: 'text' | 'number';
  readonly min?: number;
  readonly max?: number;
  /** Suggestions offered while typing (weapon presets, say). */
  readonly suggestions?: readonly string[];
  /** Wide fields take a row of their own. */
  readonly wide?: boolean;
}

export interface SetupGroup {
  readonly legend: string;
  readonly fields: readonly SetupField[];
}

export interface SetupSpec {
  /** A line of help above the form. */
  readonly note: string;
  readonly groups: readonly SetupGroup[];
  readonly submit: string;
  /** A suffix that keeps ids unique when a page holds several duels. */
  readonly idPrefix: string;
  readonly apply: (values: Readonly<Record<string, string>>) => void;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** Draw the form into `container`, replacing whatever was there. */
export function mountSetupForm(container: HTMLElement, spec: SetupSpec): void {
  const form = el('form', { className: 'setup-form', noValidate: true });
  form.append(el('p', { className: 'note' }, spec.note));
  for (const group of spec.groups) {
    const set = el('fieldset', { className: 'fighter-setup' }, el('legend', {}, group.legend));
    for (const f of group.fields) {
      const input = el('input', { name: f.name, value: f.value, type: f.kind === 'number' ? 'number' : 'text', autocomplete: 'off' });
      if (f.min !== undefined) input.min = String(f.min);
      if (f.max !== undefined) input.max = String(f.max);
      if (f.suggestions) {
        const id = `${spec.idPrefix}-${f.name}-list`;
        input.setAttribute('list', id);
        set.append(el('datalist', { id }, ...f.suggestions.map((s) => el('option', { value: s }))));
      }
      set.append(el('label', { className: f.wide ? 'wide' : '' }, el('span', {}, f.label), input));
    }
    form.append(set);
  }
  form.append(el('div', { className: 'setup-actions' }, el('button', { type: 'submit', className: 'primary' }, spec.submit)));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const values: Record<string, string> = {};
    for (const [k, v] of new FormData(form)) values[k] = String(v);
    spec.apply(values);
  });
  container.replaceChildren(form);
}
