/**
 * Review and approval (issue 34, item 1): who may do what to a post in review, as ONE table (like
 * publisher/actions.ts). Pure: no disk, no network; the library keeps the rows (library/reviews.ts)
 * and team/review-actions.ts applies an action after reading this table.
 *
 * What the table rests on:
 * 1. A post is `draft` → `in_review` → `approved` | `changes_requested`. An approval holds for ONE
 *    content revision (`contentRevision`): an approved post whose content changed since reads as
 *    `in_review` again. That is derived (`reviewState`), never written, so two laptops that see
 *    the same draft and the same approval agree without a write racing another.
 * 2. Roles are the team's (protocol.ts ROLES). A viewer changes nothing. Who approves is a team
 *    setting (`approvers`, default owners and approvers); the post's own author never approves it
 *    unless the team allows it (`authorsMayApprove`). Approvers must be roles that may write the
 *    `approvals` document (protocol.ts WRITE_ACCESS): the server would drop anyone else's writes.
 * 3. The state is checked before the role: "it is already approved" is the truth about the post
 *    whoever asks; "you may not approve" is said only of an action the post's state allows.
 * 4. Editing an approved post's content is allowed after a question (`back_to_review`): it
 *    returns to review by rule 1.
 * 5. `publish` is a column too, so the app, the campaign Send and the CLI read one rule: with
 *    `approvalRequired` (default) only an approved post goes out.
 */
import { createHash } from 'node:crypto';
import { brandAsApproved } from '../../src-shared/brand';
import { lf } from '../common';
import { rejoinEnglish, type TokenRefused } from '../publisher';
import { canWrite, isRole, ROLES, type Role } from './protocol';

export const REVIEW_STATES = ['draft', 'in_review', 'approved', 'changes_requested'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const REVIEW_ACTIONS = ['submit', 'approve', 'request_changes', 'comment', 'withdraw', 'edit_content', 'publish'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** Why an action is refused: stable codes, worded by each shell (REVIEW_ENGLISH for the CLI; the screens' catalogs). */
export const REVIEW_REASONS = [
  'not_submitted', 'already_in_review', 'already_approved', 'already_changes_requested',
  'read_only', 'not_an_approver', 'own_post', 'not_author', 'not_approved', 'changes_requested',
  // w19selfedit (walk 17, 7): an approver who changed what goes out since the last approval wrote this version (version-authors.ts).
  'own_edit',
  // leave (walk 4): a draft of a team this workspace left is reviewed in the team only.
  'left_team',
  // editedtime (walk 6): a draft with no caption and no photo is not sent for review (there is nothing to approve).
  'nothing_to_publish',
  // w11revoked (walk 11): the team server revoked this laptop's token: no review step is written here (review-table.ts).
  'revoked',
] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

export const REVIEW_QUESTIONS = ['back_to_review'] as const;
export type ReviewQuestion = (typeof REVIEW_QUESTIONS)[number];

/** What a verdict does to the post's review state when the action is done (null: unchanged). */
export type ReviewVerdict =
  | { do: 'allowed'; to: ReviewState | null }
  | { do: 'ask'; ask: ReviewQuestion; to: ReviewState | null }
  | { do: 'refused'; reason: ReviewReason };

/**
 * Who may take an action the post's state allows:
 * - `writer`: any role that may write the `reviews` document (owner, approver, editor).
 * - `approver`: a role in the team's `approvers`, and not the post's author unless `authorsMayApprove` (w19selfedit:
 *   nor a member who changed what goes out since its last approval, `edited`: an author of that version).
 * - `reviewer`: a role in `approvers` (sending a post back is not approving it: the author may too).
 * - `author`: the post's author, or an owner.
 */
export type ReviewWho = 'writer' | 'approver' | 'reviewer' | 'author';

/** One cell: refused by the post's state, or allowed to `who`, moving the post `to` a state (after `ask`). */
export type ReviewCell =
  | { refused: ReviewReason }
  | { who: ReviewWho; to: ReviewState | null; ask?: ReviewQuestion };

const no = (refused: ReviewReason): ReviewCell => Object.freeze({ refused });
const by = (who: ReviewWho, to: ReviewState | null, ask?: ReviewQuestion): ReviewCell => Object.freeze(ask ? { who, to, ask } : { who, to });

/** The table: state × action. Every row is walked by test/team/review-table.test.ts. */
export const REVIEW_TABLE: Readonly<Record<ReviewState, Readonly<Record<ReviewAction, ReviewCell>>>> = Object.freeze({
  draft: {
    submit: by('writer', 'in_review'), approve: no('not_submitted'), request_changes: no('not_submitted'),
    comment: by('writer', null), withdraw: no('not_submitted'), edit_content: by('writer', null), publish: no('not_approved'),
  },
  in_review: {
    submit: no('already_in_review'), approve: by('approver', 'approved'), request_changes: by('reviewer', 'changes_requested'),
    comment: by('writer', null), withdraw: by('author', 'draft'), edit_content: by('writer', null), publish: no('not_approved'),
  },
  approved: {
    submit: no('already_approved'), approve: no('already_approved'), request_changes: by('reviewer', 'changes_requested'),
    comment: by('writer', null), withdraw: by('author', 'draft'), edit_content: by('writer', null, 'back_to_review'), publish: by('writer', null),
  },
  changes_requested: {
    submit: by('writer', 'in_review'), approve: no('changes_requested'), request_changes: no('already_changes_requested'),
    comment: by('writer', null), withdraw: by('author', 'draft'), edit_content: by('writer', null), publish: no('changes_requested'),
  },
});

/** The team's review settings (shared in the `settings` document, written by owners only). */
export interface ReviewSettings {
  /** Roles that approve. Default: owner and approver. Only roles that may write `approvals`. */
  approvers: readonly Role[];
  /** Whether a post's own author may approve it. Default false. */
  authorsMayApprove: boolean;
  /** Whether only an approved post may be published. Default true. */
  approvalRequired: boolean;
}

export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = Object.freeze({ approvers: Object.freeze(['owner', 'approver'] as Role[]), authorsMayApprove: false, approvalRequired: true });

/**
 * A workspace that is not a team's: its one person is its owner and approves their own posts
 * (nobody else could), and publishing does not wait for an approval.
 */
export const SOLO_REVIEW_SETTINGS: ReviewSettings = Object.freeze({ approvers: Object.freeze(['owner'] as Role[]), authorsMayApprove: true, approvalRequired: false });

/** The roles that may approve: those that may write `approvals` (the server drops anyone else's approval). */
export const APPROVER_ROLES: readonly Role[] = Object.freeze(ROLES.filter((r) => canWrite(r, 'approvals')));

/** Why a settings change is refused (parseReviewSettings): stable codes. */
export type ReviewSettingsProblem = 'approvers_invalid' | 'approvers_empty' | 'not_boolean';

/**
 * Settings as stored or sent by a teammate: anything missing or bad takes its default (an approvers
 * list that is not a non-empty list of APPROVER_ROLES is the default list). Never throws: a
 * teammate's document cannot stop this laptop.
 */
export function readReviewSettings(v: unknown): ReviewSettings {
  const o = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
  const ok = Array.isArray(o.approvers) && o.approvers.length > 0 && o.approvers.every((r) => isRole(r) && APPROVER_ROLES.includes(r));
  return {
    approvers: ok ? APPROVER_ROLES.filter((r) => (o.approvers as unknown[]).includes(r)) : [...DEFAULT_REVIEW_SETTINGS.approvers],
    authorsMayApprove: typeof o.authorsMayApprove === 'boolean' ? o.authorsMayApprove : DEFAULT_REVIEW_SETTINGS.authorsMayApprove,
    approvalRequired: typeof o.approvalRequired === 'boolean' ? o.approvalRequired : DEFAULT_REVIEW_SETTINGS.approvalRequired,
  };
}

/**
 * A change a person asks for (CLI flags, the Settings screen): the fields given over `current`.
 * @throws RangeError with `.problem` (ReviewSettingsProblem) and `.field` on a bad value: nothing is taken.
 */
export function parseReviewSettings(change: Readonly<Partial<Record<keyof ReviewSettings, unknown>>>, current: ReviewSettings = DEFAULT_REVIEW_SETTINGS): ReviewSettings {
  const bad = (field: keyof ReviewSettings, problem: ReviewSettingsProblem, message: string): never => {
    throw Object.assign(new RangeError(message), { problem, field });
  };
  const out: ReviewSettings = { ...current, approvers: [...current.approvers] };
  if (change.approvers !== undefined) {
    if (!Array.isArray(change.approvers)) bad('approvers', 'approvers_invalid', 'approvers: a list of roles');
    const list = change.approvers as unknown[];
    for (const r of list) {
      if (!isRole(r) || !APPROVER_ROLES.includes(r)) bad('approvers', 'approvers_invalid', `approvers: "${String(r)}" is not a role that may approve (${APPROVER_ROLES.join(', ')})`);
    }
    if (list.length === 0) bad('approvers', 'approvers_empty', `approvers: at least one of ${APPROVER_ROLES.join(', ')}`);
    out.approvers = APPROVER_ROLES.filter((r) => list.includes(r));
  }
  for (const f of ['authorsMayApprove', 'approvalRequired'] as const) {
    if (change[f] === undefined) continue;
    if (typeof change[f] !== 'boolean') bad(f, 'not_boolean', `${f}: yes or no`);
    out[f] = change[f] as boolean;
  }
  return out;
}

/** Who is acting, as the table reads them. */
export interface ReviewActor {
  role: Role;
  /** The actor wrote the post (its author). */
  isAuthor: boolean;
  /**
   * w19selfedit (walk 17, 7): the actor changed what goes out since the post's last approval (version-authors.ts
   * authorshipOf): an author of THIS version, who approves it only where authors may approve their own posts.
   */
  edited?: boolean;
}

/** Whether `actor` is among `who` for this team (undefined: yes; otherwise the reason not). */
function whoRefuses(who: ReviewWho, actor: ReviewActor, settings: ReviewSettings): ReviewReason | undefined {
  if (!canWrite(actor.role, 'reviews')) return 'read_only';
  switch (who) {
    case 'writer': return undefined;
    case 'reviewer': return settings.approvers.includes(actor.role) ? undefined : 'not_an_approver';
    case 'approver':
      if (!settings.approvers.includes(actor.role)) return 'not_an_approver';
      if (settings.authorsMayApprove) return undefined;
      return actor.isAuthor ? 'own_post' : actor.edited ? 'own_edit' : undefined;
    // walk 25 (17): whoever changed what goes out since its last approval is an author of THIS version (`edited`), as the
    // approval rule counts them: they may withdraw it too (Bảo, refused his own approval as an author, was refused Withdraw
    // as "not the author").
    case 'author': return actor.isAuthor || actor.edited === true || actor.role === 'owner' ? undefined : 'not_author';
    default: {
      const never: never = who;
      throw new Error(`unknown review rule ${String(never)}`);
    }
  }
}

/**
 * The verdict of one action on a post in `state`, by `actor`, in a team with `settings`. `publish`
 * is allowed in any state when the team does not require approval (a viewer still publishes nothing).
 * A viewer is refused for being a viewer (`read_only`) before any state's reason: a greyed Approve
 * tells a viewer that viewers cannot approve, not that the post was not sent for review.
 */
const APPROVERS_ONLY: ReadonlySet<ReviewAction> = new Set<ReviewAction>(['approve', 'request_changes']);

export function reviewVerdict(state: ReviewState, action: ReviewAction, actor: ReviewActor, settings: ReviewSettings = DEFAULT_REVIEW_SETTINGS): ReviewVerdict {
  if (!canWrite(actor.role, 'reviews')) return { do: 'refused', reason: 'read_only' };
  const cell: ReviewCell = action === 'publish' && !settings.approvalRequired ? { who: 'writer', to: null } : REVIEW_TABLE[state][action];
  // Walk 39a (5): a step only approvers take, refused to a member who is none, says the role whatever the state ("changes
  // were requested: edit it and send it for review again" would never let an editor approve).
  if ('refused' in cell) return { do: 'refused', reason: APPROVERS_ONLY.has(action) && !settings.approvers.includes(actor.role) ? 'not_an_approver' : cell.refused };
  const reason = whoRefuses(cell.who, actor, settings);
  if (reason) return { do: 'refused', reason };
  return cell.ask ? { do: 'ask', ask: cell.ask, to: cell.to } : { do: 'allowed', to: cell.to };
}

/** Every action's verdict for a post: what screens offer and the CLI does. */
export function reviewVerdicts(state: ReviewState, actor: ReviewActor, settings: ReviewSettings = DEFAULT_REVIEW_SETTINGS): Readonly<Record<ReviewAction, ReviewVerdict>> {
  const out = {} as Record<ReviewAction, ReviewVerdict>;
  for (const a of REVIEW_ACTIONS) out[a] = reviewVerdict(state, a, actor, settings);
  return Object.freeze(out);
}

/** A member as the team server last listed them (team/kept.ts KeptMember): a revoked member's token acts on nothing. */
export interface ReviewRosterMember { name: string; role: string; revokedAt?: string | null }

/**
 * Walk 39b: who may withdraw a post in `state`, by name: each member the table's `withdraw` cell lets (whoRefuses
 * 'author': an author of its version, `authors`, or an owner; a viewer never), and never a revoked member (the server
 * takes nothing from a revoked token). ONE reading of "who may withdraw it" for every "waits for … to withdraw it" (the
 * app's Compose and Outbox card, the CLI). Before, Sam (an approver) read "Withdraw it in Review" though the table
 * refused him, and "waits for Tuấn or an owner" while Tuấn's token was revoked. Sorted as the approvers' names are.
 */
export function withdrawerNames(
  state: ReviewState,
  members: readonly ReviewRosterMember[],
  /** Every author of the version (version-authors.ts authorNames: its creator and who changed it since its last approval). */
  authors: readonly string[],
  settings: ReviewSettings = DEFAULT_REVIEW_SETTINGS,
): string[] {
  const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();
  return members
    .filter((m) => !m.revokedAt && isRole(m.role) && reviewVerdict(state, 'withdraw', { role: m.role, isAuthor: authors.some((a) => same(a, m.name)) }, settings).do === 'allowed')
    .map((m) => m.name)
    .sort((a, b) => a.localeCompare(b));
}

/** The last review step recorded for a post, as the derivation needs it. */
export interface ReviewRecordLike {
  state: ReviewState;
  /** The content revision the step was taken on. */
  revision: string;
}

/** A post's review state now, and whether an approval went stale (rule 1: derived, not written). */
export function reviewState(last: ReviewRecordLike | null | undefined, currentRevision: string): { state: ReviewState; stale: boolean } {
  if (!last) return { state: 'draft', stale: false };
  if (last.state === 'approved' && last.revision !== currentRevision) return { state: 'in_review', stale: true };
  return { state: last.state, stale: false };
}

/** What a client approves of a post: every field that changes what goes out, where and when. */
export interface RevisionSubject {
  caption: string;
  title: string;
  captions?: ReadonlyArray<{ channel: string; caption: string; title: string | null }>;
  platforms: readonly string[];
  profile_id: string | null;
  /**
   * h-brand (walk 33b): the brand kept by name (`name:…`) `profile_id` was resolved from, with the id (library
   * Draft.profile_from, src-shared/brand.ts brandChecked). The revision reads the brand as that name while `profile_id`
   * is still that id: the name's resolution to the profile of that very name is not an edit; any other change is.
   * Absent: none (a caller that holds no resolved brand).
   */
  profile_from?: string | null;
  photos: ReadonlyArray<{ sha256: string | null; url?: string | null; path?: string | null }>;
  scheduled_at: string | null;
  timezone: string | null;
  add_to_queue: boolean;
  /** Channel fields and options (first_comment, boards, pages…). */
  fields: Readonly<Record<string, string>>;
}

/** JSON with object keys sorted at every depth: one text for one value. */
export function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v).sort().filter((k) => (v as Record<string, unknown>)[k] !== undefined).map((k) => `${JSON.stringify(k)}:${canonicalJson((v as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

const sha256Hex = (s: string): string => createHash('sha256').update(s, 'utf8').digest('hex');

/**
 * The content revision of a post: SHA-256 (hex) of a canonical form of what is approved. Channel
 * order and caption order do not count (the same post either way); photo order does (the first
 * photo leads the post). A photo is named by its bytes' SHA-256, or its URL or path before hashing.
 * Empty channel fields are dropped (an empty field is not sent), and so are the own captions of
 * channels not ticked (kept for when the channel is ticked again, never sent).
 */
export function contentRevision(d: RevisionSubject): string {
  const fields = Object.fromEntries(Object.entries(d.fields).filter(([, v]) => v !== ''));
  return sha256Hex(canonicalJson({
    v: 1,
    // Line breaks as LF (crlf): a caption approved with CRLF (an Excel CSV) and stored with LF since is the same post.
    caption: lf(d.caption),
    title: lf(d.title),
    // A channel's own caption counts only while the channel is ticked (an unticked one's is kept, not sent).
    captions: (d.captions ?? []).filter((c) => d.platforms.includes(c.channel)).sort((a, b) => (a.channel < b.channel ? -1 : a.channel > b.channel ? 1 : 0)).map((c) => [c.channel, lf(c.caption), c.title === null ? null : lf(c.title)]),
    platforms: [...d.platforms].sort(),
    profile: brandAsApproved(d.profile_id, d.profile_from),
    photos: d.photos.map((p) => p.sha256 ?? (p.url ? `url:${p.url}` : `path:${p.path ?? ''}`)),
    schedule: { at: d.scheduled_at, zone: d.timezone, queue: d.add_to_queue },
    fields,
  }));
}

/** The Hub's rule for an Idempotency-Key (the sandbox enforces it): 1 to 255 visible ASCII characters. */
export const HUB_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * The Idempotency-Key a post goes out under once approved (issue 34, item 5): derived from the
 * approval, so every laptop that publishes it sends the SAME key and the Hub returns the first
 * result instead of publishing twice. `part` tells apart the Hub posts one draft becomes (one per
 * caption group, publisher/captions.ts). `pra_` + 43 base64url characters (SHA-256).
 * @throws RangeError on an empty part or one holding a line break (it would make two inputs one key).
 */
export function approvalKey(approvalId: string, draftId: string, part: string | number): string {
  const parts = [approvalId, draftId, String(part)];
  if (parts.some((p) => p === '' || /[\n\r\0]/.test(p))) throw new RangeError('approvalKey: each part must be a non-empty single line');
  return `pra_${createHash('sha256').update(`postroom-approval-key/1\n${parts.join('\n')}`, 'utf8').digest('base64url')}`;
}

/**
 * The table's words in plain English, for the CLI and logs (as publisher/actions.ts ACTION_ENGLISH):
 * the core keeps codes; each shell words them from its own catalog (the screens from
 * src-renderer/src/lib/i18n/review.en.ts and review.vi.ts, in the person's language).
 */
export const REVIEW_ENGLISH = Object.freeze({
  state: { draft: 'draft', in_review: 'in review', approved: 'approved', changes_requested: 'changes requested' } satisfies Record<ReviewState, string>,
  /**
   * walk 25 (16), w30fold: each action with its post where English puts it ("cannot request changes ON post X", not
   * "request changes post X"); said alone (reviewActionEnglish without a post), the post and its "on" go.
   */
  action: {
    submit: 'send {post} for review', approve: 'approve {post}', request_changes: 'request changes on {post}', comment: 'comment on {post}',
    withdraw: 'withdraw {post} from review', edit_content: 'edit {post}', publish: 'publish {post}',
  } satisfies Record<ReviewAction, string>,
  reason: {
    not_submitted: 'it has not been sent for review',
    already_in_review: 'it is already in review',
    already_approved: 'it is already approved',
    already_changes_requested: 'changes were already requested',
    read_only: 'a viewer cannot change anything',
    not_an_approver: 'your role does not approve posts in this team',
    own_post: 'you wrote this post, and this team does not let authors approve their own posts',
    own_edit: 'you changed what goes out in this version, so you are one of its authors, and this team does not let authors approve their own posts',
    not_author: 'only its authors (who wrote it, or changed it since its last approval) or an owner can withdraw it',
    not_approved: 'it is not approved yet, and this team publishes only approved posts',
    changes_requested: 'changes were requested: edit it and send it for review again',
    // leftview (walk 7): the CLI has no Duplicate: its words name what it can do, and the app's Duplicate as the app's.
    left_team: 'you left the team this post belongs to: it is reviewed and published through the team (rejoin it: postroom workspace join NAME --team URL; or in the app: Duplicate, to make a copy of your own)',
    nothing_to_publish: 'it has no caption and no photo, so there is nothing to review yet (write a caption or add a photo first)',
    revoked: 'the team revoked this computer\'s member token (the team server says so): ask the team owner for a new token and join again with it; nothing is written here',
  } satisfies Record<ReviewReason, string>,
  ask: { back_to_review: 'it is approved: an edit sends it back to review' } satisfies Record<ReviewQuestion, string>,
  stale: 'edited since it was approved: back in review',
  /** w21words (walk 19, 2): only the time changed since the approval (editedSinceApproval `onlyTime`), as the app's w16asnew.staleTime. */
  staleTime: 'a new time chosen since it was approved: back in review',
  /**
   * h-ownapprove (walk 43b, 3): approved on this computer, the team server not having accepted the approval yet (PostReview
   * `approvalOnlyHere`): the team may still refuse it. The app says it as `ownapprove.onlyHere`.
   */
  approvedOnlyHere: 'approved here, not yet accepted by the team',
});

/** A review action in English (REVIEW_ENGLISH.action), with its post ("send post X for review") or alone ("send for review"). */
export const reviewActionEnglish = (action: ReviewAction, post?: string): string =>
  post === undefined ? REVIEW_ENGLISH.action[action].replace(/ (?:on )?\{post\}/, '') : REVIEW_ENGLISH.action[action].replace('{post}', post);

/**
 * w21words (walk 19, 2): a post's State in the CLI's words: an approval gone stale by a new time alone (`edited` is
 * editedSinceApproval's answer, `onlyTime`) says "a new time chosen since it was approved", never "edited", as the
 * app's review badge and calendar chip say it (reviewtruth.ts staleWords).
 */
export function reviewStateEnglish(r: { state: ReviewState; stale: boolean; approvalOnlyHere?: true }, edited: { onlyTime: boolean } | null | undefined): string {
  if (!r.stale) return r.approvalOnlyHere ? REVIEW_ENGLISH.approvedOnlyHere : REVIEW_ENGLISH.state[r.state];
  return edited?.onlyTime ? REVIEW_ENGLISH.staleTime : REVIEW_ENGLISH.stale;
}

/**
 * w16words (w15cli left): the `left_team` refusal's words by whether the left team's server had refused this computer's
 * token (kept.ts readTokenRefusal): then a rejoin needs a NEW token (publisher rejoinEnglish, the one answer), else
 * REVIEW_ENGLISH's own words.
 */
export function leftTeamReviewEnglish(refused: TokenRefused | null): string {
  return refused ? `you left the team this post belongs to: it is reviewed and published through the team (${rejoinEnglish(refused)}; or in the app: Duplicate, to make a copy of your own)` : REVIEW_ENGLISH.reason.left_team;
}

/** The languages a client preview page is made in. */
export type ReviewLang = 'en' | 'vi';

