/**
 * Settings written somewhere other than on the element itself (a wiki placeholder's `data-`
 * attributes, an iframe page's query string) become the widget's attributes here, and only
 * the attributes the element declares: the widget then checks each value exactly as it checks
 * an attribute written by hand, and shows its own message for a bad one. A name it does not
 * declare (a typo, `onclick`, `style`) is never set, only reported.
 *
 * Shared by the autoloader (autoload.ts) and the iframe pages (frame.ts). No innerHTML
 * anywhere: hosts that require Trusted Types refuse it.
 */

/** The attributes a defined widget element reads (Lit lists them from its properties). */
export function declaredAttributes(tag: string): readonly string[] {
  const ctor = customElements.get(tag) as { observedAttributes?: readonly string[] } | undefined;
  return ctor?.observedAttributes ?? [];
}

/**
 * Create `<tag>` with the given settings as attributes. Returns the element and the names
 * that were not used because the element does not declare them.
 */
export function createWidget(tag: string, settings: Iterable<readonly [string, string]>): { element: HTMLElement; unknown: string[] } {
  const declared = new Set(declaredAttributes(tag));
  const element = document.createElement(tag);
  const unknown: string[] = [];
  for (const [name, value] of settings) {
    if (declared.has(name)) element.setAttribute(name, value);
    else if (!unknown.includes(name)) unknown.push(name);
  }
  return { element, unknown };
}

/** A visible, plain-words note (a `<p role="note">`), built without parsing any markup. */
export function note(text: string, className = 'rb-embed-note'): HTMLParagraphElement {
  const p = document.createElement('p');
  p.className = className;
  p.setAttribute('role', 'note');
  p.textContent = text;
  return p;
}

/** "…was ignored" for settings the widget does not have, naming the ones it does. */
export function unknownSettingsText(tag: string, unknown: readonly string[], prefix = ''): string {
  const names = unknown.map((n) => `"${prefix}${n}"`).join(', ');
  const known = declaredAttributes(tag)
    .map((n) => prefix + n)
    .join(', ');
  return `${tag} has no setting ${names}, so ${unknown.length === 1 ? 'it was' : 'they were'} ignored. Its settings are: ${known}.`;
}
