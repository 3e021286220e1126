/**
 * teamoutbox (issue 34, walk 4): `jobs.team`, the posts teammates' laptops sent, for the Outbox's
 * "Sent by teammates" group. The derivation is the publisher's (team-sends.ts); here each gets the
 * draft's caption, profile and campaign as this laptop's shared library has them.
 */
import { cutWhole } from '../../src-shared/shorten';
import { sentPhotos, teamRows } from '../library';
import { matches, teammateRetries, readDrafts, sentText, teamChains, teammateRows, teammateSenderOnly, teammateSends, type ChainLink, type OutcomeFilter, type OutcomeRow, type TeamChains, type TeammateSend } from '../publisher';
import type { TeammateSendDto } from './contract';
import type { Services } from './services';
import { sendEditedSince, sentApprovals } from './team-send-text';

/** The teammates' sends this laptop knows (newest first), and each draft's campaign: both readers' one source. */
type TheirSends = { sends: TeammateSend[]; campaignOf: Map<string, string | null> } | null;

/** Read once per call (w28reads): the drafts' jobs and team outcomes in one query each (publisher draft-reads.ts). */
function theirSends(s: Services): TheirSends {
  const ws = s.currentWorkspace();
  // leftview (walk 7): a workspace that left its team still lists the sends it knew (leftPort reads them).
  const team = s.teamPort(ws);
  if (!team) return null;
  const db = s.library.db;
  const ids = [...new Set(teamRows.teamOutcomes(db, ws.id).map((o) => o.draft_id).filter((x): x is string => x !== null))];
  if (ids.length === 0) return null;
  const reads = readDrafts(db, ids, team);
  const sends = teammateSends(db, ids, reads.team!, reads.jobsOf); // a port was given: reads.team is its view
  // w23csv (walk 20, 1): the draft's campaign as the sender's rows read it when no campaign's send names one (one reading).
  const campaignOf = new Map<string, string | null>();
  for (const d of ids) campaignOf.set(d, s.library.campaigns.campaignOfDraft(db, d));
  return { sends, campaignOf };
}

/**
 * teamnumbers (issue 34): the review desk's rows of the teammates' sends (Outbox → Table counts the
 * team's sends): from the same sends the "Sent by teammates" group lists, a row per channel.
 * w23csv (walk 20, 2): and their chains (publisher team-chains.ts), with this journal's `replays` of their calls as
 * links, so the desk's rows of those replays read them too (outcome-rows.ts withReplays).
 * w28reads: `theirs`, the sends already read by the caller (teamSends: the cards and their rows read them once).
 */
export function teamOutcomeRows(s: Services, replays: readonly ChainLink[] = [], theirs: TheirSends = theirSends(s)): { rows: OutcomeRow[]; chains: TeamChains; publishOf: Map<string, { id: string; at: number }> } {
  if (!theirs) return { rows: [], chains: teamChains([], replays), publishOf: new Map() };
  const chains = teamChains(theirs.sends, replays);
  const drafts = new Map(s.library.drafts.getMany(s.library.db, [...new Set(theirs.sends.map((x) => x.draftId))]).map((d) => [d.id, d]));
  const approvalAt = sentApprovals(s.library.db);
  const rows = teammateRows(theirs.sends, {
    chains,
    campaignOf: (id) => theirs.campaignOf.get(id) ?? null,
    // As the group's card: the caption the draft gives the send's channels, and its brand, where the team's outcome carries none.
    draftOf: (id) => {
      const d = drafts.get(id);
      return d ? { caption: d.caption, title: d.title, captions: d.captions, profileId: d.profile_id ?? null } : null;
    },
    // w10caption (walk 10): the card's reading of "edited since it was sent", on each row too.
    editedOf: (id, key, job) => sendEditedSince(s.library.db, drafts.get(id), id, key, job),
    // w25csv (walk 22, 2): the approval each send went out under, as the sender's own rows read it.
    approvalAtOf: (id, key, job) => {
      const under = job.fields[teamRows.UNDER_APPROVAL];
      return approvalAt(id, key, typeof under === 'string' ? under : null);
    },
  });
  // w24rows (walk 21, 1): each send's publish (its chain's root), to link a draft's publishes on every row.
  const publishOf = new Map<string, { id: string; at: number }>();
  for (const x of [...replays, ...theirs.sends]) {
    const p = chains.publishOf(x.draftId, x.key);
    if (p) publishOf.set(x.job.id, p);
  }
  return { rows, chains, publishOf };
}

/** w30retry: a send's retry and, of a send a retry followed up and of such a retry, its own state (publisher teammateRetries). */
const shown = (r: ReturnType<ReturnType<typeof teammateRetries>>): Pick<TeammateSendDto, 'retriedAs' | 'sent'> => (r.sent ? { retriedAs: r.retriedAs, sent: r.sent } : { retriedAs: null });

/**
 * The "Sent by teammates" cards. w26outbox (walk 24, 3): given the Outbox's `filter`, the sends the Table shows a row of
 * under it (outcome-rows.ts `matches` over the same teammate rows: the chain's post state, the date range, the outcomes
 * chosen), so the cards and the Table count one set; before, the cards read the send's own state and no dates.
 */
export function teamSends(s: Services, limit = 200, filter?: OutcomeFilter): TeammateSendDto[] {
  const theirs = theirSends(s);
  if (!theirs) return [];
  const db = s.library.db;
  const { campaignOf } = theirs;
  // w28reads: the Table's rows from the sends just read (before: teamOutcomeRows read every teammate's send again).
  const inTable = filter ? new Set(teamOutcomeRows(s, [], theirs).rows.filter(matches(filter)).map((r) => r.jobId)) : null;
  const sends = (inTable ? theirs.sends.filter((x) => inTable.has(x.job.id)) : theirs.sends).slice(0, limit);
  const now = s.clock.now();
  const drafts = new Map(s.library.drafts.getMany(db, [...new Set(sends.map((x) => x.draftId))]).map((d) => [d.id, d]));
  // w28credit (walk 24, 2): the retry of a send's refused channels, as the Table's rows name it (`retried_by`).
  const chains = teamChains(theirs.sends);
  // w30retry (walk 26, 3): the one reading (publisher retried-as.ts) the sender's own card and `postroom status` say too.
  const retries = teammateRetries(theirs.sends, chains);
  // w28credit (walk 24, 2): the card says the post state of the send's publish (with the retries that followed it up), as the Table's rows.
  return sends.map((x) => {
    const { draftId, key, job, publish: post } = x;
    const d = drafts.get(draftId);
    // teamsendtext (walk 5): the caption is the draft's NOW; say when the Hub holds an older approved one.
    // w9xcard (walk 9): the caption of the post this key sent (its channels' own caption, e.g. X's), not the main one.
    // w10caption (walk 10): the caption as the sender's laptop sent it (the team's outcome carries it), and whether the draft was edited since.
    const { caption, editedSinceSent } = sentText(job, d, sendEditedSince(db, d, draftId, key, job));
    return {
      id: job.id,
      draftId,
      state: job.state,
      platforms: [...job.platforms],
      outcomes: (job.outcomes ?? []).map((o) => ({ ...o })),
      lastError: job.lastError ? { ...job.lastError } : null,
      post,
      by: { name: job.by.name, at: new Date(job.by.at).toISOString(), ...(job.by.among ? { among: [...job.by.among] } : {}) },
      caption: cutWhole(caption, 280),
      profileId: d?.profile_id ?? null,
      campaignId: campaignOf.get(draftId) ?? null,
      scheduledAt: post.scheduledAt,
      timezone: post.timezone,
      editedSinceSent,
      // w34photo (walk 34): the photos as the sender's laptop sent them (its shared outcome), so a refusal of them reads as on its card.
      photoSizes: sentPhotos(job),
      // w27teammate (walk 23, 1): what only the sender's laptop can do, from the one table (actions.ts + the team's overlay).
      senderOnly: teammateSenderOnly(post, now),
      ...shown(retries(x)),
    };
  });
}
