/**
 * w25dryrun (walk 22, 2): before any send (only a dry run had run), `campaign status` said of a post "not sent: the last send
 * held it back". Only a real send's batch is "the last send"; before any, it says what is true.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { notSentWhyText } from '../../src-main/cli/commands/campaign';
import { dataPaths } from '../../src-main/common';
import { cache, openLibrary, workspaces } from '../../src-main/library';

const run = async (dir: string, argv: string[]) => {
  let out = '';
  const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (out += s), stderr: (s) => (out += s), stdin: async () => '', env: {} });
  return { code, out };
};

const url = 'https://images.example.com/w25.jpg';
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const longX = JSON.stringify({ x: { caption: 'x'.repeat(300) } }).replace(/"/g, '""');
const csv = [
  'profile_id,platforms,caption,photo_urls,scheduled_at,timezone,captions',
  `prof_caphe,facebook|bluesky,First,${url},${day(3)}T09:00,Asia/Ho_Chi_Minh,`,
  `prof_caphe,facebook|bluesky|x,Second,${url},${day(5)}T09:00,Asia/Ho_Chi_Minh,"${longX}"`,
].join('\n');

let dir = '';
let id = '';
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'postroom-w25status-'));
  id = (JSON.parse((await run(dir, ['campaign', 'create', 'Before any send', '--json'])).out.trim().split('\n')[0] ?? '{}') as { campaign: { id: string } }).campaign.id;
  const lib = openLibrary(dataPaths(dir).library);
  cache.putProfiles(lib.db, workspaces.getCurrent(lib.db).id, [{ profile_id: 'prof_caphe', name: 'Cà phê', connections: ['facebook', 'bluesky', 'x'].map((platform) => ({ platform, name: '@caphe' })) }]);
  lib.close();
  writeFileSync(join(dir, 'posts.csv'), csv);
  expect((await run(dir, ['campaign', 'import', id, join(dir, 'posts.csv')])).code).toBe(0);
});

describe('w25dryrun: campaign status before any send', () => {
  it('never names "the last send" when no send ran, only a dry run; it says each post is not sent yet, and why', async () => {
    await run(dir, ['campaign', 'dry-run', id]);
    const r = await run(dir, ['campaign', 'status', id]);
    expect(r.out).not.toMatch(/the last send/);
    const lines = r.out.split('\n').filter((l) => /^post \d/.test(l));
    expect(lines[0]).toMatch(/^post 1 \(draft \S+\) not sent yet: nothing holds it: the next send takes it$/);
    expect(lines[1]).toMatch(/^post 2 \(draft \S+\) not sent yet: held back for its problems: /);
  });

  it('words a post the last send skipped, and one no send saw, apart', () => {
    expect(notSentWhyText({ draftId: 'a', why: 'ready', lastSend: true })).toBe('the last send held it back; nothing holds it now: the next send takes it');
    expect(notSentWhyText({ draftId: 'a', why: 'ready' })).toBe('nothing holds it: the next send takes it');
    expect(notSentWhyText({ draftId: 'a', why: 'unchecked', lastSend: true })).toBe('the last send held it back; not checked since (run the dry run)');
    expect(notSentWhyText({ draftId: 'a', why: 'unchecked' })).toBe('not checked yet (run the dry run)');
  });
});
