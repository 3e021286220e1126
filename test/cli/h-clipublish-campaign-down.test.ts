/**
 * h-clipublish (walk 33, 3): `postroom campaign send NAME` while the Hub did not answer printed nothing and never returned
 * (killed after 5 minutes): its publisher waited for the Hub with no end. `publish` without --wait returns at once in that
 * case (w29resend, maxOfflineMs 0); now the send does too: it says at once that the Hub does not answer (the one line
 * `publish` says, unreachedWords), keeps the jobs under their keys (`postroom resume` sends them once the Hub answers),
 * ends with the status line of posts waiting to reach the Hub (h-cliwords) and exits 1.
 * Real sandbox Hub (one for the file); the Hub that does not answer is a real closed port. The run is stopped (as Ctrl-C
 * stops it) only if it has not returned by itself after 60 s: on the old code it never returned, and the test failed there.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { useCliWorld } from './cli-world';
import { useClosedPort } from '../helpers/closed-port';

const { w, cli } = useCliWorld();

const closed = useClosedPort();

/** `postroom ARGS` against the Hub that does not answer; `returned`: it ended by itself (not stopped after 60 s). */
async function down(args: string[]): Promise<{ code: number; out: string; err: string; returned: boolean }> {
  let out = '';
  let err = '';
  const stop = new AbortController();
  const env = { POSTROOM_HUB_URL: closed.url(), POSTROOM_API_KEY: w.sandbox.apiKey };
  const guard = setTimeout(() => stop.abort(), 60_000);
  try {
    const code = await runCli([...args, '--data-dir', w.dir], { stdout: (s) => (out += s), stderr: (s) => (err += s), stdin: async () => '', env, signal: stop.signal });
    return { code, out, err, returned: !stop.signal.aborted };
  } finally {
    clearTimeout(guard);
  }
}

const lastLine = (s: string): string => s.trim().split('\n').at(-1) ?? '';

describe('campaign send while the Hub does not answer (h-clipublish 3)', () => {
  it('returns by itself, says the Hub does not answer, keeps the jobs for resume, exits 1; resume sends them once', async () => {
    const ids = [w.draft(), w.draft()];
    const c = w.lib.campaigns.create(w.lib.db, { name: 'h-clipublish down', draftIds: ids }).id;
    w.lib.close();
    try {
      const r = await down(['campaign', 'send', c]);
      expect(r.returned, `${r.out}\n${r.err}`).toBe(true); // was: never returned
      expect(r.code).toBe(1);
      expect(r.err).toMatch(/^queued, not sent: the Hub does not answer \(not reachable since \d\d:\d\d UTC\)\. `postroom resume` sends them under the same keys once the Hub answers/m);
      expect(r.err).toMatch(/^batch \w{8}: 2 posts: 0 sent to the Hub, 2 waiting to reach the Hub \(queued, not sent\)$/m);
      expect(lastLine(r.out)).toMatch(new RegExp(`^campaign ${c}: waiting for the Hub; 2 posts · 2 handed to the publisher: 0 at the Hub yet, 2 waiting to reach the Hub \\(it did not answer; their jobs retry under the same keys: postroom resume\\)$`));
      const json = await down(['campaign', 'send', c, '--json']);
      expect(json.returned).toBe(true);
      expect(json.code).toBe(1);
      expect(JSON.parse(lastLine(json.out))).toMatchObject({ ok: false, final: true, toHub: { handed: 2, atHub: 0, waiting: 2 } });
      const st = await down(['campaign', 'status', c]);
      expect(st.out).toMatch(/^waiting for the Hub: 2 posts · 2 handed to the publisher: 0 at the Hub yet, 2 waiting to reach the Hub /m);
      // s30's left-out: `campaign list` (and the app's Campaigns list, the same core list) said "done" of it.
      const list = await down(['campaign', 'list']);
      expect(list.out.split('\n').find((x) => x.startsWith(c))).toMatch(/^\S+\s+2 posts\s+waiting for the Hub\s+h-clipublish down$/);
      expect(JSON.parse((await down(['campaign', 'list', '--json'])).out.trim().split('\n').find((x) => x.includes(c))!)).toMatchObject({ campaign: { id: c, word: 'waitingHub' } });
      expect(w.posts()).toHaveLength(0);
    } finally {
      w.reopen();
    }
    // The Hub answers: resume sends them under their keys, each once.
    expect((await cli(['resume', '--wait'], { closeLibrary: true })).code).toBe(0);
    expect(w.posts()).toHaveLength(2);
    // At the Hub: the list says it is done.
    expect((await cli(['campaign', 'list', '--json'], { closeLibrary: true })).out).toContain('"word":"done"');
    const sent = await cli(['campaign', 'send', c], { closeLibrary: true });
    expect(sent.code, sent.out + sent.err).toBe(0);
    expect(w.posts()).toHaveLength(2);
  }, 180_000);
});
