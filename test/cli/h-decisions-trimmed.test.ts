/**
 * h-decisions (walk 39a, 3): a client's decisions file with posts taken out is refused. The tester deleted the last 4
 * of a 7-post file's entries; `postroom review decisions` applied the 3 left ("applied 3 decisions", exit 0), the
 * client's request for changes among the 4 was lost, and the genuine file was then refused as a second import.
 * Now the page lists every post (an undecided one with decision null), and a file whose posts are not the preview's,
 * each once (missing, added, repeated), is refused with `decisions_posts_changed`, nothing changed; the genuine
 * file is taken after it, its undecided post said, not lost. The "not signed" note says what is checked.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { dataPaths } from '../../src-main/common';
import { campaigns, drafts, openLibrary } from '../../src-main/library';
import { reviewOf } from '../../src-main/team';

const run = async (dir: string, argv: string[]) => {
  let stdout = '';
  let stderr = '';
  const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stdin: async () => '', env: { USER: 'An' } });
  return { code, stdout, stderr, lines: () => stdout.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as { error?: { code: string; message: string } }) };
};

describe('postroom review decisions: a file whose posts are not the preview\'s (h-decisions)', () => {
  it('trimmed as the tester did (4 of 7 taken out), added to or repeated: refused, nothing changed; the genuine file is taken after', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-cli-h-decisions-'));
    await run(dir, ['info', '--json']);
    const lib = openLibrary(dataPaths(dir).library);
    const ids = ['Bánh mì', 'Cà phê muối', 'Trà đào', 'Bánh flan', 'Sữa chua', 'Chè khúc bạch', 'Xôi gấc'].map((caption) => drafts.create(lib.db, { platforms: ['x'], caption }).id);
    const camp = campaigns.create(lib.db, { name: 'Tết 2027', draftIds: ids });
    lib.close();
    const out = join(dir, 'client.html');
    expect((await run(dir, ['review', 'preview', camp.name, '--out', out, '--json'])).code).toBe(0);
    const data = JSON.parse(/id="postroom-data">([^<]*)</.exec(readFileSync(out, 'utf8'))![1]!) as { exportId: string; campaignId: string; digest: string; posts: Array<{ draftId: string; revision: string }> };
    expect(data.posts.map((p) => p.draftId)).toEqual(ids);
    // As the page writes it: every post in its order; the 5th left undecided, the 7th with a request for changes.
    const decision = (i: number): 'approve' | 'request_changes' | null => (i === 4 ? null : i === 6 ? 'request_changes' : 'approve');
    const genuine = { format: 'postroom-client-decisions', version: 1, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: '2026-11-28T03:00:00Z',
      posts: data.posts.map((p, i) => ({ ...p, decision: decision(i), note: i === 6 ? 'Sai giá: 25k' : '' })) };
    const write = (name: string, posts: unknown[]): string => {
      const f = join(dir, name);
      writeFileSync(f, JSON.stringify({ ...genuine, posts }, null, 2));
      return f;
    };
    const states = (): string[] => {
      const l = openLibrary(dataPaths(dir).library);
      try {
        return ids.map((id) => reviewOf(l.db, id).state);
      } finally {
        l.close();
      }
    };
    const before = states();

    // The tester's file: the last 4 entries deleted.
    const trimmed = await run(dir, ['review', 'decisions', write('trimmed.json', genuine.posts.slice(0, 3)), '--json']);
    expect(trimmed.code).toBe(1);
    expect(trimmed.lines()[0]?.error?.code).toBe('decisions_posts_changed');
    expect(trimmed.lines()[0]?.error?.message).toContain(`4 of them are missing (${ids.slice(3).join(', ')})`);
    const words = await run(dir, ['review', 'decisions', write('trimmed.json', genuine.posts.slice(0, 3))]);
    expect(words.code).toBe(1);
    expect(words.stdout + words.stderr).toContain('this decisions file does not list the preview\'s 7 posts as the page wrote them: 4 of them are missing');
    expect(words.stdout + words.stderr).not.toContain('applied');
    // A post added, or one listed twice.
    const extra = await run(dir, ['review', 'decisions', write('extra.json', [...genuine.posts, { draftId: 'not-in-it', revision: data.posts[0]!.revision, decision: 'approve', note: '' }]), '--json']);
    expect([extra.code, extra.lines()[0]?.error?.code]).toEqual([1, 'decisions_posts_changed']);
    expect(extra.lines()[0]?.error?.message).toContain('1 post is not in the preview (not-in-it)');
    const twice = await run(dir, ['review', 'decisions', write('twice.json', [...genuine.posts, { ...genuine.posts[6]!, decision: 'approve' }]), '--json']);
    expect([twice.code, twice.lines()[0]?.error?.code]).toEqual([1, 'decisions_posts_changed']);
    expect(twice.lines()[0]?.error?.message).toContain(`1 post is listed twice (${ids[6]})`);
    expect(states()).toEqual(before);

    // The client's own file: taken; the request for changes on the 7th is applied, the undecided 5th said and left.
    const ok = await run(dir, ['review', 'decisions', write('genuine.json', genuine.posts)]);
    expect(ok.code, ok.stdout + ok.stderr).toBe(0);
    expect(ok.stdout).toContain('applied 6 decisions as the client (via you)');
    expect(ok.stdout).toContain(`not decided by the client: post ${ids[4]} — nothing changed`);
    expect(ok.stdout + ok.stderr).toContain('Postroom checks only that the file answers this preview of this campaign and lists each of its posts once (none taken out or added), at the revisions the client saw');
    expect(states()).toEqual(['approved', 'approved', 'approved', 'approved', 'draft', 'approved', 'changes_requested']);
  });
});
