/**
 * The browser side of the embedding guide's builder (EmbedBuilder.astro): a picker of every
 * widget, a field for each of the chosen widget's attributes, and the live widget those
 * settings are written onto. The "Embed this" panel beside it follows that live element
 * (embed/panel.ts), so its snippets always say what the reader sees.
 *
 * - Picking a widget puts a fresh element of it in the stage (not saved in the browser, in the
 *   room the widget will take: widget-space.json), loads its module (widget-loader.ts), and
 *   tells the panel to follow it; the address keeps the choice (`?widget=<name>`), so the
 *   reference pages can link straight to a widget's builder.
 * - A field sets its attribute when it changes (an empty field removes it); the widget checks
 *   the value as it checks any attribute, and shows its own message for one it cannot use.
 */
import { loadWidget } from './widget-loader.ts';
import { RETARGET, type RetargetDetail } from '../../embed/panel.ts';
import type { EmbedTarget } from '../../embed/snippets.ts';

interface Setting {
  name: string;
  flag: boolean;
  hint: string;
}
interface BuilderWidget {
  name: string;
  tag: string;
  label: string;
  system: string;
  target: EmbedTarget;
  settings: Setting[];
  space: Record<string, number>;
}

/** The JSDoc's text as nodes, `backticks` as <code> (as the reference pages show it), no markup parsed. */
function withCode(text: string): Node[] {
  return text.split(/(`[^`]+`)/).map((part) => {
    if (!(part.length > 2 && part.startsWith('`') && part.endsWith('`'))) return document.createTextNode(part);
    const code = document.createElement('code');
    code.textContent = part.slice(1, -1);
    return code;
  });
}

function setUp(root: HTMLElement): void {
  const data = root.querySelector('[data-rb-builder-data]');
  const picker = root.querySelector<HTMLSelectElement>('[data-rb-builder-widget]');
  const fields = root.querySelector<HTMLElement>('[data-rb-builder-fields]');
  const stage = root.querySelector<HTMLElement>('[data-rb-builder-stage]');
  const panel = root.querySelector<HTMLElement>('[data-rb-embed]');
  const count = root.querySelector<HTMLElement>('[data-rb-builder-count]');
  const status = root.querySelector<HTMLElement>('[data-rb-builder-status]');
  const controls = root.querySelector<HTMLElement>('[data-rb-builder-controls]');
  if (!data || !picker || !fields || !stage || !panel || !controls) return;
  const widgets = JSON.parse(data.textContent ?? '[]') as BuilderWidget[];
  const byName = new Map(widgets.map((w) => [w.name, w]));
  const liveId = root.dataset.live ?? 'rb-builder-live';
  const live = (): HTMLElement | null => document.getElementById(liveId);

  /** One field per setting, each labelled by its attribute's name and described by its meaning. */
  const renderFields = (widget: BuilderWidget): void => {
    const el = live();
    fields.replaceChildren(
      ...widget.settings.map((s) => {
        const id = `rb-builder-${widget.name}-${s.name}`;
        const row = document.createElement('div');
        row.className = s.flag ? 'rb-builder-field rb-builder-flag' : 'rb-builder-field';
        const label = document.createElement('label');
        label.htmlFor = id;
        label.textContent = s.name;
        const input = document.createElement('input');
        input.id = id;
        input.name = s.name;
        input.type = s.flag ? 'checkbox' : 'text';
        input.autocomplete = 'off';
        input.spellcheck = false;
        const hint = document.createElement('span');
        hint.id = `${id}-hint`;
        hint.className = 'rb-builder-field-hint';
        hint.append(...withCode(s.hint));
        input.setAttribute('aria-describedby', hint.id);
        if (s.flag) input.checked = el?.hasAttribute(s.name) ?? false;
        else input.value = el?.getAttribute(s.name) ?? '';
        input.addEventListener('change', () => {
          const target = live();
          if (!target) return;
          if (s.flag) target.toggleAttribute(s.name, input.checked);
          else if (input.value.trim() === '') target.removeAttribute(s.name);
          else target.setAttribute(s.name, input.value.trim());
        });
        if (s.flag) row.append(input, label, hint);
        else row.append(label, input, hint);
        return row;
      }),
    );
    if (count) count.textContent = `(${widget.settings.length} for the ${widget.label.toLowerCase()})`;
  };

  /** A fresh live element of the widget, not saved, in the room it will take. */
  const place = (widget: BuilderWidget): void => {
    const el = document.createElement(widget.tag);
    el.id = liveId;
    el.setAttribute('no-save', '');
    el.dataset.rbLoading = 'lazy';
    for (const [name, px] of Object.entries(widget.space)) el.style.setProperty(name, `${px}px`);
    const fallback = document.createElement('p');
    fallback.textContent = `The ${widget.label.toLowerCase()} plays here when JavaScript runs.`;
    el.append(fallback);
    live()?.replaceWith(el);
    void loadWidget(widget.tag);
  };

  const choose = (name: string, { announce = true } = {}): void => {
    const widget = byName.get(name);
    if (!widget) return;
    if (live()?.localName !== widget.tag) {
      place(widget);
      panel.dispatchEvent(new CustomEvent<RetargetDetail>(RETARGET, { detail: { target: widget.target } }));
    }
    renderFields(widget);
    picker.value = name;
    const url = new URL(location.href);
    url.searchParams.set('widget', name);
    history.replaceState(history.state, '', url);
    if (announce && status) status.textContent = `The ${widget.label.toLowerCase()} is below with its settings; the snippets follow it.`;
  };

  picker.addEventListener('change', () => choose(picker.value));
  root.querySelector('[data-rb-builder-clear]')?.addEventListener('click', () => {
    const widget = byName.get(picker.value);
    const el = live();
    if (!widget || !el) return;
    for (const s of widget.settings) if (s.name !== 'no-save') el.removeAttribute(s.name);
    renderFields(widget);
    if (status) status.textContent = 'Settings cleared: the widget plays with its defaults.';
  });

  controls.hidden = false;
  const asked = new URLSearchParams(location.search).get('widget');
  const start = asked && byName.has(asked) ? asked : picker.value;
  if (start !== (live()?.localName ?? '').slice(3)) choose(start, { announce: false });
  else renderFields(byName.get(start)!);
}

for (const root of document.querySelectorAll<HTMLElement>('[data-rb-builder]')) setUp(root);
