// JSDoc text as page HTML: escaped, with `backticks` as <code>. Nothing else is interpreted.
const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

export function inlineHtml(text: string | undefined): string {
  if (!text) return '—';
  return text
    .split(/(`[^`]+`)/)
    .map((part) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1 ? `<code>${escape(part.slice(1, -1))}</code>` : escape(part),
    )
    .join('');
}

/** An event's description split into when it fires and its `detail: …` shape. */
export function eventParts(description: string | undefined): { when: string | undefined; detail: string | undefined } {
  if (!description) return { when: undefined, detail: undefined };
  const m = /^(.*?)\s*\bdetail:\s*(.+)$/s.exec(description);
  return m ? { when: m[1]?.trim().replace(/[.;,]$/, '.'), detail: m[2]?.trim() } : { when: description, detail: undefined };
}

/** What an attribute takes, in words: `text`, `number`, or `flag` (present or absent). */
export function attributeKind(type: string | undefined): string {
  if (!type) return '—';
  if (/\bboolean\b/.test(type)) return 'flag';
  if (/\bnumber\b/.test(type)) return 'number';
  if (/\bstring\b/.test(type)) return 'text';
  return type;
}

/** A field's initial value as a reader would say it. */
export function defaultText(value: string | undefined, type: string | undefined): string {
  if (value === undefined || value === 'null' || value === 'undefined' || value === "''" || value === '""') return 'not set';
  if (value === 'false' && /\bboolean\b/.test(type ?? '')) return 'absent';
  return value;
}
