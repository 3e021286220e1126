/**
 * A post's record, so a user can prove what was sent and when (issue 22, item 4): every attempt
 * with its idempotency key, time, answer code and message, then what the status reads said. Pure:
 * built from the job and its journal events.
 */
import type { ErrorSource } from '../../src-shared/errors';
import type { Job, JobEvent } from '../library';

/** What came back for an attempt (hub/answer.ts HubAnswer's kinds); null while nothing did. */
export type AttemptAnswer = 'accepted' | 'refused' | 'edge_413' | 'network' | 'malformed';
const ANSWERS: readonly string[] = ['accepted', 'refused', 'edge_413', 'network', 'malformed'] satisfies readonly AttemptAnswer[];

export interface RecordAttempt {
  attempt: number;
  key: string;
  /** ISO time the request went out. */
  at: string;
  /** The Hub's answer: HTTP status, code (a Hub error code, or the post status) and message; null while none came. */
  http: number | null;
  code: string | null;
  message: string | null;
  /** What came back: the Hub took the post (`code` is then its status), refused it, or no readable answer came. */
  answer: AttemptAnswer | null;
  /**
   * Who said it (src-shared/errors.ts): the Hub for what it answered (its front door's plain 413 and
   * an answer its reference does not allow included), the network when no answer came through.
   */
  source: ErrorSource | null;
}

/**
 * unknowncard (walk 31, 2): one status read of the post (GET /v1/posts/status) and what the Hub said to it: after "Ask
 * the Hub" the record listed only the timed-out call, never the Hub's answer nor when it came. `code` is the post's
 * status when the Hub gave one (`answer` 'accepted'), else what came instead; `asked`: a person asked (`by`: who, in a
 * team; null alone), else the app's own follow-up read.
 */
export interface RecordHubAnswer extends Pick<RecordAttempt, 'at' | 'http' | 'code' | 'message' | 'answer' | 'source'> {
  asked: boolean;
  by: string | null;
}

/** The journal's events of a status read (poll.ts), each saying the status or what came instead. */
const STATUS_READS: readonly string[] = ['status_final', 'status_pending', 'status_unreadable', 'status_gave_up', 'status_rate_limited'];

function hubAnswer(e: JobEvent): RecordHubAnswer | null {
  const d = e.detail ?? {};
  // A status answer with no id to follow it (poll.ts accept) is a read's answer too; the call's own is an attempt's.
  if (!STATUS_READS.includes(e.type) && !(e.type === 'unknown_outcome' && typeof d.status === 'string')) return null;
  const asked = d.asked === true;
  const by = asked ? str(d.by) : null;
  const at = iso(e.at);
  if (typeof d.status === 'string') return { at, http: 200, code: d.status, message: null, answer: 'accepted', source: 'hub', asked, by };
  if (e.type === 'status_rate_limited') return { at, http: 429, code: 'rate_limited', message: null, answer: 'refused', source: 'hub', asked, by };
  const a = (typeof d.answer === 'object' && d.answer !== null ? d.answer : {}) as Record<string, unknown>;
  const kind = str(a.kind);
  const answer = kind !== null && ANSWERS.includes(kind) ? (kind as AttemptAnswer) : null;
  return { at, http: typeof a.http === 'number' ? a.http : null, code: str(a.code) ?? str(a.status) ?? kind, message: str(a.message) ?? str(a.error) ?? str(a.reason), answer, source: answer === null ? null : answer === 'network' ? 'network' : 'hub', asked, by };
}

export interface RecordLine {
  at: string;
  type: string;
  detail: Record<string, unknown> | null;
}

export interface JobRecord {
  jobId: string;
  draftId: string | null;
  key: string;
  reason: Job['reason'];
  parentJobId: string | null;
  platforms: string[];
  fields: Record<string, unknown>;
  state: Job['state'];
  hubStatus: string | null;
  outcomes: NonNullable<Job['outcomes']>;
  attempts: RecordAttempt[];
  /** unknowncard (walk 31, 2): every status read and what the Hub said to it, in order (after the attempts in time). */
  hubAnswers: RecordHubAnswer[];
  /** Every journal event, in order (status reads, retries, decisions). */
  events: RecordLine[];
}

const iso = (ms: number): string => new Date(ms).toISOString();
const str = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);

export function jobRecord(job: Job, events: readonly JobEvent[]): JobRecord {
  const attempts: RecordAttempt[] = [];
  for (const e of events) {
    if (e.type === 'attempt') {
      attempts.push({ attempt: Number(e.detail?.attempt ?? attempts.length + 1), key: str(e.detail?.key) ?? job.idempotencyKey, at: iso(e.at), http: null, code: null, message: null, answer: null, source: null });
    } else if (e.type === 'answer' && attempts.length > 0) {
      const last = attempts[attempts.length - 1]!;
      const d = e.detail ?? {};
      last.http = typeof d.http === 'number' ? d.http : null;
      last.code = str(d.code) ?? str(d.status) ?? str(d.kind);
      last.message = str(d.message) ?? str(d.error) ?? str(d.reason);
      const kind = str(d.kind);
      last.answer = kind !== null && ANSWERS.includes(kind) ? (kind as AttemptAnswer) : null;
      last.source = last.answer === null ? null : last.answer === 'network' ? 'network' : 'hub';
    }
  }
  return {
    jobId: job.id, draftId: job.draftId, key: job.idempotencyKey, reason: job.reason, parentJobId: job.parentJobId,
    platforms: [...job.platforms], fields: { ...job.fields }, state: job.state, hubStatus: job.hubStatus,
    outcomes: (job.outcomes ?? []).map((o) => ({ ...o })), attempts, hubAnswers: events.map(hubAnswer).filter((a): a is RecordHubAnswer => a !== null),
    events: events.map((e) => ({ at: iso(e.at), type: e.type, detail: e.detail })),
  };
}
