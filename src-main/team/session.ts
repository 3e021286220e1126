import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import * as Y from 'yjs';
import type { WritableDB } from '../library';
import { OWN_APPROVAL_WORDS, TeamError, teamError, TEAM_ERROR_WORDS, type TeamClientErrorCode } from './errors';
import { fetchHello, teamUrls } from './http';
import { clearTokenRefusal, keepTeam, keepTokenRefusal, readKeptTeam, readLastInStep, writeLastInStep } from './kept';
import { canWrite, OWN_APPROVAL_REFUSED, OWN_APPROVAL_RULES, REFUSED_APPROVAL_ROW, type OwnApprovalRule, type Role, type TeamDocument, type TeamHello } from './protocol';
import { SetAside, type SetAsideRow } from './set-aside';
import { SendAfter, type FirstSession } from './send-after';
import { quietSocket, refusalOf } from './session-socket';

/**
 * A laptop's connection to its team server (issue 33): one HocuspocusProvider on a WIRE doc of
 * its own, bridged both ways to the binding's local doc (the binding owns SQLite ⇄ Yjs; the
 * session owns the network). The wire doc starts from the binding's state; the binding's local
 * updates go onto the wire tagged BINDING, every other wire update (the server's) goes to
 * `binding.applyRemote`. When the server has acknowledged everything sent, the binding marks its
 * updates sent and the session keeps the time (last in step) in the library.
 */

/** What the session needs of the binding (src-main/team/binding.ts: `openTeamBinding`). */
export interface TeamBindingLike {
  readonly doc: Y.Doc;
  flushLocal(): number;
  /** May answer what it wrote (the binding answers the drafts, campaigns and jobs). */
  applyRemote(update: Uint8Array): { drafts?: string[] } | void;
  onLocalUpdate(cb: (update: Uint8Array) => void): () => void;
  pending(): number;
  markSent(): void;
}

/** The wire doc's origin for updates that came from the binding (never sent back to it). */
export const BINDING_ORIGIN = Symbol('team-binding');

export type TeamSessionState = 'connecting' | 'online' | 'offline' | 'unauthorized' | 'revoked' | 'version_mismatch';
/** States the session does not leave by itself (a new token, or a new version, is needed). */
export const FINAL_STATES: readonly TeamSessionState[] = ['unauthorized', 'revoked', 'version_mismatch'];

export interface TeamSessionStatus {
  state: TeamSessionState;
  /** refusedloop: this document's rows the team server's write guard refuses, set aside here (never sent again). */
  setAside: SetAsideRow[];
  /** ISO time the laptop and the server last held the same library (persisted), or null. */
  lastInStep: string | null;
  /** Local changes the server has not acknowledged yet. */
  pending: number;
  /** The team this laptop is on (from the server's hello; before it answers, the one its last hello named, kept here), once known. */
  team: { id: string; name: string } | null;
  me: { name: string; role: Role } | null;
  /** The last fault the session met and went on from (corrupt update, blob problem), or what stopped it. */
  error: { code: TeamClientErrorCode; message: string } | null;
}

export interface TeamSessionOptions {
  db: WritableDB;
  /** The team workspace: its id (what the library keeps per workspace) and the team server's address. */
  workspace: { id: string; teamUrl: string; role?: Role | null };
  token: string;
  binding: TeamBindingLike;
  /** The WebSocket class (Node: `ws`'s WebSocket). */
  WebSocket?: unknown;
  /** The document this session carries (default 'library'). */
  document?: TeamDocument;
  now?: () => Date;
  /**
   * How often local library changes are pushed out while connected (default FLUSH_EVERY_MS; 0 = only
   * by flush()).
   */
  flushEveryMs?: number;
  /** Where the last in-step time is kept (default the workspace id; a second document's session names its own). */
  lastInStepKey?: string;
  /** Called after a teammate's change was applied to the library, with the drafts it wrote when the binding says. */
  onRemote?: (draftIds: string[]) => void;
  /** First reconnect delay, ms (default 1000, doubling to 30 s). */
  reconnectDelayMs?: number;
  /** A stateless message from the server on this document (the library's: MEMBERS_CHANGED). */
  onStateless?: (payload: string) => void;
  /** w23settings: the session whose unacknowledged changes go out before this one sends (send-after.ts: the approvals wait for the settings; w28order, approval-order.ts: and for the version each approves). */
  after?: FirstSession;
}

export interface TeamSession {
  readonly status: TeamSessionStatus;
  /** The provider while connected (presence uses its awareness), else null. */
  readonly provider: HocuspocusProvider | null;
  readonly wire: Y.Doc;
  onStatus(cb: (s: TeamSessionStatus) => void): () => void;
  /** Pushes the library's unsent changes out now (a viewer's are refused: `forbidden`); returns how many were taken. */
  flush(): number;
  /** Resolves when this laptop and the server are in step (everything sent acknowledged); rejects with a TeamError on refusal or timeout. */
  inStep(timeoutMs?: number, opts?: { failWhenUnreachable?: boolean }): Promise<TeamSessionStatus>;
  close(): Promise<void>;
}

/**
 * Default flush period: an edit waits up to this long on its author's laptop before it goes out, so
 * it is most of the edit's way to the others (issue 33: p95 ≤ 500 ms; at 1 s the p95 is ≈ 1 s, at
 * 100 ms 0.3–0.5 s: test/bench/team.bench.ts). A teammate's photo can then arrive before its bytes
 * are on the server: the team service asks again with backoff (service.ts BLOB_RETRY_MS).
 */
export const FLUSH_EVERY_MS = 100;

// What the session keeps in the library (the last in-step time, the team's name, the token's refusal): kept.ts.
export { clearTokenRefusal, readLastInStep, readTokenRefusal } from './kept';

// refusedloop: the set-aside mode of a row document (the rows the server's guard refused) lives in set-aside.ts.
export { readSetAside, type SetAsideRow } from './set-aside';

// How the server's close reads (a refusal or not), and Node's quiet socket: session-socket.ts.
export { refusalOf } from './session-socket';

/**
 * Opens the session: asks ROUTES.hello first (protocol, who am I), then connects; it reconnects
 * by itself until closed or refused. Never throws for a server that is away: the status says
 * `offline` and the changes wait.
 */
export function openTeamSession(opts: TeamSessionOptions): TeamSession {
  const now = opts.now ?? (() => new Date());
  const urls = teamUrls(opts.workspace.teamUrl);
  const docName = opts.document ?? 'library';
  const binding = opts.binding;
  const listeners = new Set<(s: TeamSessionStatus) => void>();
  // refusedloop: once the server refused a write of this row document, the wire takes the binding's
  // rows one by one, the refused ones set aside (set-aside.ts).
  const setAside = new SetAside(opts.db, opts.workspace.id, docName);
  const status: TeamSessionStatus = {
    state: 'connecting',
    setAside: setAside.rows,
    lastInStep: readLastInStep(opts.db, opts.lastInStepKey ?? opts.workspace.id),
    pending: 0,
    // w9cli: the name heard at the last hello until this one answers (a revoked laptop's never does).
    team: readKeptTeam(opts.db, opts.workspace.id, opts.workspace.teamUrl),
    me: null,
    error: null,
  };
  let role: Role | null = opts.workspace.role ?? null;
  let closed = false;
  let provider: HocuspocusProvider | null = null;
  let socket: HocuspocusProviderWebsocket | null = null;
  let helloTimer: NodeJS.Timeout | null = null;
  let helloDelay = opts.reconnectDelayMs ?? 1000;
  /** w23settings: the rule of the approval the server said it is refusing (protocol.ts OWN_APPROVAL_REFUSED), until the close. */
  let ownApproval: OwnApprovalRule | null = null;
  let refusedRow: string | null = null; // w26approval: which approval row, as the server named it (REFUSED_APPROVAL_ROW)

  const emit = (): void => {
    status.pending = pendingHere();
    const snapshot = { ...status };
    for (const cb of listeners) {
      try {
        cb(snapshot);
      } catch {
        // A listener's failure is its own.
      }
    }
  };
  const setState = (state: TeamSessionState, error?: TeamError | null): void => {
    status.state = state;
    if (error !== undefined) status.error = error === null ? null : { code: error.code, message: error.message };
    emit();
  };

  // The wire doc starts from the binding's state; from then on both directions are bridged.
  let wire = new Y.Doc();
  const canWriteHere = (): boolean => role === null || canWrite(role, docName);
  // What waits to go out: nothing, for a document this role may not write (a viewer sends nothing).
  const pendingHere = (): number => (canWriteHere() ? binding.pending() : 0);
  status.pending = pendingHere();
  if (canWriteHere()) binding.flushLocal();
  // A document this role may not write (an editor's `approvals`) holding local changes never sent
  // (a tampered row): the server drops them and never acknowledges them, so the wire starts empty
  // and takes the server's state instead of offering them (it would never be in step).
  if (!setAside.on && (canWriteHere() || binding.pending() === 0)) Y.applyUpdate(wire, Y.encodeStateAsUpdate(binding.doc), BINDING_ORIGIN);
  // w23settings: what waits for another session's changes to go out first (send-after.ts), handed back in order.
  const after = new SendAfter(opts.after, (kept) => {
    if (setAside.on) copyRows();
    else Y.applyUpdate(wire, Y.mergeUpdates(kept), BINDING_ORIGIN);
  });
  const offLocal = binding.onLocalUpdate((u) => {
    // A viewer's laptop never sends: the server would drop it anyway, and it would never be acknowledged.
    if (!canWriteHere() || after.keep(u)) return;
    if (!setAside.on) Y.applyUpdate(wire, u, BINDING_ORIGIN);
    else copyRows();
  });
  /** refusedloop: while set aside, the binding's rows go onto the wire one by one (only while synced: set-aside.ts copyRows). */
  function copyRows(): void {
    if (!setAside.on || !provider || !provider.isSynced || !canWriteHere() || after.holding) return;
    const me = status.me;
    if (!me) return;
    const fresh = setAside.copyRows(wire, binding.doc, me, BINDING_ORIGIN);
    if (fresh > 0) {
      status.setAside = setAside.rows;
      emit();
    }
  }
  // After an update the binding could not take, the next one carries everything the binding lacks
  // (the wire's diff against the binding's state), so one bad update does not stall every later one.
  let behind = false;
  const fromWire = (u: Uint8Array, origin: unknown): void => {
    if (origin === BINDING_ORIGIN) return;
    try {
      const applied = binding.applyRemote(behind ? Y.encodeStateAsUpdate(wire, Y.encodeStateVector(binding.doc)) : u);
      behind = false;
      heard();
      opts.onRemote?.(applied && Array.isArray(applied.drafts) ? applied.drafts : []);
    } catch (err) {
      behind = true;
      // A change this laptop cannot take is reported; the session goes on (nothing local was touched: the binding rolls back).
      const e = err instanceof TeamError ? err : new TeamError('corrupt_update', 'The team server sent a change this computer cannot read. It was skipped; your library is unchanged.', { cause: err });
      status.error = { code: e.code, message: e.message };
      emit();
    }
  };
  wire.on('update', fromWire);

  // The in-step time as last written to the library. h-team (walk 29, 2): every new one is written (it was at most
  // once a second, so the last of a teammate's burst stayed in memory): the status reads the library's, and
  // another process on the data dir (the CLI, the app) reads the same.
  let keptInStep = status.lastInStep;
  const keepLastInStep = (): void => {
    if (status.lastInStep === null || status.lastInStep === keptInStep) return;
    writeLastInStep(opts.db, opts.lastInStepKey ?? opts.workspace.id, status.lastInStep);
    keptInStep = status.lastInStep;
  };
  /**
   * A teammate's update arrived while connected, with nothing of mine waiting for the server: this
   * laptop holds what the server holds, so it is in step now (walk 3a: a laptop that only received
   * read "in step 10 minutes ago" while Lan's typing streamed in). No status event: the time is read
   * with the status.
   */
  const heard = (): void => {
    if (status.state !== 'online' || !provider || !provider.isSynced) return;
    if (provider.unsyncedChanges > 0 && provider.authorizedScope !== 'readonly') return;
    status.lastInStep = now().toISOString();
    keepLastInStep();
  };

  const markInStep = (): void => {
    if (!provider || !provider.isSynced) return;
    // A read-only connection (a viewer; a member whose role was lowered; an editor's `approvals`) is
    // in step once it has the server's state: what it sent is never acknowledged, and stays pending
    // here, never marked sent. Only what went out is acknowledged.
    const readOnly = provider.authorizedScope === 'readonly';
    if ((provider.unsyncedChanges > 0 && !readOnly) || after.keeping) return;
    if (!readOnly && canWriteHere()) binding.markSent();
    if (status.me && setAside.answered(wire, binding.doc, status.me.name, now)) status.setAside = setAside.rows; // w30dismiss: a refusal answered
    status.lastInStep = now().toISOString();
    keepLastInStep();
    if (status.error && (status.error.code === 'unreachable' || FINAL_STATES.includes(status.error.code as TeamSessionState))) status.error = null;
    setState('online');
  };

  const refuse = (state: 'unauthorized' | 'revoked' | 'version_mismatch'): void => {
    keepLastInStep();
    if (state !== 'version_mismatch') keepTokenRefusal(opts.db, opts.workspace.id, { url: opts.workspace.teamUrl, state, at: now().toISOString() });
    stopProvider();
    setState(state, teamError(state));
  };

  function stopProvider(): void {
    provider?.destroy();
    socket?.destroy();
    provider = null;
    socket = null;
  }

  /**
   * The connection ended. A refusal stops the session; anything else starts again from hello
   * (with a growing delay), which finds a revoked token or a server of another version by asking.
   */
  function lost(event: { code?: number; reason?: string } | undefined): void {
    if (closed || FINAL_STATES.includes(status.state)) return;
    const refused = refusalOf(event?.code, event?.reason);
    if (refused) {
      refuse(refused);
      return;
    }
    // The server's write guard refused a change of this laptop (authorship): say so; the session goes on (offline, then again).
    const writeRefused = event?.reason === 'write_refused';
    // w27order: an approval of a version the team does not hold is its own code (no author rule: the post changed).
    if (writeRefused) status.error = ownApproval ? { code: ownApproval === 'not_held' ? 'approval_not_held' : 'own_approval_refused', message: OWN_APPROVAL_WORDS[ownApproval] } : { code: 'write_refused', message: TEAM_ERROR_WORDS.write_refused };
    const own = ownApproval && refusedRow !== null ? { rule: ownApproval, key: refusedRow } : null;
    ownApproval = null;
    refusedRow = null;
    if (!provider) return;
    const p = provider;
    const sk = socket;
    const old = wire;
    provider = null;
    socket = null;
    // refusedloop: a row document's refused write is not offered again: from now on its wire starts
    // from the server's state and takes this laptop's rows one by one (copyRows sets the refused aside).
    if (writeRefused && setAside.rowDocument) {
      setAside.start();
      if (own) setAside.setAsideApproval(binding.doc, own.key, own.rule);
      status.setAside = setAside.rows;
      wire = new Y.Doc();
      wire.on('update', fromWire);
      behind = false;
    }
    // Not from inside the provider's own event: destroy it on the next turn.
    setTimeout(() => {
      p.destroy();
      sk?.destroy();
      if (old !== wire) old.destroy();
    }, 0);
    keepLastInStep();
    setState('offline');
    scheduleHello();
  }

  function scheduleHello(): void {
    if (closed || helloTimer) return;
    helloTimer = setTimeout(() => void hello(), helloDelay);
    helloTimer.unref();
    helloDelay = Math.min(helloDelay * 2, 30_000);
  }

  function connectProvider(): void {
    socket = new HocuspocusProviderWebsocket({
      url: urls.ws,
      ...(opts.WebSocket ? { WebSocketPolyfill: quietSocket(opts.WebSocket) } : {}),
      delay: opts.reconnectDelayMs ?? 1000,
      minDelay: Math.min(opts.reconnectDelayMs ?? 1000, 1000),
      factor: 2,
      maxDelay: 30_000,
      // The server answers awareness pings; a silent socket is dead after this long.
      messageReconnectTimeout: 30_000,
      onClose: ({ event }) => lost(event),
      onStatus: ({ status: s }) => {
        if (closed || FINAL_STATES.includes(status.state)) return;
        if (s === 'connecting' && status.state !== 'offline') setState('connecting');
      },
    });
    provider = new HocuspocusProvider({
      websocketProvider: socket,
      name: docName,
      document: wire,
      token: opts.token,
      onAuthenticationFailed: ({ reason }) => refuse(refusalOf(undefined, reason) ?? 'unauthorized'),
      // The server closed this document's connection (a revoked member's are closed): start again from hello, which says why.
      onClose: ({ event }) => lost(event),
      onAuthenticated: ({ scope }) => {
        if (scope === 'readonly' && role !== 'viewer' && role !== null && canWrite(role, docName)) role = 'viewer';
      },
      onSynced: () => {
        copyRows();
        markInStep();
      },
      onUnsyncedChanges: () => markInStep(),
      onStateless: ({ payload }: { payload: string }) => {
        // w23settings: the server names the rule of the approval it is refusing (the close follows): said as it is.
        const rule = payload.startsWith(OWN_APPROVAL_REFUSED) ? payload.slice(OWN_APPROVAL_REFUSED.length) : null;
        if (payload.startsWith(REFUSED_APPROVAL_ROW)) refusedRow = payload.slice(REFUSED_APPROVAL_ROW.length);
        else if (rule !== null) ownApproval = (OWN_APPROVAL_RULES as readonly string[]).includes(rule) ? (rule as OwnApprovalRule) : null;
        else opts.onStateless?.(payload);
      },
    });
    provider.attach();
  }

  async function hello(): Promise<void> {
    helloTimer = null;
    if (closed) return;
    let h: TeamHello;
    try {
      h = await fetchHello(urls.http, opts.token);
    } catch (err) {
      if (closed) return;
      const e = err instanceof TeamError ? err : new TeamError('unreachable', 'The team server cannot be reached.', { cause: err });
      if (e.code === 'unauthorized' || e.code === 'revoked' || e.code === 'version_mismatch') {
        if (e.code !== 'version_mismatch') keepTokenRefusal(opts.db, opts.workspace.id, { url: opts.workspace.teamUrl, state: e.code, at: now().toISOString() });
        setState(e.code, e);
        return;
      }
      setState('offline', e);
      scheduleHello();
      return;
    }
    if (closed) return;
    helloDelay = opts.reconnectDelayMs ?? 1000;
    clearTokenRefusal(opts.db, opts.workspace.id);
    const kept = status.team;
    status.team = { id: h.teamId, name: h.teamName };
    if (kept?.id !== h.teamId || kept.name !== h.teamName) {
      try {
        keepTeam(opts.db, opts.workspace.id, { url: opts.workspace.teamUrl, id: h.teamId, name: h.teamName });
      } catch {
        // The library is busy or closing: the name is kept at the next hello.
      }
    }
    status.me = { name: h.member.name, role: h.member.role };
    role = h.member.role;
    setState('connecting');
    // w23settings: the approvals connect once the settings this laptop changed are on the server (send-after.ts).
    after.connect(() => {
      if (!closed && !provider && !FINAL_STATES.includes(status.state)) connectProvider();
    });
  }

  const flushEvery = opts.flushEveryMs ?? FLUSH_EVERY_MS;
  const flushTimer = flushEvery > 0 ? setInterval(() => {
    if (!closed && canWriteHere()) {
      try {
        if (binding.flushLocal() > 0) emit();
      } catch {
        // The library is busy (another writer): the next tick takes it.
      }
    }
  }, flushEvery) : null;
  flushTimer?.unref();

  void hello();

  return {
    get status() {
      return { ...status, pending: pendingHere() };
    },
    get provider() {
      return provider;
    },
    get wire() {
      return wire;
    },
    onStatus(cb) {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    flush() {
      if (!canWriteHere()) throw teamError('forbidden', 'Viewers cannot change the team library. Nothing was changed.');
      const n = binding.flushLocal();
      emit();
      return n;
    },
    inStep(timeoutMs = 30_000, waitOpts = {}) {
      return new Promise<TeamSessionStatus>((resolve, reject) => {
        let timer: NodeJS.Timeout | null = null;
        let off: () => void = () => undefined;
        const settle = (s: TeamSessionStatus): boolean => {
          if (FINAL_STATES.includes(s.state)) {
            reject(teamError(s.state as TeamClientErrorCode));
            return true;
          }
          // A change of this laptop the server's write guard refused is never taken: waiting longer would only say "did not answer".
          if (s.state === 'offline' && (s.error?.code === 'write_refused' || s.error?.code === 'own_approval_refused' || s.error?.code === 'approval_not_held')) {
            reject(new TeamError(s.error.code, s.error.message));
            return true;
          }
          // A one-off exchange (the CLI) does not wait for a server that refused the connection.
          if (waitOpts.failWhenUnreachable && s.state === 'offline' && s.error?.code === 'unreachable') {
            reject(new TeamError('unreachable', s.error.message));
            return true;
          }
          if (s.state === 'online' && provider && provider.isSynced && (provider.unsyncedChanges === 0 || provider.authorizedScope === 'readonly') && !after.keeping) {
            resolve({ ...s });
            return true;
          }
          return false;
        };
        const done = (): void => {
          off();
          if (timer) clearTimeout(timer);
        };
        if (settle(this.status)) return;
        off = this.onStatus((s) => {
          if (settle(s)) done();
        });
        timer = setTimeout(() => {
          off();
          reject(status.error?.code === 'unreachable' || status.state === 'offline' || status.state === 'connecting'
            ? teamError('unreachable', `The team server at ${urls.http} did not answer in time. Nothing is lost: your changes wait on this computer and go out at the next sync.`)
            : teamError('unreachable'));
        }, timeoutMs);
        // A wait nobody needs any more (the session closed, the command ended) does not keep the process alive.
        timer.unref();
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        keepLastInStep();
      } catch {
        // The library is already closed: the time kept a second ago stands.
      }
      if (helloTimer) clearTimeout(helloTimer);
      if (flushTimer) clearInterval(flushTimer);
      offLocal();
      after.close();
      stopProvider();
      wire.destroy();
      if (!FINAL_STATES.includes(status.state)) status.state = 'offline';
      emit();
      listeners.clear();
    },
  };
}
