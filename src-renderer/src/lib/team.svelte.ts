import type { BridgeError, PostroomApi } from '../../../src-main/bridge/contract';
import type { Timers } from './debounce';
import { draftsOpenByOthers, othersOn, throttled } from './team';
import type { TeamHistoryView, TeamPresenceView, TeamRole, TeamStatusView } from './teamTypes';

/** Caret moves are told to the team at most this often (each one crosses the network to every member). */
export const PRESENCE_THROTTLE_MS = 250;

type Answer<T> = { ok: true; value: T } | { ok: false; error: BridgeError };
/** The team part of the bridge, as the screens use it (the contract's team block). */
interface TeamBridge {
  invoke(method: 'team.status', input: Record<string, never>): Promise<Answer<TeamStatusView | null>>;
  invoke(method: 'team.join', input: { name: string; url: string; token: string; hubUrl?: string }): Promise<Answer<unknown>>;
  invoke(method: 'team.leave', input: Record<string, never>): Promise<Answer<unknown>>;
  invoke(method: 'team.history', input: { draftId: string }): Promise<Answer<TeamHistoryView[]>>;
  invoke(method: 'team.presence.set', input: { draftId: string | null; caret?: number | null }): Promise<Answer<unknown>>;
  on(topic: 'team', listener: (payload: { status?: TeamStatusView | null; presence?: TeamPresenceView[] }) => void): () => void;
}

/**
 * The current workspace's team, for every screen: its sync status (the sidebar's line), members,
 * who has which draft open and where their caret is, and this member's role (a viewer reads
 * only). Kept current by the core's `team` event; joined and left from Settings.
 */
export class TeamLibrary {
  #bridge: PostroomApi;
  #team: TeamBridge;
  #status = $state.raw<TeamStatusView | null>(null);
  #presence = $state.raw<TeamPresenceView[]>([]);
  #loaded = $state(false);
  #busy = $state(false);
  #stop: (() => void) | null = null;
  #presenceOut;

  constructor(bridge: PostroomApi, timers: Timers) {
    this.#bridge = bridge;
    this.#team = bridge as unknown as TeamBridge;
    this.#presenceOut = throttled(timers, PRESENCE_THROTTLE_MS, (draftId: string | null, caret: number | null) => {
      void this.#team.invoke('team.presence.set', { draftId, caret });
    });
  }

  /** Null when the current workspace is not a team's (or before the first answer). */
  get status(): TeamStatusView | null {
    return this.#status;
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
  /** A viewer's library is read-only (the core refuses a viewer's writes anyway; the screens say why first). */
  readonly readOnly: boolean = $derived.by(() => this.#status?.me?.role === 'viewer');
  readonly me: string | null = $derived.by(() => this.#status?.me?.name ?? null);
  readonly openByOthers: Map<string, string[]> = $derived.by(() => draftsOpenByOthers(this.#presence, this.me));

  /** The others on a draft, by name. */
  othersOn(draftId: string): TeamPresenceView[] {
    return othersOn(this.#presence, draftId, this.me);
  }

  /** Reads the status and follows the `team` event, and workspace switches (another workspace, another team or none). */
  start(): () => void {
    if (!this.#stop) {
      const offTeam = this.#team.on('team', (e) => {
        if (e.status !== undefined) this.#status = e.status;
        if (e.presence !== undefined) this.#presence = e.presence;
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
    const r = await this.#team.invoke('team.status', {});
    this.#loaded = true;
    if (r.ok) {
      this.#status = r.value;
      if (!r.value) this.#presence = [];
    }
  }

  async join(input: { name: string; url: string; token: string; hubUrl?: string }): Promise<Answer<unknown>> {
    this.#busy = true;
    try {
      const r = await this.#team.invoke('team.join', input);
      if (r.ok) await this.reload();
      return r;
    } finally {
      this.#busy = false;
    }
  }

  async leave(): Promise<Answer<unknown>> {
    this.#busy = true;
    try {
      const r = await this.#team.invoke('team.leave', {});
      if (r.ok) await this.reload();
      return r;
    } finally {
      this.#busy = false;
    }
  }

  history(draftId: string): Promise<Answer<TeamHistoryView[]>> {
    return this.#team.invoke('team.history', { draftId });
  }

  /** This member opened (or, with null, closed) a draft: told at once. */
  openDraft(draftId: string | null): void {
    if (!this.#status) return;
    this.#presenceOut.now(draftId, null);
  }
  /** The caret moved in a draft's caption: told at most every PRESENCE_THROTTLE_MS. */
  caretAt(draftId: string, caret: number): void {
    if (!this.#status) return;
    this.#presenceOut.call(draftId, caret);
  }
}
