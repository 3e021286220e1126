/**
 * h-withdrawn (walk 44b, 6): Sam's campaign Send (3 approved posts), the Hub killed mid-send: it answered post 1; the calls
 * of posts 2 and 3 went out and no answer came (they MAY be at the Hub). Sam pressed Cancel on their jobs in his Outbox
 * (withdrawn after a call that may have reached the Hub). One REAL team server (approval required), one sandbox Hub; Sam's
 * send goes through a front that cuts the answers and then dies (test/helpers/lost-answer-hub.ts). Sam (editor) and
 * Olivia (owner) are CLI laptops; Sam's Cancel is his app core's `jobs.cancel` (the Outbox's).
 *
 * (a) After sync Olivia's `campaign status` read "partly sent: 3 posts · 1 sent (1 by Sam, a teammate) · 2 ready to send
 *     now" and "post 2 … not sent yet: nothing holds it": no word that Sam withdrew them after a call that may have reached
 *     the Hub. Now it says so, and what a send does: it goes under the same keys as Sam's calls (the same approval), so
 *     the Hub keeps one post each — which her send then does.
 * (b) After Olivia's `campaign send` Sam's laptop read "batch …: 3 posts; 1 scheduled at the Hub, 2 cancelled; sent by
 *     Olivia (a teammate): 2 cancelled" while the Hub holds them scheduled. Now his batch follows her send (settledBy):
 *     "3 scheduled at the Hub; sent by Olivia (a teammate): 2 scheduled at the Hub", in `campaign status` and the app alike.
 * Two cases: the Hub never got the cut calls (the walk's), and it ran them (Olivia's calls are replays of Sam's).
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/bridge';
import type { CampaignStatusDto } from '../../src-main/bridge/contract';
import { campaigns, publishJobs } from '../../src-main/library';
import { MemorySecretStore } from '../../src-main/secrets';
import { call, cliLaptop, cliTeam, type CliLaptop } from './helpers';
import { lostAnswerHub, type LostAnswerHub } from '../helpers/lost-answer-hub';

type Status = CampaignStatusDto & { word: string };

/** One case's team, laptops and campaign, built in the describe's beforeAll. */
function useCase(reached: boolean) {
  const team = cliTeam({ prefix: 'postroom-h-withdrawn-', hub: { seed: 4406 } });
  const c = { sam: undefined as unknown as CliLaptop, olivia: undefined as unknown as CliLaptop, campaignId: '', ids: [] as string[], samKeys: [] as string[], withdrawnIds: [] as string[], team };
  let front: LostAnswerHub | undefined;
  const tag = `h-withdrawn-${reached ? 'ran' : 'never'}-${Date.now().toString(36)}`;
  const hubPosts = (): Array<{ key: string; caption: string }> =>
    team.sandbox().control.db.prepare('SELECT idempotency_key AS key, caption FROM posts WHERE caption LIKE ?').all(`${tag}%`) as Array<{ key: string; caption: string }>;
  const coreOf = (dir: string, name: string): Promise<Core> =>
    createCore({ dataDir: join(team.root(), dir), shell: 'web', env: { POSTROOM_TEAM_TOKEN: team.token(name), POSTROOM_API_KEY: team.sandbox().apiKey }, secretStore: new MemorySecretStore(), embeddedSandbox: false, connectivityIntervalMs: 0, resume: false });
  beforeAll(async () => {
    const [sam, olivia] = await team.start([{ dir: 'sam', name: 'Sam', role: 'editor' }, { dir: 'olivia', name: 'Olivia', role: 'owner' }] as const);
    Object.assign(c, { sam, olivia });
    await olivia.sync();
    await olivia.ok(['team', 'settings', '--approval-required', 'yes']);
    await olivia.sync();
    await sam.sync();
    sam.lib((l) => {
      for (const k of ['1', '2', '3']) c.ids.push(l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/h-withdrawn.jpg'], caption: `${tag} ${k}`, scheduled_at: '2027-01-10T09:00:00.000Z', timezone: 'UTC' }).id);
      c.campaignId = campaigns.create(l.db, { name: 'Camp12 cancel', draftIds: c.ids }).id;
    });
    for (const id of c.ids) await sam.ok(['review', 'submit', id]);
    await sam.sync();
    await olivia.sync();
    for (const id of c.ids) await olivia.ok(['review', 'approve', id]);
    await olivia.sync();
    await sam.sync();
    // Sam's Send: the Hub answers one call; the next two go out and no answer comes; then it is gone.
    front = await lostAnswerHub(team.sandbox().url, { answered: 1, lost: 2, reached });
    const samDown = cliLaptop(team.root(), 'sam', team.token('Sam'), { POSTROOM_API_KEY: team.sandbox().apiKey, POSTROOM_HUB_URL: front.url });
    await samDown.run(['campaign', 'send', c.campaignId]);
    expect(front.lost()).toBe(2);
    const jobs = sam.lib((l) => publishJobs.listJobs(l.db, {}));
    c.samKeys = jobs.map((j) => j.idempotencyKey).sort();
    const waiting = jobs.filter((j) => j.state === 'retrying');
    expect(waiting.map((j) => j.lastError?.code)).toEqual(['no_answer', 'no_answer']);
    c.withdrawnIds = c.ids.filter((id) => waiting.some((j) => j.draftId === id));
    // Sam's Outbox: Cancel on each job still waiting, as it journaled it before h-lostcancel refused Cancel of a send
    // whose answer was lost (answer_lost): journals of that build hold such jobs (h-cancelkey).
    sam.lib((l) => {
      for (const j of waiting) publishJobs.updateJob(l.db, j.id, { state: 'cancelled', nextAt: null }, { event: { at: Date.now(), type: 'cancelled', state: 'cancelled' } });
    });
    for (const l of [sam, olivia, sam, olivia]) await l.sync();
  }, 240_000);
  afterAll(async () => {
    await front?.close();
    await team.stop();
  });
  const status = async (l: CliLaptop): Promise<{ json: Status; text: string; batches: string[] }> => {
    const lines = (await l.ok(['campaign', 'status', c.campaignId])).lines();
    const r = await l.run(['campaign', 'status', c.campaignId]);
    return { json: lines.find((x) => x.status)?.status as Status, text: r.stdout + r.stderr, batches: r.stdout.split('\n').filter((x) => x.startsWith('batch ')) };
  };
  /** The app's reading on `dir`'s laptop (its core's campaigns.status, the Send tab's). */
  const appStatus = async (dir: string, name: string): Promise<CampaignStatusDto> => {
    const core = await coreOf(dir, name);
    try {
      return await call<CampaignStatusDto>(core, 'campaigns.status', { id: c.campaignId });
    } finally {
      await core.close();
    }
  };
  return { c, hubPosts, status, appStatus };
}

for (const reached of [false, true]) {
  describe(`Sam withdrew posts after calls that may have reached the Hub (${reached ? 'it ran them' : 'it never got them, as in walk 44b'}): h-withdrawn, walk 44b, 6`, () => {
    const { c, hubPosts, status, appStatus } = useCase(reached);

    it('the case as built: the Hub holds the answered post' + (reached ? ' and the two cut ones' : ' only'), () => {
      expect(hubPosts()).toHaveLength(reached ? 3 : 1);
    });

    it("(a) Olivia's `campaign status` says Sam withdrew them after calls that may have reached the Hub, and that a send keeps one post each", async () => {
      const s = await status(c.olivia);
      expect(s.json.withdrawnBy).toEqual([{ name: 'Sam', posts: 2, draftIds: c.withdrawnIds, sameKeys: true }]);
      expect(s.text).toMatch(/^partly sent: 3 posts · 1 sent \(1 by Sam, a teammate\) · 2 ready to send now \(2 withdrawn by Sam \(a teammate\) after calls that may have reached the Hub: a send from here goes under the same keys as those calls, so the Hub keeps one post each\)$/m);
      for (const id of c.withdrawnIds) expect(s.text).toContain(`(draft ${id}) not sent yet: withdrawn by Sam (a teammate) after a call that may have reached the Hub; the next send takes it under the same key as that call (the Hub keeps one post)`);
      expect(s.text).not.toMatch(/nothing holds it/);
      // The app's Send tab reads the same derivation.
      expect((await appStatus('olivia', 'Olivia')).withdrawnBy).toEqual(s.json.withdrawnBy);
    });

    it("(a) Olivia's send goes under Sam's keys: the Hub keeps one post each", async () => {
      await c.olivia.run(['campaign', 'send', c.campaignId]);
      const keys = c.olivia.lib((l) => publishJobs.listJobs(l.db, {}).map((j) => j.idempotencyKey));
      expect(keys).toHaveLength(2);
      expect(keys.every((k) => c.samKeys.includes(k))).toBe(true);
      expect(hubPosts()).toHaveLength(3);
      expect(new Set(hubPosts().map((p) => p.caption)).size).toBe(3);
      for (const l of [c.olivia, c.sam, c.olivia, c.sam]) await l.sync();
    });

    it("(b) Sam's laptop follows that send: scheduled at the Hub, never 'cancelled'; his app's batch counts the same", async () => {
      const s = await status(c.sam);
      expect(s.text).not.toMatch(/cancelled/);
      if (reached) {
        // The Hub ran Sam's calls: Olivia's were replays of them; the posts are Sam's at the Hub.
        expect(s.batches).toEqual([expect.stringMatching(/^batch \S+: 3 posts; 3 scheduled at the Hub$/)]);
        expect(s.text).toMatch(/^done: 3 posts · 3 sent$/m);
      } else {
        expect(s.batches).toEqual([expect.stringMatching(/^batch \S+: 3 posts; 3 scheduled at the Hub; sent by Olivia \(a teammate\): 2 scheduled at the Hub$/)]);
        expect(s.text).toMatch(/^done: 3 posts · 3 sent \(2 by Olivia, a teammate\)$/m);
      }
      const app = await appStatus('sam', 'Sam');
      expect(app.batches.map((b) => b.byState)).toEqual([{ awaiting: 3 }]);
      expect(app.batches[0]!.scheduled).toBe(3);
    });
  });
}
