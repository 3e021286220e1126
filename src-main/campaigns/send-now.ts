/**
 * sendtab (issue 34, walk 6): what a send would do NOW, counted once here for the Send tab, the
 * campaign header and the CLI (`campaign status`, `campaign send --dry-run`), with or without a dry
 * run on this laptop.
 *
 * The team's review state is read live for every post a send takes (the publisher's own
 * `approvalRefusal`, the one that holds a post back at send time): a post sent back with changes
 * requested is held, whoever asked, on a laptop that never ran a dry run too. The problems to fix
 * (preflight, times) are only known from a dry run: while the last one is current its held posts
 * count as held for their problems; without one they are not known (`checked` false) and Send's
 * own check holds them at send time.
 */
import type { ApprovalWithdrawn } from '../../src-shared/withdrawn-words';
import type { Draft } from '../library';
import { approvalRefusal, statusRefusal, type Problem, type TeamPublishPort } from '../publisher';
import { REVIEW_HOLD_CODES } from './dryrun';
import { reviewHoldKind } from './review-hold';
import { heldProblem, type HeldProblem } from './held-problem';
import type { TeamSent } from './team-sent';

/** The posts left a send skipped, by why they are still not sent now. */
export interface SkippedNow {
  /** Held for a problem to fix: a current dry run says so, or a team hold that is not a review (left the team). */
  problems: number;
  /** Waiting for the team's review, `changes` of them sent back with changes requested. */
  waiting: number;
  changes: number;
  /** w9camp (walk 9, F4): of `waiting`, not sent for review yet (or edited since approved): to send for review, not an approver's to decide. */
  toSubmit: number;
  /** h-reviewwords (walk 44a, 7): of `toSubmit`, those whose approval was taken back (SendNow `takenBack`); absent: none. */
  takenBack?: number;
  /** Nothing holds them now (approved or fixed since, as the current dry run and the review state say): the next send hands them over. */
  ready: number;
  /**
   * sendtab2 (walk 7): the review holds none of them now, and no current dry run says whether they have a problem to
   * fix (approved since, say): not checked since, never called "problems". A current dry run tells them apart.
   */
  unchecked: number;
  /** w13revoked: held because the team revoked this laptop's member token (SendNow `revoked`). */
  revoked: number;
  /**
   * w16words (w15review left): of `waiting`, approved and already sent under that approval (review-hold.ts `resend`):
   * going again as a new post needs a new approval, never "waiting for approval" (as SendNow `resend`).
   */
  resend: number;
  /** h-nobody (walk 41a): of `waiting`, in review and nobody in this team may approve (SendNow `nobody`). Absent: none. */
  nobody?: number;
}

export type { HeldProblem } from './held-problem';

/** The errors of a post as HeldProblems, once each (the same code on one channel counts once). */
export function heldProblems(problems: readonly Problem[]): HeldProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => p.severity === 'error' && !seen.has(`${p.code} ${p.channel}`) && seen.add(`${p.code} ${p.channel}`)).map(heldProblem);
}

/** w8send (walk 8): a post held for its problems, named with them (the error codes the publisher's own check finds; w24campaign: and `problems`, in words). */
export interface HeldForProblems { draftId: string; codes: string[]; problems: HeldProblem[] }

/**
 * w17postsreason (walk 16, 3): why ONE post is not sent now, from the loop that counts the Send tab's `now`: the
 * campaign's Posts tab row says it ("not sent (not sent for review yet)"), as the Send tab's counts and the dry run's rows
 * do. Before, the row read "not sent (problems)" of a post held back only because it was never sent for review.
 * w19campaign (walk 17, 4): for every post a send would hold back now, not only those the last send skipped (a post added
 * to the campaign after its last send, never sent for review, read "not sent" with no reason); and for every post the last
 * send skipped (ready / unchecked: nothing holds it now). A post never skipped that nothing holds is not listed: the next
 * Send takes it.
 * - problems: a current dry run or the draft checks hold it (`codes`: the draft checks' errors, when they ran), or the team
 *   holds it for no review (`left`: a team this workspace left).
 * - in_review / to_submit / changes (`by`: who asked) / resend / role: the team's review holds it (review-hold.ts kinds).
 * - revoked: this laptop's access was revoked. teamSent: a teammate sent it. ready / unchecked: nothing holds it now.
 * w25dryrun (walk 22, 2): `lastSend`: a real send's batch skipped the post (skippedIds). Without it no send held it back
 * (before any send, only a dry run had run, the status said "the last send held it back"): it is not sent yet.
 */
export type NotSentWhy =
  | { draftId: string; why: 'problems'; codes?: string[]; problems?: HeldProblem[]; left?: true; lastSend?: true }
  /**
   * h-reviewwords (walk 44a, 7): `withdrawn`, of 'to_submit': its approval was taken back (publisher team.ts TeamWaiting.withdrawn).
   * w28cli (walk 24, 3): `who`, whom an in-review post waits for (the core's who-approves: "you", "Bảo", or the roles), or
   * the author of a post not sent for review yet; `nobody`: nobody in the team may approve it (who-approves.ts words).
   */
  | { draftId: string; why: 'in_review' | 'to_submit'; who?: string; nobody?: string; lastSend?: true; withdrawn?: ApprovalWithdrawn }
  | { draftId: string; why: 'resend' | 'role' | 'teamSent' | 'ready' | 'unchecked'; lastSend?: true }
  /**
   * Walk 38 (5): held for the revocation; `codes`/`problems`, the post's own errors (the draft checks), said beside it: once
   * this computer rejoins they still hold it (was the revocation alone, a post without its photo "ready" after the rejoin).
   */
  | { draftId: string; why: 'revoked'; codes?: string[]; problems?: HeldProblem[]; lastSend?: true }
  | { draftId: string; why: 'changes'; by: string | null; lastSend?: true };
type WhyOf<T> = T extends NotSentWhy ? Omit<T, 'draftId'> : never;

/** At most this many posts are named in `named` (the counts cover all). */
export const NAMED_MAX = 10;

export interface SendNow {
  /** A current dry run says which posts have problems to fix; false: only the review state (and the draft checks, `draftChecked`) are known. */
  checked: boolean;
  /** w8send: without a current dry run, the publisher's own draft checks ran on each post (its errors counted in `problems`). */
  draftChecked: boolean;
  /** w8send: the posts held for their problems found by the draft checks (no current dry run), each with its problems; the first NAMED_MAX. */
  named: HeldForProblems[];
  /** Posts a send takes (not handed from here yet, nor withdrawn). */
  posts: number;
  /** Posts Send would hand to the Hub now. */
  toSend: number;
  /** Posts held back now: `problems` + `waiting` + `teamSent` + `revoked`. */
  held: number;
  /**
   * w13revoked (walk 13): held because the team revoked this laptop's member token (nothing of the team is sent from
   * here): neither an error to fix nor a review to wait for (was counted in `problems`: "held back for an error").
   */
  revoked: number;
  problems: number;
  /** Waiting for the team's review (approval, review, changes); `changes` of them sent back with changes requested. */
  waiting: number;
  changes: number;
  /**
   * w9camp (walk 9, F4): of `waiting`, those IN review (sent for review, waiting for an approver: ask one) and those
   * not sent for review yet (or edited since their approval: send them for review). The rest of `waiting - changes`
   * (a role that cannot publish) is neither.
   */
  inReview: number;
  toSubmit: number;
  /**
   * w15review (walk 14): of `waiting`, those approved and already sent under that approval (review-hold.ts `resend`):
   * going again as a new post needs a new approval first. Neither in review nor to submit (w12cli's one kind).
   */
  resend: number;
  /** Who asked for the changes, by name (each once; empty when the team does not say). */
  changesBy: string[];
  /**
   * w28cli (walk 24, 4): of `waiting`, approved posts a viewer's laptop holds for its role (a viewer sends nothing): never
   * "waiting for approval". A viewer's other posts are held for their review, as every laptop says it (statusRefusal).
   */
  role?: number;
  /**
   * h-nobody (walk 41a): of `inReview`, those nobody in this team may approve (the hold's `nobody`, team/who-approves.ts: every
   * member who approves wrote its version, where authors may not approve their own posts). They wait for no one: never said
   * "waiting for approval by you" (the header counted the post the owner edited and resubmitted among "2 waiting for approval
   * by you"). Absent: none.
   */
  nobody?: number;
  /**
   * h-nobody: of `toSubmit`, those nobody in this team could approve once sent (the hold's `nobody`): still "not sent for
   * review yet" in the counts (true), and said outright beside them (the Send tab's w20authors line). Absent: none.
   */
  nobodyToSubmit?: number;
  /**
   * h-reviewwords (walk 44a, 7): of `toSubmit`, those whose approval was taken back (the hold's `withdrawn`): sent for review
   * and approved, then withdrawn by an approver or owner: said apart, never "not sent for review yet". Absent: none.
   */
  takenBack?: number;
  /**
   * w28cli (walk 24, 3): whom every post in review waits for, when it is one answer (the holds' who-approves words: "you",
   * "Bảo", "you or Chi"); absent when they differ or none is in review. The counts say it as the rows do. h-nobody: of the
   * posts in review someone may approve (those nobody may approve are `nobody`, said apart).
   */
  inReviewWho?: string;
  /**
   * Already sent by a teammate: never sent again from here. w27sendtab (walk 23, 1): every post of `sent` (SendNowInput),
   * also one this laptop handed whose call was a replay of theirs, so it is the status's `teamSent` and the sum of its
   * `sentBy` (one set: the Send tab said "8 sent by Bảo" and "5 posts were already sent by Bảo" in one panel).
   */
  teamSent: number;
  /**
   * w27sendtab (walk 23, 4): of `problems`, held because this workspace left the team (the team's `left` hold, the row's
   * "you left the team"), not for a problem of the post: the summary says that reason, never "for its problems". Absent: none.
   */
  left?: number;
  /** Of this laptop's skipped posts (not sent by a teammate), why each is still not sent. */
  skipped: SkippedNow;
  /** w17postsreason, w19campaign: each post a send would hold back now, and each the last send skipped, with why it is not sent now (in campaign order). */
  notSentWhy?: NotSentWhy[];
}

/**
 * w21campaign (walk 19, A): a campaign's posts as ONE partition, said by its header and its Send tab alike: sent (from
 * here, from outside its Send, by a teammate) and not sent; of those not sent, ready (the next Send hands them) and held back
 * (each with its reason, SendNow's counts); `withdrawn`: cancelled before sending. posts = sent + ready + held + withdrawn.
 * Before, the header said "0 not sent yet · 6 held back" of six posts nothing had sent ("not sent yet" counted only posts no
 * send had seen) and the Send tab listed "3 ready to send now" among the held back.
 */
/**
 * w28state (walk 24, 1): of the posts handed, `unknown` (the Hub did not say what became of it: ask it) and `refused` (by
 * the Hub: nothing sent) are never in `sent`: posts = sent + unknown + refused + ready + held + withdrawn.
 */
/**
 * w30campaign: a handed post whose job was then cancelled (the Outbox's Cancel, before it went) is `withdrawn` too, never
 * sent; `cancelled` says how many of `withdrawn` they are (the Send tab's "sent for publishing" leaves them out).
 */
export interface CampaignSplit { posts: number; sent: number; unknown: number; refused: number; ready: number; held: number; withdrawn: number; cancelled: number }

export function campaignSplit(s: { total: number; withdrawn: number; handed: number; teamSent: number; unknown?: number; refused?: number; cancelled?: number }, now: Pick<SendNow, 'problems' | 'waiting' | 'revoked'>): CampaignSplit {
  // Sent from the status's own counts (they move with a send's events; `now` is the comparison made before it, kept while it
  // sends): the rest is not sent, of which `now` holds back its count, and the others go with the next Send.
  const handed = Math.min(s.total - s.withdrawn, s.handed + s.teamSent);
  // w28state: the handed posts the Hub refused, or did not say what became of, are apart from the sent (never "3 sent").
  const unknown = Math.min(handed, s.unknown ?? 0);
  const refused = Math.min(handed - unknown, s.refused ?? 0);
  const cancelled = Math.min(handed - unknown - refused, s.cancelled ?? 0);
  const notSent = Math.max(0, s.total - s.withdrawn - handed);
  // Held back for a reason of their own (not `teamSent`: a teammate sent those).
  const held = Math.min(now.problems + now.waiting + now.revoked, notSent);
  return { posts: s.total, sent: handed - unknown - refused - cancelled, unknown, refused, ready: notSent - held, held, withdrawn: s.withdrawn + cancelled, cancelled };
}

export interface SendNowInput {
  /** The posts a send takes (send-plan.ts `sendablePosts`), in campaign order. */
  posts: readonly Draft[];
  /** This laptop's posts skipped by an earlier send. */
  skippedIds: ReadonlySet<string>;
  /**
   * Posts a teammate sent (team-sent.ts): those of `posts`, and (w27sendtab) any a send no longer takes because this
   * laptop's call was a replay of theirs (send-state.ts `sent`): each is counted in `teamSent` once.
   */
  sent: ReadonlyMap<string, TeamSent>;
  team: TeamPublishPort | null | undefined;
  /** The current dry run's verdict on a post (held back by it, for anything); null: no current dry run. */
  dryHeld: ((draftId: string) => boolean) | null;
  /**
   * w29sent (walk 25, 2): the current dry run's posts held ONLY for the team's review (dryrun.ts `waiting`): a post it held
   * that is not among them (nor sent by a teammate) is held for an error, whatever its review. Absent: not told.
   */
  dryWaiting?: ((draftId: string) => boolean) | null;
  /**
   * w8send (walk 8): without a current dry run, the checks the publisher runs on a post at send (preflight with
   * the profile's pins): a post with an error is held for its problems, named, and never offered to Send.
   */
  check?: ((d: Draft) => readonly Problem[]) | null;
}

export function sendNow(input: SendNowInput): SendNow {
  const check = input.dryHeld === null ? (input.check ?? null) : null;
  const out: SendNow = { checked: input.dryHeld !== null, draftChecked: check !== null, named: [], posts: input.posts.length, toSend: 0, held: 0, revoked: 0, problems: 0, waiting: 0, changes: 0, inReview: 0, toSubmit: 0, resend: 0, changesBy: [], teamSent: 0, left: 0, skipped: { problems: 0, waiting: 0, changes: 0, toSubmit: 0, ready: 0, unchecked: 0, revoked: 0, resend: 0 } };
  const by = new Set<string>();
  const inReviewWho = new Set<string | null>();
  const notSentWhy: NotSentWhy[] = [];
  out.notSentWhy = notSentWhy;
  for (const d of input.posts) {
    const skipped = input.skippedIds.has(d.id);
    // w19campaign: every held post says why (skipped or added since). w21campaign (walk 19, D): one nothing holds too, and
    // whether the last send on THIS laptop skipped it or not: every laptop reads the same reason (Bảo's row said only "not sent").
    const why = (w: WhyOf<NotSentWhy>): void => {
      notSentWhy.push({ draftId: d.id, ...w, ...(skipped ? { lastSend: true } : {}) } as NotSentWhy);
    };
    if (input.sent.has(d.id)) {
      out.teamSent++;
      why({ why: 'teamSent' });
      continue;
    }
    // w28cli (walk 24, 4): the review's hold as the team has it, on a viewer's laptop too (statusRefusal).
    const hold = statusRefusal(input.team, d);
    const review = hold !== null && hold !== undefined && REVIEW_HOLD_CODES.has(hold.code);
    // w29sent (walk 25, 2): an error of its own holds the post whatever its review (it could not go even if approved):
    // counted with the problems, as the dry run counts it; the review's hold never hides it.
    const ownErrors = review && check ? check(d).filter((p) => p.severity === 'error') : [];
    const dryError = review && (input.dryHeld?.(d.id) ?? false) && input.dryWaiting ? !input.dryWaiting(d.id) : false;
    if (review && ownErrors.length === 0 && !dryError) {
      out.waiting++;
      if (skipped) out.skipped.waiting++;
      // The review's own codes (as the dry run's rows carry them): in review, or still to send for review.
      if (reviewHoldKind(hold.code) === 'in_review') {
        out.inReview++;
        // h-nobody (walk 41a): a post nobody may approve waits for no one: counted apart, never among whom the others wait for.
        if (typeof hold.nobody === 'string') {
          out.nobody = (out.nobody ?? 0) + 1;
          if (skipped) out.skipped.nobody = (out.skipped.nobody ?? 0) + 1;
        } else inReviewWho.add(hold.who ?? null);
      }
      else if (reviewHoldKind(hold.code) === 'resend') {
        out.resend++;
        if (skipped) out.skipped.resend++;
      }
      else if (toSubmitHold(hold.code)) {
        out.toSubmit++;
        if (typeof hold.nobody === 'string') out.nobodyToSubmit = (out.nobodyToSubmit ?? 0) + 1;
        if (hold.withdrawn) out.takenBack = (out.takenBack ?? 0) + 1;
        if (skipped) out.skipped.toSubmit++;
        if (skipped && hold.withdrawn) out.skipped.takenBack = (out.skipped.takenBack ?? 0) + 1;
      }
      if (hold.code === 'changes_requested') {
        out.changes++;
        if (skipped) out.skipped.changes++;
        if (hold.who) by.add(hold.who);
      }
      const kind = reviewHoldKind(hold.code);
      if (kind === 'role') out.role = (out.role ?? 0) + 1;
      // w28cli (walk 24, 3): whom it waits for, as the hold names them (the reader as "you"), never the bare roles.
      const waits = { ...(hold.who ? { who: hold.who } : {}), ...(typeof hold.nobody === 'string' ? { nobody: hold.nobody } : {}), ...(kind === 'to_submit' && hold.withdrawn ? { withdrawn: hold.withdrawn } : {}) };
      why(kind === 'changes' ? { why: 'changes', by: hold.who ?? null } : kind === 'in_review' || kind === 'to_submit' ? { why: kind, ...waits } : { why: kind === 'resend' ? kind : 'role' });
      continue;
    }
    // w13revoked: the revocation holds the post (whatever its review or problems): its own count, never "an error".
    if (hold && reviewHoldKind(hold.code) === 'revoked') {
      out.revoked++;
      if (skipped) out.skipped.revoked++;
      const own = input.check ? input.check(d).filter((p) => p.severity === 'error') : [];
      why({ why: 'revoked', ...(own.length > 0 ? { codes: [...new Set(own.map((p) => p.code))], problems: heldProblems(own) } : {}) });
      continue;
    }
    // Held for another reason: a team hold that is not a review (left the team), or a problem the current dry run found.
    const errors = review ? ownErrors : !hold && check ? check(d).filter((p) => p.severity === 'error') : [];
    if (errors.length > 0 && out.named.length < NAMED_MAX) out.named.push({ draftId: d.id, codes: [...new Set(errors.map((p) => p.code))], problems: heldProblems(errors) });
    const dryHeld = input.dryHeld?.(d.id) ?? false;
    if (hold || dryHeld || errors.length > 0) {
      out.problems++;
      if (hold && reviewHoldKind(hold.code) === 'left') out.left = (out.left ?? 0) + 1;
      if (skipped) out.skipped.problems++;
      // w21campaign (walk 19, D): "problems" names them: held by a current dry run, the draft checks' errors say which ones.
      const found = errors.length > 0 ? errors : (!hold || review) && dryHeld && input.check ? input.check(d).filter((p) => p.severity === 'error') : [];
      why({ why: 'problems', ...(found.length > 0 ? { codes: [...new Set(found.map((p) => p.code))], problems: heldProblems(found) } : {}), ...(hold && reviewHoldKind(hold.code) === 'left' ? { left: true as const } : {}) });
      continue;
    }
    out.toSend++;
    // Skipped before, nothing holds it now: ready when a current dry run checked it; else not checked since (the draft checks found no error).
    // Walk 39b (5): counted as its row says it (below): ready when a current dry run or the draft checks found nothing.
    if (skipped) out.skipped[input.dryHeld || check ? 'ready' : 'unchecked']++;
    // w21campaign (walk 19, D): the row's reason is the same on every laptop: ready when a current dry run or the draft checks
    // found nothing (the next Send hands it: `toSend`); not checked only where neither ran.
    why({ why: input.dryHeld || check ? 'ready' : 'unchecked' });
  }
  // w27sendtab (walk 23, 1): a teammate's post this laptop's send handed (its call a replay of theirs) is sent by them too.
  const taken = new Set(input.posts.map((d) => d.id));
  for (const id of input.sent.keys()) if (!taken.has(id)) out.teamSent++;
  out.held = out.problems + out.waiting + out.teamSent + out.revoked;
  out.changesBy = [...by];
  const [who] = inReviewWho;
  if (inReviewWho.size === 1 && who) out.inReviewWho = who;
  return out;
}

/**
 * w11words (walk 11): a review hold that is a post still to SEND for review (never sent, or edited since its approval),
 * not one in review waiting for an approver: the Send tab's split (inReview / toSubmit) and `postroom publish`'s summary
 * line ("1 not sent for review yet"). w12cli (walk 12): read from the one reviewHoldKind; a post already sent under its
 * approval (resend_needs_approval) is neither: it was sent for review and approved (its own kind, `resend`).
 */
export function toSubmitHold(code: string): boolean {
  return reviewHoldKind(code) === 'to_submit';
}

/** w20cli (walk 18, 8b): the kind of the review hold on a post now (Send's reading: approvalRefusal), or null when none holds it. */
export function reviewKind(team: TeamPublishPort | null | undefined, d: Parameters<typeof approvalRefusal>[1]): ReturnType<typeof reviewHoldKind> {
  const hold = approvalRefusal(team, d);
  return hold ? reviewHoldKind(hold.code) : null;
}
