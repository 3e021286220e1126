/**
 * A teammate's job on this computer (teamoutbox, walk 36): the posts teammates' laptops sent, as `postroom status` lists
 * them, and what `ask`, `retry` and `resend` say of one. The job is the team's (its shared outcome), but its key and
 * bytes are in its sender's journal: only that computer may act on it (publisher/team-actions.ts `teammate_job`).
 *
 * 1. `teammateSendsOf`: the sends, as the Outbox lists them (none outside a team).
 * 2. `teammateLine`: one send's state, sender and time in `status`'s words (one wording: the line and the refusals).
 * 3. `ownJob`: the job a command acts on; a teammate's is refused as `teammate_job` (exit 1, nothing done), in the
 *    words `status` and `publish --again` use; an id neither here nor theirs stays `job_not_found`.
 */
import type { Library } from '../../library';
import type { ActionSubject, Job, PostAction, Publisher, TeammateSend } from '../../publisher';
import { CliError } from '../command';
import { teamOf } from './publish-progress';
import { teammateSentBy } from './publish-words';
import { teammateSendKind } from '../../../src-shared/teammate-send';

/** The posts teammates' laptops sent, as the Outbox lists them (none outside a team). */
export async function teammateSendsOf(library: Library): Promise<TeammateSend[]> {
  const workspace = library.workspaces.getCurrent(library.db);
  const [team, { teammateSends }, { teamRows }] = await Promise.all([teamOf(library), import('../../publisher'), import('../../library')]);
  if (!team) return [];
  const ids = [...new Set(teamRows.teamOutcomes(library.db, workspace.id).map((o) => o.draft_id).filter((x): x is string => x !== null))];
  return teammateSends(library.db, ids, team);
}

/** One send in `status`'s words: what became of it (with its sender's retry), who sent it (or the names it may be), when. */
export interface TeammateLine {
  said: string;
  who: string;
  at: string;
  /** "sent by Lan at …" (or cancelled before it reached the Hub); `left`: a team this workspace left. */
  sentBy: string;
  /** What only the sender's computer can still do ("only Lan's computer can ask the Hub about it"), or what `left` leaves. */
  onlyTheirs: string;
  /**
   * h-reviewwords (walk 44a, 8): the send's OWN post state with the retry of its refused channels (publisher
   * teammateRetries: `sent`, `retriedAs`), the subject the table reads for `retry` as the sender's laptop reads its own
   * job (actions.ts retriedRow); and who sent that retry. Absent: the send was not retried.
   */
  retried?: { subject: ActionSubject; jobId: string; by: string };
}

/** `all`: every send listed (a send's retry is read among them: publisher teammateRetries). */
export async function teammateLines(all: readonly TeammateSend[], left: boolean, now: number): Promise<(x: TeammateSend) => TeammateLine> {
  const { postStateText, teammateRetries, retriedAsText, teammateSenderOnly, senderOnlyEnglish, senderRevokedAt } = await import('../../publisher');
  const retries = teammateRetries(all);
  return (x) => {
    const r = retries(x);
    const who = x.job.by.among && x.job.by.among.length > 1 ? x.job.by.among.join(' or ') : x.job.by.name;
    const at = new Date(x.job.by.at).toISOString();
    const retrier = r.retriedAs ? all.find((s) => s.job.id === r.retriedAs?.jobId)?.job.by.name ?? who : null;
    return {
      said: `${postStateText(r.sent ?? x.publish)}${retriedAsText(r.retriedAs)}`,
      who,
      at,
      sentBy: teammateSentBy(x.publish, who, at, left),
      // Walk 23: what only the sender's computer can still do for this state (the app's card says the same), or nothing.
      // h-revokedsends (walk 39b): its sender was revoked (said in `said`): no computer here can withdraw it or ask about it.
      onlyTheirs: left ? 'only the team can act on it' : senderRevokedAt(x.publish) !== null ? 'nothing can withdraw it or ask the Hub about it from this computer' : senderOnlyEnglish(teammateSenderOnly(x.publish, now), who),
      ...(r.retriedAs && retrier !== null ? { retried: { subject: { ...(r.sent ?? x.post), retried: r.retriedAs.state }, jobId: r.retriedAs.jobId, by: retrier } } : {}),
    };
  };
}

/** The commands that act on one of this computer's jobs, and the table's action each takes. */
const ACTION_OF = { ask: 'ask_hub', retry: 'retry_refused', resend: 'send_again' } as const satisfies Record<string, PostAction>;
export type JobCommandName = keyof typeof ACTION_OF;

/**
 * walk 36 (1): why `command` cannot act on a teammate's send from here. `ask` and `retry` read the table with the team's
 * overlay (teammateVerdicts): its own refusal keeps its reason ("the Hub has already given its final answer"); the overlay's
 * says whose computer can. `resend` sends this computer's job again under a new key, and this computer has none: of an
 * unknown outcome, `publish --again`'s words (guard.ts askFirstHold: not sent again before the sender's computer asks the
 * Hub); otherwise, how the post goes again from here.
 */
export async function teammateJobWords(command: JobCommandName, x: TeammateSend, line: TeammateLine, now: number): Promise<string> {
  const { teammateVerdicts, askFirstHold, ACTION_ENGLISH } = await import('../../publisher');
  const lead = `job ${x.job.id}, ${line.said}${teammateSendKind(x.publish) === 'replayed' ? ` (${line.sentBy})` : `, was ${line.sentBy}`}`;
  if (command === 'resend') {
    const post = x.publish.by ? x.publish : { ...x.publish, by: { memberId: x.job.by.memberId, name: x.job.by.name, at: x.job.by.at } };
    const hold = askFirstHold(post, undefined, now);
    return hold
      ? `cannot resend job ${x.job.id}: ${hold.message}`
      : `cannot resend from this computer: ${lead}; this computer has no send of it to resend (to send the post again as a new post from here: postroom publish ${x.draftId} --again)`;
  }
  // h-reviewwords (walk 44a, 8): a send whose refused channels were retried is read as its sender's laptop reads it (its own
  // state and its retry: "already retried"), never off the whole publish ("no channel refused this post" of a scheduled retry).
  const retried = command === 'retry' ? line.retried : undefined;
  const v = teammateVerdicts(retried?.subject ?? x.publish, now)[ACTION_OF[command]];
  if (retried && v.do === 'refused' && v.reason === 'followed_up') return `cannot retry from this computer: ${lead}; its refused channels were already retried as a new post by ${retried.by} (job ${retried.jobId})`;
  const what = command === 'ask' ? 'nothing to ask the Hub' : 'cannot retry';
  if (v.do === 'refused' && v.reason !== 'teammate_sends') return `${what}: ${ACTION_ENGLISH.reason[v.reason]} (${lead})`;
  return `${what} from this computer: ${lead}; ${line.onlyTheirs}`;
}

/**
 * The job `command` acts on: this computer's. A teammate's (listed by `status`) is refused as `teammate_job`, exit 1
 * (a refusal: nothing asked, sent or written); an id in neither is the journal's `job_not_found`, saying where it looked.
 */
export async function ownJob(p: Publisher, library: Library, id: string, command: JobCommandName): Promise<Job> {
  const { PublisherError } = await import('../../publisher');
  try {
    return p.job(id);
  } catch (err) {
    if (!(err instanceof PublisherError && err.code === 'job_not_found')) throw err;
    const all = await teammateSendsOf(library);
    const x = all.find((s) => s.job.id === id);
    if (!x) {
      const same = await sameKeyHere(library, id);
      if (same) throw new CliError('teammate_job', `job ${id} is ${same.who}'s, in their computer's journal; this computer's job ${same.mine} holds the same key: postroom ${command} ${same.mine}${command === 'resend' ? ' --confirm' : ''}`);
      throw new PublisherError('job_not_found', `no job ${id}: not in this computer's journal${(await teamOf(library)) ? ' nor among the posts teammates sent' : ''}`);
    }
    const now = Date.now();
    const line = (await teammateLines(all, !library.workspaces.getCurrent(library.db).team, now))(x);
    throw new CliError('teammate_job', await teammateJobWords(command, x, line, now));
  }
}

/**
 * h-replayask (walk 37, 3): a teammate's job `id` that `status` does not list because this computer holds its own job of
 * the same key (a replay of theirs: one key, one post at the Hub; teammateSends leaves such keys out): the teammate's name
 * and this computer's job of the key. Null: the team shares no job `id`, or this journal has none of its key.
 */
async function sameKeyHere(library: Library, id: string): Promise<{ who: string; mine: string } | null> {
  const [team, { teamRows, publishJobs }] = await Promise.all([teamOf(library), import('../../library')]);
  if (!team) return null;
  const row = teamRows.teamOutcomes(library.db, library.workspaces.getCurrent(library.db).id).find((o) => o.job_id === id);
  if (!row || row.draft_id === null) return null;
  const mine = publishJobs.listJobs(library.db, { draftId: row.draft_id }).find((j) => j.idempotencyKey === row.idempotency_key);
  if (!mine) return null;
  const who = team.sharedOutcomes?.(row.draft_id).find((o) => o.id === id)?.by.name ?? 'a teammate';
  return { who, mine: mine.id };
}
