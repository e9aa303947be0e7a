/**
 * Opening a table: from a share link if the page's hash carries one, else from the
 * browser's saved copy, else fresh from the widget's attributes. Whatever cannot be used
 * is said in plain words and the table starts fresh, so the widget is never left broken.
 */
import type { AnyStateMachine, InputFrom } from 'xstate';
import { forgetTable, loadTable, decodeRecord, saveTable, tableFromHash } from './persist.js';
import type { Timeline } from './timeline.js';

export interface OpenOptions<M extends AnyStateMachine> {
  timeline: Timeline<M>;
  input: InputFrom<M>;
  /** Storage and link key; undefined disables saving and links. */
  key?: string;
  /** Why a saved or shared input cannot be used (the procedure's setup module says), if it cannot. */
  inputProblem?: (input: unknown) => string | undefined;
}

export interface Opened {
  /** Where the table came from. */
  from: 'link' | 'saved' | 'fresh';
  /** Problems met on the way (a damaged link or saved table), already handled. */
  notices: string[];
}

export function openTable<M extends AnyStateMachine>({ timeline, input, key, inputProblem }: OpenOptions<M>): Opened {
  const notices: string[] = [];
  if (key) {
    const linked = tableFromHash(key);
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
      const saved = loadTable(key);
      if ('record' in saved) {
        try {
          timeline.restore(saved.record, inputProblem);
          return { from: 'saved', notices };
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

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
