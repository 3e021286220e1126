/**
 * w22outbox (walk 20, 4): the Outbox header's counts, from the very field its cards read. A job whose call was a
 * replay of a teammate's (the Hub answered with their post) is listed among this computer's jobs, but its card says
 * "Sent by Bảo" (the post's `by`, draft-states.ts withTeam); the header counts it where the card puts it: waiting
 * as a teammate's send, with their name, never as this computer's own waiting job. Pure; the core and the renderer
 * read it alike.
 */

/** What a job's post says about who sent it (the post state's `by`: PostStateDto['by']). */
export interface OutboxSender {
  memberId: string;
  name: string;
  among?: string[];
}

/** The part of a listed job the counts read: its state and its post's sender. */
export interface OutboxCountedJob<S extends OutboxSender = OutboxSender> {
  state: string;
  /** `replayed` (h-replaywho): its call was a replay of one no teammate's outcome names: not this computer's send. */
  post: { by?: S | null; replayed?: { at: number } | null } | null;
}

/** Job states still on their way (prepared, sent or retried, or accepted and waiting for the channels). */
export const OUTBOX_WAITING_STATES: readonly string[] = ['prepared', 'sending', 'retrying', 'awaiting'];

export interface OutboxCounts<S extends OutboxSender = OutboxSender> {
  /** Every job listed in this computer's Outbox (each has a card). */
  jobs: number;
  /** The waiting jobs: `own` (this computer sent the post) plus those of `byTeammates`. */
  waiting: number;
  /** Waiting jobs whose post this computer sent. */
  own: number;
  /** Waiting jobs whose call was a replay of a teammate's send: how many, and who sent them (once each, in list order); h-replaywho: `unnamed`, those replaying a call no teammate's outcome names. */
  byTeammates: { waiting: number; senders: S[]; unnamed: number };
}

/** The header's counts of this computer's jobs (jobs.list), each waiting job counted as its card's "sent by" says. */
export function outboxCounts<S extends OutboxSender>(jobs: readonly OutboxCountedJob<S>[]): OutboxCounts<S> {
  let own = 0;
  let replays = 0;
  let unnamed = 0;
  const senders: S[] = [];
  for (const j of jobs) {
    if (!OUTBOX_WAITING_STATES.includes(j.state)) continue;
    const by = j.post?.by ?? null;
    if (by === null && !j.post?.replayed) {
      own++;
      continue;
    }
    replays++;
    if (by === null) {
      unnamed++;
      continue;
    }
    if (!senders.some((s) => s.memberId === by.memberId && s.name === by.name)) senders.push(by);
  }
  return { jobs: jobs.length, waiting: own + replays, own, byTeammates: { waiting: replays, senders, unnamed } };
}
