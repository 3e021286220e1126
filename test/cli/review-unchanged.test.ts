/**
 * w17unchanged (walk 16, finding 2): `postroom review submit` of a post sent back and not changed since is refused with
 * what to do (nothing written); --unchanged (or --comment saying why) sends it, and `review list` says it was sent again
 * unchanged since the request (the reader's own request: "you asked"); one's own request sent back unchanged by oneself is not asked.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { dataPaths } from '../../src-main/common';
import { openLibrary } from '../../src-main/library';
import { campaignWithPosts } from '../team/helpers';

const run = async (dir: string, argv: string[], user = 'An') => {
  let stdout = '';
  let stderr = '';
  const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stdin: async () => '', env: { USER: user } });
  return { code, stdout, stderr, json: !argv.includes('--json') ? [] : stdout.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>) };
};

describe('review submit of a post not changed since changes were asked for', () => {
  it('is refused with what to do; --unchanged sends it, and review list says so', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-cli-'));
    await run(dir, ['info', '--json']);
    const lib = openLibrary(dataPaths(dir).library);
    const { a } = await campaignWithPosts(dir, lib.db);
    lib.close();
    await run(dir, ['review', 'submit', a.id]);
    // Bảo (this workspace's one person under another name: POSTROOM_MEMBER/USER) sends it back; An sends it again.
    await run(dir, ['review', 'changes', a.id, '--comment', 'Sửa giờ mở cửa'], 'Bảo');
    const asked = await run(dir, ['review', 'submit', a.id, '--json']);
    expect(asked.code).not.toBe(0);
    expect(asked.json[0]).toMatchObject({ ok: false, error: { code: 'unchanged_since_request', message: expect.stringContaining('you have not changed it since Bảo asked for changes') } });
    expect((asked.json[0] as { error: { message: string } }).error.message).toContain('--unchanged');
    const still = await run(dir, ['review', 'list', '--json']);
    expect(still.json.find((l) => l.review)).toMatchObject({ review: { state: 'changes_requested' } });
    const sent = await run(dir, ['review', 'submit', a.id, '--unchanged', '--json']);
    expect(sent.json[0]).toMatchObject({ ok: true, state: 'in_review' });
    // Bảo's review list: "you asked" (the reader's own request), An named.
    const list = await run(dir, ['review', 'list'], 'Bảo');
    expect(list.stdout).toContain('sent for review by An — sent again unchanged since you asked for changes');
    const json = await run(dir, ['review', 'list', '--json'], 'Bảo');
    expect(json.json.find((l) => l.review)).toMatchObject({ review: { unchangedSince: 'Bảo' } });
    // An's own: Bảo named.
    expect((await run(dir, ['review', 'list'])).stdout).toContain('sent for review by you — sent again unchanged since Bảo asked for changes');
  });
});
