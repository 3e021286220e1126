/**
 * w32restore: the Send tab's "Restore withdrawn posts". What a restore would do now is read from the core (the bridge's
 * campaigns.restoreWithdrawn with checkOnly: the state × action table's `restore` column, writing nothing) whenever the
 * campaign's withdrawn count or send state changes: the button is shut, with the table's reasons, when none may be
 * restored. `restore()` does it; the campaign's status comes back on its 'campaign' event, as after Cancel.
 */
import type { CampaignRestoreDto, PostroomApi } from '../../../src-main/bridge/contract';

export class WithdrawnRestore {
  /** What a restore would do now (null: nothing withdrawn, or not read yet). */
  check = $state.raw<CampaignRestoreDto | null>(null);
  busy = $state(false);
  readonly #bridge: PostroomApi;
  /** The newest ask: an answer is kept only while it is of the campaign and counts last asked for. */
  #newest = '';

  constructor(bridge: PostroomApi) {
    this.#bridge = bridge;
  }

  /** Reads the verdicts again; `withdrawn` 0: none are (nothing is asked). `seen`: what changes them (the send state, say). */
  load(campaignId: string, withdrawn: number, seen: string): void {
    const ask = `${campaignId} ${withdrawn} ${seen}`;
    if (ask === this.#newest) return;
    this.#newest = ask;
    if (withdrawn === 0) {
      this.check = null;
      return;
    }
    void this.#bridge.invoke('campaigns.restoreWithdrawn', { id: campaignId, checkOnly: true }).then((r) => {
      if (this.#newest === ask) this.check = r.ok ? r.value : null;
    });
  }

  /** Restores the withdrawn posts the table allows; the answer (or the bridge's error) for the toast. */
  async restore(campaignId: string): Promise<{ ok: true; value: CampaignRestoreDto } | { ok: false; error: { code: string; message: string } }> {
    this.busy = true;
    try {
      const r = await this.#bridge.invoke('campaigns.restoreWithdrawn', { id: campaignId });
      this.#newest = '';
      this.check = null;
      return r;
    } finally {
      this.busy = false;
    }
  }
}
