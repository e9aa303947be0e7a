/**
 * Keeping a table across reloads (localStorage) and in share links (the URL hash).
 * Storage can be missing or full (private windows, sandboxed iframes): every call here
 * fails soft and says why, so a widget never breaks because the browser said no.
 */
import type { TableRecord } from '../../machines/core/record.js';

/** A saved table, and when it was saved (ms since 1970) if the build that saved it said so. */
export type Loaded = { record: TableRecord; savedAt?: number } | { error: string } | { none: true };

const PREFIX = 'rb:';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the table in the browser, with the time it was saved (`savedAt`, for the welcome
 * back). Only the saved copy carries the time, never a share link; a record saved by an
 * older build, without it, still opens.
 */
export function saveTable(key: string, record: TableRecord, savedAt: number = Date.now()): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify({ ...record, savedAt }));
  } catch {
    // Full or forbidden storage: the table still works, it just will not survive a reload.
  }
}

export function forgetTable(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    /* as above */
  }
}

/** The saved text under a key as it is, for moving it to another key; undefined if none. */
export function loadRaw(key: string): string | undefined {
  try {
    return storage()?.getItem(PREFIX + key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function saveRaw(key: string, text: string): void {
  try {
    storage()?.setItem(PREFIX + key, text);
  } catch {
    /* as above */
  }
}

export function loadTable(key: string): Loaded {
  let text: string | null | undefined;
  try {
    text = storage()?.getItem(PREFIX + key);
  } catch {
    return { none: true };
  }
  if (text == null) return { none: true };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { error: 'it is damaged (not valid JSON)' };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return { record: parsed as TableRecord };
  const { savedAt, ...record } = parsed as TableRecord & { savedAt?: unknown };
  return typeof savedAt === 'number' && Number.isFinite(savedAt) && savedAt > 0
    ? { record: record as TableRecord, savedAt }
    : { record: record as TableRecord };
}

/** base64url of UTF-8 JSON: safe in a URL hash, no server needed to read it. */
export function encodeRecord(record: TableRecord): string {
  const bytes = new TextEncoder().encode(JSON.stringify(record));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeRecord(text: string): { record: TableRecord } | { error: string } {
  try {
    const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return { record: JSON.parse(new TextDecoder().decode(bytes)) as TableRecord };
  } catch {
    return { error: 'the shared link is damaged (its table could not be read)' };
  }
}

/** The table a link carries for this key, from `#key=…` in the page's hash. */
export function tableFromHash(key: string, hash: string = globalThis.location?.hash ?? ''): string | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get(key) ?? undefined;
}

/** A link to this page that replays the table. */
export function shareLink(key: string, record: TableRecord, href: string = globalThis.location?.href ?? ''): string {
  const url = new URL(href);
  const params = new URLSearchParams(url.hash.replace(/^#/, ''));
  params.set(key, encodeRecord(record));
  url.hash = params.toString();
  return url.toString();
}
