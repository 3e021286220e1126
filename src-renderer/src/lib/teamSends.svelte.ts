import type { OutcomeFilterDto, PostroomApi, TeammateSendDto } from '../../../src-main/bridge/contract';
import { follow } from './follow';

/**
 * teamoutbox (issue 34, walk 4): the posts teammates' laptops sent (jobs.team), for the Outbox's
 * "Sent by teammates" group. Read again when teammates' changes reach this laptop (library.changed),
 * on a workspace switch, and after a break in the events. Read-only: their jobs are in their journals.
 */
export class TeamSendsState {
  #bridge: PostroomApi;
  #sends = $state.raw<TeammateSendDto[]>([]);
  /** w26outbox (walk 24, 3): those the Outbox's filter shows (the core's reading: the Table's rows under it); all when none is set. */
  #shown = $state.raw<TeammateSendDto[]>([]);
  #filter: OutcomeFilterDto | null = null;
  #loaded = $state(false);
  #left = $state(false);
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(bridge: PostroomApi) {
    this.#bridge = bridge;
  }

  get sends(): TeammateSendDto[] {
    return this.#sends;
  }
  get shown(): TeammateSendDto[] {
    return this.#shown;
  }
  get loaded(): boolean {
    return this.#loaded;
  }
  /** rejoin (walk 7): the workspace is in no team: its sends are the team's it LEFT (kept at the leave), not teammates'. */
  get left(): boolean {
    return this.#left;
  }

  /** Reads the sends; `filter` (the Outbox's, as the Table asks with it) is kept for later reads; null: none. */
  async load(filter: OutcomeFilterDto | null = this.#filter): Promise<void> {
    this.#filter = filter;
    const some = filter !== null && Object.keys(filter).length > 0;
    const [r, st, f] = await Promise.all([
      this.#bridge.invoke('jobs.team', { limit: 500 }),
      this.#bridge.invoke('team.status', {}),
      some ? this.#bridge.invoke('jobs.team', { limit: 500, filter }) : null,
    ]);
    if (filter !== this.#filter) return; // a newer filter's read is on its way
    this.#left = st.ok && st.value.state === 'not_a_team';
    this.#loaded = true;
    // Not a team workspace, or the read failed: no group (the Outbox's own jobs are unaffected).
    this.#sends = r.ok ? r.value : [];
    this.#shown = f === null ? this.#sends : f.ok ? f.value : [];
  }

  /** One read per burst of changes. */
  #soon = (): void => {
    if (this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.load();
    }, 300);
  };

  watch(): () => void {
    const off = follow(this.#bridge, { 'library.changed': this.#soon, workspace: this.#soon }, () => void this.load());
    return () => {
      off();
      if (this.#timer) clearTimeout(this.#timer);
    };
  }
}
