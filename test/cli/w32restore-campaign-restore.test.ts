/**
 * w32restore: `postroom campaign restore CAMPAIGN` (the Send tab's "Restore withdrawn posts"; core: w31send's restore.ts).
 * A REAL sandbox Hub and library, started once for the file. Exit 0 when every withdrawn post was restored (the next
 * `campaign send` publishes it once), 1 when some were kept (each named with the state × action table's reason), 2 on
 * usage; a typo is answered with the command. Failed before: no such command (`unknown command`, exit 2).
 */
import { describe, expect, it } from 'vitest';
import { campaignPlans } from '../../src-main/library';
import { useCliWorld } from './cli-world';

const { w, cli } = useCliWorld();

function withdrawn(): { d: string; c: string } {
  const d = w.draft();
  const c = w.lib.campaigns.create(w.lib.db, { name: `w32restore ${d}`, draftIds: [d] }).id;
  campaignPlans.withdraw(w.lib.db, c, [d]); // what the send's Cancel does to a post not handed yet
  return { d, c };
}

describe('postroom campaign restore (w32restore)', () => {
  it('restores a withdrawn post (exit 0) and the next send publishes it once', async () => {
    const { d, c } = withdrawn();
    const r = await cli(['campaign', 'restore', c], { closeLibrary: true });
    expect(r.code).toBe(0);
    expect(r.out.trim()).toBe(`campaign ${c}: 1 post restored: the next Send takes it`);
    const posted = w.posts().length;
    const sent = await cli(['campaign', 'send', c], { closeLibrary: true });
    expect(sent.code).toBe(0);
    await expect.poll(() => w.posts().length, { timeout: 20_000 }).toBe(posted + 1);
    // Nothing withdrawn now: said, exit 0, and --json says the same.
    const again = await cli(['campaign', 'restore', c, '--json'], { closeLibrary: true });
    expect(again.code).toBe(0);
    expect(JSON.parse(again.out.trim())).toMatchObject({ ok: true, final: true, restored: [], kept: [] });
    expect(campaignPlans.sends(w.lib.db, c).find((x) => x.draftId === d)?.outcome).toBe('handed');
  }, 60_000);

  // h-restore (session 29, 2): it was "kept out" (exit 1) while `campaign status` still said "1 withdrawn"; it is sent.
  it('a withdrawn post sent since from Compose is sent: nothing to restore (exit 0), and `campaign status` says sent', async () => {
    const { d, c } = withdrawn();
    const pub = await cli(['publish', d, '--wait'], { closeLibrary: true });
    expect(pub.code).toBe(0);
    const r = await cli(['campaign', 'restore', c], { closeLibrary: true });
    expect(r.code).toBe(0);
    expect(r.out.trim()).toBe(`campaign ${c}: no post is withdrawn: nothing to restore`);
    const json = await cli(['campaign', 'restore', c, '--json'], { closeLibrary: true });
    expect(json.code).toBe(0);
    expect(JSON.parse(json.out.trim())).toMatchObject({ ok: true, final: true, restored: [], kept: [], split: { posts: 1, sent: 1, withdrawn: 0 } });
    const status = await cli(['campaign', 'status', c], { closeLibrary: true });
    expect(status.out).toContain("1 post · 1 sent (1 by you, outside the campaign's Send)");
    expect(status.out).not.toContain('withdrawn');
    expect(campaignPlans.sends(w.lib.db, c).map((x) => x.outcome)).toEqual(['withdrawn']);
  }, 60_000);

  it('usage (exit 2), a typo answered with the command, an unknown campaign (exit 1)', async () => {
    const none = await cli(['campaign', 'restore']);
    expect(none.code).toBe(2);
    expect(none.err).toContain('usage: postroom campaign restore ID');
    const typo = await cli(['campaign', 'restor', 'x']);
    expect(typo.code).toBe(2);
    expect(typo.err).toContain('did you mean "campaign restore"?');
    const unknown = await cli(['campaign', 'restore', 'cmp_nope'], { closeLibrary: true });
    expect(unknown.code).toBe(1);
    const help = await cli(['campaign', 'restore', '--help']);
    expect(help.code).toBe(0);
    expect(help.out).toContain('usage: postroom campaign restore ID');
  });
});
