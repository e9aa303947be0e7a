/**
 * Lit property declarations every widget shares. Written as calls, not object spreads, so
 * the custom elements manifest analyzer can read each widget's `static properties`.
 */
import { readFlag } from '../../machines/core/attributes.js';

/** A boolean attribute as readers write it: present means on, except `false`, `off`, `no` or `0`. */
export function flagProperty(attribute: string) {
  return { type: Boolean, attribute, converter: (value: string | null) => readFlag(value) } as const;
}
