/**
 * sendasnew (walk 7 finding 2, issue 34): the hand-off result of "send it again as a new post" for a post the
 * Hub holds (scheduled), edited afterwards and so back in review. The core's answer (the publisher's report,
 * what the app's publish.start and the CLI both read) says it was NOT sent and why (waiting for approval by
 * …); the CLI's `publish --again` says so in its words and exits 1, and the Hub's own post count is unchanged,
 * no new job. Once Bảo approves the edit, the same command sends one new post. One REAL team server and
 * sandbox Hub (started once for the file); Lan (editor) and Bảo (owner) are CLI laptops.
 * (The core's answer was already right before sendasnew: the app's panel ignored it; ui-sendasnew.test.ts is
 * the test that fails on the old code. This file guards the CLI equivalent and the result it prints.)
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../src-main/sandbox';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-sendasnew-', hub: { seed: 27 } });
let sandbox: SandboxHandle;
let lan: CliLaptop;
let bao: CliLaptop;
let id = '';
const caption = `sendasnew ${Date.now().toString(36)}`;

/** The sandbox Hub's own list of posts (scheduled ones included: publishedPosts() has only the published). */
const hubPosts = (): number => (sandbox.control.db.prepare('SELECT count(*) AS n FROM posts').get() as { n: number }).n;
const jobsOf = (l: CliLaptop): number => l.lib((x) => x.db.prepare('SELECT count(*) AS n FROM publish_jobs WHERE draft_id = ?').get(id) as { n: number }).n;

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  sandbox = team.sandbox();
  const zone = 'Asia/Ho_Chi_Minh';
  const at = DateTime.now().setZone(zone).plus({ days: 1 }).set({ hour: 9, minute: 0, second: 0, millisecond: 0 }).toISO()!;
  id = lan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/sendasnew.jpg'], caption, scheduled_at: at, timezone: zone }).id);
  await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
  await bao.ok(['review', 'approve', id]);
  await bao.sync();
  await lan.sync();
  await lan.ok(['publish', id]);
}, 90_000);

afterAll(() => team.stop());

describe('publish --again on a Hub-held post edited since its approval', () => {
  it('says it was not sent, waiting for approval by an owner or an approver; the Hub holds no new post, no new job', async () => {
    expect(hubPosts()).toBe(1);
    await lan.ok(['drafts', 'edit', id, '--caption', `${caption}, edited`]);
    await lan.sync();
    const before = { hub: hubPosts(), jobs: jobsOf(lan) };

    const r = await lan.run(['publish', id, '--again']);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.stdout).toContain(`draft ${id} not sent: waiting for approval by an owner or an approver`);
    expect(r.stdout).toContain('sent 0 drafts; not sent 1 (1 waiting for approval)');
    expect(r.stdout + r.stderr).not.toMatch(/sent 1 draft|scheduled/i);
    const json = (await lan.run(['publish', id, '--again', '--json'])).lines();
    expect(json.find((l) => l.summary)?.summary).toEqual({ sent: 0, notSent: 1, alreadySent: 0, waiting: 1, problems: 0, outcomes: { posts: 1, sent: { published: 0, partial: 0, channels_refused: 0, scheduled: 0, queued: 0 }, replayed: { published: 0, partial: 0, channels_refused: 0, scheduled: 0, queued: 0, sending: 0 }, replayedBy: [], refused: 0, unknown: 0, sending: 0, unreached: 0, calling: 0, cancelled: 0, held: 1, pending: 0 } }); // h-clipublish: replayed apart
    expect(json.find((l) => l.state === 'skipped')).toMatchObject({ draftId: id, lastError: 'waiting_approval' });
    expect(hubPosts()).toBe(before.hub);
    expect(jobsOf(lan)).toBe(before.jobs);
  });

  // w12revpub (walk 12): a new post of one the Hub holds goes at ANOTHER time (as the app's "Send it as a new post at
  // another time…" saves it on the draft), never a second post at the same minute (w12revpub-again-cli.test.ts).
  it('approved since, at another time, the same command sends one new post', async () => {
    const zone = 'Asia/Ho_Chi_Minh';
    lan.lib((l) => l.drafts.update(l.db, id, { scheduled_at: DateTime.now().setZone(zone).plus({ days: 2 }).set({ hour: 9, minute: 0, second: 0, millisecond: 0 }).toISO()!, timezone: zone }));
    await lan.sync();
    await bao.sync();
    await bao.ok(['review', 'approve', id]);
    await bao.sync();
    await lan.sync();
    const before = hubPosts();
    const r = await lan.run(['publish', id, '--again']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain('sent 1 draft; not sent 0');
    expect(hubPosts()).toBe(before + 1);
  });
});
