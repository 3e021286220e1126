/**
 * heldfix (walk 3b): the names a comment's "@…" offers. Accent- and case-insensitive ("@bao" finds
 * "Bảo", "@dung" finds "Dũng" and "Đức"'s đ reads as d), and never the person typing.
 */
export const foldName = (s: string): string =>
  s.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();

export function mentionMatches(known: readonly string[], query: string | null, me: string | null): string[] {
  if (query === null) return [];
  const q = foldName(query);
  const self = me === null ? null : foldName(me);
  return known.filter((m) => foldName(m) !== self && foldName(m).startsWith(q));
}

/** heldfix: a sentence starts with a capital ("the client (via Lan) approved…" → "The client…"), in the UI's language. */
export const sentenceStart = (s: string, lang?: string): string => (s ? s.charAt(0).toLocaleUpperCase(lang) + s.slice(1) : s);
