/** Publishing: jobs, their records, batches, and a post's state per post and per channel (issue 22). */
import type { ErrorSource } from '../../../../src-shared/errors';
import type { SentPhoto } from '../../../../src-shared/refusal-photos';
import type { ChannelOutcome } from '../../../hub/outcome';
import type { ChannelState, PostState, PostStateKind } from '../../../publisher/post-state-shape';
import type { PostActionsDto } from './desk';
import type { SentEdit } from '../../../publisher/outcome-rows-shape';
import type { ProblemDto } from './drafts';
import type { RetriedAs } from '../../../publisher/retried-as';

/**
 * w30retry (walk 26, 3): the retry of a send's refused channels and that retry's own state (publisher retried-as.ts), the
 * one shape both cards of the send read — this computer's (JobDto) and a teammate's (TeammateSendDto).
 */
export type RetriedAsDto = RetriedAs;

export type { ChannelOutcome };

export type JobState =
  | 'prepared' | 'sending' | 'retrying' | 'awaiting' | 'done' | 'refused' | 'blocked' | 'unknown' | 'cancelled';

/** A channel's outcome: the one type from the Hub's answer through the journal to the renderer. */
export type ChannelOutcomeDto = ChannelOutcome;

export interface JobDto {
  id: string;
  draftId: string | null;
  batchId: string | null;
  idempotencyKey: string;
  state: JobState;
  hubStatus: string | null;
  platforms: string[];
  outcomes: ChannelOutcomeDto[];
  lastError: { code: string; message: string } | null;
  attempts: number;
  createdAt: string;
  updatedAt: string;
  /** w29resend (walk 25, 2): when its latest call went to the Hub (the Outbox table's time of it); null: never sent. */
  sentAt?: string | null;
  /** This job's post state (post-state.ts over this job alone). */
  post: PostStateDto;
  /** Which post it is: the caption and profile as sent (the card's excerpt and brand). */
  caption: string;
  profileId: string | null;
  /** The campaign whose batch sent it, when one did. */
  campaignId: string | null;
  /** The scheduled time and zone as sent. */
  scheduledAt: string | null;
  timezone: string | null;
  /** A newer job (retry of the refused channels, or a resend) took over this one's follow-up. */
  supersededBy: string | null;
  /**
   * w23insta (walk 20): the sizes of the photos sent, in body order (uploads, then photo_urls); null
   * where not known (a link, or a job journaled before sizes were kept). A channel's aspect refusal is said from them.
   * w28errors (walk 24): and each one's type and bytes as sent (src-shared refusal-photos.ts SentPhoto): a format or size refusal too.
   */
  photoSizes?: Array<SentPhoto | null>;
  /** What a person can do with this job's post now (the truth table, publisher/actions.ts). */
  actions: PostActionsDto;
  /** w30retry (walk 26, 3): its refused channels' retry and how it went (publisher retried-as.ts); null/absent: not retried. */
  retriedAs?: RetriedAsDto | null;
  /** h-retry (2): a later send of its draft ("Publish again", a Hub post of its own) that carried its refused channels, and how they stand (publisher retried-as.ts ownSentAgain); null/absent: none. */
  sentAgainAs?: RetriedAsDto | null;
  /**
   * h-retryheld (publisher/actions.ts rule 9): in a team that requires approval, the review step that took back the
   * approval this send went under (a request for changes or a withdrawal of the content as sent, not approved again):
   * who took it, when (ISO), and how; `byMe`: this laptop's member did. Its refused channels are not retried
   * (`approval_withdrawn`). Absent: none.
   */
  approvalTakenBack?: { action: 'request_changes' | 'withdraw'; by: string; at: string; byMe?: true } | null;
  /**
   * unknowncard (walk 31, 1): its call's outcome was not known here, and a teammate's laptop has the Hub's answer for
   * the same key (publisher team-sends.ts jobKnown): the member whose laptop has it; its state and outcomes are that answer.
   */
  knownFrom?: { memberId: string; name: string } | null;
  /**
   * unknowncard (walk 31, 2): its final outcome came from a status read of the Hub (library finalReadOf): when, and whether
   * a person asked ("Ask the Hub"; `by`: who, in a team; null alone). Absent: the call's own answer told it.
   */
  hubSaid?: { at: string; asked: boolean; by: string | null } | null;
  // --- w11sender (walk 11) ---
  /** The draft was edited since this send the Hub holds (bridge team-send-text.ts ownSendEdits, as a teammate's send reads it); null: not. */
  editedSinceSent?: SentEdit | null;
  // --- end w11sender ---
}

/** A post's record (publisher/record.ts): every attempt with key, time, answer code and message. */
export interface JobRecordDto {
  jobId: string;
  draftId: string | null;
  key: string;
  reason: string;
  parentJobId: string | null;
  platforms: string[];
  fields: Record<string, unknown>;
  state: JobState;
  hubStatus: string | null;
  outcomes: ChannelOutcomeDto[];
  /** `answer` and `source` (issue 32, left32): what came back and who said it, for the record panel's words. */
  attempts: Array<{ attempt: number; key: string; at: string; http: number | null; code: string | null; message: string | null; answer: 'accepted' | 'refused' | 'edge_413' | 'network' | 'malformed' | null; source: ErrorSource | null }>;
  /** unknowncard (walk 31, 2): every status read and what the Hub said (publisher record.ts RecordHubAnswer); `by`: who asked, in a team. */
  /** unknowncard (walk 31, 1): this call went unanswered; the member whose laptop has the Hub's answer for the same key (JobDto knownFrom). */
  knownFrom?: { memberId: string; name: string };
  hubAnswers: Array<Pick<JobRecordDto['attempts'][number], 'at' | 'http' | 'code' | 'message' | 'answer' | 'source'> & { asked: boolean; by: string | null }>;
  events: Array<{ at: string; type: string; detail: Record<string, unknown> | null }>;
}

export interface BatchDto {
  id: string;
  total: number;
  byState: Partial<Record<JobState, number>>;
  /** Of the 'done' jobs, those refused by some of their channels (partly published) or by every one. */
  refusals: { some: number; every: number };
  /** Of the 'awaiting' jobs, those the Hub holds for their time (the post state's Scheduled); queue posts are not among them. */
  scheduled: number;
  /** Of the 'awaiting' jobs, those sent to the profile's queue (the post state's Queued: "in the Hub's queue"). */
  queued: number;
  /** w24campaign: the jobs (Hub posts) when a post made more than one (a channel's own caption), else null; absent: not counted. */
  hubPosts?: number | null;
  /**
   * On the answer of publish.start (absent on 'batch' events): drafts sent (journaled with a new
   * key) and every draft not sent with its reasons (preflight problems; 'already_sent' with the
   * earlier outcome). `sent + notSent.length === total`.
   */
  sent?: number;
  notSent?: NotSentDto[];
  // ---- rolelive (issue 34): what a page that handed a draft over needs to know it was not taken ----
  /**
   * Drafts not journaled yet, and drafts the publisher held back (the publisher's BatchProgress).
   * With `pending` 0, a draft of the batch that has no job in it was held back: at its prepare
   * step (an approval withdrawn after the batch was recorded, a problem found while fitting) or
   * when the batch was recorded (then in `notSent`). A page that handed the draft over no longer
   * says it is in the Outbox.
   */
  pending?: number;
  skipped?: number;
}

// ---- outcomes (issue 22): one post state, per post and per channel ----
/** The core's own shape (publisher/post-state-shape.ts, no imports): one type from core to screen. */
export type ChannelStateDto = ChannelState;
export type PostStateDto = PostState;
export interface NotSentDto {
  draftId: string;
  problems: ProblemDto[];
  /** Held because it was sent before: its post state then (null: not sent for other reasons). */
  earlier: PostStateKind | null;
  /**
   * h-resumeadvice (walk 42b, 4): of `earlier`, this computer's own send of it is unfinished (the guard's `in_flight`,
   * publisher guard.ts ownInFlight): still being sent, its outcome to come in the Outbox; never "use Publish again…".
   */
  inFlight?: true;
}
