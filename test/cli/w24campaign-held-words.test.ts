/**
 * w24campaign (walk 21, 4): a post held back for an X caption over X's limit. `campaign status` printed the bare code
 * ("held back for its problems: caption_too_long") and the Send tab "Post 4 (…): The caption is over the limit." with no
 * X. Both now name the channel and the numbers, from the core's one reading (send-now.ts `problems`, the preflight's
 * `length`/`limit`): "X's caption is 312 characters; X takes 280".
 * Failed on the old code: the line said "caption_too_long".
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { dataPaths } from '../../src-main/common';
import { campaigns, openLibrary, workspaces } from '../../src-main/library';

const run = async (dir: string, argv: string[]) => {
  let stdout = '';
  let stderr = '';
  const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stdin: async () => '', env: {} });
  return { code, out: stdout + stderr, json: () => stdout.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>) };
};

describe('campaign status names a held post\'s problems in words', () => {
  it('"X\'s caption is 312 characters; X takes 280", never the bare code', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-w24campaign-held-'));
    await run(dir, ['drafts', 'list']);
    const lib = openLibrary(dataPaths(dir).library);
    workspaces.getCurrent(lib.db);
    const id = lib.drafts.create(lib.db, {
      profile_id: 'prof_caphe', platforms: ['facebook', 'x'], photos: ['https://cdn.example.com/w24.jpg'], caption: 'Giáng sinh ấm áp',
      captions: { x: { caption: 'x'.repeat(312), title: null } }, scheduled_at: '2027-12-20T09:00', timezone: 'Asia/Ho_Chi_Minh',
    }).id;
    const campaignId = campaigns.create(lib.db, { name: 'Giáng sinh', draftIds: [id] }).id;
    lib.close();

    const r = await run(dir, ['campaign', 'status', campaignId]);
    expect(r.out).not.toContain('caption_too_long');
    expect(r.out).toContain("held back for its problems: X's own caption is 312 characters; X takes 280");
    const j = await run(dir, ['campaign', 'status', campaignId, '--json']);
    const held = (j.json().find((l) => l.status)?.status as { now: { notSentWhy: Array<{ problems?: unknown[] }> } }).now.notSentWhy[0];
    expect(held?.problems).toEqual([expect.objectContaining({ code: 'caption_too_long', channel: 'x', label: 'X', length: 312, limit: 280 })]);
  });
});
