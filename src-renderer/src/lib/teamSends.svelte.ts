import type { PostroomApi, TeammateSendDto } from '../../../src-main/bridge/contract';
import { follow } from './follow';

/**
 * teamoutbox (issue 34, walk 4): the posts teammates' laptops sent (jobs.team), for the Outbox's
 * "Sent by teammates" group. Read again when teammates' changes reach this laptop (library.changed),
 * on a workspace switch, and after a break in the events. Read-only: their jobs are in their journals.
 */
export class TeamSendsState {
  #bridge: PostroomApi;
  #sends = $state.raw<TeammateSendDto[]>([]);
  #loaded = $state(false);
  #left = $state(false);
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(bridge: PostroomApi) {
    this.#bridge = bridge;
  }

  get sends(): TeammateSendDto[] {
    return this.#sends;
  }
  get loaded(): boolean {
    return this.#loaded;
  }
  /** rejoin (walk 7): the workspace is in no team: its sends are the team's it LEFT (kept at the leave), not teammates'. */
  get left(): boolean {
    return this.#left;
  }

  async load(): Promise<void> {
    const [r, st] = await Promise.all([this.#bridge.invoke('jobs.team', { limit: 500 }), this.#bridge.invoke('team.status', {})]);
    this.#left = st.ok && st.value.state === 'not_a_team';
    this.#loaded = true;
    // Not a team workspace, or the read failed: no group (the Outbox's own jobs are unaffected).
    this.#sends = r.ok ? r.value : [];
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
