/**
 * Exactly once across a team (issue 34, items 4 and 5): the publisher's side, behind one port.
 *
 * In a team workspace that requires approval, a post goes only as the revision that was approved,
 * and its Idempotency-Key is fixed by that approval: `keyFor(draftId, approvalId, part)` (part = the
 * caption group's index, captions.ts), the same on every laptop. Two members publishing the same
 * approved post therefore send the same key and the same bytes, and the Hub publishes it once
 * (hub-api part 3: the second call meets `idempotency_in_progress` or gets the first result; after
 * `upstream_timeout` the key is closed and replays that answer, so the unknown outcome is one for
 * the team). The rules, in the order the publisher applies them (prepare.ts, publisher.ts):
 *
 * 1. Approval (`approvalRefusal`): a post not approved, or edited since (its `contentRevision` no
 *    longer the approval's), is refused with a typed problem naming who it waits for, through the
 *    path held-back posts take (the batch item skipped with its problems; the dry run shows the same).
 * 2. The key: the first job of an approved post's part takes `keyFor(...)`. A job that is a
 *    deliberate new post (a refit after a plain 413, a retry of refused channels, an unblocked job
 *    that was refused, a post sent again after a refusal) takes a NEW key derived from the one
 *    before it (`derivedKey`): new at the Hub, yet the same on two laptops that make the same decision.
 * 3. "Send again as new" (resendUnknown, publish `again`) is itself a reviewed decision: it needs
 *    an approval newer than the one the post was sent under, and its key is that approval's.
 * 4. The claim: before any call, "member M sends post P with key K at T" goes to the team (`claim`).
 * 5. The local guard: a key the team already shows as published, scheduled, queued or in flight by
 *    another member is not sent; the post reads "published by NAME at T" (post-state.ts `by`).
 *
 * What still needs the network: two members offline both hold the same key; the first to reach
 * the Hub publishes, the other's call is a replay of that answer (or idempotency_in_progress while
 * the first still runs). Nothing here can stop a member whose laptop never learns of an approval
 * newer than its own from sending under the older one; the Hub's key is what makes that safe.
 */
import { createHash } from 'node:crypto';
import type { JobState, SentFirst } from '../library';
import type { JobView } from './post-state';
import type { Problem, PublishDraft } from './preflight';
import { readerName } from '../../src-shared/reader-name';
import { approvalWithdrawnEnglish, type ApprovalWithdrawn } from '../../src-shared/withdrawn-words';
import { utcMinute } from '../../src-shared/utc-minute';

/** The approved revision of a post: the approval's id and the content revision it approved. */
export interface TeamApproval {
  approvalId: string;
  revision: string;
  /**
   * w13again: when it was given (ms), by the approver's clock; absent: not known. w15resend: read only for a send that
   * recorded no approval (an older build's): a send's recorded approval (TeamPublishPort.approvalNow) is what counts.
   */
  at?: number;
}

/**
 * Why a post may not go yet, and who it waits for (a name, when one is known); 'role': my team role may
 * not publish (a viewer); 'left': the workspace left the team this post belongs to (`who`: the team's name).
 */
export interface TeamWaiting {
  /** w12revpub (walk 12): 'revoked': the team server revoked this laptop's member token (kept in the library): nothing of the team is sent. */
  waiting: 'review' | 'approval' | 'changes_requested' | 'role' | 'left' | 'revoked';
  who?: string;
  /**
   * w16words (w15cli left): 'left' only: the left team's server had refused this computer's token before the leave
   * (team/status.ts `LeftTeam.tokenRefused`): a rejoin needs a NEW token from the owner. Absent: it rejoins with its own.
   */
  refused?: TokenRefused;
  /**
   * w9cli (walk 9, F5): 'review' (not sent for review yet): who approves it once sent, in words (the team's approver
   * roles: "an owner or an approver"). `who` there is its author, whom the post waits for to send it: never its reviewer.
   */
  approvers?: string;
  /**
   * h-reviewwords (walk 44a, 7): 'review' only: the post's approval was taken back by a withdrawal (team/approval-taken-back.ts
   * approvalWithdrawnOf): who, when (ISO), the words said with it. `who` stays its author (whom the post waits for).
   */
  withdrawn?: ApprovalWithdrawn;
  /**
   * w20authors: 'approval' and 'review': nobody in the team may approve the version (every member who approves wrote it, and the
   * team does not let authors approve their own posts), in words with how to go on (team/who-approves.ts); `who` is absent.
   */
  nobody?: string;
}

/** h-retryheld: the review step that took back the approval a send went under (team/approval-taken-back.ts). */
export interface ApprovalTakenBack {
  action: 'request_changes' | 'withdraw';
  /** Who took it (a member's name, or "client (via NAME)"). */
  by: string;
  /** When (ISO). */
  at: string;
}

/** h-retryheld: the take-back in the CLI's words: "Bảo asked for changes on this post at 2026-11-29 07:40 UTC". */
export function takenBackEnglish(b: ApprovalTakenBack): string {
  const at = utcMinute(b.at);
  return b.action === 'withdraw' ? `${b.by} withdrew this post's approval at ${at}` : `${b.by} asked for changes on this post at ${at}`;
}

/** What the team is told before any call: "member M sends post P with key K at T". */
export interface TeamClaim {
  draftId: string;
  key: string;
  /** The approval it goes under; null for a new post made from an approved post's job (a refit, a retry of refused channels). */
  approvalId: string | null;
  part: number;
  jobId: string;
  platforms: string[];
  memberId: string;
  name: string;
  at: number;
}

/** A member's journal outcome for a post, as the team shares it (the binding writes and reads these). */
export interface TeamOutcome extends Omit<JobView, 'by'> {
  draftId: string;
  key: string;
  /**
   * h-revokedsends (walk 39b): `revokedAt` (ms): the team revoked that member's token since and they hold none now (the
   * members list this laptop last read): their computer can no longer share what became of this post.
   */
  by: { memberId: string; name: string; revokedAt?: number };
  /** When that member claimed (sent) it. */
  at: number;
  /** bywhom: whether that member's call was the one the Hub ran under the key, or a replay; null/absent: not known. */
  sentFirst?: SentFirst | null;
}

/**
 * The team as the publisher sees it. The composition root passes one only in a team workspace;
 * without one the publisher is exactly the single desk it always was.
 */
export interface TeamPublishPort {
  /** This laptop's member (claims are made as it; its own outcomes never block it). */
  readonly me: { memberId: string; name: string };
  /** The draft's current approval; null: approval is not required here (the post goes as a single desk's would, random keys). */
  approval(draftId: string): TeamApproval | TeamWaiting | null;
  /**
   * w28cli (walk 24, 4): the draft's review as the team has it, whatever this laptop's role (`approval` says "a viewer
   * cannot publish" first): what a status reads, so a viewer's laptop says the review state every other laptop says.
   * Absent: the port has no review (a left workspace's).
   */
  review?(draftId: string): TeamApproval | TeamWaiting | null;
  /**
   * w15resend: the id of the draft's approval current on this laptop now, whatever the review settings (null: none;
   * undefined: not known). Recorded with each job made in a team (its 'journaled' event, and the team's outcome), so
   * "sent after its approval" compares approvals, never the clocks of two laptops.
   */
  approvalNow?(draftId: string): string | null | undefined;
  /**
   * h-retryat (actions.ts rule 8): who may approve this post once this laptop's member changes it (its time, say), in
   * words: `who` ("Bảo or Chi"), or `nobody`: that nobody in the team may, and how to go on (team/who-approves.ts
   * approversOf; h-ownapprove: said apart, never told by the words' first word). Absent: not known here.
   */
  approversOfChange?(draftId: string): { who: string } | { nobody: string };
  /**
   * h-retryheld (actions.ts rule 9): who took back the approval `approvalId` (the one a send went under) and when, with
   * no approval of its revision since, nor of the post now: the team's "no" to the content as sent
   * (team/approval-taken-back.ts). Null: still approved, or approval not required. Absent: not known here.
   */
  approvalTakenBack?(draftId: string, approvalId: string): ApprovalTakenBack | null;
  /** The review model's `contentRevision(draft)`: what an approval approves. */
  contentRevision(draft: PublishDraft): string;
  /** The review model's `approvalKey(approvalId, draftId, part)` (default here: `approvalKey`). */
  keyFor(draftId: string, approvalId: string, part: number): string;
  /** Records the claim where the team will share it, before the call. */
  claim(c: TeamClaim): void | Promise<void>;
  /** Another member's outcome for this post's key, if the team shows one. */
  sharedOutcome(draftId: string, key: string): TeamOutcome | null;
  /** Every shared outcome of the draft (for its derived state's "by whom"). */
  sharedOutcomes?(draftId: string): TeamOutcome[];
  /** w28reads: `sharedOutcomes` of each of these drafts in one read (draft-reads.ts), by draft id (a draft with none: absent). */
  sharedOutcomesOf?(draftIds: readonly string[]): Map<string, TeamOutcome[]>;
  /** bywhom: this journal's verdict on each of these jobs' calls (library publishEvents.sentFirstOf). */
  sentFirst?(jobIds: readonly string[]): ReadonlyMap<string, SentFirst>;
}

/** Hub keys are 1 to 255 visible ASCII characters (the sandbox checks it; hub-contract): these are `ak1-` and 64 hex digits. */
const KEY_PREFIX = 'ak1-';

/**
 * An approved post's Idempotency-Key: SHA-256 over the approval, the draft and the part, each
 * length-prefixed so no two triples give the same input. The review model's `approvalKey` has the
 * same signature; until it is merged this is the one.
 */
export function approvalKey(approvalId: string, draftId: string, part: number): string {
  const h = createHash('sha256');
  for (const s of [approvalId, draftId, String(part)]) h.update(`${Buffer.byteLength(s)}:${s};`);
  return `${KEY_PREFIX}${h.digest('hex')}`;
}

/** A new key for a deliberate new post made from the job keyed `parent` (same decision, same key on every laptop). */
export function derivedKey(parent: string, why: string): string {
  return `${KEY_PREFIX}${createHash('sha256').update(`${parent}\u0000${why}`).digest('hex')}`;
}

export const isWaiting = (a: TeamApproval | TeamWaiting | null): a is TeamWaiting => a !== null && 'waiting' in a;

const WAIT_CODE = { review: 'waiting_review', approval: 'waiting_approval', changes_requested: 'changes_requested', role: 'role_cannot_publish', left: 'left_team', revoked: 'revoked' } as const;

/**
 * w12revpub (walk 12): why a revoked laptop sends nothing of the team, in the review table's words (review.ts
 * REVIEW_ENGLISH.reason.revoked: who said it, what to do), ending as a publish ends: nothing was sent.
 */
export const REVOKED_NOT_SENT = 'the team revoked this computer\'s member token (the team server says so): ask the team owner for a new token and join again with it; nothing was sent';

/** w16words: how a team's server last refused this computer's token (team/kept.ts readTokenRefusal). */
export type TokenRefused = 'revoked' | 'unauthorized';

/**
 * w16words (w15cli left): how to rejoin a team this workspace left, in the CLI's English: ONE answer for every reason
 * that says "you left the team" (the publisher's hold, the review table's refusal, the CLI's notes). A token the
 * server had refused before the leave is refused at the join too: ask the owner for a new one (as `team status` says).
 */
export function rejoinEnglish(refused?: TokenRefused | null): string {
  const join = 'postroom workspace join NAME --team URL';
  if (refused === 'revoked') return `the team had revoked this computer's member token: ask the team owner for a new token and join again with it (${join})`;
  if (refused === 'unauthorized') return `the team server did not accept this computer's member token: ask the team owner for a new token and join again with it (${join})`;
  return `rejoin it (${join})`;
}

const atStart = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The problem that holds back a post waiting for `w` (its code says for what, `who` for whom, as the team names them).
 * h-reviewwords (walk 44a, 2): `me`, the reader's member name: its message names them "you", a client's request they
 * relayed "the client (via you)" (src-shared readerName, as the dry run and `review list` say it), never their own name.
 */
export function waitingProblem(w: TeamWaiting, me?: string | null): Problem {
  const who = w.who ?? null;
  if (w.waiting === 'revoked') return { severity: 'error', code: WAIT_CODE.revoked, channel: null, field: null, message: REVOKED_NOT_SENT };
  if (w.waiting === 'left') {
    // w15cli (walk 14): `who` names the team (as `team status` does: "left the team Postroom team"), never the workspace.
    const team = who ? `the team ${who}` : 'the team';
    return { severity: 'error', code: WAIT_CODE.left, channel: null, field: null, message: `You left ${team}: its posts are published through the team. ${atStart(rejoinEnglish(w.refused))}, or in the app: Duplicate, to publish a copy as your own.`, ...(who ? { who } : {}) };
  }
  const message = w.waiting === 'role' ? 'a viewer cannot publish: ask an editor, an approver or an owner of the team to send it'
    : w.waiting === 'changes_requested'
    ? `changes requested${who ? ` by ${readerName(who, me)}` : ''}: edit the post and send it for review again`
    // w9cli (walk 9, F5): the app's words ("Waits for approval by an owner or an approver: send it for review first"),
    // never "waiting for review by Lan" of Lan's own draft, as if its author were its reviewer.
    // h-reviewwords (walk 44a, 7): sent for review and approved, then the approval was taken back: said so, with its words.
    : w.waiting === 'review' && w.withdrawn ? `${approvalWithdrawnEnglish(w.withdrawn, me)}: edit it or send it for review again`
    : w.waiting === 'review' && w.nobody ? `waiting for review, but ${w.nobody}`
    : w.waiting === 'review' ? `waiting for approval by ${w.approvers ?? 'an approver'}: send it for review first`
    : w.nobody ? `waiting for approval, but ${w.nobody}`
    : `waiting for approval${who ? ` by ${who}` : ''}: only an approved post is published`;
  return { severity: 'error', code: WAIT_CODE[w.waiting], channel: null, field: null, message, ...(who ? { who } : {}), ...(w.nobody ? { nobody: w.nobody } : {}), ...(w.waiting === 'review' && w.withdrawn ? { withdrawn: { ...w.withdrawn } } : {}) };
}

/** h-reviewwords: the port's reader (its member's name), or null where a port names none (a port made for one check). */
const readerOf = (team: TeamPublishPort): string | null => (team.me as TeamPublishPort['me'] | undefined)?.name ?? null;

/**
 * The approval a post goes under, or the problem that holds it back: not approved, waiting, or
 * approved and edited since (its revision is not the approved one: back to review). Null
 * approval (not required): `{ approval: null }`.
 */
export function approvalFor(team: TeamPublishPort, draft: PublishDraft): { approval: TeamApproval | null } | { problem: Problem } {
  const a = team.approval(draft.id);
  if (a === null) return { approval: null };
  if (isWaiting(a)) return { problem: waitingProblem(a, readerOf(team)) };
  if (team.contentRevision(draft) !== a.revision) return { problem: { ...waitingProblem({ waiting: 'review' }), message: 'edited after it was approved: waiting for review again' } };
  return { approval: a };
}

/** The dry run's and the batch's check: the problem that holds this post back, if any (null when it may go). */
export const approvalRefusal = (team: TeamPublishPort | null | undefined, draft: PublishDraft): Problem | null => {
  if (!team) return null;
  const r = approvalFor(team, draft);
  return 'problem' in r ? r.problem : null;
};

/**
 * w28cli (walk 24, 4): the hold a status reads: the publisher's (approvalRefusal), except that a viewer's hold says the
 * post's review where the team's review holds it (changes requested, waiting for approval), as every laptop says it; an
 * approved post stays held for the role. Sending still asks approvalRefusal: a viewer sends nothing.
 */
export const statusRefusal = (team: TeamPublishPort | null | undefined, draft: PublishDraft): Problem | null => {
  const hold = approvalRefusal(team, draft);
  if (!team?.review || hold?.code !== WAIT_CODE.role) return hold;
  const r = team.review(draft.id);
  return isWaiting(r) ? waitingProblem(r, readerOf(team)) : hold;
};

/**
 * w12revpub (walk 12): the revocation's problem when the port says this laptop's token was revoked, else null. Asked
 * by every path that makes a NEW post of a team's draft (a publish, publish again, a retry of refused channels, a
 * send again as new), whatever its key: approval required or not, a revoked laptop sends nothing of the team.
 * A job journaled (and claimed) before the revocation is not asked: it was handed while a member, and may finish.
 */
export function revokedRefusal(team: TeamPublishPort | null | undefined, draftId: string | null): Problem | null {
  if (!team || draftId === null) return null;
  const a = team.approval(draftId);
  return isWaiting(a) && a.waiting === 'revoked' ? waitingProblem(a) : null;
}

/** Job states of another member's outcome that mean "the post is out, or going out": this laptop does not send it. */
export const TEAM_SENT_STATES: readonly JobState[] = ['prepared', 'sending', 'retrying', 'awaiting', 'unknown', 'done'];

/** Another member holds this key live (or the post is out): the problem that says who and when; null when this laptop may send. */
export function sharedProblem(team: TeamPublishPort, draftId: string, key: string): Problem | null {
  const o = team.sharedOutcome(draftId, key);
  if (!o || o.by.memberId === team.me.memberId || !TEAM_SENT_STATES.includes(o.state)) return null;
  // Their same-key retries ran out with nothing confirmed: this laptop may send the key (the Hub answers for it).
  if (o.state === 'done' && o.lastError?.code === 'retries_exhausted') return null;
  const when = new Date(o.at).toISOString();
  const published = o.outcomes?.some((c) => c.success) ?? o.hubStatus === 'completed';
  // w27cli (walk 23, 3): whose computer sent it and when, then what the Hub did; an unknown outcome only that computer can ask.
  const sent = `${o.by.name}'s computer sent it at ${when}`;
  const what = o.state === 'done' ? (published ? `already published (${sent})` : `already sent; its channels refused it (${sent})`)
    : o.state === 'unknown' ? `${sent}; the Hub may have published it (outcome unknown: only ${o.by.name}'s computer can ask the Hub)`
    : o.state === 'awaiting' ? `already at the Hub (${sent})` : `already being sent by ${o.by.name}'s computer (since ${when})`;
  return { severity: 'error', code: 'sent_by_team', channel: null, field: null, message: `${what}: not sent again`, who: o.by.name, at: o.at };
}

/** The problem of "send again as new" without an approval newer than the one the post went under. */
export const resendProblem = (why: string): Problem => ({ severity: 'error', code: 'resend_needs_approval', channel: null, field: null, message: `sending again as a new post is a reviewed decision: ${why}` });
