/**
 * h-cliwords (walks 31/32, 1): `campaign send` while the Hub is down ended "2 posts · 2 sent" beside its batch line "0 sent to
 * the Hub, 2 waiting to reach the Hub": the count was "handed to the publisher". Now it says so, and how many are at the Hub
 * (the batches' own count, publisher batchOutcomes `unreached`); `campaign status` says the same; `--json` adds `toHub`, its
 * fields kept; the send exits 1 while posts wait. `publish` checked in the same case (it already said queued, not sent).
 * Real sandbox Hub (one for the file); the Hub that is down is a real closed port. Failed on the old code ("· 2 sent").
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { dataPaths } from '../../src-main/common';
import { useCliWorld } from './cli-world';
import { useClosedPort } from '../helpers/closed-port';

const { w, cli } = useCliWorld();

const closed = useClosedPort();

/**
 * `postroom ARGS` against the Hub that is down. `stopWhenWaiting`: the run is stopped (as Ctrl-C stops it) once the journal
 * holds a job of each of these drafts retrying on a network error (read from the library file, read-only), as a person
 * stops a send that waits for a Hub that does not answer.
 */
async function down(args: string[], stopWhenWaiting: readonly string[] = []): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const stop = new AbortController();
  const env = { POSTROOM_HUB_URL: closed.url(), POSTROOM_API_KEY: w.sandbox.apiKey };
  const run = runCli([...args, '--data-dir', w.dir], { stdout: (s) => (out += s), stderr: (s) => (err += s), stdin: async () => '', env, signal: stop.signal });
  let ended = false;
  void run.finally(() => (ended = true));
  if (stopWhenWaiting.length > 0) {
    const file = dataPaths(w.dir).library;
    const waiting = (): number => {
      const db = new Database(file, { readonly: true, fileMustExist: true });
      try {
        const q = `SELECT count(DISTINCT draft_id) AS n FROM publish_jobs WHERE state = 'retrying' AND last_error_code = 'network' AND draft_id IN (${stopWhenWaiting.map(() => '?').join(',')})`;
        return (db.prepare(q).get(...stopWhenWaiting) as { n: number }).n;
      } finally {
        db.close();
      }
    };
    while (!ended && waiting() < stopWhenWaiting.length) await new Promise((r) => setTimeout(r, 100));
    stop.abort();
  }
  return { code: await run, out, err };
}

const lastLine = (s: string): string => s.trim().split('\n').at(-1) ?? '';
const HANDED = '2 handed to the publisher: 0 at the Hub yet, 2 waiting to reach the Hub (it did not answer; their jobs retry under the same keys: postroom resume)';

describe('campaign send while the Hub is down: handed to the publisher, not sent (h-cliwords 1)', () => {
  it('the final line and the status say how many reached the Hub; --json adds toHub; once sent, "2 sent"', async () => {
    const ids = [w.draft(), w.draft()];
    const c = w.lib.campaigns.create(w.lib.db, { name: 'h-cliwords down', draftIds: ids }).id;
    w.lib.close();
    try {
      // h-clipublish (walk 33, 3): the send returns by itself while the Hub does not answer (it waited with no end: stopped here).
      const r = await down(['campaign', 'send', c]);
      expect(r.err).toMatch(/^batch \w{8}: 2 posts: 0 sent to the Hub, 2 waiting to reach the Hub \(queued, not sent\)$/m);
      expect(lastLine(r.out)).toBe(`campaign ${c}: waiting for the Hub; 2 posts · ${HANDED}`);
      expect(r.out).not.toMatch(/· 2 sent/);
      // Sent again while still down: nothing new to hand; the same truth.
      const again = await down(['campaign', 'send', c]);
      expect(again.code).toBe(1); // not all at the Hub: not a clean end
      expect(lastLine(again.out)).toMatch(new RegExp(`^campaign ${c}: waiting for the Hub; 2 posts · ${HANDED.replace(/[()]/g, '\\$&')}$`));
      const json = JSON.parse(lastLine((await down(['campaign', 'send', c, '--json'])).out)) as { final: boolean; status: { split: { sent: number } }; toHub: unknown };
      expect(json.final).toBe(true);
      expect(json.status.split.sent).toBe(2); // kept: the field's meaning is the split's
      expect(json.toHub).toEqual({ handed: 2, atHub: 0, waiting: 2 });
      const st = await down(['campaign', 'status', c]);
      expect(st.out).toContain(`: 2 posts · ${HANDED}`);
      const stJson = (await down(['campaign', 'status', c, '--json'])).out.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(stJson.find((l) => l.status)).toMatchObject({ toHub: { handed: 2, atHub: 0, waiting: 2 } });

      // The Hub answers: resume sends them; the campaign's posts are sent, said as before.
      expect((await cli(['resume', '--wait'])).code).toBe(0);
      expect(w.posts()).toHaveLength(2);
      const sent = await cli(['campaign', 'status', c]);
      expect(sent.out).toMatch(/: 2 posts · 2 sent$/m);
      expect(sent.out).not.toContain('handed to the publisher');
    } finally {
      w.reopen();
    }
  }, 120_000);

  it('publish while the Hub is down already says queued, not sent (checked: the same case)', async () => {
    const ids = [w.draft(), w.draft()];
    w.lib.close();
    try {
      const r = await down(['publish', ...ids]);
      expect(lastLine(r.out)).toBe('queued 2 drafts, not sent (2 waiting to reach the Hub); not sent 0');
      expect(r.err).toMatch(/^batch \w{8}: 2 posts: 0 sent to the Hub, 2 waiting to reach the Hub \(queued, not sent\)$/m);
    } finally {
      w.reopen();
    }
  }, 90_000);
});
