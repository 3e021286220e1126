/**
 * Review and approval in the app (issue 34 items 2 and 4, branch review-ui): the bridge over the
 * review core (team/review.ts the table, team/review-actions.ts the actions, team/preview.ts the
 * client preview). The same calls as `postroom review`, so the app and the CLI cannot disagree.
 *
 * The member acting: the workspace's team member, or in a workspace that is not a team's its one
 * person, its owner, who approves their own posts (memberOf). An `review` event tells the windows
 * when a post was sent for review, approved, sent back, withdrawn or commented (a toast).
 */
import { firstLine } from '../../../src-shared/first-line';
import { InvalidInputError } from '../../common';
import { isValidZone, reviews, teamRows, type Draft, type Library } from '../../library';
import {
  actorOf, applyReviewAction, sentAfterRequest, approvedOwnEdit, approversAfterMyEdit, keptMembersIn, type KeptList, authorNames, authorsOf, otherWithdrawers, ownEditApprovers, campaignVerdicts, postStepTable, clientAgreement, clientApprovalWaiting, confirmClientApproval, keepApprovalOverClient, keepsApproval, openClientRequest, editedSinceApproval, exportClientPreview, nothingToPublish, importClientDecisions, keepVerdict, leftInReview, listReviews, memberOf, publishErrors, reviewCampaign, ReviewError, reviewOf, reviewsOf, reviewVerdict,
  type PostReview, type ReviewMember,
  unchangedForSender, unchangedSinceRequest, approvedNewTime, mentionsOfMe, overRequestComments, keptMentions,
} from '../../team';
import type {
  CampaignReviewDto, ExportFileDto, ParsedInput, PostReviewDto, ReviewActDto, ReviewBoxDto, ReviewCampaignDto, ReviewCommentDto, ReviewCommentsDto, ReviewDecisionsDto,
  ReviewEventDto, ReviewListDto, ReviewRowDto, ReviewVerdictDto,
} from '../contract';
import type { EventHub } from '../events';
import { sameTimeHold } from '../../publisher';

const BOXES: readonly ReviewBoxDto[] = ['waiting_for_me', 'i_sent', 'came_back', 'other'];
const EVENT_OF = { submit: 'submitted', approve: 'approved', request_changes: 'changes_requested', withdraw: 'withdrawn' } as const;

export interface ReviewDeps {
  library: Library;
  events: EventHub;
  env: NodeJS.ProcessEnv;
  /** reviewui (issue 34): who sent each draft's post when a teammate did (bylines.ts); absent: nobody else sends. */
  sentBy?: (draftIds: readonly string[]) => ReadonlyMap<string, { by: { memberId: string; name: string; at: number }; state: NonNullable<ReviewRowDto['sentBy']>['state']; scheduledAt?: string | null; timezone?: string | null; times?: NonNullable<ReviewRowDto['sentBy']>['times'] }>;
  /** reviewtruth: each draft's post the Hub holds or published (draft-states.ts draftAtHub; by null: this computer sent it). */
  atHub?: (draftIds: readonly string[]) => ReadonlyMap<string, AtHubOf & { sends?: AtHubOf[] }>;
  /**
   * reviewtruth, editedtime: a draft's lines in the team's history (who edited it when); absent: not a team's.
   * `unshared`: w23settings, with this member's change not shared yet first (who wrote the version: team unshared-edit.ts).
   */
  history?: (draftId: string, opts?: { unshared?: boolean }) => ReadonlyArray<{ member: string; at: string; fields?: readonly string[] }>;
  /** composelive (walk 5): why this laptop may not change the team's reviews (a revoked token, a viewer), or null. */
  editRefusal?: () => 'revoked' | 'read_only' | null;
  /** w16twice (walk 15): the team's port, so the client's page lists the teammates' Hub posts of a post too; absent: not a team's. */
  teamPort?: () => Parameters<typeof exportClientPreview>[1]['team'];
  /** w18again (walk 17): the time the Hub holds this draft's post for, as sent (draft-states.ts PostState scheduledAt); null: none held. */
  heldTime?: (draftId: string) => { scheduledAt: string | null; timezone: string | null } | null;
}

/** One post the Hub holds (draft-states.ts AtHub): by null, this computer sent it. */
type AtHubOf = { state: NonNullable<PostReviewDto['atHub']>['state']; since: number; by: { name: string; here?: boolean } | null; scheduledAt?: string | null; timezone?: string | null; times?: NonNullable<PostReviewDto['atHub']>['times'] | null };

/**
 * w31speed (campaign-ui bench: review.get of 10,000 posts took 8.5 s): what one call's DTOs read, read once for all
 * its posts — the drafts in one query (drafts.getMany), their reviews' latest steps and creators in two (reviewsOf),
 * the Hub's posts in one ask, the drafts kept of a team left in one, a workspace's left team once —
 * instead of each draft read four times and the Hub asked one id at a time. Within a call nothing is written, so
 * every DTO is the one the per-post reads gave (test/team/w31speed-review-dtos.test.ts pins them).
 */
interface CallReads {
  /** A live post's review (the core's reviewsOf); a deleted or unknown one is refused not_found by reviewOf, as before. */
  review: (id: string) => PostReview;
  /** The stored draft (a deleted one too), as drafts.get; an id not read ahead is read alone (and throws as drafts.get). */
  draft: (id: string) => Draft;
  atHub: (id: string) => (AtHubOf & { sends?: AtHubOf[] }) | undefined;
  /** teamRows.leftTeamOf(db, its workspace, id) !== null: a draft its workspace kept of a team it left (one query for all). */
  leftDraft: (id: string, workspaceId: string) => boolean;
  /** teamRows.leftTeamOfWorkspace, once per workspace. */
  leftWorkspace: (workspaceId: string) => boolean;
  /** The members a draft's workspace's server last listed (version-review.ts keptMembersIn), once per workspace. */
  members: (draftId: string) => KeptList;
}

export function reviewHandlers({ library, events, env, sentBy, atHub, history, editRefusal, teamPort, heldTime }: ReviewDeps) {
  const db = library.db;
  const readsOf = (draftIds: readonly string[]): CallReads => {
    const drafts = new Map(library.drafts.getMany(db, draftIds).map((d) => [d.id, d]));
    let held: ReturnType<NonNullable<ReviewDeps['atHub']>> | null = null;
    const left = new Map<string, boolean>();
    const members = new Map<string, KeptList>();
    let live: Map<string, PostReview> | null = null;
    let kept: Set<string> | null = null;
    return {
      review: (id) => (live ??= reviewsOf(db, [...drafts.values()].filter((d) => !d.deletedAt))).get(id) ?? reviewOf(db, id),
      draft: (id) => drafts.get(id) ?? library.drafts.get(db, id),
      atHub: (id) => (drafts.has(id) ? (held ??= atHub?.([...drafts.keys()]) ?? new Map()) : atHub?.([id]))?.get(id),
      leftDraft: (id, ws) => (drafts.has(id) ? (kept ??= teamRows.leftTeamDrafts(db, [...drafts.keys()])).has(id) : teamRows.leftTeamOf(db, ws, id) !== null),
      leftWorkspace: (ws) => {
        if (!left.has(ws)) left.set(ws, teamRows.leftTeamOfWorkspace(db, ws) !== null);
        return left.get(ws)!;
      },
      members: (id) => {
        const ws = (drafts.get(id) ?? library.drafts.get(db, id)).workspaceId;
        if (!members.has(ws)) members.set(ws, keptMembersIn(db, ws));
        return members.get(ws)!;
      },
    };
  };
  const member = (): ReviewMember => {
    const w = library.workspaces.getCurrent(db) as Parameters<typeof memberOf>[0];
    const soloName = env.POSTROOM_MEMBER ?? env.USER ?? env.USERNAME;
    const m = memberOf(w, soloName ? { soloName, db } : { db });
    // w19selfedit (walk 17, 7): the team's History, so a member who changed what goes out since the last approval is an author of that version;
    // w23settings (walk 21, 2): with his change not shared yet (an edit a moment before the binding's flush).
    return m.solo ? m : { ...m, history: (draftId) => historyOf(draftId, { unshared: true }) };
  };
  /** readonlywhy (walk 4): a kept draft of a team this workspace left (review-actions.ts refuses every action on it with left_team). */
  const leftTeam = (me: ReviewMember, draftId: string, reads: CallReads): boolean => {
    if (!me.solo) return false;
    try {
      const ws = reads.draft(draftId).workspaceId;
      // w26left (walk 22 #6): and any draft of a workspace out of the team it left (a Duplicate too): no step is written there.
      return reads.leftDraft(draftId, ws) || reads.leftWorkspace(ws);
    } catch {
      return false;
    }
  };
  /**
   * clientnote: the client's request for changes open on an approved post (who relayed it, when, the client's note).
   * w9keep (walk 9): `keep` is the core's verdict of keeping the approval (review-actions.ts keepVerdict: a team left,
   * not an approver…), shut on a revoked laptop with the revocation as every other step is (`shut`); `mayKeep`: this
   * member's role decides such a request (the button is offered, shut with its reason when the verdict refuses it).
   */
  const clientRequestOf = (r: PostReview, me: ReviewMember, isAuthor: boolean, shut: 'revoked' | null): PostReviewDto['clientRequest'] => {
    const c = openClientRequest(db, r);
    if (!c) return null;
    const k = keepVerdict(db, me, r);
    const keep: ReviewVerdictDto = shut ? { do: 'refused', reason: shut } : k.do === 'refused' ? { do: 'refused', reason: k.reason } : { do: 'allowed' };
    // Who decides it: whoever could approve it were it in review (preview/confirm.ts keepApprovalOverClient).
    return { relayedBy: c.relayedBy, at: c.at, comment: c.comment, mayKeep: reviewVerdict('in_review', 'approve', { role: me.role, isAuthor }, me.settings).do !== 'refused', keep };
  };
  const dto = (r: PostReview, me: ReviewMember, reads: CallReads = readsOf([r.draftId])): PostReviewDto => {
    // w19selfedit: the core's one reading of the actor (its creator, or who changed what goes out since its approval).
    const actor = actorOf(db, me, r);
    const isAuthor = actor.isAuthor;
    // composelive: a revoked laptop's actions are shut with the revocation (the bridge refuses them with it).
    const shut = me.solo ? null : editRefusal?.() === 'revoked' ? 'revoked' : null;
    const waiting = clientApprovalWaiting(db, r);
    // w11revoked: every step's verdict from the core's one table (team/review-table.ts): a team left (readonlywhy), a
    // revoked token (composelive), an empty draft's "Send for review" (editedtime), then the state × role table.
    const actions: Record<ReviewActDto, ReviewVerdictDto> = postStepTable({
      state: r.state, actor, settings: me.settings,
      leftTeam: leftTeam(me, r.draftId, reads), revoked: shut === 'revoked',
      empty: r.state === 'draft' || r.state === 'changes_requested' ? nothingToPublish(reads.draft(r.draftId)) : false,
      approveAsInReview: r.state === 'changes_requested' && !!waiting?.overRequest,
    });
    return {
      draftId: r.draftId, state: r.state, stale: r.stale, ...(r.approvalOnlyHere ? { approvalOnlyHere: true as const } : {}), author: r.author,
      // w11words: a keep of the approval over the client's request is said as a keep ("Bảo kept the approval …"), not "approved by Bảo".
      last: r.last ? {
        action: r.last.action, by: r.last.by, at: r.last.at, ...(r.last.action === 'approve' && keepsApproval(db, r.draftId, r.last.id) ? { kept: true as const } : {}),
        // w19selfedit: "approved by Bảo, who edited it" (the core's approvedOwnEdit).
        ...(r.last.action === 'approve' && approvedOwnEdit(db, me, r) ? { selfEdited: true as const } : {}),
      } : null,
      actions,
      // Walk 42a: and of the post's own author (own_post), so a client's approval waiting on it says who may confirm it, or nobody.
      ...(actions.approve.do === 'refused' && (actions.approve.reason === 'own_edit' || actions.approve.reason === 'own_post') ? { ownEditApprovers: ownEditApprovers(db, me, r, reads.members(r.draftId)) } : {}),
      // walk 40a (4): approved, the Hub holding its post: who may approve a NEW time this member chooses ("Send it as a new post…").
      ...(!me.solo && r.state === 'approved' && !r.stale && reads.atHub(r.draftId) ? { approversAfterMyEdit: approversAfterMyEdit(db, me, r, reads.members(r.draftId)) } : {}),
      ...(me.solo ? {} : { versionAuthors: authorNames(authorsOf(db, me, r)) }),
      // walk 39b: refused Withdraw, who may (the table's withdraw cell over the members, none revoked): "waits for … to withdraw it".
      ...(!me.solo && r.state !== 'draft' && actions.withdraw.do === 'refused' ? { withdrawers: otherWithdrawers(db, me, r, reads.members(r.draftId)) } : {}),
      clientDecided: clientDecidedOf(r),
      clientWaiting: waiting,
      clientRequest: clientRequestOf(r, me, isAuthor, shut),
      // w17unchanged (walk 16): the core's one derivation of "not changed since the request for changes".
      unchangedSince: unchangedSinceRequest(db, r),
      resubmitAsks: r.state === 'changes_requested' && unchangedForSender(unchangedSinceRequest(db, r), me.name),
      ...truthOf(r, me, reads),
    };
  };
  /** A draft's lines in the team's history, or null when they cannot be read here. */
  const historyOf = (draftId: string, opts?: { unshared?: boolean }): ReadonlyArray<{ member: string; at: string; fields?: readonly string[] }> | null => {
    try {
      return history ? history(draftId, opts) : null;
    } catch {
      return null;
    }
  };
  /**
   * leftview (walk 7): the history lines an edit is read from, and whether an edit they do not hold is this
   * laptop's: in a workspace of one's own, yes; in a team, a change not yet shared; of a team left, the history
   * kept at the leave (0113) names the editor, else not known — unless saved since the leave (then its own).
   */
  const editFacts = (me: ReviewMember, draftId: string, savedAt: string, reads: CallReads): { history: ReadonlyArray<{ member: string; at: string; fields?: readonly string[] }> | null; mine: boolean } => {
    try {
      const ws = reads.draft(draftId).workspaceId;
      if (!me.solo) return { history: historyOf(draftId), mine: teamRows.hasUnsharedDraft(db, ws, draftId) };
      const left = teamRows.leftTeamOf(db, ws, draftId);
      if (!left) return { history: null, mine: true };
      // A team left: saved since the leave, the edit is this workspace's own; before, the team's history kept then says who.
      if (Date.parse(savedAt) > Date.parse(left.leftAt)) return { history: null, mine: true };
      return { history: teamRows.leftHistory(db, ws, draftId), mine: false };
    } catch {
      return { history: null, mine: false };
    }
  };
  /** reviewtruth: the post the Hub already holds (approving an edit cannot change it), and who edited an approved post since. */
  const truthOf = (r: PostReview, me: ReviewMember, reads: CallReads): Pick<PostReviewDto, 'atHub' | 'sentAfterRequest' | 'editedBy' | 'editors' | 'editedAt' | 'clientAgreed' | 'choseTime' | 'approvedNewTime' | 'asNewNeedsTime'> => {
    const h = reads.atHub(r.draftId);
    // editedtime (walk 6): who edited an approved post since and WHEN, the core's one derivation (review-actions.ts).
    const stored = r.stale && r.last ? reads.draft(r.draftId) : null;
    const savedAt = stored?.updatedAt ?? '';
    const edited = r.stale && r.last ? editedSinceApproval(r, { ...editFacts(me, r.draftId, savedAt, reads), savedAt, me }) : null;
    const editedBy = edited?.by ?? null;
    const editors = edited?.editors ?? [];
    const editedAt = edited?.at ?? null;
    // w11client: the core's one derivation of the client's agreement (preview/agrees.ts).
    const agreed = clientAgreement(db, r);
    const clientAgreed = agreed ? { relayedBy: agreed.relayedBy, first: agreed.first } : null;
    // w16asnew (walk 15): only its time changed since the approval: the time chosen, said instead of "edited".
    const choseTime = edited?.onlyTime && stored ? { at: stored.scheduled_at, zone: stored.timezone, queue: stored.add_to_queue } : null;
    const one = (x: AtHubOf) => ({ state: x.state, since: new Date(x.since).toISOString(), by: x.by?.name ?? me.name, ...(x.by ? {} : { mine: true as const }), ...(x.by?.here ? { here: true as const } : {}), ...(x.scheduledAt !== undefined ? { scheduledAt: x.scheduledAt, timezone: x.timezone ?? null } : {}), ...(x.times ? { times: x.times } : {}) });
    // w16sends (walk 15): each post the Hub holds when it holds more than one (post-sends.ts draftAtHubSends).
    // w18again (walk 17): approved as it is now, the Hub holds its post, and the draft's time is not the Hub's: the approved
    // new time, sent as a new post by "Publish again" (publish --again), which changes nothing (choosing a time again would un-approve it).
    const approvedNewTime = newTimeOf(r, h?.state ?? null, reads);
    // Walk 39a (7): edited since its approval, the Hub holding its post for the draft's very time (still ahead): sent again as
    // a new post it is held back until it has another time (the publisher's sameTimeHold, `held_same_time`).
    const held = r.stale && h?.state === 'scheduled' ? heldTime?.(r.draftId) ?? null : null;
    const asNewNeedsTime = !!held && !!stored && sameTimeHold(stored, { state: 'scheduled', scheduledAt: held.scheduledAt, timezone: held.timezone }, Date.now()) !== null;
    // h-pubsync (walk 41a, 2): a send made after the open request for changes, the core's one reading of the two times.
    const after = h ? sentAfterRequest(r, (h.sends ?? [h]).map((x) => ({ at: x.since, by: x.by?.name ?? null }))) : null;
    const sentAfter = after ? { by: after.by ?? me.name, ...(after.by === null ? { mine: true as const } : {}), at: new Date(after.at).toISOString(), requestedBy: after.requestedBy, requestedAt: after.requestedAt } : null;
    return { atHub: h ? { ...one(h), ...(h.sends ? { sends: h.sends.map(one) } : {}) } : null, ...(sentAfter ? { sentAfterRequest: sentAfter } : {}), editedBy, editors, editedAt, clientAgreed, choseTime, approvedNewTime, ...(asNewNeedsTime ? { asNewNeedsTime } : {}) };
  };
  // w20authors: the decision is the core's (team/approved-new-time.ts, tested row by row); the handler reads its facts.
  const newTimeOf = (r: PostReview, hubState: string | null, reads: CallReads): { at: string; zone: string | null } | null => {
    if (r.state !== 'approved' || r.stale || hubState !== 'scheduled') return null; // read neither the draft nor the Hub's time
    const d = reads.draft(r.draftId);
    return approvedNewTime({ review: r, hubState, draft: { scheduledAt: d.scheduled_at, timezone: d.timezone, addToQueue: d.add_to_queue }, held: heldTime?.(r.draftId) ?? null });
  };
  /** The client decision the holding approval was made from (reviewcore), or null. */
  const clientDecidedOf = (r: PostReview): { relayedBy: string; exportId: string } | null => {
    const c = r.approval ? reviews.clientDecisionOfApproval(db, r.approval.id) : null;
    return c ? { relayedBy: c.relayedBy, exportId: c.exportId } : null;
  };
  const captionOf = (id: string): string => {
    try {
      return firstLine(library.drafts.get(db, id).caption, 120).trim();
    } catch {
      return '';
    }
  };
  /** tidy: a campaign's live posts' reviews and the core's verdicts of its "all" steps (campaign-verdict.ts), from the same verdicts the rows show. */
  const campaignReview = (campaignId: string, me: ReviewMember): CampaignReviewDto => {
    let draftIds: string[];
    try {
      draftIds = library.campaigns.get(db, campaignId).draftIds;
    } catch {
      throw new ReviewError('not_found', `campaign ${campaignId} not found`, { details: { campaignId } });
    }
    const reads = readsOf(draftIds);
    const posts = draftIds.filter((id) => !reads.draft(id).deletedAt).map((id) => dto(reads.review(id), me, reads));
    // Walk 43a (4): "Send all for review" leaves a post that cannot be published as it is (reviewCampaign's rule).
    return { reviews: Object.fromEntries(posts.map((p) => [p.draftId, p])), all: campaignVerdicts(posts.map((p) => ({ ...p, errors: publishErrors(reads.draft(p.draftId)) })), me) };
  };
  const tell = (kind: ReviewEventDto['kind'], draftId: string, by: string): void => events.emit('review', { kind, draftId, by, caption: captionOf(draftId), own: true });

  return {
    'review.list': (): ReviewListDto => {
      // w13revoked (walk 13, a): a session refused as revoked before the library kept it: nothing waits for me either.
      const m = member();
      const me: ReviewMember = !m.solo && !m.revoked && editRefusal?.() === 'revoked' ? { ...m, revoked: true } : m;
      // Teammates' comments that @mention me (issue 34, branch settings): a mark on the row.
      const mentionsMe = (draftId: string): number => mentionsOfMe(db, draftId, me);
      // readonlywhy, w9keep: the queue (and the sidebar's count) holds the current team's drafts only, not those of a team
      // left: the core's listReviews leaves them out (for the CLI's review list too).
      const listed = listReviews(db, me);
      const reads = readsOf(listed.map((r) => r.draftId));
      const rows = listed.map((r) => {
        const d: Draft = reads.draft(r.draftId);
        const n = mentionsMe(r.draftId);
        return {
          ...dto(r, me, reads), box: r.box, caption: r.caption, clientApproved: r.clientApproved,
          profile_id: d.profile_id, platforms: [...d.platforms], scheduled_at: d.scheduled_at, timezone: d.timezone, add_to_queue: d.add_to_queue,
          ...(n > 0 ? { mentionsMe: n } : {}),
        };
      });
      const by = sentBy?.(rows.map((r) => r.draftId));
      if (by) {
        for (const r of rows) {
          const b = by.get(r.draftId);
          if (b) (r as ReviewRowDto).sentBy = { ...b.by, state: b.state, ...(b.scheduledAt ? { scheduledAt: b.scheduledAt, timezone: b.timezone ?? null } : {}), ...(b.times ? { times: b.times } : {}) };
        }
      }
      const counts = Object.fromEntries(BOXES.map((b) => [b, rows.filter((r) => r.box === b).length])) as Record<ReviewBoxDto, number>;
      // w9keep (walk 9): a workspace that left its team says so (the left-team words), never only "not a team's".
      const leftTeamWs = me.solo && teamRows.hasLeftDrafts(db, library.workspaces.getCurrent(db).id);
      // w12words (walk 12): a revoked laptop's queue said "You act as Bảo (approver)." with no sign of the revocation.
      const revoked = !me.solo && editRefusal?.() === 'revoked';
      // w17you (walk 16, F5): the team's posts kept here are still in review (the core's one list, the CLI's review list too).
      const left = leftTeamWs ? leftInReview(db, me).map((r) => ({ draftId: r.draftId, state: r.state, stale: r.stale, caption: r.caption, last: r.last ? { action: r.last.action, by: r.last.by, at: r.last.at } : null })) : [];
      return { me: { name: me.name, role: me.role, solo: me.solo, ...(leftTeamWs ? { leftTeam: true } : {}), ...(revoked ? { revoked: true as const } : {}) }, rows, counts, ...(left.length > 0 ? { left } : {}) };
    },
    'review.get': (input: ParsedInput<'review.get'>): Record<string, PostReviewDto> => {
      const me = member();
      const reads = readsOf(input.draftIds);
      const out: Record<string, PostReviewDto> = {};
      for (const id of input.draftIds) out[id] = dto(reads.review(id), me, reads);
      return out;
    },
    'review.act': (input: ParsedInput<'review.act'>): PostReviewDto => {
      const me = member();
      // Walk 40a (2): "@Hạnh" in a step's note (Request changes, Send for review) mentions her, as in the comment box and the CLI
      // (the one rule, src-shared/mentions.ts, over the members the team server last listed here).
      const mentions = input.comment !== undefined ? keptMentions(db, library.workspaces.getCurrent(db), input.comment) : [];
      const r = applyReviewAction(db, me, { draftId: input.draftId, action: input.action, ...(input.comment !== undefined ? { comment: input.comment } : {}), ...(mentions.length > 0 ? { mentions } : {}), ...(input.unchanged ? { unchanged: true } : {}) });
      tell(EVENT_OF[input.action], input.draftId, me.name);
      return dto(r.review, me);
    },
    'review.campaign': (input: ParsedInput<'review.campaign'>): ReviewCampaignDto => {
      const me = member();
      const r = reviewCampaign(db, me, input.campaignId, input.action, { unchanged: input.unchanged === true });
      for (const t of r.taken) tell(EVENT_OF[input.action], t.review.draftId, me.name);
      // w11all: the posts it left, counted by the table's reason (said on the Review tab's result line).
      return { taken: r.taken.length, already: r.already.length, flagged: r.flagged.length, ...(r.left.length > 0 ? { left: r.left } : {}), ...campaignReview(input.campaignId, me) };
    },
    'review.campaignOf': (input: ParsedInput<'review.campaignOf'>): CampaignReviewDto => campaignReview(input.campaignId, member()),
    'review.comments': (input: ParsedInput<'review.comments'>): ReviewCommentsDto => {
      const me = member();
      reviewOf(db, input.draftId); // not_found for a post that is not there
      const over = overRequestComments(db, input.draftId);
      const comments = reviews.commentsOf(db, input.draftId).map((c): ReviewCommentDto => ({ id: c.id, draftId: c.draftId, parentId: c.parentId, author: c.author, body: c.body, mentions: [...c.mentions], at: c.at, ...(over.has(c.id) ? { overRequest: over.get(c.id)! } : {}) }));
      const names = new Set<string>([me.name]);
      for (const s of reviews.history(db, input.draftId)) names.add(s.by);
      for (const c of comments) names.add(c.author);
      const author = reviews.authorOf(db, input.draftId);
      if (author) names.add(author);
      return { comments, members: [...names].filter((n) => !n.startsWith('client (')).sort((a, b) => a.localeCompare(b)) };
    },
    'review.comment': (input: ParsedInput<'review.comment'>): ReviewCommentDto => {
      const me = member();
      const r = applyReviewAction(db, me, {
        draftId: input.draftId, action: 'comment', comment: input.body,
        ...(input.parentId ? { parentId: input.parentId } : {}), ...(input.mentions ? { mentions: input.mentions } : {}),
      });
      const c = r.comment!;
      tell('commented', input.draftId, me.name);
      return { id: c.id, draftId: c.draftId, parentId: c.parentId, author: c.author, body: c.body, mentions: [...c.mentions], at: c.at };
    },
    'review.preview': async (input: ParsedInput<'review.preview'>): Promise<ExportFileDto> => {
      if ((input.campaignId === undefined) === (input.draftIds === undefined)) throw new InvalidInputError('a client preview is of a campaign or of chosen posts: give one of campaignId and draftIds', { field: 'campaignId' });
      if (!isValidZone(input.zone)) throw new InvalidInputError(`"${input.zone}" is not a time zone`, { field: 'zone' });
      const me = member();
      const r = await exportClientPreview(db, {
        ...(input.campaignId ? { campaignId: input.campaignId } : { draftIds: input.draftIds ?? [] }),
        zone: input.zone, lang: input.lang, member: me, team: teamPort?.() ?? null,
      });
      const base = input.campaignId ? library.campaigns.get(db, input.campaignId).name : 'posts';
      const safe = base.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'posts';
      return { name: `postroom-preview-${safe}.html`, mime: 'text/html', content: r.html, count: r.export.posts.length, checks: r.checks };
    },
    'review.confirmClient': (input: ParsedInput<'review.confirmClient'>): PostReviewDto => {
      const me = member();
      const r = confirmClientApproval(db, me, input.draftId, { overRequest: input.overRequest });
      tell('approved', input.draftId, me.name);
      return dto(r.review, me);
    },
    'review.keepClient': (input: ParsedInput<'review.keepClient'>): PostReviewDto => {
      const me = member();
      const r = keepApprovalOverClient(db, me, input.draftId);
      // the sidebar's count and every open queue read again; w10you: told as a keep (ReviewEventDto.kept), as teammates hear it
      events.emit('review', { kind: 'approved', draftId: input.draftId, by: me.name, caption: captionOf(input.draftId), own: true, kept: true });
      return dto(r.review, me);
    },
    'review.decisions': (input: ParsedInput<'review.decisions'>): ReviewDecisionsDto => {
      const me = member();
      const r = importClientDecisions(db, input.content, { member: me, ...(input.campaignId ? { campaignId: input.campaignId } : {}) });
      const decisions = r.decisions.map((d) => ({
        draftId: d.draftId, decision: d.decision, outcome: d.outcome, caption: captionOf(d.draftId), state: reviewOf(db, d.draftId).state, unchanged: d.result === 'unchanged', atHub: d.atHub,
        openRequest: d.openRequest, note: d.note, ownVersion: d.ownVersion, nobodyApproves: d.nobodyApproves,
      }));
      for (const d of decisions) {
        if (d.outcome === 'approved') tell('approved', d.draftId, me.name);
        else if (d.outcome === 'changes_requested') tell('changes_requested', d.draftId, r.by);
        else if (d.outcome === 'waiting_for_approver') tell('submitted', d.draftId, me.name);
      }
      const undecided = r.undecided.map((draftId) => ({ draftId, caption: captionOf(draftId) }));
      return { by: r.by, campaignId: r.campaignId, exportedBy: r.exportedBy, exportedAt: r.exportedAt, relayedBy: r.relayedBy, mayApprove: r.mayApprove, signed: r.signed, decisions, undecided };
    },
  };
}
