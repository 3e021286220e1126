import type { BridgeError, PostroomApi } from '../../../src-main/bridge/contract';
import type { Timers } from './debounce';
import { readOnlyWhy, type ReadOnlyWhy } from './readonlywhy';
import { readInOrder, statusOrder } from './statusOrder';
import { keepDismissedApprovals, readDismissedApprovals, refusedApprovalKey } from './refusedApprovals';
import { draftsOpenByOthers, inOrder, othersOn, throttled } from './team';
import type { TeamHistoryView, TeamPresenceView, TeamRole, TeamStatusView } from './teamTypes';

/** Caret moves are told to the team at most this often (each one crosses the network to every member). */
export const PRESENCE_THROTTLE_MS = 250;

type Answer<T> = { ok: true; value: T } | { ok: false; error: BridgeError };

/**
 * The current workspace's team, for every screen: its sync status (the sidebar's line), members,
 * who has which draft open and where their caret is, and this member's role (a viewer reads
 * only). Kept current by the core's `team` event; joined and left from Settings.
 */
export class TeamLibrary {
  #bridge: PostroomApi;
  #status = $state.raw<TeamStatusView | null>(null);
  /** w12sidebar: in a workspace that left its team (no status here), who this laptop was on it (the core's `leftAs`). */
  #leftAs = $state<string | null>(null);
  /** w15cli (walk 14): in a workspace that left its team, that team (the core's `leftTeam`) and the workspace's name, for Settings → Team. */
  #left = $state.raw<{ team: NonNullable<TeamStatusView['leftTeam']>; workspace: string } | null>(null);
  /** When the members list shown was read from the server (ms), or null. */
  #membersAt = $state<number | null>(null);
  #presence = $state.raw<TeamPresenceView[]>([]);
  #loaded = $state(false);
  #busy = $state(false);
  #stop: (() => void) | null = null;
  /** Where this member is (the draft open, the caret): told again once the team is known (a page opened on a draft). */
  #here: { draftId: string | null; caret: number | null } = { draftId: null, caret: null };
  #presenceOut;
  /** w15session: the `team` status events counted, so a read they overtook is asked for again (statusOrder.ts). */
  #order = statusOrder();
  /** w28errors (walk 24, 2): the review rows the last rejoin dropped (team.join's answer, the CLI's list), until read. */
  #dropped = $state.raw<NonNullable<TeamStatusView['rejoinDropped']> | null>(null);

  constructor(bridge: PostroomApi, timers: Timers) {
    this.#bridge = bridge;
    // In the order told (inOrder): a caret and the blur after it are two requests that could arrive the other way round.
    const tell = inOrder((draftId: string | null, caret: number | null) => this.#bridge.invoke('team.presence.set', { draftId, ...(caret === null ? {} : { caret }) }));
    this.#presenceOut = throttled(timers, PRESENCE_THROTTLE_MS, (draftId: string | null, caret: number | null) => {
      void tell(draftId, caret);
    });
  }

  /** Null when the current workspace is not a team's (or before the first answer). */
  get status(): TeamStatusView | null {
    return this.#status;
  }
  /** When the members list shown was read from the server (ms): a refused laptop keeps showing the last one read. */
  get membersAt(): number | null {
    return this.#membersAt;
  }
  /** A refused member token (revoked, not accepted): changes stay on this computer and reach nobody. */
  get refused(): 'revoked' | 'unauthorized' | null {
    const st = this.#status?.state;
    return st === 'revoked' || st === 'unauthorized' ? st : null;
  }
  /** w15cli: the team the current workspace left (which, its address, whether its token had been refused), or null. */
  get left(): { team: NonNullable<TeamStatusView['leftTeam']>; workspace: string; as: string | null } | null {
    return this.#left ? { ...this.#left, as: this.#leftAs } : null;
  }
  /** w28errors: what the last rejoin dropped (review steps written while out of the team), or null. */
  get dropped(): NonNullable<TeamStatusView['rejoinDropped']> | null {
    return this.#dropped;
  }
  /** The person read it: not shown again (the rows are gone either way). */
  dismissDropped(): void {
    this.#dropped = null;
  }
  get loaded(): boolean {
    return this.#loaded;
  }
  get busy(): boolean {
    return this.#busy;
  }
  get presence(): TeamPresenceView[] {
    return this.#presence;
  }
  readonly role: TeamRole | null = $derived.by(() => this.#status?.me?.role ?? null);
  /** w26approval (walk 24, 3): my approvals the team server refused, not settled (the core's status: w30dismiss). */
  readonly refusedApprovals = $derived.by(() => this.#status?.refused.approvals ?? []);
  /** w30dismiss (walk 26, 5): my refused approvals answered since by my approval of the post as it is now, until dismissed. */
  readonly answeredApprovals = $derived.by(() => this.#status?.refused.answered ?? []);
  /**
   * w30dismiss: the person dismissed a refused approval (or the note that it was answered): kept by the core (the bridge's
   * team.dismissRefusal, as `postroom team dismiss`), so the sidebar, every screen and the CLI agree, and it no longer
   * keeps this laptop out of step. The approval stays set aside, never sent.
   */
  async dismissApproval(a: { draftId: string }): Promise<void> {
    const r = await this.#bridge.invoke('team.dismissRefusal', { draftId: a.draftId });
    if (r.ok) this.#setStatus(r.value);
  }
  /** w26approval's Dismiss was kept in this browser only (localStorage): those still refused are handed to the core once. */
  async #dismissedHereBefore(s: TeamStatusView): Promise<void> {
    const kept = readDismissedApprovals();
    const here = kept.filter((k) => k.startsWith(`${s.workspace.id}\u0000`));
    if (here.length === 0) return;
    keepDismissedApprovals(kept.filter((k) => !here.includes(k)));
    for (const a of s.refused.approvals) if (here.includes(refusedApprovalKey(s.workspace.id, a))) await this.dismissApproval(a);
  }
  /** A viewer's library is read-only (the core refuses a viewer's writes anyway; the screens say why first). */
  readonly readOnly: boolean = $derived.by(() => this.#status !== null && !this.#status.canEdit);
  /** readonlywhy: why the library is read-only here (a viewer, a revoked token), derived once for every screen's sentence; null when it is not. */
  readonly why: ReadOnlyWhy | null = $derived.by(() => readOnlyWhy(this.#status));
  /** Who I am on the team; in a workspace that left it (w12sidebar), who this laptop was there (the core's `leftAs`). */
  readonly me: string | null = $derived.by(() => this.#status?.me?.name ?? this.#leftAs);
  readonly openByOthers: Map<string, string[]> = $derived.by(() => draftsOpenByOthers(this.#presence, this.me));

  /** The others on a draft, by name. */
  othersOn(draftId: string): TeamPresenceView[] {
    return othersOn(this.#presence, draftId, this.me);
  }

  /** Reads the status and follows the `team` event, and workspace switches (another workspace, another team or none). */
  start(): () => void {
    if (!this.#stop) {
      const offTeam = this.#bridge.on('team', (e) => {
        if (e.kind === 'status') {
          this.#order.event();
          this.#setStatus(e.status);
        }
        else this.#presence = e.presence;
      });
      const offWs = this.#bridge.on('workspace', () => void this.reload());
      const offResync = this.#bridge.onResync(() => void this.reload());
      this.#stop = () => {
        offTeam();
        offWs();
        offResync();
      };
    }
    void this.reload();
    return () => {
      this.#stop?.();
      this.#stop = null;
      this.#presenceOut.cancel();
    };
  }

  async reload(): Promise<void> {
    const r = await readInOrder(this.#order, () => this.#bridge.invoke('team.status', {}));
    this.#loaded = true;
    if (r.ok) this.#setStatus(r.value);
    // Who is where now: the 'team' event says only what changes after this.
    if (r.ok && r.value.state !== 'not_a_team') {
      const p = await this.#bridge.invoke('team.presence', {});
      if (p.ok) this.#presence = p.value;
    }
  }

  /** A workspace that is not a team's has no status here (the screens then show nothing of a team). */
  #setStatus(s: TeamStatusView): void {
    const held = this.#status;
    this.#leftAs = s.state === 'not_a_team' ? (s.leftAs ?? null) : null;
    this.#left = s.state === 'not_a_team' && s.leftTeam ? { team: s.leftTeam, workspace: s.workspace.name } : null;
    if (s.state === 'not_a_team') {
      this.#status = null;
      this.#presence = [];
    } else if (s.members === null && held?.workspace.id === s.workspace.id && held.members !== null) {
      // A status event does not ask the server for members: the list last read stays (refreshMembers reads it again).
      this.#status = { ...s, members: held.members };
    } else {
      const first = held === null || held.workspace.id !== s.workspace.id;
      if (first) void this.#dismissedHereBefore(s);
      this.#status = s;
      this.#membersAt = s.members !== null ? Date.now() : null;
      // The composer opened before the team was known (a reload on a draft): the team hears of it now.
      if (first && this.#here.draftId) this.#presenceOut.now(this.#here.draftId, this.#here.caret);
    }
  }

  /** Reads the members again (who is online, last seen): Settings → Team asks while it is open. */
  refreshMembers(): Promise<void> {
    return this.reload();
  }

  async join(input: { name: string; url: string; token: string; hubUrl?: string }): Promise<Answer<TeamStatusView>> {
    this.#busy = true;
    try {
      const r = await this.#bridge.invoke('team.join', input);
      if (r.ok) {
        this.#dropped = r.value.rejoinDropped ?? null;
        this.#setStatus(r.value);
      }
      return r;
    } finally {
      this.#busy = false;
    }
  }

  /** roles (issue 34): an owner gives a teammate another role; the status comes back with the members read again. */
  async setRole(name: string, role: NonNullable<TeamStatusView['me']>['role']): Promise<Answer<TeamStatusView>> {
    this.#busy = true;
    try {
      const r = await this.#bridge.invoke('team.setRole', { name, role });
      if (r.ok) this.#setStatus(r.value);
      return r;
    } finally {
      this.#busy = false;
    }
  }

  async leave(): Promise<Answer<TeamStatusView>> {
    this.#busy = true;
    try {
      const r = await this.#bridge.invoke('team.leave', {});
      if (r.ok) {
        this.#dropped = null;
        this.#setStatus(r.value);
      }
      return r;
    } finally {
      this.#busy = false;
    }
  }

  history(draftId: string): Promise<Answer<TeamHistoryView[]>> {
    return this.#bridge.invoke('team.history', { draftId });
  }

  /** This member opened (or, with null, closed) a draft: told at once. */
  openDraft(draftId: string | null): void {
    this.#here = { draftId, caret: null };
    if (!this.#status) return;
    this.#presenceOut.now(draftId, null);
  }
  /**
   * This member left the caption (the comment box, the title, another field) but still has the
   * draft open: told at once, with no caret (the others see "has this draft open", no caret drawn).
   */
  leftCaption(draftId: string): void {
    if (this.#here.draftId !== draftId) return;
    this.#here = { draftId, caret: null };
    if (!this.#status) return;
    this.#presenceOut.now(draftId, null);
  }
  /** The caret moved in a draft's caption: told at most every PRESENCE_THROTTLE_MS. */
  caretAt(draftId: string, caret: number): void {
    this.#here = { draftId, caret };
    if (!this.#status) return;
    this.#presenceOut.call(draftId, caret);
  }
}
