import WebSocket from 'ws';
import { teamRows, type Library, type Workspace } from '../library';
import type { SecretStore } from '../secrets';
import { openTeamBinding, type DraftHistoryEntry, type TeamBinding } from './binding';
import { APPROVALS_DOC, OUTCOMES_DOC, REVIEWS_DOC, SETTINGS_DOC, type BoundDocument } from './schema';
import type { RemoteApplied } from './binding';
import { exchangeBlobs, type BlobReport } from './blobs-client';
import { PhotoExchange } from './blobs-schedule';
import { TeamError, teamError } from './errors';
import { fetchMembers, putMemberRole } from './http';
import { joinTeam, leaveTeam, tokenOf, type JoinInput, type JoinResult } from './join';
import { readPresence, setPresence, type Presence } from './presence';
import { canWrite, MEMBERS_CHANGED, type Role, type TeamMember } from './protocol';
import { claimCarrierOf, mirrorTeamStates, type ClaimCarrier } from './publish-port';
import { refuseLibraryWrite, REVOKED_READ_ONLY } from './writes';
import { refuseLeftDrafts } from './left-drafts';
import type { ReviewSettings } from './review';
import { refuseReviewSettingsChange, storedReviewSettings } from './review-settings';
import { FINAL_STATES, openTeamSession, type TeamSession, type TeamSessionState } from './session';
import { keepMembers, readKeptMembers, readKeptTeam, readTokenRefusal } from './kept';
import { openSideSession } from './side-sessions';
import { firstOf, type FirstSession } from './send-after';
import { approvalsAfterTheirVersion } from './approval-order';
import { historyWithUnshared } from './unshared-edit';
import { soloStatus, type TeamStatusView } from './status';
import { keepInStepAtLoss, readTeamStatus } from './status-read';
import { openRefusals } from './refusal-settled';
import { readSetAside } from './set-aside';

/**
 * The team side of one running Postroom (the app's core, the web host, or one CLI command): the
 * session of the current workspace when it is a team workspace, joining and leaving, status,
 * history and presence. The shells create one and tell it when the workspace changes.
 */


/** leave (walk 4): the refusal of a change on a laptop whose member token the team revoked. */
export { REVOKED_READ_ONLY } from './writes';
// The status derivation (TeamStatusView, in step, may edit, the fault shown) lives in status.ts.
export type { TeamRefused, TeamState, TeamStatusView } from './status';

export type TeamServiceEvent = { kind: 'status'; status: TeamStatusView } | { kind: 'presence'; presence: Presence[] };

export interface TeamServiceOptions {
  library: Library;
  store: SecretStore;
  /** Where fetched photos are kept (the data dir's media cache). */
  mediaDir: string;
  env?: NodeJS.ProcessEnv;
  WebSocket?: unknown;
  onEvent?: (e: TeamServiceEvent) => void;
  /** A teammate's change was written into the library (the screens should read again). */
  onRemote?: (draftIds: string[]) => void;
  /** Teammates' review steps and comments were written into the library (the `review` event). */
  onReview?: (r: Pick<RemoteApplied, 'steps' | 'comments' | 'clientApprovals'>) => void;
  /** Default FLUSH_EVERY_MS (session.ts): how often library changes are pushed out while connected. */
  flushEveryMs?: number;
  reconnectDelayMs?: number;
}

interface Open {
  workspace: Workspace;
  token: string;
  binding: TeamBinding;
  session: TeamSession;
  outcomes: TeamSession;
  /** The `reviews` and `approvals` documents' sessions (issue 34). */
  reviews: TeamSession;
  approvals: TeamSession;
  /** The `settings` document's session (issue 34: the team's review settings). */
  settings: TeamSession;
  /** Photo bytes moved for this session (blobs-schedule.ts). */
  photos: PhotoExchange;
  /** The members list is being read (MEMBERS_CHANGED), and was asked again meanwhile. */
  membersReading: boolean;
  membersAgain: boolean;
  off: () => void;
}

/** w15session: a member token not readable yet is looked for again after 0.5 s, 1 s, 2 s … ≤ 15 s, 8 times (about a minute). */
const TOKEN_RETRY_MS = (n: number): number => Math.min(15_000, 500 * 2 ** n);
const TOKEN_RETRIES = 8;

export class TeamService {
  readonly #o: TeamServiceOptions;
  #open: Open | null = null;
  #opening: Promise<void> | null = null;
  #presence: { draftId: string | null; caret: number | null } = { draftId: null, caret: null };
  #lastBlobs: BlobReport | null = null;
  #tokenRetry: NodeJS.Timeout | undefined;
  #tokenRetries = 0;
  #closed = false;

  constructor(opts: TeamServiceOptions) {
    this.#o = opts;
  }

  get #db() {
    return this.#o.library.db;
  }

  /** The session of the current workspace, opened when it is a team workspace (and closed otherwise). */
  async useCurrent(): Promise<void> {
    const run = async (): Promise<void> => {
      if (this.#closed) return;
      clearTimeout(this.#tokenRetry);
      const w = this.#o.library.workspaces.getCurrent(this.#db);
      const open = this.#open;
      const same = open?.workspace.id === w.id && open.workspace.team?.url === w.team?.url;
      // smalls (twoprocs): the same team joined again (the CLI, a new token after a revocation, maybe as
      // another member) reopens with the new token; unchanged, or no token readable now, keeps the session.
      if (same && (!w.team || open.workspace.team?.member === w.team.member)) {
        const now = w.team ? await tokenOf(this.#o.store, w, this.#o.env).catch(() => open.token) : open.token;
        if (now === open.token) return;
      }
      await this.#closeOpen();
      if (!w.team) {
        this.#tokenRetries = 0;
        this.#emitStatus();
        return;
      }
      let token: string;
      try {
        token = await tokenOf(this.#o.store, w, this.#o.env);
      } catch {
        // No token here (the keychain lost it, or it is locked): the status says so. w15session (walk 14): looked for again
        // soon: the CLI's `workspace join` commits the team row, then keeps the token (an app that looked between stayed stopped).
        this.#retryTokenSoon();
        this.#emitStatus();
        return;
      }
      this.#tokenRetries = 0;
      this.#start(w, token);
    };
    this.#opening = (this.#opening ?? Promise.resolve()).then(run, run);
    return this.#opening;
  }

  #retryTokenSoon(): void {
    if (this.#closed || this.#tokenRetries >= TOKEN_RETRIES) return;
    this.#tokenRetry = setTimeout(() => void this.useCurrent().catch(() => undefined), TOKEN_RETRY_MS(this.#tokenRetries++));
    this.#tokenRetry.unref();
  }

  #start(w: Workspace, token: string, autoBlobs = true): Open {
    const binding = openTeamBinding(this.#db, { workspaceId: w.id, ...(w.team ? { member: w.team.member } : {}) });
    const session = openTeamSession({
      db: this.#db,
      workspace: { id: w.id, teamUrl: w.team?.url ?? '', role: w.team?.role ?? null },
      token,
      binding,
      onRemote: (draftIds) => {
        this.#mirror(open.workspace, draftIds);
        this.#o.onRemote?.(draftIds);
        this.#refusalsMayBeOvertaken(w);
        if (autoBlobs) open.photos.soon();
      },
      WebSocket: this.#o.WebSocket ?? WebSocket,
      // The server's online set changed: the members list is read again and told (issue 33: it updates when someone connects, leaves or is revoked).
      onStateless: (payload) => {
        if (payload === MEMBERS_CHANGED && autoBlobs) this.#membersSoon(open);
      },
      ...(this.#o.flushEveryMs === undefined ? {} : { flushEveryMs: this.#o.flushEveryMs }),
      ...(this.#o.reconnectDelayMs === undefined ? {} : { reconnectDelayMs: this.#o.reconnectDelayMs }),
    });
    // The outcomes, reviews, approvals and settings documents: a session each over the same binding (side-sessions.ts).
    const sides = {
      db: this.#db, workspace: w, token, binding, WebSocket: this.#o.WebSocket ?? WebSocket,
      ...(this.#o.reconnectDelayMs === undefined ? {} : { reconnectDelayMs: this.#o.reconnectDelayMs }),
      mirror: (draftIds: readonly string[]) => this.#mirror(w, draftIds),
      onRemote: (draftIds: string[]) => {
        this.#o.onRemote?.(draftIds);
        this.#refusalsMayBeOvertaken(w);
      },
      onReview: (r: Pick<RemoteApplied, 'steps' | 'comments' | 'clientApprovals'>) => this.#o.onReview?.(r),
    };
    const side = (name: BoundDocument, after?: FirstSession): TeamSession => openSideSession(sides, name, after);
    const outcomes = side(OUTCOMES_DOC);
    const reviews = side(REVIEWS_DOC);
    const settings = side(SETTINGS_DOC);
    // w23settings: an approval goes out after the settings it depends on; w28order: and after the version it approves.
    const approvals = side(APPROVALS_DOC, firstOf(settings, approvalsAfterTheirVersion({ db: this.#db, workspaceId: w.id, docOf: (d) => binding.docOf(d), library: session })));
    // teamsync (walk 7): a comment, a review step, an outcome or a setting goes out in its own
    // document; when the server acknowledges it, its session says so and the screens are told (the
    // sidebar said "Sending 1 change…" until the library's session next spoke).
    const offSides = [outcomes, reviews, approvals, settings].map((x) => x.onStatus(() => this.#emitStatus()));
    const open: Open = { workspace: w, token, binding, session, outcomes, reviews, approvals, settings, photos: this.#photos(() => open), membersReading: false, membersAgain: false, off: () => undefined };
    let lastState: TeamSessionState = session.status.state;
    let lastPending = session.status.pending;
    const offStatus = session.onStatus((s) => {
      // The server said who I am now (a role changed by the owner): the workspace row follows.
      // Compared with the row as it stands now (rolelive: with the row of the start, a role changed
      // and changed back in one session was never written back).
      const was = open.workspace.team;
      if (s.me && was && (s.me.role !== was.role || s.me.name !== was.member)) {
        try {
          open.workspace = this.#o.library.workspaces.setTeam(this.#db, w.id, { ...was, role: s.me.role, member: s.me.name });
          // Every screen reads its verdicts anew (who may approve, publish, edit), as after a change of the review settings.
          if (s.me.role !== was.role) this.#o.onRemote?.([]);
        } catch {
          // Kept for the next status.
        }
      }
      // Photo bytes move when the session comes online and whenever everything sent was acknowledged
      // (a draft with a new local photo has just gone out: its bytes follow).
      if (autoBlobs && s.state === 'online' && (lastState !== 'online' || (lastPending > 0 && s.pending === 0))) open.photos.now();
      // w11revoked (walk 11): the token refused (revoked) or answered again: what this laptop may change moved, so every
      // screen reads its verdicts anew, as after a role change (before: an open Review screen kept offering Approve).
      if (FINAL_STATES.includes(s.state) !== FINAL_STATES.includes(lastState)) this.#o.onRemote?.([]);
      // h-w34csv (walk 34, 2): the connection is lost: if it was in step up to now (status-read.ts rule 2), now is kept.
      const ws = open.workspace;
      if (lastState === 'online' && s.state !== 'online' && ws.team) keepInStepAtLoss(this.#db, { ...ws, team: ws.team }, { open, session: s, photoFailure: null });
      lastState = s.state;
      lastPending = s.pending;
      this.#emitStatus();
    });
    let awarenessBound = false;
    let lastMembersState: string = session.status.state;
    const bindAwareness = (): void => {
      const p = session.provider;
      if (!p || awarenessBound) return;
      awarenessBound = true;
      p.on('awarenessChange', () => {
        // A provider being destroyed (the session closing or lost) says nothing more: its screens were told nobody is there.
        if (this.#open !== open || session.provider !== p) return;
        this.#o.onEvent?.({ kind: 'presence', presence: readPresence(p) });
      });
      this.#applyPresence(open);
    };
    const offBind = session.onStatus((st) => {
      if (!session.provider && awarenessBound) {
        // This laptop lost its connection (offline, refused, closed): nobody's presence is known any more.
        awarenessBound = false;
        this.#o.onEvent?.({ kind: 'presence', presence: [] });
      }
      bindAwareness();
      // Online again: who else is online now (the server's push reached only the laptops connected then).
      if (st.state === 'online' && lastMembersState !== 'online' && autoBlobs) this.#membersSoon(open);
      lastMembersState = st.state;
    });
    open.off = () => {
      offStatus();
      offBind();
      for (const off of offSides) off();
    };
    this.#open = open;
    return open;
  }

  /** The drafts' mirrored states with the team's outcomes (never fails a sync: the next change tries again). */
  #mirror(w: Workspace, draftIds: readonly string[]): string[] {
    try {
      return mirrorTeamStates(this.#o.library, w, draftIds);
    } catch {
      return [];
    }
  }

  /** Reads the members again (the server said its online set changed) and tells them in a status event; one read at a time. */
  #membersSoon(open: Open): void {
    if (open.membersReading) {
      open.membersAgain = true;
      return;
    }
    const w = open.workspace;
    if (!w.team || !this.#o.onEvent) return;
    open.membersReading = true;
    void fetchMembers(w.team.url, open.token).then(async (members) => {
      if (this.#open !== open) return;
      keepMembers(this.#db, w.id, w.team!.url, members);
      const status = await this.status({ members: false });
      this.#o.onEvent?.({ kind: 'status', status: { ...status, members } });
    }, () => undefined).finally(() => {
      open.membersReading = false;
      if (open.membersAgain && this.#open === open) {
        open.membersAgain = false;
        this.#membersSoon(open);
      }
    });
  }

  /** The photo exchange of a session being opened (`open()` is the Open, once made). */
  #photos(open: () => Open): PhotoExchange {
    return new PhotoExchange({
      input: () => {
        const o = open();
        const role = o.session.status.me?.role ?? o.workspace.team?.role ?? 'viewer';
        return { db: this.#db, workspaceId: o.workspace.id, baseUrl: o.workspace.team?.url ?? '', token: o.token, mediaDir: this.#o.mediaDir, canUpload: canWrite(role, 'library') };
      },
      live: () => this.#open === open(),
      done: (r) => {
        if (r) this.#lastBlobs = r;
        this.#emitStatus();
      },
    });
  }

  async #closeOpen(): Promise<void> {
    const o = this.#open;
    this.#open = null;
    if (!o) return;
    o.off();
    // The session goes (left, another workspace, closed): nobody's presence is known here any more.
    this.#o.onEvent?.({ kind: 'presence', presence: [] });
    await o.session.close();
    await Promise.all([o.outcomes.close(), o.reviews.close(), o.approvals.close(), o.settings.close()]);
    await o.photos.stop();
    o.binding.close();
  }

  /**
   * h-stale (walk 45a, 4): a teammate's change arrived (Owen approved the post, withdrew it, deleted it…) while a refused
   * approval of mine is said: the status is read again, which settles the refusal when its post no longer waits for an
   * approval (status-read.ts). Nothing told the screens before: the sidebar kept "Owen may approve it" beside the row's
   * "approved by Owen".
   */
  #refusalsMayBeOvertaken(w: Workspace): void {
    if (openRefusals(this.#db, w.id, readSetAside(this.#db, w.id, APPROVALS_DOC)).length > 0) this.#emitStatus();
  }

  #emitStatus(): void {
    if (!this.#o.onEvent) return;
    void this.status({ members: false }).then((status) => this.#o.onEvent?.({ kind: 'status', status }), () => undefined);
  }

  /**
   * roles (issue 34): this laptop's member, an owner, gives a teammate another role through the
   * team server (which refuses anyone else, `forbidden`, and the last owner's demotion, `last_owner`).
   * Answers the status with the members read again.
   */
  async setMemberRole(name: string, role: Role): Promise<TeamStatusView> {
    const w = this.#open?.workspace ?? this.#o.library.workspaces.getCurrent(this.#db);
    const open = this.#open?.workspace.id === w.id ? this.#open : null;
    if (!w.team) throw teamError('not_a_team_workspace');
    if (!open) throw teamError('unauthorized', `This computer has no member token for "${w.name}". Join again with the token from the team owner.`);
    await putMemberRole(w.team.url, open.token, { name, role });
    return this.status({ members: true });
  }

  /** The current workspace's team status; `members: true` asks the server who is in the team and online. */
  async status(opts: { members?: boolean } = {}): Promise<TeamStatusView> {
    const w = this.#open?.workspace ?? this.#o.library.workspaces.getCurrent(this.#db);
    // w12sidebar: a workspace that left its team still knows who this laptop was on it.
    if (!w.team) {
      // w13revoked (walk 13, d): and which team it left (its name as the server last said it, kept.ts).
      const left = teamRows.leftTeamLast(this.#db, w.id);
      // w15cli (walk 14): and whether its server had refused this computer's token (a rejoin then needs a new one).
      return soloStatus(w, teamRows.leftMemberOf(this.#db, w.id), left ? { name: readKeptTeam(this.#db, w.id, left.teamUrl)?.name ?? null, url: left.teamUrl, tokenRefused: readTokenRefusal(this.#db, w.id, left.teamUrl) } : null);
    }
    const open = this.#open?.workspace.id === w.id ? this.#open : null;
    const session = open?.session.status;
    let members: TeamMember[] | null = null;
    let membersError: { code: string; message: string } | null = null;
    if (opts.members && open) {
      try {
        members = await fetchMembers(w.team.url, open.token);
        keepMembers(this.#db, w.id, w.team.url, members); // w15cli: for the words of a command with no list (kept.ts)
      } catch (err) {
        if (err instanceof TeamError) membersError = { code: err.code, message: err.message };
      }
    }
    return readTeamStatus(this.#db, { ...w, team: w.team }, { open, session, members, membersError, photoFailure: this.#lastBlobs?.failed[0]?.code ?? null });
  }

  /**
   * One full exchange for the CLI: flush local changes, wait until the server acknowledged
   * everything and sent what it has, move photo bytes. Throws a TeamError (`unreachable`,
   * `unauthorized`, `revoked`, `version_mismatch`) and loses nothing: pending changes stay.
   */
  async sync(timeoutMs = 20_000): Promise<{ status: TeamStatusView; blobs: BlobReport }> {
    const w = this.#o.library.workspaces.getCurrent(this.#db);
    if (!w.team) throw teamError('not_a_team_workspace', `The workspace "${w.name}" is not joined to a team. Use postroom workspace join NAME --team URL.`);
    const token = await tokenOf(this.#o.store, w, this.#o.env);
    await this.#closeOpen();
    const open = this.#start(w, token, false);
    if (canWrite(w.team.role, 'library')) open.session.flush();
    const sides = [open.outcomes, open.reviews, open.approvals, open.settings];
    await Promise.all([open.session, ...sides].map((x) => x.inStep(timeoutMs, { failWhenUnreachable: true })));
    const role = open.session.status.me?.role ?? w.team.role;
    if (canWrite(role, 'library')) {
      // Changes the exchange itself flushed (none usually) are sent too.
      if (open.session.flush() > 0) await Promise.all([open.session, ...sides].map((x) => x.inStep(timeoutMs)));
    }
    const blobs = await exchangeBlobs({ db: this.#db, workspaceId: w.id, baseUrl: w.team.url, token, mediaDir: this.#o.mediaDir, canUpload: canWrite(role, 'library'), uploaded: open.photos.uploaded });
    this.#lastBlobs = blobs;
    // h-revokedsends (walk 39b): the members list this computer keeps (kept.ts: read by `team status`, kept by the app's
    // session at each change) is read again, so its words know a teammate revoked since (their unshared sends:
    // publish-port.ts); a computer that never listed them reads them at `team status`, as before; a failure keeps the last.
    if (readKeptMembers(this.#db, w.id, w.team.url) !== null) await fetchMembers(w.team.url, token).then((members) => keepMembers(this.#db, w.id, w.team!.url, members), () => undefined);
    return { status: await this.status({ members: false }), blobs };
  }

  /**
   * Waits (at most `ms`) until the current session is in step, for a status worth printing; never throws.
   * w8cli: a server that refused the connection ends the wait at once (the status then says offline and
   * why), and the wait holds the process open: the session's own timers do not, and a CLI whose event
   * loop emptied mid-wait ended with nothing printed (exit 13).
   */
  async settle(ms: number): Promise<void> {
    const hold = setTimeout(() => undefined, ms + 1000);
    try {
      await this.#opening;
      await this.#open?.session.inStep(ms, { failWhenUnreachable: true }).catch(() => undefined);
    } finally {
      clearTimeout(hold);
    }
  }

  /** The open binding's flush for a workspace (the publisher's claims go out with it), or null when its session is not open here. */
  claimCarrier(workspaceId: string): ClaimCarrier | null {
    return claimCarrierOf(() => this.#open ?? null, workspaceId);
  }

  /** Refuses a change of the shared library on a viewer's laptop, or on one whose token was revoked (`forbidden`), or (w23left) of a kept draft of a team left (`left_team`), before anything is written. */
  assertCanEdit(workspace?: Workspace, opts: { draftIds?: readonly string[] } = {}): void {
    const w = workspace ?? this.#o.library.workspaces.getCurrent(this.#db);
    const open = this.#open?.workspace.id === w.id ? this.#open : null;
    // leave (walk 4): a revoked token makes the library read-only here at once, the revocation the first reason
    // (before: the composer stayed editable, and what was typed then was never accepted nor said to be lost).
    if (w.team && open?.session.status.state === 'revoked') throw teamError('revoked', REVOKED_READ_ONLY);
    // w9revoked: an app started on a revoked laptop (its session not refused again yet) refuses from the revocation kept.
    refuseLibraryWrite(w, open?.session.status.me?.role ?? w.team?.role, this.#db);
    refuseLeftDrafts(this.#db, opts.draftIds ?? []);
  }

  /** w15session: a join or a leave waits for an opening under way (which read the workspace before), and the next one for it. */
  #inTurn<T>(fn: () => Promise<T>): Promise<T> {
    const p = (this.#opening ?? Promise.resolve()).then(fn, fn);
    this.#opening = p.then(() => undefined, () => undefined);
    return p;
  }

  join(input: JoinInput): Promise<JoinResult> {
    return this.#inTurn(async () => {
      const r = await joinTeam(this.#o.library, this.#o.store, input);
      // Joined again (a new token after a revocation): the old session goes; the next useCurrent opens one with the new token.
      if (this.#open?.workspace.id === r.workspace.id) await this.#closeOpen();
      return r;
    });
  }

  leave(): Promise<Workspace> {
    return this.#inTurn(async () => {
      const w = this.#o.library.workspaces.getCurrent(this.#db);
      await this.#closeOpen();
      const left = await leaveTeam(this.#o.library, this.#o.store, w);
      this.#tokenRetries = 0;
      this.#emitStatus();
      return left;
    });
  }

  /** `unshared`: w23settings, first the line of this member's change not shared yet (who wrote the version: unshared-edit.ts). */
  history(draftId: string, opts: { unshared?: boolean } = {}): DraftHistoryEntry[] {
    const w = this.#o.library.workspaces.getCurrent(this.#db);
    if (!w.team) return [];
    const member = w.team.member;
    const read = (b: TeamBinding): DraftHistoryEntry[] => (opts.unshared ? historyWithUnshared(this.#db, b, { workspaceId: w.id, draftId, member }) : b.history(draftId));
    if (this.#open?.workspace.id === w.id) return read(this.#open.binding);
    const b = openTeamBinding(this.#db, { workspaceId: w.id });
    try {
      return read(b);
    } finally {
      b.close();
    }
  }

  /**
   * Changes the team's review settings (issue 34): owners only (review-settings.ts), through the open binding when the
   * workspace's session is open here (it goes out at once), else stored locally for the next sync.
   * @throws TeamError `forbidden` (not an owner), `not_a_team_workspace`
   */
  setReviewSettings(s: ReviewSettings): ReviewSettings {
    const w = this.#o.library.workspaces.getCurrent(this.#db);
    const open = this.#open?.workspace.id === w.id ? this.#open : null;
    refuseReviewSettingsChange(w, open?.session.status.me?.role ?? null);
    const b = open?.binding ?? openTeamBinding(this.#db, { workspaceId: w.id });
    try {
      b.setReviewSettings(s);
    } finally {
      if (!open) b.close();
    }
    return storedReviewSettings(this.#db, w.id);
  }

  setPresence(draftId: string | null, caret: number | null): void {
    this.#presence = { draftId, caret };
    if (this.#open) this.#applyPresence(this.#open);
  }

  presence(): Presence[] {
    return readPresence(this.#open?.session.provider ?? null);
  }

  #applyPresence(open: Open): void {
    setPresence(open.session.provider, { member: open.session.status.me?.name ?? open.workspace.team?.member ?? '', ...this.#presence });
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#tokenRetry);
    await this.#opening?.catch(() => undefined);
    await this.#closeOpen();
  }
}
