/**
 * w12camp (walk 12, a and b): Lan scheduled campaign post 2 from Compose (not the campaign's Send). Her own laptop's
 * campaign then said "1 to send" / "1 held back (1 not checked since the send)", its dry run "ok, 1 to send", and
 * `campaign send` "2 handed to the publisher" (the Hub replayed it). A post this laptop already sent outside the
 * campaign's Send is sent, from here: the status, the dry run and Send say so and never hand it again.
 * And the state word is true: "partly sent" while posts are unsent; the dry run's send hint only when there is
 * something to send. Solo workspace, the CLI's sandbox Hub (no team needed: it is this laptop's own send).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { dataPaths } from '../../src-main/common';
import { campaigns, drafts, openLibrary } from '../../src-main/library';
import { nextYear } from '../helpers/ahead';

/** w23dups: its posts' dates in the year after today's (they were 2027), never past on this real clock. */
const Y = nextYear();

const run = async (dir: string, argv: string[]) => {
  let stdout = '';
  let stderr = '';
  const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stdin: async () => '', env: {} });
  return { code, stdout, stderr, text: stdout + stderr, json: stdout.trim().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>) };
};

const dir = mkdtempSync(join(tmpdir(), 'postroom-w12camp-'));
let camp = '';
const ids: string[] = [];

beforeAll(async () => {
  await run(dir, ['campaign', 'list']);
  const lib = openLibrary(dataPaths(dir).library);
  for (const k of [1, 2, 3]) ids.push(drafts.create(lib.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: [{ url: 'https://cdn.example.com/w12camp.jpg' }], caption: `w12camp post ${k}`, scheduled_at: `${Y}-02-0${k}T09:00`, timezone: 'Asia/Ho_Chi_Minh' }).id);
  camp = campaigns.create(lib.db, { name: 'Lumen mùa đông', draftIds: ids }).id;
  lib.close();
  // Post 2 goes out from outside the campaign (as Compose's Schedule does): the publisher's own send.
  const pub = await run(dir, ['publish', ids[1]!]);
  expect(pub.code, pub.text).toBe(0);
}, 60_000);

describe('a campaign post this laptop sent outside the campaign', () => {
  it('status: sent from here (handed, said apart), not "to send"; a send now takes the other 2', async () => {
    const s = (await run(dir, ['campaign', 'status', camp, '--json'])).json.at(-1)?.status as Record<string, unknown>;
    expect(s).toMatchObject({ total: 3, handed: 1, sentHere: 1, unsent: 2, skipped: 0, word: 'donePartly', now: { posts: 2, toSend: 2, held: 0 } });
    const text = (await run(dir, ['campaign', 'status', camp])).text;
    expect(text).toMatch(/^partly sent: 3 posts · 1 sent \(1 by you, outside the campaign's Send\) · 2 ready to send now$/m);
    expect(text).toMatch(/^a send now: 2 to send/m);
  });

  it('dry run: its row is left out (nothing of it is sent again); 2 to send', async () => {
    const dry = await run(dir, ['campaign', 'dry-run', camp, '--json']);
    expect(dry.json.at(-1)).toMatchObject({ ok: true, summary: { posts: 2, going: 2 } });
    expect(dry.json.filter((l) => l.row).map((l) => (l.row as { draftId: string }).draftId)).not.toContain(ids[1]);
    expect((await run(dir, ['campaign', 'dry-run', camp])).text).toMatch(/^to send exactly this: postroom campaign send /m);
  });

  it('send hands only the 2 others (one job of post 2); status: done, 3 handed (1 outside the Send); list: done', async () => {
    const sent = await run(dir, ['campaign', 'send', camp, '--json']);
    expect(sent.code, sent.text).toBe(0);
    expect(sent.json.at(-1)).toMatchObject({ ok: true, status: { sendState: 'done', word: 'done', handed: 3, sentHere: 1, unsent: 0, skipped: 0 } });
    const lib = openLibrary(dataPaths(dir).library);
    const jobs = lib.db.prepare('SELECT draft_id FROM publish_jobs').all() as Array<{ draft_id: string }>;
    lib.close();
    expect(jobs.filter((j) => j.draft_id === ids[1])).toHaveLength(1);
    expect(jobs.filter((j) => ids.includes(j.draft_id))).toHaveLength(3);
    const text = (await run(dir, ['campaign', 'status', camp])).text;
    expect(text).toMatch(/^done: 3 posts · 3 sent \(1 by you, outside the campaign's Send\)$/m);
    // Nothing left to send: the dry run offers no send command.
    const dry = await run(dir, ['campaign', 'dry-run', camp]);
    expect(dry.text).not.toMatch(/to send exactly this/);
    expect(dry.text).toMatch(/^nothing to send$/m);
  });
});

describe('a send that held some posts back', () => {
  it('says "partly sent", in `campaign status`, `campaign send` and `campaign list`, never "done"', async () => {
    const lib = openLibrary(dataPaths(dir).library);
    const ok = drafts.create(lib.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: [{ url: 'https://cdn.example.com/w12camp-p.jpg' }], caption: 'w12camp partial ok', scheduled_at: `${Y}-02-09T09:00`, timezone: 'Asia/Ho_Chi_Minh' }).id;
    // No photo and no caption: the publisher's own check holds these back (problems).
    const bad = drafts.create(lib.db, { profile_id: 'prof_caphe', platforms: ['x'], caption: '' }).id;
    const bad2 = drafts.create(lib.db, { profile_id: 'prof_caphe', platforms: ['x'], caption: '' }).id;
    const part = campaigns.create(lib.db, { name: 'Partial', draftIds: [ok, bad, bad2] }).id;
    lib.close();
    const sent = await run(dir, ['campaign', 'send', part]);
    expect(sent.text).toMatch(new RegExp(`^campaign ${part}: partly sent; 3 posts · 1 sent · 2 held back \\(2 for their problems\\)$`, 'm'));
    const st = (await run(dir, ['campaign', 'status', part, '--json'])).json.at(-1)?.status as Record<string, unknown>;
    expect(st).toMatchObject({ sendState: 'done', word: 'donePartly', handed: 1, skipped: 2 });
    expect((await run(dir, ['campaign', 'status', part])).text).toMatch(/^partly sent: 3 posts · 1 sent · 2 held back \(2 for their problems\)$/m);
    const list = await run(dir, ['campaign', 'list']);
    expect(list.text).toMatch(new RegExp(`^${part}\\s+3 posts\\s+partly sent\\s+Partial$`, 'm'));
    expect(list.text).toMatch(new RegExp(`^${camp}\\s+3 posts\\s+done\\s+Lumen`, 'm'));
  }, 60_000);
});
