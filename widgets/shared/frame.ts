/**
 * For the iframe pages (/embed/<widget>/): copies the frame URL's query parameters onto the
 * widget as attributes, so `…/embed/initiative-deal/?seed=7&participants=Ada:%20pc` works
 * where a host page cannot run scripts of its own. Only attributes the element declares
 * are copied.
 */
const element = document.querySelector('[data-rb-frame]');
if (element) {
  const params = new URLSearchParams(location.search);
  const ctor = customElements.get(element.localName) as unknown as { observedAttributes?: string[] } | undefined;
  const allowed = new Set(ctor?.observedAttributes ?? []);
  for (const [name, value] of params) {
    if (allowed.size === 0 || allowed.has(name)) element.setAttribute(name, value);
  }
}
