/**
 * clientchange (walk 6): the CLI's words for a client's approval of a version the agency asked to
 * change: `review decisions` and `review list` name the open request (who, when, what), `review
 * confirm --all` leaves it and says how to confirm it, `review confirm ID` refuses it, and only
 * `review confirm ID --over-request` approves it.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { dataPaths } from '../../src-main/common';
import { openLibrary } from '../../src-main/library';
import { campaignWithPosts } from '../team/helpers';

const run = async (dir: string, argv: string[]) => {
  let stdout = '';
  let stderr = '';
  const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stdin: async () => '', env: { USER: 'An' } });
  return { code, stdout, stderr, json: !argv.includes('--json') ? [] : stdout.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>) };
};

describe('postroom review confirm: a client approval over an open change request', () => {
  it('is named by decisions and list, left by --all, refused alone, approved only with --over-request', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-cli-'));
    await run(dir, ['info', '--json']);
    const lib = openLibrary(dataPaths(dir).library);
    const { a, b, camp } = await campaignWithPosts(dir, lib.db);
    lib.close();
    await run(dir, ['review', 'submit', a.id]);
    await run(dir, ['review', 'submit', b.id]);
    expect((await run(dir, ['review', 'changes', a.id, '--comment', 'Sai giá, đổi ảnh'])).code).toBe(0);
    const out = join(dir, 'page.html');
    expect((await run(dir, ['review', 'preview', camp.name, '--out', out])).code).toBe(0);
    const html = readFileSync(out, 'utf8');
    expect(html).toContain('The agency is still changing this post');
    expect(html).not.toContain('Sai giá');
    const data = JSON.parse(/id="postroom-data">([^<]*)</.exec(html)![1]!) as { exportId: string; campaignId: string; digest: string; posts: Array<{ draftId: string; revision: string }> };
    const file = join(dir, 'decisions.json');
    writeFileSync(file, JSON.stringify({ format: 'postroom-client-decisions', version: 1, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: 'x',
      posts: data.posts.map((p) => (p.draftId === a.id || p.draftId === b.id ? { ...p, decision: 'approve', note: '' } : { ...p, decision: null, note: '' })) }));

    const dec = await run(dir, ['review', 'decisions', file]);
    expect(dec.code).toBe(0);
    expect(dec.stdout).toMatch(new RegExp(`post ${a.id}: the client approved — NOT approved: the agency's own request for changes is still open on this content.*; you asked for changes on \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC: “Sai giá, đổi ảnh”`));
    expect(dec.stdout).toMatch(new RegExp(`post ${b.id}: the client approved — approved by you, for the client`));

    const list = await run(dir, ['review', 'list']);
    expect(list.stdout).toContain(`[the client approved (via you), but you asked for changes on `);
    expect(list.stdout).toContain(`“Sai giá, đổi ảnh” — still open; confirming would approve it over that request: postroom review confirm ${a.id} --over-request]`);

    const all = await run(dir, ['review', 'confirm', '--all']);
    expect(all.code).toBe(0);
    expect(all.stdout).toContain(`post ${a.id}: NOT confirmed — you asked for changes on `);
    expect(all.stdout).toContain('confirmed 0 client approvals; 1 left waiting over an open change request');

    const alone = await run(dir, ['review', 'confirm', a.id, '--json']);
    expect(alone.code).toBe(1);
    expect(alone.json[0]).toMatchObject({ ok: false, error: { code: 'client_over_request', message: expect.stringContaining('confirming the client\'s approval would approve it over that request') } });

    const plain = await run(dir, ['review', 'approve', a.id]);
    expect(plain.code).toBe(1);
    expect(plain.stderr).toContain('you asked for changes on ');
    const over = await run(dir, ['review', 'confirm', a.id, '--over-request']);
    expect(over.code).toBe(0);
    expect(over.stdout).toContain(`post ${a.id}: the client's approval confirmed — approved (over the open change request; its history says so)`);
    expect((await run(dir, ['review', 'confirm', '--all', a.id])).code).toBe(2);
  });
});
