export interface CatalogWidget {
  name: string;
  tag: string;
  label: string;
  system: string;
  title: string;
  rulePage: { path: string; title: string };
  height: number;
}
export interface Catalog {
  site: string;
  version: string;
  integrity: Record<string, string>;
  widgets: CatalogWidget[];
}
export function frameHeights(root?: string): Record<string, number>;
export function embedCatalog(root?: string): Catalog;
