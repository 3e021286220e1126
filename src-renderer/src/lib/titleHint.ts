/**
 * Rule 7 of the Hub reference: `title` is the post TITLE, `caption` the BODY. A body
 * typed into the title still publishes but skips the caption-length check and fails
 * at the channel. This decides when the title looks like a body, to say so.
 */
export type TitleHint = null | 'newlines' | 'sentences' | 'long';

/** Longer than any channel's title limit we show but the longest (Reddit, 300) is clearly a body. */
export const BODY_LIKE_LENGTH = 120;

export function titleLooksLikeBody(title: string): TitleHint {
  const t = title.trim();
  if (t.length === 0) return null;
  if (/\r|\n/.test(t)) return 'newlines';
  // Two or more sentences: sentence-ending punctuation followed by more words.
  const sentenceBreaks = t.match(/[.!?。！？…](?:["'”’)\]]*)\s+\S/gu)?.length ?? 0;
  if (sentenceBreaks >= 1 && t.length > 40) return 'sentences';
  if (t.length > BODY_LIKE_LENGTH) return 'long';
  return null;
}
