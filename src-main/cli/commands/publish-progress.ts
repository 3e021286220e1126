/**
 * What `postroom publish` and `resume` say while and after a run (split from publish.ts, 500 lines): the Hub's answer
 * notes, a big batch's count every 25 posts settled, and each batch's count by outcome (w27cli, walk 23, 1), read from
 * the post state the Outbox shows (publisher postsOfJobs, batchOutcomes).
 */
import type { Library } from '../../library';
import type { BatchOutcomes, BatchProgress, Job, PublisherEmitter, TeamPublishPort } from '../../publisher';
import type { CliContext } from '../command';
import { hubAnswerNotes, outcomeLine, unknownWords, unreachedWords } from './publish-words';

/** What the run saw of its batches: each batch's last progress (its drafts, held back, not prepared) and the jobs its events moved. */
export interface RunSeen { batches: Map<string, BatchProgress>; jobs: Map<string, Job> }

/** The current workspace's team port (null outside a team), as withPublisher gives the publisher its own. */
export const teamOf = async (library: Library): Promise<TeamPublishPort | null> => (await import('../../team')).teamPublishPort(library, library.workspaces.getCurrent(library.db));

/** A batch's count by outcome from the jobs given, their post states as the Outbox shows them. */
export async function outcomesOf(b: Pick<BatchProgress, 'total' | 'skipped'>, jobs: readonly Job[], team: TeamPublishPort | null): Promise<BatchOutcomes> {
  const { jobsOutcomes } = await import('../../publisher');
  return jobsOutcomes(jobs, team, { held: b.skipped, total: b.total });
}

/** The batches' counts as one (a resume may go on with several batches). */
export function sumOutcomes(all: readonly BatchOutcomes[]): BatchOutcomes {
  const none = () => ({ published: 0, partial: 0, channels_refused: 0, scheduled: 0, queued: 0 });
  const o: BatchOutcomes = { posts: 0, sent: none(), replayed: { ...none(), sending: 0 }, replayedBy: [], refused: 0, unknown: 0, sending: 0, unreached: 0, calling: 0, cancelled: 0, held: 0, pending: 0 };
  for (const x of all) {
    for (const k of Object.keys(o.sent) as Array<keyof BatchOutcomes['sent']>) o.sent[k] += x.sent[k];
    for (const k of Object.keys(o.replayed) as Array<keyof BatchOutcomes['replayed']>) o.replayed[k] += x.replayed[k];
    o.replayedBy = [...new Set([...o.replayedBy, ...x.replayedBy])].sort((a, b) => a.localeCompare(b));
    for (const k of ['posts', 'refused', 'unknown', 'sending', 'unreached', 'calling', 'cancelled', 'held', 'pending'] as const) o[k] += x[k];
  }
  return o;
}

/** Listens to a run: returns what it saw; in words, says the Hub's answer notes and a big batch's count every 25 posts settled. */
export function progress(ctx: CliContext, emitter: PublisherEmitter, team: TeamPublishPort | null): RunSeen {
  const seen: RunSeen = { batches: new Map(), jobs: new Map() };
  emitter.on('job', (j) => seen.jobs.set(j.id, j));
  emitter.on('batch', (b) => seen.batches.set(b.id, b));
  if (ctx.json) return seen;
  const note = hubAnswerNotes();
  emitter.on('connectivity', (c) => {
    const line = note(c);
    if (line) ctx.info(line);
  });
  // Never a held back draft as sent (walk 4); the batch's last line, by outcome, is the report's (w27cli: it printed
  // "0/1 done" twice of a post with an unknown outcome, at 0 settled).
  const said = new Map<string, number>();
  emitter.on('batch', (b) => {
    void outcomesOf(b, [...seen.jobs.values()].filter((j) => j.batchId === b.id), team).then((o) => {
      const settled = o.posts - o.sending - o.pending;
      if (settled > 0 && settled < o.posts && settled % 25 === 0 && said.get(b.id) !== settled) {
        said.set(b.id, settled);
        ctx.info(outcomeLine(b.id, o));
      }
    });
  });
  return seen;
}

/**
 * w27cli (walk 23, 1): `campaign send`'s lines: each batch's count by outcome as it changes (it said the journal's job
 * states, "done 2, refused 1", of posts the Outbox calls published and refused by the Hub), and, once sent, each unknown
 * outcome in plain words with how to find out (`after`). `--json` says none of it (its status lines carry the counts).
 * w31twoproc (walk 29): the count is of the batch's jobs in the journal (`jobsOf`, as `publish`'s report reads them; a
 * campaign's batch is one chunk of its posts), not of the jobs this process's events carried: a post the app running
 * on the same data dir journaled is sent by this computer, never "not prepared yet".
 */
export function sendProgress(ctx: CliContext, emitter: PublisherEmitter, team: TeamPublishPort | null, jobsOf: (batchId: string) => Job[]): { after: () => Promise<void> } {
  const seen: RunSeen = { batches: new Map(), jobs: new Map() };
  emitter.on('job', (j) => seen.jobs.set(j.id, j));
  const said = new Map<string, string>();
  const last = new Map<string, BatchProgress>();
  if (!ctx.json) {
    emitter.on('batch', (b) => {
      last.set(b.id, b);
      void outcomesOf(b, jobsOf(b.id), team).then((o) => {
        const line = outcomeLine(b.id, o);
        if (said.get(b.id) !== line) ctx.info(line);
        said.set(b.id, line);
      });
    });
  }
  return {
    after: async () => {
      if (ctx.json) return;
      // h-campwords2 (walk 45b, 4): jobs resumed from an earlier send settle without a batch event: each batch's line is read
      // again from the journal once the send is over (it ended on "1 sent to the Hub, 11 waiting to reach the Hub" of 12 the Hub had).
      for (const [id, b] of last) {
        const line = outcomeLine(id, await outcomesOf(b, jobsOf(id), team));
        if (said.get(id) !== line) ctx.info(line);
        said.set(id, line);
      }
      const { jobPost, waitingToReach } = await import('../../publisher');
      for (const j of seen.jobs.values()) if (jobPost(j, team).state === 'unknown') ctx.info(unknownWords(j));
      // h-clipublish (walk 33, 3): jobs whose calls never reached the Hub are queued under their keys, said as `publish` says it.
      const unreached = [...seen.jobs.values()].filter((j) => waitingToReach(jobPost(j, team)));
      if (unreached.length > 0) ctx.info(unreachedWords(unreached));
    },
  };
}

/**
 * walk 33b, 2: whether a job's outcome is a failure for a command's exit code (1): refused, blocked or of unknown outcome,
 * or done with nothing published (every channel refused). `publish`, `retry` and `resend` exit by it alike.
 */
export const jobFailed = (j: Pick<Job, 'state' | 'hubStatus'>): boolean =>
  ['refused', 'blocked', 'unknown'].includes(j.state) || (j.state === 'done' && j.hubStatus !== 'completed' && j.hubStatus !== 'partial');
