/**
 * w32restore: `postroom campaign restore CAMPAIGN`: what the Send tab's "Restore withdrawn posts" does (the bridge's
 * campaigns.restoreWithdrawn, the same core: CampaignSender.restoreWithdrawn, campaigns restore.ts). The campaign's
 * withdrawn posts (by its Cancel, or their jobs cancelled in the Outbox before they went) go with its next Send, as the
 * state × action table's `restore` column allows; each post kept out is named with the table's reason (ACTION_ENGLISH).
 * h-restore (session 29, 2): the withdrawn posts are those `campaign status` counts (one sent since is sent, not offered).
 * Exit 0: every withdrawn post restored (or none was withdrawn); 1: some were kept; 2: usage.
 */
import { usageError, type Command } from '../command';
import { withPublisher } from './publish';

export const campaignRestoreCommand: Command = {
  name: 'campaign restore',
  area: 'campaigns',
  summary: 'put the campaign\'s withdrawn posts (its Cancel, or their jobs cancelled in the Outbox before they went) back to its next Send; one refused since is kept, with why (one sent since, from Compose or by a teammate, is sent: not withdrawn)',
  args: 'ID',
  argCompletes: ['campaign'],
  example: 'campaign restore cmp_01H… --json',
  async run(ctx, { positionals }) {
    if (positionals.length !== 1) throw usageError(this);
    const id = positionals[0]!;
    const [{ CampaignSender, campaignDrafts }, { campaigns }, { ACTION_ENGLISH }, { firstLine }] = await Promise.all([
      import('../../campaigns'), import('../../library'), import('../../publisher'), import('../../../src-shared/first-line'),
    ]);
    return withPublisher(ctx, undefined, async (publisher, _e, lib) => {
      campaigns.getCampaign(lib.db, id); // an unknown campaign: not_found, exit 1, nothing written
      const team = (await import('../../team')).teamPublishPort(lib, lib.workspaces.getCurrent(lib.db));
      const r = await new CampaignSender({ library: lib, publisher: async () => publisher, team: () => team }).restoreWithdrawn(id);
      // Each post named as `campaign send` names one: its place in the campaign and its first line.
      const order = campaignDrafts(lib, id);
      const position = new Map(order.map((d, i) => [d.id, i + 1]));
      const byId = new Map(order.map((d) => [d.id, d]));
      const name = (draftId: string): string => {
        const d = byId.get(draftId);
        const words = d ? (d.title?.trim() || firstLine(d.caption, 40)) : '';
        return `post ${position.get(draftId) ?? '?'}${words ? ` “${words}”` : ''} (draft ${draftId})`;
      };
      for (const k of r.kept) ctx.emit({ kept: { draftId: k.draftId, position: position.get(k.draftId) ?? null, row: k.row, reason: k.reason, why: ACTION_ENGLISH.reason[k.reason] } }, `${name(k.draftId)} kept out: ${ACTION_ENGLISH.reason[k.reason]}`);
      const ok = r.kept.length === 0;
      const posts = (n: number): string => `${n} post${n === 1 ? '' : 's'}`;
      const restored = r.restored.length === 0 ? 'nothing restored' : `${posts(r.restored.length)} restored: the next Send takes ${r.restored.length === 1 ? 'it' : 'them'}`;
      const line = r.restored.length === 0 && ok
        ? `campaign ${id}: no post is withdrawn: nothing to restore`
        : `campaign ${id}: ${restored}${r.kept.length > 0 ? `; ${posts(r.kept.length)} kept out (above: why)` : ''}`;
      ctx.emit({ ok, final: true, restored: r.restored, kept: r.kept.map((k) => ({ draftId: k.draftId, row: k.row, reason: k.reason })), split: r.split }, line);
      return ok ? 0 : 1;
    }, false);
  },
};
