/**
 * w16words (walk 15, 7 and w15cli left): on the reader's own laptop `review list` said "[client approved (relayed by
 * An), but An asked for changes …]" to An: the reader is "you" in every note, as in the Who column (one reader-aware
 * name). And the client's request on an approved post said "an approver decides" to the one who decides: the decider
 * is named through the core's whoApproves ("you decide" when the reader may take it).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { dataPaths } from '../../src-main/common';
import { openLibrary } from '../../src-main/library';
import { DEFAULT_REVIEW_SETTINGS, importClientDecisions, type ReviewMember } from '../../src-main/team';
import { campaignWithPosts } from '../team/helpers';

const run = async (dir: string, argv: string[]) => {
  let stdout = '';
  let stderr = '';
  const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stdin: async () => '', env: { USER: 'An' } });
  return { code, stdout, stderr };
};
const pageData = (file: string) => JSON.parse(/id="postroom-data">([^<]*)</.exec(readFileSync(file, 'utf8'))![1]!) as { exportId: string; campaignId: string; digest: string; posts: Array<{ draftId: string; revision: string }> };

describe("review list on the reader's own laptop", () => {
  it('a client approval over the reader\'s own request: "relayed by you, but you asked for changes"', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-cli-'));
    await run(dir, ['info', '--json']);
    const lib = openLibrary(dataPaths(dir).library);
    const { a, camp } = await campaignWithPosts(dir, lib.db);
    lib.close();
    await run(dir, ['review', 'submit', a.id]);
    expect((await run(dir, ['review', 'changes', a.id, '--comment', 'Sai giá'])).code).toBe(0);
    const out = join(dir, 'page.html');
    expect((await run(dir, ['review', 'preview', camp.name, '--out', out])).code).toBe(0);
    const data = pageData(out);
    const file = join(dir, 'decisions.json');
    writeFileSync(file, JSON.stringify({ format: 'postroom-client-decisions', version: 1, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: 'x',
      posts: data.posts.map((p) => (p.draftId === a.id ? { ...p, decision: 'approve', note: '' } : { ...p, decision: null, note: '' })) }));
    const dec = await run(dir, ['review', 'decisions', file]);
    expect(dec.stdout).toContain('; you asked for changes on ');
    const list = await run(dir, ['review', 'list']);
    expect(list.stdout).toContain('[the client approved (via you), but you asked for changes on ');
    expect(list.stdout).not.toContain('An asked');
    const approve = await run(dir, ['review', 'approve', a.id]);
    expect(approve.code).not.toBe(0);
    expect(approve.stderr + approve.stdout).toContain('the client approved this version, but you asked for changes on ');
    const all = await run(dir, ['review', 'confirm', '--all']);
    expect(all.stdout).toContain(`post ${a.id}: NOT confirmed — you asked for changes on `);
  });

  it("a client's request on an approved post relayed by Lan: the reader decides, and is told so", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-cli-'));
    await run(dir, ['info', '--json']);
    let lib = openLibrary(dataPaths(dir).library);
    const { a, camp } = await campaignWithPosts(dir, lib.db);
    lib.close();
    await run(dir, ['review', 'submit', a.id]);
    expect((await run(dir, ['review', 'approve', a.id])).code).toBe(0);
    const out = join(dir, 'page.html');
    expect((await run(dir, ['review', 'preview', camp.name, '--out', out])).code).toBe(0);
    const data = pageData(out);
    const lan: ReviewMember = { name: 'Lan', role: 'editor', settings: DEFAULT_REVIEW_SETTINGS, solo: false };
    lib = openLibrary(dataPaths(dir).library);
    importClientDecisions(lib.db, JSON.stringify({ format: 'postroom-client-decisions', version: 1, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: 'x',
      posts: data.posts.map((p) => (p.draftId === a.id ? { ...p, decision: 'request_changes', note: 'Thêm giờ' } : { ...p, decision: null, note: '' })) }), { member: lan });
    lib.close();
    const list = await run(dir, ['review', 'list']);
    expect(list.stdout).toContain(`(via Lan): “Thêm giờ” — you decide: keep the approval (postroom review keep ${a.id})`);
    expect(list.stdout).not.toContain('an approver decides');
  });
});
