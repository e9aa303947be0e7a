/**
 * Opening a table: from a share link if the page's hash carries one, else from the
 * browser's saved copy, else fresh from the widget's attributes. Whatever cannot be used
 * is said in plain words and the table starts fresh, so the widget is never left broken.
 */
import type { AnyStateMachine, InputFrom } from 'xstate';
import { decodeRecord, forgetTable, loadRaw, loadTable, saveRaw, saveTable, tableFromHash } from './persist.js';
import type { Timeline } from './timeline.js';

export interface OpenOptions<M extends AnyStateMachine> {
  timeline: Timeline<M>;
  input: InputFrom<M>;
  /** Storage and link key; undefined disables saving and links. */
  key?: string;
  /**
   * Keys older builds used for this same table (by page alone, say): a link under one still
   * opens, and a table saved under one is moved to `key` the first time it is read.
   */
  legacyKeys?: readonly string[];
  /** Why a saved or shared input cannot be used (the procedure's setup module says), if it cannot. */
  inputProblem?: (input: unknown) => string | undefined;
}

export interface Opened {
  /** Where the table came from. */
  from: 'link' | 'saved' | 'fresh';
  /** Problems met on the way (a damaged link or saved table), already handled. */
  notices: string[];
  /** For a table restored from the browser: when it was saved, if its record says. */
  savedAt?: number;
}

export function openTable<M extends AnyStateMachine>({ timeline, input, key, legacyKeys = [], inputProblem }: OpenOptions<M>): Opened {
  const notices: string[] = [];
  if (key) {
    const linked = [key, ...legacyKeys].map((k) => tableFromHash(k)).find((l) => l !== undefined);
    if (linked !== undefined) {
      const decoded = decodeRecord(linked);
      if ('record' in decoded) {
        try {
          timeline.restore(decoded.record, inputProblem);
          saveTable(key, timeline.toRecord());
          return { from: 'link', notices };
        } catch (e) {
          notices.push(`The shared link could not be replayed: ${(e as Error).message}. A fresh table was started.`);
        }
      } else {
        notices.push(`${capitalise(decoded.error)}. A fresh table was started.`);
      }
    } else {
      moveLegacyTable(key, legacyKeys);
      const saved = loadTable(key);
      if ('record' in saved) {
        try {
          timeline.restore(saved.record, inputProblem);
          return saved.savedAt === undefined ? { from: 'saved', notices } : { from: 'saved', notices, savedAt: saved.savedAt };
        } catch (e) {
          notices.push(`Your saved table could not be restored: ${(e as Error).message}. A fresh table was started.`);
          forgetTable(key);
        }
      } else if ('error' in saved) {
        notices.push(`Your saved table could not be restored: ${saved.error}. A fresh table was started.`);
        forgetTable(key);
      }
    }
  }
  timeline.start(input);
  return { from: 'fresh', notices };
}

/** A table saved under an older key is moved to today's, once, unless today's already holds one. */
function moveLegacyTable(key: string, legacyKeys: readonly string[]): void {
  if (!('none' in loadTable(key))) return;
  for (const old of legacyKeys) {
    const raw = loadRaw(old);
    if (raw === undefined) continue;
    saveRaw(key, raw);
    forgetTable(old);
    return;
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
