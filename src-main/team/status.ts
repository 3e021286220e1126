import type { Workspace } from '../library';
import { teamError } from './errors';
import { canWrite, type OwnApprovalRule, type Role, type TeamMember } from './protocol';
import { APPROVALS_DOC, LIBRARY_DOC, OUTCOMES_DOC, REVIEWS_DOC, SETTINGS_DOC, type BoundDocument } from './schema';
import type { TeamSessionState, TeamSessionStatus } from './session';
import type { SettledRefusal } from './refusal-settled';
import { OWN_APPROVAL_REASON, type SetAsideRow } from './set-aside';

/**
 * The team status of a workspace on this laptop (issues 33/34), derived in one place from what the
 * team service holds (the sessions' statuses, the binding's unsent changes, the last photo exchange):
 * what `postroom team status --json` prints and the bridge's `team.status` answers. Pure: the
 * service (service.ts) reads, this decides.
 */

export type TeamState = TeamSessionState | 'not_a_team';

/** `postroom team status --json` and the bridge's `team.status`: the same object. */
export interface TeamStatusView {
  workspace: { id: string; name: string };
  state: TeamState;
  team: { url: string; id: string; name: string | null } | null;
  me: { name: string; role: Role } | null;
  canEdit: boolean;
  lastInStep: string | null;
  /** Connected with nothing waiting to go out: this laptop holds what the team holds now (the one place this is decided). */
  inStep: boolean;
  pending: number;
  /**
   * leave (walk 4): changes this laptop holds that its member (its role now) may not send, so the team
   * never accepts them: edits made as an editor before a revocation was known, the token then replaced
   * by a viewer's. They stay readable here; while there are any, the laptop is not in step.
   */
  notAccepted: number;
  /**
   * refusedloop (issue 34): changes made on this computer that the team server's write guard refused
   * (a review row in another member's name), set aside: kept and readable here, never sent again, the
   * documents' later changes sync. While there are any, the laptop is not in step.
   */
  refused: TeamRefused;
  members: TeamMember[] | null;
  missingPhotos: number;
  error: { code: string; message: string } | null;
  /**
   * w12sidebar (walk 12): in a workspace that LEFT a team (no team now), who this laptop was on it — the reader
   * ("you") of the lines it still says of the team's drafts. Absent otherwise.
   */
  leftAs?: string;
  /**
   * w13revoked (walk 13, d): in a workspace that LEFT a team, that team: its name as its server last said it (null: never
   * heard) and its address. Absent otherwise.
   */
  leftTeam?: LeftTeam;
  /**
   * w15cli (walk 14): changes made on this computer that cannot go out with its member token, because the team
   * server refused that token ('revoked' by the owner, or 'unauthorized': not known). They stay here; a join with a
   * new token from the owner sends them (those the new role may send). Null when there are none or the token answers.
   */
  held: TeamHeld | null;
}

/** w15cli: changes kept here that this computer's token cannot send, and why (the server's refusal). */
export interface TeamHeld {
  count: number;
  why: 'revoked' | 'unauthorized';
}

/**
 * A team this workspace left (w13revoked d): its name as its server last said it (null: never heard), its address, and
 * (w15cli, walk 14) whether that server had refused this computer's token before it left: 'revoked'/'unauthorized' (a
 * rejoin needs a NEW token from the owner), null (the token it left with was still answered: it rejoins with that one).
 */
export interface LeftTeam {
  name: string | null;
  url: string;
  tokenRefused: 'revoked' | 'unauthorized' | null;
}

/** refusedloop: how many changes the team server refused, in which documents, and the first one's reason (schema.ts rowRefusal's words). */
export interface TeamRefused {
  count: number;
  documents: string[];
  first: string | null;
  /**
   * w26approval (walk 24, 3): this laptop's approvals among them that the team server refused by its author rule (the
   * team does not let authors approve their own posts): which post, its caption's first line as the library holds it (as the Review screen's rows show it), which rule. One
   * line per post (h-ownapprove: whatever rules refused them, the one that decides; its approve steps, set aside with them, are not counted apart); h-refused (walk 42a): a post
   * approved several times here (offline, an import) and refused each time is ONE line that says how many (`times`),
   * never the same line again (the app keyed its list by post and stopped on every screen). What the sidebar, Settings →
   * Team, the Review screen and the CLI's `team status` say: "Your approval of "<caption>" was refused by the team server: <rule's words>".
   */
  approvals: RefusedApproval[];
  /** h-refused: how many approvals of mine the team server refused (the sum of `approvals`' times) and of how many posts. */
  mine: { approvals: number; posts: number };
  /**
   * w30dismiss (walk 26, 5): my refused approvals that an approval of mine the team server accepted since answers (the
   * same post, as it is now): no longer refused (not counted), said once as answered until the person dismisses it.
   * One line per post, as `approvals`.
   */
  answered: RefusedApproval[];
}

/** One post's refused approvals (h-refused: one line however many times it was approved here; h-ownapprove: the rule that decides). */
export interface RefusedApproval {
  /** The first of them's own id (its set-aside approval row's key): unique, the line's key on every screen. */
  id: string;
  draftId: string;
  caption: string;
  rule: OwnApprovalRule;
  /** How many of my approvals of this post the team server refused by this rule (1 or more). */
  times: number;
  /** Walk 43a (3): who else may approve it, or that nobody in this team may (who-approves.ts versionApproversEnglish); absent: not known here. */
  othersApprove?: string;
  /** Walk 43a (3): nobody else in this team may approve it (`othersApprove` says so): the app's words say it too. */
  nobodyElse?: true;
  /** h-ownapprove (walk 43b, 3): who else may approve it, by name (the app's words name them, as `othersApprove`); absent: not known here, or nobody. */
  approvers?: string[];
  /** The CLI's words (refusedApprovalWords). */
  message: string;
}

/**
 * h-ownapprove (walk 43b, 3): which rule a post's line says when its refused approvals were refused by several: the author
 * rules first (the server applies `own_post` first; an author of the version may not approve it whichever version), then
 * `not_held`. First is strongest.
 */
const RULE_DECIDES: readonly OwnApprovalRule[] = ['own_post', 'own_version', 'not_held'];

/**
 * h-refused (walk 42a): refused approvals (one per set-aside approval row) as lines, in the order first refused, each
 * with how many. h-ownapprove (walk 43b, 3): one line per POST, whatever rules refused them (Review and `team status`
 * said two lines of one post, one "of versions the team does not hold", one "your own post"): the line says the rule
 * that decides (RULE_DECIDES). Pure.
 */
export function refusedApprovalLines(rows: ReadonlyArray<{ key: string; draftId: string; rule: OwnApprovalRule }>): Array<{ id: string; draftId: string; rule: OwnApprovalRule; times: number }> {
  const lines = new Map<string, { id: string; draftId: string; rule: OwnApprovalRule; times: number }>();
  for (const r of rows) {
    const line = lines.get(r.draftId);
    if (!line) lines.set(r.draftId, { id: r.key, draftId: r.draftId, rule: r.rule, times: 1 });
    else {
      line.times += 1;
      if (RULE_DECIDES.indexOf(r.rule) < RULE_DECIDES.indexOf(line.rule)) line.rule = r.rule;
    }
  }
  return [...lines.values()];
}

type Fault = { code: string; message: string };

/** What the team service holds of a team workspace, read for its status. */
export interface TeamStatusFacts {
  workspace: Workspace & { team: NonNullable<Workspace['team']> };
  /** The workspace's open session here (null: none, e.g. no member token on this computer). */
  open: {
    /** The library document's session status. */
    session: TeamSessionStatus;
    /** The binding's changes not yet acknowledged, per document. */
    pending(doc: BoundDocument): number;
    /** The rows each row document's session set aside (refusedloop). */
    setAside: { reviews: readonly SetAsideRow[]; approvals: readonly SetAsideRow[] };
  } | null;
  /** w26approval: a post's caption's first line as the library holds it (set-aside.ts asideCaption); '' when it is gone. */
  captionOf?: (draftId: string) => string;
  /**
   * Walk 43a (3): who else may approve a post whose approval of mine was refused by the author rule, in words, and whether
   * nobody may (h-ownapprove: said apart, who-approves.ts versionApprovers, never read from the words), or null.
   */
  othersApprove?: (draftId: string) => { words: string; nobody: boolean; names?: readonly string[] | null } | null;
  /** w30dismiss: my refused approvals settled here, answered, dismissed or (h-stale) overtaken (refusal-settled.ts). */
  settled?: readonly SettledRefusal[];
  /** The members, when they were asked for and read. */
  members: TeamMember[] | null;
  /** Why reading the members failed, when it did. */
  membersError: Fault | null;
  /** The last in-step time kept in the library: the status's, whichever process on this data dir was in step last (h-team). */
  storedLastInStep: string | null;
  missingPhotos: number;
  /** The first photo the last exchange could not move: its code. */
  photoFailure: string | null;
}

const DOCS = [LIBRARY_DOC, OUTCOMES_DOC, REVIEWS_DOC, APPROVALS_DOC, SETTINGS_DOC] as const;

/** The status of a workspace that is not a team's. */
export function soloStatus(w: Pick<Workspace, 'id' | 'name'>, leftAs: string | null = null, leftTeam: LeftTeam | null = null): TeamStatusView {
  return { ...(leftTeam ? { leftTeam } : {}), workspace: { id: w.id, name: w.name }, state: 'not_a_team', team: null, me: null, canEdit: true, lastInStep: null, inStep: false, pending: 0, notAccepted: 0, refused: { count: 0, documents: [], first: null, approvals: [], mine: { approvals: 0, posts: 0 }, answered: [] }, members: null, missingPhotos: 0, error: null, held: null, ...(leftAs ? { leftAs } : {}) };
}

/** A team workspace's status from what the service holds (the one place "in step", "may edit" and the shown fault are decided). */
export function teamStatusOf(f: TeamStatusFacts): TeamStatusView {
  const w = f.workspace;
  const open = f.open;
  const s = open?.session;
  const role = s?.me?.role ?? w.team.role;
  let error: Fault | null = s?.error ?? f.membersError ?? null;
  if (!open && !error) error = { code: 'unauthorized', message: teamError('unauthorized', `This computer has no member token for "${w.name}". Join again with the token from the team owner.`).message };
  // Only what this role may send counts as waiting to go out (a viewer's laptop sends nothing).
  const pending = open ? DOCS.reduce((n, d) => n + (canWrite(role, d) ? open.pending(d) : 0), 0) : 0;
  // leave (walk 4): what this role may not send is never accepted; said, never counted as in step.
  const notAccepted = open ? DOCS.reduce((n, d) => n + (canWrite(role, d) ? 0 : open.pending(d)), 0) : 0;
  // refusedloop: rows the server's guard refused, set aside by each row document's session.
  // w26approval: an approval's approve step, set aside with it, is part of that one refused approval.
  // w30dismiss: one answered or dismissed is said no more as refused (it stays set aside, never sent).
  const settled = new Set((f.settled ?? []).map((x) => x.key));
  const aside = open ? [
    ...open.setAside.reviews.map((r) => ({ ...r, doc: REVIEWS_DOC })),
    ...open.setAside.approvals.filter((r) => !(r.approval && (r.map === 'steps' || settled.has(r.key)))).map((r) => ({ ...r, doc: APPROVALS_DOC })),
  ] : [];
  const caption = (draftId: string): string => f.captionOf?.(draftId) ?? '';
  const approvals = refusedApprovalLines(aside.flatMap((r) => (r.approval ? [{ key: r.key, ...r.approval }] : []))).map((l) => {
    const others = l.rule === 'not_held' ? null : f.othersApprove?.(l.draftId) ?? null;
    const a = { ...l, caption: caption(l.draftId), ...(others ? { othersApprove: others.words } : {}), ...(others?.nobody ? { nobodyElse: true as const } : {}), ...(others?.names?.length ? { approvers: [...others.names] } : {}) };
    return { ...a, message: refusedApprovalWords(a) };
  });
  const mine = { approvals: approvals.reduce((n, a) => n + a.times, 0), posts: new Set(approvals.map((a) => a.draftId)).size };
  const first = aside.find((r) => !r.approval) ?? aside[0];
  const answered = refusedApprovalLines((f.settled ?? []).filter((x) => x.how === 'answered' && !x.read)).map((l) => {
    const a = { ...l, caption: caption(l.draftId) };
    return { ...a, message: answeredApprovalWords(a) };
  });
  const refused: TeamRefused = { count: aside.length, documents: [...new Set(aside.map((r) => r.doc))], first: first?.why ?? null, approvals, mine, answered };
  // w15cli (walk 14): a refused token sends nothing: what waits here is held until a join with a new token.
  const why = s?.state === 'revoked' || s?.state === 'unauthorized' ? s.state : null;
  const held: TeamHeld | null = why && pending > 0 ? { count: pending, why } : null;
  if (!error && f.photoFailure !== null) error = { code: f.photoFailure, message: teamError(f.photoFailure as never).message };
  return {
    workspace: { id: w.id, name: w.name },
    state: s?.state ?? 'offline',
    team: { url: w.team.url, id: w.team.id, name: s?.team?.name ?? null },
    me: { name: s?.me?.name ?? w.team.member, role },
    canEdit: canWrite(role, 'library') && s?.state !== 'revoked',
    // h-team (walk 29, 2): the library's time, never a session's own: the app and the CLI on one data dir name one.
    lastInStep: f.storedLastInStep,
    inStep: s?.state === 'online' && pending === 0 && notAccepted === 0 && refused.count === 0,
    pending,
    notAccepted,
    refused,
    members: f.members,
    missingPhotos: f.missingPhotos,
    error,
    held,
  };
}

/**
 * w26approval (walk 24, 3): an approval the team server refused, in plain English (the app says it by rule:
 * `w26approval.refused`, en/vi). h-refused: several of one post are said once, with how many ("3 of your approvals of …
 * were refused …: they did not reach …").
 */
const refusedApprovalWords = (a: { caption: string; rule: OwnApprovalRule; times: number; othersApprove?: string }): string =>
  a.times === 1
    ? `Your approval of ${a.rule === 'not_held' ? 'an earlier version of ' : ''}"${a.caption}" was refused by the team server: ${OWN_APPROVAL_REASON[a.rule]}. It did not reach your teammates; ${a.othersApprove ?? NEXT_STEP[a.rule]}.`
    : `${a.times} of your approvals of ${a.rule === 'not_held' ? 'earlier versions of ' : ''}"${a.caption}" were refused by the team server: ${REASON_OF_MANY[a.rule]}. They did not reach your teammates; ${a.othersApprove ?? NEXT_STEP[a.rule]}.`;
/** h-refused: OWN_APPROVAL_REASON said of several approvals of one post. */
const REASON_OF_MANY: Readonly<Record<OwnApprovalRule, string>> = {
  own_post: OWN_APPROVAL_REASON.own_post,
  own_version: OWN_APPROVAL_REASON.own_version,
  not_held: 'they are of versions the team does not hold (the post changed, or its change has not reached the team yet)',
};
/** w30dismiss (walk 26, 5): a refused approval answered by my approval of the post as it is now (the app: `w30dismiss.answered`, en/vi). */
const answeredApprovalWords = (a: { caption: string; rule: OwnApprovalRule; times: number }): string =>
  `Your approval of "${a.caption}" as it is now was accepted by the team server: it answers the refusal of your ${a.times === 1 ? (a.rule === 'not_held' ? 'approval of an earlier version' : 'earlier approval') : a.rule === 'not_held' ? `${a.times} approvals of earlier versions` : `${a.times} earlier approvals`}.`;
/** What the person does next, by rule (w27order: a version the team does not hold is read again, then approved by anyone). */
const NEXT_STEP: Readonly<Record<OwnApprovalRule, string>> = {
  own_post: 'another approver must approve it',
  own_version: 'another approver must approve it',
  not_held: 'read the post again and approve the version the team holds',
};
