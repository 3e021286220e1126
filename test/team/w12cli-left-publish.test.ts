/**
 * Walk 12 (w12cli, a): `postroom publish ID` in a workspace that LEFT the team, for a post a teammate already
 * scheduled. The post is already sent, by Lan: the summary counts it so ("1 already sent (by Lan)"), never "with
 * problems"; and the reason it is not sent again is the team left (the left port's hold, team.ts waitingProblem,
 * the app's Publish again says the same: team-actions.ts left_team), never "sending it again as new needs a new
 * approval" (no approval can be had outside the team). Before: "…; sending it again as new needs a new approval"
 * and "not sent 1 (1 with problems)". `--again` is refused for the team left too, and nothing new
 * reaches the Hub.
 * A REAL team server and a sandbox Hub, started once for the file; Bảo (owner) approves, Lan and Chi are CLI laptops.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w12cli-left-publish-', hub: { seed: 12 } });
let lan: CliLaptop;
let chi: CliLaptop;
let bao: CliLaptop;
const caption = `left publish ${Date.now().toString(36)}`;
let id = '';
const LEFT = 'you left the team Postroom team: its posts are published through the team. Rejoin it (postroom workspace join NAME --team URL), or in the app: Duplicate, to publish a copy as your own.';

beforeAll(async () => {
  [lan, chi, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'chi', name: 'Chi', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  const at = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 16);
  id = lan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w12left.jpg'], caption, scheduled_at: at, timezone: 'Asia/Ho_Chi_Minh' }).id);
  await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
  await bao.ok(['review', 'approve', id]);
  await bao.sync();
  await lan.sync();
  await lan.ok(['publish', id, '--wait']);
  await lan.sync();
  await chi.sync();
  // Chi's workspace leaves the team, as Settings → Team → Leave does (team/join.ts leaveTeam: setTeam(null)).
  chi.lib((x) => x.workspaces.setTeam(x.db, x.workspaces.getCurrent(x.db).id, null));
}, 120_000);
afterAll(async () => team.stop());

describe('publish in a workspace that left the team, of a post Lan scheduled', () => {
  it('is held as already sent by Lan, for the team left; the summary says already sent (by Lan)', async () => {
    expect(team.sandbox().control.publishedPosts().filter((p) => p.caption === caption)).toHaveLength(1);
    const r = await chi.run(['publish', id]);
    expect(r.code).toBe(1);
    const line = r.stdout.split('\n').find((x) => x.startsWith(`draft ${id} not sent:`))!;
    expect(line).toMatch(/Already scheduled at the Hub for .* \(Lan's computer sent it at /); // w27cli: whose computer, and when
    expect(line).toContain(LEFT);
    expect(line).not.toContain('needs a new approval');
    expect(r.stdout).toContain('sent 0 drafts; not sent 1 (1 already sent (by Lan))');
    const json = (await chi.run(['publish', id, '--json'])).stdout.trim().split('\n').map((x) => JSON.parse(x) as Record<string, unknown>);
    expect(json.find((x) => x.summary)?.summary).toEqual({ sent: 0, notSent: 1, alreadySent: 1, waiting: 0, problems: 0, outcomes: { posts: 1, sent: { published: 0, partial: 0, channels_refused: 0, scheduled: 0, queued: 0 }, replayed: { published: 0, partial: 0, channels_refused: 0, scheduled: 0, queued: 0, sending: 0 }, replayedBy: [], refused: 0, unknown: 0, sending: 0, unreached: 0, calling: 0, cancelled: 0, held: 1, pending: 0 } }); // h-clipublish: replayed apart
    expect(team.sandbox().control.publishedPosts().filter((p) => p.caption === caption)).toHaveLength(1);
  });

  it('--again is refused for the team left too: nothing new reaches the Hub', async () => {
    const r = await chi.run(['publish', id, '--again']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('You left the team Postroom team: its posts are published through the team.');
    expect(r.stdout).not.toContain('needs a new approval');
    expect(team.sandbox().control.publishedPosts().filter((p) => p.caption === caption)).toHaveLength(1);
  });

  it('in the team (Bảo), the same post still says a new approval is what sending it again needs', async () => {
    await bao.sync();
    const r = await bao.run(['publish', id]);
    expect(r.stdout).toContain("Lan's computer sent it at ");
    expect(r.stdout).toContain('sending it again as new needs a new approval');
    expect(r.stdout).toContain('1 already sent (by Lan)');
  });
});
