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

  it('keeps a withdrawn post sent since from Compose, naming it with the table\'s reason (exit 1)', async () => {
    const { d, c } = withdrawn();
    const pub = await cli(['publish', d, '--wait'], { closeLibrary: true });
    expect(pub.code).toBe(0);
    const r = await cli(['campaign', 'restore', c], { closeLibrary: true });
    expect(r.code).toBe(1);
    expect(r.out).toMatch(new RegExp(`^post 1 “[^”]+” \\(draft ${d}\\) kept out: the Hub has already given its final answer for this post$`, 'm'));
    expect(r.out).toContain(`campaign ${c}: nothing restored; 1 post kept out (above: why)`);
    const json = await cli(['campaign', 'restore', c, '--json'], { closeLibrary: true });
    expect(json.code).toBe(1);
    const lines = json.out.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({ kept: { draftId: d, position: 1, row: 'published', reason: 'final' } });
    expect(lines.at(-1)).toMatchObject({ ok: false, final: true, restored: [], kept: [{ draftId: d, row: 'published', reason: 'final' }] });
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
