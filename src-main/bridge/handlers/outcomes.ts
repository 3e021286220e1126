import { localDay } from '../../../src-shared/local-day';
import { isTeamKey, jobKnown, listJobs, replayedCall, outcomeDesk, outcomeRows, outcomesText, publishRoots, shownRows, withReplays, withSentAgain, withTeammateRows, type ChainLink, type Job, type OutcomeFilter, type OutcomeRow, type PostState } from '../../publisher';
import { teamOutcomeRows } from '../team-sends';
import { ownSendEdits, sentApprovals } from '../team-send-text';
import type { ExportFileDto, OutcomeDeskDto, ParsedInput } from '../contract';
import { campaignResolver, jobPost, type Outbox } from '../outbox';
import type { Services } from '../services';
import { publishEvents, publishJobs, teamRows as teamTable } from '../../library';

/** Rows `outcomes.list` gives when no limit is asked (a day of a large team is far under it). */
const DEFAULT_LIMIT = 50_000;

/**
 * The review desk (issue 32 item 1): the current workspace's journal read as a row per post ×
 * channel (publisher/outcome-rows.ts), filtered and summed there, and exported as the table shows it.
 * Through the running publisher when there is one (its journal writer is flushed first, as
 * jobs.list reads), else from the library: reviewing needs no Hub and no key.
 */
export function outcomeHandlers(s: Services, outbox: Outbox) {
  const db = s.library.db;
  /**
   * The rows of the journal as it stands, kept while it is unchanged (publishJobs.journalStamp, one
   * read): a date, filter or summary click then costs no second derivation.
   */
  let kept: { workspace: string; stamp: string; rows: OutcomeRow[]; jobs: Map<string, Job> } | null = null;
  const rows = async (): Promise<{ rows: OutcomeRow[]; jobs: Map<string, Job> }> => {
    const workspace = s.currentWorkspace().id;
    const p = await outbox.publisher().catch(() => null);
    p?.jobs({ ids: [] }); // jobs() first writes what the journal writer holds: the stamp then sees every change
    const stamp = publishJobs.journalStamp(db, workspace);
    if (kept && kept.workspace === workspace && kept.stamp === stamp) return kept;
    const jobs = p ? p.jobs() : listJobs(db, { workspaceId: workspace });
    const known = new Map(jobs.map((j) => [j.id, j]));
    // w25csv (walk 22, 2): the approval each job went out under (its key's, or the one journaled with it): read once, kept
    // with the rows (an approval a job was sent under never changes).
    const under = publishEvents.underApprovalOf(db, jobs.filter((j) => isTeamKey(j.idempotencyKey)).map((j) => j.id));
    const approvalAt = sentApprovals(db);
    const approvalAtOf = (j: Job): string | null => (j.draftId === null ? null : approvalAt(j.draftId, j.idempotencyKey, under.get(j.id)));
    // w26outbox (walk 24, 2): where each job was made (its journal), read once with the rows.
    const origin = publishEvents.originOf(db, jobs.map((j) => j.id));
    kept = { workspace, stamp, rows: outcomeRows(jobs, { campaignOf: campaignResolver(db, known), approvalAtOf, originOf: (j) => origin.get(j.id) ?? null }), jobs: known };
    return kept;
  };
  /**
   * teamnumbers (issue 34): in a team, the teammates' sends too (read each time: their outcomes
   * reach this laptop without touching its journal), so the table and its summary count the team's.
   */
  const teamRows = async (): Promise<OutcomeRow[]> => {
    const mine = withOwnEdits(await rows());
    const team = s.teamPort();
    // w24rows (walk 21, 1): a draft's publishes linked on their rows (sent_again_as / sent_again_from), mine and theirs.
    const roots = publishRoots([...mine.jobs.values()]);
    if (!team) return withSentAgain(mine.rows, (id) => roots.get(id) ?? null);
    // w8replay (walk 8): a job of mine whose key a teammate sent first (its card: "Published by NAME") is theirs here too.
    // Asked only of the drafts the team holds an outcome of (one read), not once per job of a large journal.
    const shared = new Set(teamTable.teamOutcomes(db, s.currentWorkspace().id).map((o) => o.draft_id));
    const posts = new Map<string, PostState | null>();
    // h-replaywho (walk 41b, 2): and the jobs whose call this journal's verdicts say was a replay (one indexed read): with no
    // teammate's outcome to name the sender (a revoked member's), the card's post says the Hub had it (`replayed`).
    const unshared = [...mine.jobs.values()].filter((j) => j.draftId !== null && !shared.has(j.draftId)).map((j) => j.id);
    const verdicts = team.sentFirst?.(unshared) ?? new Map<string, string>();
    const replayOf = (id: string): PostState | null => {
      if (posts.has(id)) return posts.get(id)!;
      const j = mine.jobs.get(id);
      const p = j && j.draftId !== null && (shared.has(j.draftId) || verdicts.get(id) === 'replay') ? jobPost(j, team) : null;
      posts.set(id, p);
      return p;
    };
    // w23csv (walk 20, 2): my replays of a teammate's call are links of their chains (their retry names the key).
    const links: ChainLink[] = [];
    // h-replayask (walk 37, 1): each as the team knows it (jobKnown): a replay unknown here whose key a teammate's laptop
    // asked the Hub about reads as that answer in its chain too, so its row's post state is the card's (was: 'unknown').
    for (const j of mine.jobs.values()) if (j.draftId !== null && shared.has(j.draftId) && replayOf(j.id)?.by) links.push({ draftId: j.draftId, key: j.idempotencyKey, job: jobKnown(j, team).job });
    const theirs = teamOutcomeRows(s, links);
    const replays = withReplays(mine.rows, replayOf, (id) => {
      const j = mine.jobs.get(id);
      return j && j.draftId !== null ? { draftId: j.draftId, key: j.idempotencyKey, chains: theirs.chains } : null;
    }, (id) => {
      // h-w34csv (walk 34, 1): the teammate's call the replay's row names (`replay_of`).
      const j = mine.jobs.get(id);
      return j ? replayedCall(j, replayOf(id)?.by, team) : null;
    });
    // A replay of a teammate's call is a link of their publish (its chain), as its row says.
    return withSentAgain(withTeammateRows(replays, theirs.rows), (id) => theirs.publishOf.get(id) ?? roots.get(id) ?? null);
  };
  /**
   * w11sender (walk 11): this journal's rows say "edited since it was sent" as a teammate's rows of the same send do
   * (team-send-text.ts ownSendEdits, the card's reading). Read each time: an edit of the draft does not touch the journal.
   */
  const withOwnEdits = (mine: { rows: OutcomeRow[]; jobs: Map<string, Job> }): { rows: OutcomeRow[]; jobs: Map<string, Job> } => {
    const sends = new Map<string, { job: Job; post: { state: OutcomeRow['postState'] } }>();
    for (const r of mine.rows) {
      const job = mine.jobs.get(r.jobId);
      if (job && r.supersededBy === null && !sends.has(job.id)) sends.set(job.id, { job, post: { state: r.postState } });
    }
    const edits = ownSendEdits(db, [...sends.values()]);
    if (edits.size === 0) return mine;
    return { rows: mine.rows.map((r) => (edits.has(r.jobId) && r.supersededBy === null ? { ...r, editedSinceSent: edits.get(r.jobId)! } : r)), jobs: mine.jobs };
  };
  const filterOf = (f: ParsedInput<'outcomes.list'>['filter']): OutcomeFilter => f ?? {};
  return {
    'outcomes.list': async (input: ParsedInput<'outcomes.list'>): Promise<OutcomeDeskDto> => outcomeDesk(await teamRows(), filterOf(input.filter), input.limit ?? DEFAULT_LIMIT),
    'outcomes.export': async (input: ParsedInput<'outcomes.export'>): Promise<ExportFileDto> => {
      const shown = shownRows(await teamRows(), filterOf(input.filter));
      const names = new Map(s.library.cache.profiles(db, s.currentWorkspace().id).map((p) => [p.profile_id, p.name]));
      const day = localDay(Date.now()); // walk 36b: this computer's date, not the UTC one
      return {
        name: `postroom-outcomes-${day}.${input.format}`,
        mime: input.format === 'csv' ? 'text/csv' : 'application/json',
        content: outcomesText(shown, input.format, (id) => names.get(id) ?? null, { me: s.teamPort()?.me.name ?? null }),
        count: shown.length,
      };
    },
  };
}
