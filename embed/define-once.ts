/**
 * Injected into every published build in place of `customElements.define` (esbuild's
 * `define` + `inject`): a page that loads a widget twice (two copies, two versions, the
 * embed file beside a bundled copy) keeps the first definition instead of throwing.
 */
export function defineOnce(name: string, constructor: CustomElementConstructor, options?: ElementDefinitionOptions): void {
  // Through a local name: the build replaces the expression `customElements.define` itself.
  const registry = customElements;
  if (!registry.get(name)) registry.define(name, constructor, options);
}
