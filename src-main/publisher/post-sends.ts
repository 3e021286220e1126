/**
 * w15compose (walk 14): the sends of one draft's post — who sent it, when, and what the Hub holds of each — the ONE
 * reading Compose's state line words (and any screen that names the senders). A draft can be two Hub posts with two
 * senders: Lan published it, then Bảo sent it again as a new post (or the other order). Before, the post state named
 * only the latest publish's sender ("Sent from Bảo's computer… not in this computer's Outbox") though Lan's own send
 * WAS in her Outbox.
 *
 * Each send is one Hub post. w19twohub (walk 17, findings 2 and 3): a Hub post is ONE call of a publish — a publish
 * sends one call per caption group (captions.ts: a channel with its own caption, e.g. an X-only caption shortened for
 * X's limit, goes as a Hub post of its own, with its own key) — together with the jobs that continued that call
 * (its retries of refused channels, refits and resends: the parentJobId chain, sendOfJob below). A teammate's laptop
 * sees one key per call, so it counts the same: before, this computer grouped its whole publish (both calls) as one
 * send while every teammate's laptop counted two, and the sender's Compose said "the Hub's post" for two Hub posts.
 * - this computer's calls, each chain read through post-state.ts with the team's
 *   outcomes of its keys (draft-states.ts withTeam: a replay of a teammate's key names the teammate, `by`, yet is
 *   `here`); this computer's own send says when it sent it (`mine`, draft-states.ts withMine);
 * - a teammate's key this journal never held (team-sends.ts teammateSends: the sender as every laptop names them),
 *   not `here`: it is in the sender's Outbox only. As draftPostState, `mine` only in a team.
 * A publish the Hub never held (withdrawn before it went: cancelled, or nothing sent) is no send. Oldest first.
 */
import { publishEvents, type Job, type ReadableDB } from '../library';
import { draftAtHub, withMine, withTeam, type AtHub, type TeamView } from './draft-states';
import { postState, type JobView, type PostState } from './post-state';
import { ownRetried, retriedAsText, teammateRetries } from './retried-as';
import { listJobs } from './read';
import { chainRootOf } from './outcome-rows';
import type { PostSend } from './send-hold-shape';
import { AT_HUB_STATES } from '../../src-shared/post-sends';
import { utcMinute } from '../../src-shared/utc-minute';
import { teammateSends, type TeammateSend } from './team-sends';
import { teamChains, type TeamChains } from './team-chains';
import { SENT_STATES } from './guard';
import type { JobsOf } from './draft-reads';

export type { PostSend } from './send-hold-shape';

const when = (s: PostSend): number => s.post.by?.at ?? s.post.mine?.at ?? s.post.replayed?.at ?? 0;

/**
 * The draft's sends (see above), oldest first. Outside a team: this computer's calls alone. h-twosends: `jobsOf`, the
 * journal's jobs of a list of drafts read once (draft-reads.ts), as a Library page reads them; absent, read here.
 */
export function draftSends(db: ReadableDB, draftId: string, team?: TeamView, jobsOf?: JobsOf): PostSend[] {
  return draftSendsAndJobs(db, draftId, team, jobsOf).sends;
}

/** w17twins: a job a send's channel is decided by, as hub-posts.ts reads its time and text: its fields and when it went. */
export interface SendJob {
  fields: JobView['fields'];
  /** When it was sent (this journal's sentAt, else created; a teammate's: when they sent it), ms. */
  sentAt: number;
}

/**
 * draftSends with the jobs its sends' channels are decided by (post.channels[].jobId), by id: the ONE grouping of a
 * draft's Hub posts, which the client's preview page (hub-posts.ts draftHubPosts) reads too (w17twins).
 */
export function draftSendsAndJobs(db: ReadableDB, draftId: string, team?: TeamView, jobsOf: JobsOf = (id) => listJobs(db, { draftId: id })): { sends: PostSend[]; jobOf: (jobId: string) => SendJob | undefined } {
  const local = jobsOf(draftId);
  const jobs = new Map<string, SendJob>(local.map((j) => [j.id, { fields: j.fields, sentAt: j.sentAt ?? j.createdAt }]));
  const jobOf = (id: string): SendJob | undefined => jobs.get(id);
  const shared = team?.sharedOutcomes?.(draftId) ?? [];
  // withTeam keeps this journal's jobs at their places (a teammate's own keys follow them).
  const verdicts = team ? publishEvents.sentFirstOf(db, local.map((j) => j.id)) : undefined;
  const views: readonly JobView[] = shared.length > 0 ? withTeam(local, shared, team!.me.memberId, verdicts) : local;
  const sendOf = sendOfJob(new Map(local.map((j) => [j.id, j])));
  const chains = new Map<string, { id: string; views: JobView[]; jobs: Job[] }>();
  local.forEach((j, i) => {
    const k = sendOf(j);
    const p = chains.get(k) ?? { id: j.id, views: [], jobs: [] };
    p.views.push(views[i]!);
    p.jobs.push(j);
    chains.set(k, p);
  });
  const out: PostSend[] = [];
  for (const [root, p] of chains) {
    const st = postState(p.views);
    if (st.state === 'draft' || st.state === 'cancelled') continue;
    const mine = (x: PostState): PostState => (x.by || !team ? x : withMine(x, p.jobs, verdicts));
    // walk 35 (3): a send is dated by its first call (the Hub made the post then), not by a retry of its refused channels.
    const rootJob = p.jobs.find((j) => j.id === root);
    // w31retry: its first job's own post, and the retry of its refused channels (retried-as.ts), as its Outbox card says them.
    const first = p.views[p.jobs.findIndex((j) => j.id === root)];
    const own = first ? postState([first]) : null;
    const retried = own && own.refused.length > 0 ? ownRetried(p.jobs, { id: root }, own.refused) : null;
    out.push({ id: p.id, post: st.by ? mine(st) : sentAt1st(mine(st), rootJob ? rootJob.sentAt ?? rootJob.createdAt : null), here: true, ...(retried ? { retried: { sent: mine(own!), retriedAs: retried } } : {}) });
  }
  if (team) {
    const theirs = teammateSends(db, [draftId], team, jobsOf);
    for (const t of theirs) if (!jobs.has(t.job.id)) jobs.set(t.job.id, { fields: t.job.fields, sentAt: t.job.by.at });
    const chains = teamChains(theirs);
    const retries = teammateRetries(theirs, chains);
    for (const g of retryChains(theirs, chains)) {
      const r = retries(g[0]!);
      out.push({ id: g[0]!.job.id, post: g.length === 1 ? g[0]!.post : sentAt1st(postState(g.map((t) => t.job)), g[0]!.job.by.at), here: false, ...(r.retriedAs ? { retried: { sent: r.sent ?? g[0]!.post, retriedAs: r.retriedAs } } : {}) });
    }
  }
  // Two sends at one instant (the caption groups of one publish) keep this journal's order, oldest first (listJobs is
  // newest first): a job id's random tail must not decide it (w17twins-preview-parts saw either order).
  const seq = new Map(local.map((j, i) => [j.id, local.length - i]));
  const bySeq = (a: PostSend, b: PostSend): number => (seq.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (seq.get(b.id) ?? Number.MAX_SAFE_INTEGER);
  return { sends: out.sort((a, b) => when(a) - when(b) || bySeq(a, b) || a.id.localeCompare(b.id)), jobOf };
}

/**
 * walk 35 (3): a send's post as its chain reads it, dated by the send's first call (`at`, ms): the Hub post was made then.
 * A chain's state takes its `by`/`mine` from the jobs deciding its channels; a post every channel refused, then
 * retried, is decided by the retry alone, and Bảo's `drafts list` said Lan's send went at the retry's minute (23:14)
 * where the Hub and Lan said 23:13. (A replay here of a teammate's key keeps the teammate's time: their call made it.)
 */
function sentAt1st(post: PostState, at: number | null): PostState {
  if (at === null) return post;
  if (post.by) return { ...post, by: { ...post.by, at } };
  if (post.replayed) return { ...post, replayed: { at } };
  return post.mine ? { ...post, mine: { ...post.mine, at } } : post;
}

/**
 * w28credit (walk 24, 1): who a draft's post is credited to — the sender of its FIRST Hub post that went out (draftSends,
 * oldest first; a send the Hub refused sent nothing): `by` the teammate, or null when this computer sent it; undefined
 * when no send of it went out. A later new post of the draft (sent again as new, at another time) is a Hub post of its
 * own, named in draftSends; it does not take the draft's credit. Before, a campaign's status read the post state's `by`,
 * the sender of the LATEST job: Lan's new post of Bảo's post made Bảo's laptop say "2 by Lan" (A and her own B).
 */
export function draftCredit(db: ReadableDB, draftId: string, team?: TeamView): PostSend['post']['by'] | undefined {
  const first = draftSends(db, draftId, team).find((s) => SENT_STATES.includes(s.post.state));
  return first ? (first.post.by ?? null) : undefined;
}

/**
 * w20outbox (walk 18): a teammate's sends grouped as the sender's laptop groups its own (sendOfJob): a retry of refused
 * channels with the send it retried, by the key the retry's shared outcome names (library team-rows.ts RETRY_OF); w26outbox: a
 * resend or refit with the send it replaced, as sendOfJob chains them (RESEND_OF, REFIT_OF: team-outcome-rows.ts followedUp).
 * Before, a teammate's laptop counted the retry as a second send of the draft. An outcome without the key (an older
 * laptop) is a send of its own, as before. Each group's first is the send it retried.
 */
function retryChains(sends: readonly TeammateSend[], chains: Pick<TeamChains, 'publishOf'>): TeammateSend[][] {
  // h-chain: each send's root as the team's chains find it (team-chains.ts rule 1), never a second walk up the keys.
  const byId = new Map(sends.map((t) => [t.job.id, t]));
  const rootOf = (t: TeammateSend): TeammateSend => byId.get(chains.publishOf(t.draftId, t.key)?.id ?? '') ?? t;
  const groups = new Map<TeammateSend, TeammateSend[]>();
  for (const t of [...sends].sort((a, b) => a.job.by.at - b.job.by.at)) {
    const root = rootOf(t);
    if (!groups.has(root)) groups.set(root, [root]);
    if (t !== root) groups.get(root)!.push(t);
  }
  return [...groups.values()];
}

/**
 * w19twohub: the send (one Hub post) a job of this journal belongs to: the first job of its chain (a job with no
 * parent: one call of a publish, one caption group), whose retries, refits and resends follow it by parentJobId.
 * Never the publish's batch: a publish's two caption groups are two Hub posts (two keys), as a teammate counts them.
 */
export function sendOfJob(byId: ReadonlyMap<string, ChainJob>): (j: ChainJob) => string {
  // w29resend (walk 25, 1): a resend whose first call the Hub was since asked about and answered for (the journal holds
  // its answer: no longer `cancelled`) follows nothing: the Hub holds two posts, each a send of its own.
  const cut = new Map([...byId].map(([id, j]) => [id, j.parentJobId !== null && answeredFirst(byId.get(j.parentJobId), j) ? { ...j, parentJobId: null } : j]));
  const rootOf = chainRootOf(cut);
  return (j) => rootOf(cut.get(j.id) ?? j).id;
}

type ChainJob = Pick<Job, 'id' | 'parentJobId' | 'state' | 'supersededBy' | 'reason' | 'hubStatus'>;

/**
 * w29resend: whether `first` is a call sent again as new (by `resend`) whose outcome the Hub has since said (asked after
 * the resend: awaiting, or final with the Hub's status). Not a retry of refused channels (one Hub post, rule 7), nor a
 * send whose same-key retries ran out (never confirmed at the Hub).
 */
export const answeredFirst = (first: Pick<Job, 'state' | 'supersededBy' | 'hubStatus'> | undefined, resend: Pick<Job, 'id' | 'reason'>): boolean =>
  first !== undefined && resend.reason === 'resend' && first.supersededBy === resend.id && (first.state === 'awaiting' || (first.state === 'done' && first.hubStatus !== null));

import { sendsListed } from '../../src-shared/post-sends';
export { heldAtHub, sendersDiffer, sendsListed } from '../../src-shared/post-sends';

/**
 * w16sends (walk 15): the post the Hub holds (draft-states.ts draftAtHub) with, when the Hub holds more than one post
 * of the draft, each of them from draftSends (`sends`): the Review panel said "At the Hub since … (sent by Bảo)" on
 * Lan's laptop though her own post was at the Hub too, and one sender's two posts read as one.
 */
export function draftAtHubSends(db: ReadableDB, draftId: string, team?: TeamView): AtHub | null {
  const at = draftAtHub(db, draftId, team);
  if (!at) return null;
  const held = draftSends(db, draftId, team).filter((s) => AT_HUB_STATES.includes(s.post.state));
  if (held.length < 2) return at;
  return { ...at, sends: held.map((s) => ({ state: s.post.state, since: s.post.by?.at ?? s.post.mine?.at ?? s.post.replayed?.at ?? sentAt(db, draftId, s.id), by: s.post.by ? { memberId: s.post.by.memberId, name: s.post.by.name } : null })) };
}

/** A send of this computer outside a team (no `mine`): when its first job went. */
function sentAt(db: ReadableDB, draftId: string, jobId: string): number {
  const j = listJobs(db, { draftId }).find((x) => x.id === jobId);
  return j ? j.sentAt ?? j.createdAt : 0;
}

/**
 * The sends in plain English words, for the CLI (Compose words them from its catalogs): "sent as 2 posts: by you
 * 2026-11-27 09:00 UTC, published on all channels (1 of 1), in this computer's Outbox; by Bảo …, from Bảo's computer".
 */
export function sendsText(sends: readonly PostSend[], stateText: (p: PostSend['post']) => string): string {
  const one = (s: PostSend): string => {
    const at = s.post.by?.at ?? s.post.mine?.at ?? s.post.replayed?.at;
    const when = at === undefined ? '' : ` ${utcMinute(at)}`;
    const where = s.here ? "in this computer's Outbox" : `from ${s.post.by?.name ?? 'a teammate'}'s computer`;
    // w31retry: a retried send says its own outcome, then the retry and how it went (retried-as.ts), as its Outbox card.
    const said = s.retried ? `${stateText(s.retried.sent)}${retriedAsText(s.retried.retriedAs)}` : stateText(s.post);
    return `by ${s.post.by ? s.post.by.name : 'you'}${when}, ${said}, ${where}`;
  };
  return `sent as ${sends.length} post${sends.length === 1 ? '' : 's'}: ${sends.map(one).join('; ')}`;
}

/**
 * h-twotimes (walk 45a, 1): a draft's state as the CLI's head line says it (`stateText`: postStateText). Its sends listed
 * (sendsListed) and held for two or more times: how many posts the Hub holds, the sends' line under it saying each time,
 * never one send's ("scheduled for 2026-12-03T09:00" over Marc's Dec 2 post and Hạnh's Dec 3 one, the Library row on
 * Marc's laptop saying Dec 2). Else its state as before.
 */
export function headStateText(post: PostState, sends: readonly PostSend[], stateText: (p: PostState) => string): string {
  if (post.state !== 'scheduled' || !sendsListed(sends)) return stateText(post);
  const held = sends.filter((s) => AT_HUB_STATES.includes(s.post.state));
  if (new Set(held.map((s) => `${s.post.scheduledAt}|${s.post.timezone}`)).size < 2) return stateText(post);
  return `scheduled as ${held.length} posts at the Hub (each below)`;
}

/** w31retry: whether a draft's sends are said one by one: several (sendsListed), or one whose refused channels were retried. */
export const sendsSaid = (sends: readonly PostSend[]): boolean => sendsListed(sends) || sends.some((s) => s.retried);
