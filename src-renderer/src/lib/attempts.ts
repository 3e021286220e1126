/**
 * A post record's attempt line in words (issue 32, left32): who answered (the Hub, or the network
 * when nothing came through), what it means in the person's language, and the HTTP status, code
 * and raw words for a detail, never the main words. Errors go through the shared error model.
 */
import type { JobRecordDto } from '../../../src-main/bridge/contract';
import { explainError, SOURCE_WORDS, sourceWords, type Lang } from '../../../src-shared/errors';

export type Attempt = JobRecordDto['attempts'][number];

/** The post statuses the Hub answers (hub-api.md: completed, partial, failed, processing, scheduled). */
const STATUSES = ['completed', 'partial', 'failed', 'processing', 'scheduled'] as const;

export interface AttemptWords {
  /** Who said it ("The Hub", "The network"); null when no answer came. */
  who: string | null;
  /** An i18n key with its values (the Hub took the post), or words already said (an error). */
  words: { key: string; values?: Record<string, string> } | { text: string };
  /** The HTTP status, code and raw message, for a detail; null when there is none. */
  detail: string | null;
}

/** unknowncard: a status read's answer (JobRecordDto hubAnswers) is said by the same words: only what came back is read. */
export function attemptWords(a: Pick<Attempt, 'http' | 'code' | 'message' | 'answer' | 'source'>, lang: Lang): AttemptWords {
  // h-words: the Hub's own words (its refusal's message) labelled as the Hub's, in Vietnamese as its English; this
  // computer's own reading (the network's failure, an answer it could not read) as they are.
  const words = a.message ? (a.answer === 'refused' ? sourceWords({ message: a.message, source: 'hub' }, lang) : null) ?? a.message : '';
  const detail = a.code || a.message || a.http !== null ? [a.http, a.code].filter((x) => x !== null && x !== '').join(' ') + (words ? `${a.code || a.http !== null ? ': ' : ''}${words}` : '') : null;
  if (a.answer === null || a.source === null) return { who: null, words: { key: 'outcome.noAnswer' }, detail };
  if (a.answer === 'accepted') {
    const status = (STATUSES as readonly string[]).includes(a.code ?? '') ? a.code! : 'other';
    return { who: SOURCE_WORDS[lang].hub, words: { key: `attempts.took.${status}` }, detail };
  }
  const x = explainError({ code: a.code ?? a.answer, message: a.message ?? '', source: a.source }, lang);
  return { who: x.who, words: { text: x.meaning }, detail };
}
