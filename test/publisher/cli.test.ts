import Database from 'better-sqlite3';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { world, type World } from './fixture';

let w: World | undefined;
afterEach(async () => {
  await w?.close();
  w = undefined;
});

async function cli(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; out: string[]; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(args, { stdout: (s) => (out += s), stderr: (s) => (err += s), stdin: async () => '', env });
  return { code, out: out.split('\n').filter(Boolean), err };
}

describe('postroom publish / resume / status', () => {
  it('without a Hub URL, the sandbox workspace publishes through the embedded sandbox on the data dir', async () => {
    w = await world();
    const ids = [w.draft()];
    w.lib.close();
    const r = await cli(['publish', ...ids, '--wait', '--json', '--data-dir', w.dir], {});
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out.map((l) => JSON.parse(l) as Record<string, unknown>)).toMatchObject([{ draftId: ids[0], state: 'done', hubStatus: 'completed', post: { state: 'published' } }, { summary: { sent: 1, notSent: 0 } }]);
    // The post is in the data dir's own sandbox state (the app's embedded Hub reads the same file).
    const sandboxDb = new Database(join(w.dir, 'sandbox.sqlite'), { readonly: true });
    try {
      expect(sandboxDb.prepare('SELECT count(*) AS n FROM published').get()).toEqual({ n: 1 });
    } finally {
      sandboxDb.close();
    }
  });

  it('publishes with --wait --json: one line per job with id, draft, key, state, outcomes; status and resume agree', async () => {
    w = await world();
    const ids = [w.draft(), w.draft()];
    w.lib.close();
    const env = { POSTROOM_HUB_URL: w.sandbox.url, POSTROOM_API_KEY: w.sandbox.apiKey };
    try {
      const r = await cli(['publish', ...ids, '--wait', '--json', '--data-dir', w.dir], env);
      expect(r.code).toBe(0);
      const all = r.out.map((l) => JSON.parse(l) as Record<string, unknown>);
      // One line per job, then one summary line with the batch's counts.
      expect(all.at(-1)).toEqual({ summary: { sent: 2, notSent: 0, alreadySent: 0, problems: 0, waiting: 0, outcomes: { posts: 2, sent: { published: 2, partial: 0, channels_refused: 0, scheduled: 0, queued: 0 }, refused: 0, unknown: 0, sending: 0, unreached: 0, calling: 0, cancelled: 0, held: 0, pending: 0, replayed: { published: 0, partial: 0, channels_refused: 0, scheduled: 0, queued: 0, sending: 0 }, replayedBy: [] } } });
      const lines = all.slice(0, -1);
      expect(lines).toHaveLength(2);
      for (const l of lines) {
        expect(l).toMatchObject({ state: 'done', hubStatus: 'completed', lastError: null });
        expect(typeof l.jobId).toBe('string');
        expect(typeof l.key).toBe('string');
        expect((l.outcomes as Array<{ channel: string; success: boolean }>).map((o) => [o.channel, o.success])).toEqual([['instagram', true], ['x', true]]);
      }
      expect(lines.map((l) => l.draftId).sort()).toEqual([...ids].sort());
      const s = await cli(['status', '--json', '--data-dir', w.dir], {});
      expect(s.code).toBe(0);
      expect(s.out.map((l) => (JSON.parse(l) as { key: string }).key).sort()).toEqual(lines.map((l) => l.key).sort());
      const one = await cli(['status', lines[0]!.jobId as string, '--json', '--data-dir', w.dir], {});
      expect(one.out).toHaveLength(1);
      const missing = await cli(['status', 'nope', '--json', '--data-dir', w.dir], {});
      expect(missing.code).toBe(1);
      expect(JSON.parse(missing.out[0]!)).toMatchObject({ ok: false, error: { code: 'job_not_found' } });
      const again = await cli(['resume', '--wait', '--json', '--data-dir', w.dir], env);
      expect(again).toMatchObject({ code: 0, out: [] });
      expect(w.posts()).toHaveLength(2);
    } finally {
      w.reopen();
    }
  });

  it('says how to use it when arguments are wrong', async () => {
    w = await world();
    expect((await cli(['publish', '--data-dir', w.dir], {})).code).toBe(2);
    const env = { POSTROOM_HUB_URL: w.sandbox.url, POSTROOM_API_KEY: w.sandbox.apiKey };
    const bad = await cli(['publish', '--all', '--concurrency', '0', '--data-dir', w.dir], env);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--concurrency/);
  });
});

describe('postroom retry / resend', () => {
  it('resend needs --confirm, then sends under a new key; retry sends the refused channels', async () => {
    w = await world({ faults: { upstream_timeout_lost: 1, processing_ms: 0 } });
    const id = w.draft();
    w.lib.close();
    const env = { POSTROOM_HUB_URL: w.sandbox.url, POSTROOM_API_KEY: w.sandbox.apiKey };
    try {
      const r = await cli(['publish', id, '--wait', '--json', '--data-dir', w.dir], env);
      const job = JSON.parse(r.out[0]!) as { jobId: string; state: string; key: string; lastError: string };
      expect(job).toMatchObject({ state: 'unknown', lastError: 'upstream_timeout' });
      expect(r.code).toBe(1);
      const noConfirm = await cli(['resend', job.jobId, '--data-dir', w.dir], env);
      expect(noConfirm.code).toBe(2);
      expect(noConfirm.err).toMatch(/--confirm/);
      w.sandbox.control.setFaults({ channel_refusal: 1, processing_ms: 0 });
      const again = await cli(['resend', job.jobId, '--confirm', '--settle-seconds', '0', '--wait', '--json', '--data-dir', w.dir], env);
      const fresh = JSON.parse(again.out[0]!) as { jobId: string; key: string; state: string; hubStatus: string };
      expect(fresh.key).not.toBe(job.key);
      expect(fresh).toMatchObject({ state: 'done', hubStatus: 'failed' });
      // The first attempt may be live: its status says unknown, superseded by the new one, never "cancelled" (issue 32).
      const firstText = await cli(['status', job.jobId, '--data-dir', w.dir], env);
      expect(firstText.out.join('\n')).toContain(`outcome unknown (may be live; sent again as new as ${fresh.jobId})`);
      expect(firstText.out.join('\n')).not.toMatch(/cancelled/);
      const firstJson = JSON.parse((await cli(['status', job.jobId, '--json', '--data-dir', w.dir], env)).out[0]!) as { post: { state: string; resentAs: string } };
      expect(firstJson.post).toMatchObject({ state: 'unknown', resentAs: fresh.jobId });
      w.sandbox.control.setFaults({ processing_ms: 0 });
      const retried = await cli(['retry', fresh.jobId, '--wait', '--json', '--data-dir', w.dir], env);
      expect(retried.code).toBe(0);
      expect(JSON.parse(retried.out[0]!)).toMatchObject({ state: 'done', hubStatus: 'completed', reason: 'retry_channels', parentJobId: fresh.jobId });
    } finally {
      w.reopen();
    }
  });

  it('resend of an unknown outcome whose time has passed asks --now or --at … --zone …, then goes at that time', async () => {
    w = await world({ faults: { upstream_timeout_lost: 1, processing_ms: 0 } });
    const zone = 'Asia/Ho_Chi_Minh';
    const wall = (ms: number) => DateTime.fromMillis(Date.now() + ms, { zone }).toFormat("yyyy-MM-dd'T'HH:mm");
    // Far enough ahead that a slow start of the CLI (a loaded machine) still reaches the Hub before it: 1 s was not.
    const due = Date.now() + 10_000;
    const soon = w.draft({ scheduled_at: DateTime.fromMillis(due, { zone }).toFormat("yyyy-MM-dd'T'HH:mm:ss"), timezone: zone });
    w.lib.close();
    const env = { POSTROOM_HUB_URL: w.sandbox.url, POSTROOM_API_KEY: w.sandbox.apiKey };
    try {
      const job = JSON.parse((await cli(['publish', soon, '--json', '--data-dir', w.dir], env)).out[0]!) as { jobId: string; key: string };
      await new Promise((res) => setTimeout(res, Math.max(0, due + 1_500 - Date.now())));
      w.sandbox.control.setFaults({ processing_ms: 0 });
      // The old code resent the past time, and the Hub refused it ("scheduled_at … is in the past").
      const bare = await cli(['resend', job.jobId, '--confirm', '--settle-seconds', '0', '--data-dir', w.dir], env);
      expect([bare.code, bare.err]).toEqual([2, expect.stringMatching(/its time has passed .*--now, or --at/)]);
      const later = wall(3_600_000);
      const at = await cli(['resend', job.jobId, '--confirm', '--settle-seconds', '0', '--at', later, '--zone', zone, '--json', '--data-dir', w.dir], env);
      expect(at.code).toBe(0);
      const fresh = JSON.parse(at.out[0]!) as { key: string; state: string; hubStatus: string; reason: string };
      expect(fresh).toMatchObject({ state: 'awaiting', hubStatus: 'scheduled', reason: 'resend' });
      expect(fresh.key).not.toBe(job.key);
    } finally {
      w.reopen();
    }
  }, 60_000);

  it('the table\'s words: ask reads an unknown outcome from the Hub; retry of a post past its time asks --now or --at, then goes', async () => {
    // Every channel will refuse it at its time (decided when the Hub takes it), and the answer times out.
    w = await world({ faults: { upstream_timeout: 1, channel_refusal: 1, processing_ms: 0 } });
    const zone = 'Asia/Ho_Chi_Minh';
    const wall = (ms: number) => DateTime.fromMillis(Date.now() + ms, { zone }).toFormat("yyyy-MM-dd'T'HH:mm:ss");
    // Ahead far enough for four CLI calls on a loaded machine to happen before it (1.5 s was not always).
    const due = Date.now() + 15_000;
    const soon = w.draft({ scheduled_at: wall(15_000), timezone: zone });
    w.lib.close();
    const env = { POSTROOM_HUB_URL: w.sandbox.url, POSTROOM_API_KEY: w.sandbox.apiKey };
    try {
      const r = await cli(['publish', soon, '--json', '--data-dir', w.dir], env);
      const job = JSON.parse(r.out[0]!) as { jobId: string; actions: { row: string } };
      expect(job.actions.row).toBe('unknown_ahead');
      expect((await cli(['status', job.jobId, '--data-dir', w.dir], env)).out[0]).toMatch(/outcome unknown \(not due yet: the Hub may hold it for .+ in Asia\/Ho_Chi_Minh\)/);
      const live = await cli(['resend', job.jobId, '--confirm', '--data-dir', w.dir], env);
      expect([live.code, live.err]).toEqual([1, expect.stringMatching(/its time has not come yet/)]);
      const asked = await cli(['ask', job.jobId, '--json', '--data-dir', w.dir], env);
      expect(asked.code).toBe(0);
      expect(JSON.parse(asked.out[0]!)).toMatchObject({ state: 'awaiting', hubStatus: 'scheduled' });
      // Its time passes; every channel refuses; the retry asks when.
      await new Promise((res) => setTimeout(res, Math.max(0, due + 1_000 - Date.now())));
      await cli(['resume', '--wait', '--data-dir', w.dir], env);
      w.sandbox.control.setFaults({ processing_ms: 0 });
      const bare = await cli(['retry', job.jobId, '--data-dir', w.dir], env);
      expect([bare.code, bare.err]).toEqual([2, expect.stringMatching(/its time has passed: .*--now, or --at/)]);
      const now = await cli(['retry', job.jobId, '--now', '--wait', '--json', '--data-dir', w.dir], env);
      expect(now.code).toBe(0);
      expect(JSON.parse(now.out[0]!)).toMatchObject({ state: 'done', hubStatus: 'completed', reason: 'retry_channels' });
    } finally {
      w.reopen();
    }
  }, 60_000);
});
