/**
 * w30walk (walk 27, 5): the one joiner of problems said in one line ("draft X not sent: …", "the draft cannot be sent: …").
 * Phrases are joined with "; " ("caption too long; a photo post needs at least one photo"); where any of them is a
 * sentence (it ends with a full stop, as the left-team refusal does), all are said as sentences, each capitalised and
 * closed — never "…a copy as your own.; a photo post…".
 */
const SENTENCE_END = /[.!?…]$/u;

export function joinProblems(messages: readonly string[]): string {
  const parts = messages.map((m) => m.trim()).filter((m) => m !== '');
  if (!parts.some((m) => SENTENCE_END.test(m))) return parts.join('; ');
  return parts.map((m) => `${m.charAt(0).toLocaleUpperCase()}${m.slice(1)}${SENTENCE_END.test(m) ? '' : '.'}`).join(' ');
}
