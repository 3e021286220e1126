/**
 * h-cancelkey: a team WITHOUT approval (random keys). Sam's `publish` went out through a Hub that cut the answer (the call
 * went out, no answer came: the Hub may hold it) and then died; his job was withdrawn (cancelled, its last error
 * `no_answer` kept, as the Outbox's Cancel journaled it before h-lostcancel). After sync Olivia's `publish` of the post
 * took a NEW random key: had the Hub run Sam's call, it held the post twice. Now her send goes under Sam's call's key:
 * the Hub replays it (it ran it) or makes it once (it never got it). A real team server, two CLI data dirs, a real
 * sandbox Hub behind test/helpers/lost-answer-hub.ts. Needs the keychain: run under scripts/with-keyring.sh.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { publishJobs } from '../../src-main/library';
import { cliLaptop, cliTeam, type CliLaptop } from './helpers';
import { lostAnswerHub, type LostAnswerHub } from '../helpers/lost-answer-hub';

for (const reached of [true, false]) {
  describe(`a teammate's send withdrawn after a call that may have reached the Hub, no approval (${reached ? 'the Hub ran it' : 'it never got it'}): h-cancelkey`, () => {
    const team = cliTeam({ prefix: 'postroom-h-cancelkey-', hub: { seed: 4407 } });
    let front: LostAnswerHub | undefined;
    afterAll(async () => {
      await front?.close();
      await team.stop();
    });
    const tag = `h-cancelkey-${reached ? 'ran' : 'never'}-${Date.now().toString(36)}`;
    const hubPosts = (): Array<{ key: string }> => team.sandbox().control.db.prepare('SELECT idempotency_key AS key FROM posts WHERE caption LIKE ?').all(`${tag}%`) as Array<{ key: string }>;

    it(`Olivia's publish goes under Sam's cut call's key: the Hub holds ONE post${reached ? '' : ' (with its channels changed since, it is held with why)'}`, async () => {
      const [sam, olivia] = (await team.start([{ dir: 'sam', name: 'Sam', role: 'editor' }, { dir: 'olivia', name: 'Olivia', role: 'owner' }] as const)) as [CliLaptop, CliLaptop];
      await olivia.sync();
      await olivia.ok(['team', 'settings', '--approval-required', 'no']);
      for (const l of [olivia, sam]) await l.sync();
      let id = '';
      sam.lib((l) => {
        id = l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/h-cancelkey.jpg'], caption: `${tag} 1` }).id;
      });
      front = await lostAnswerHub(team.sandbox().url, { answered: 0, lost: 1, reached });
      const samDown = cliLaptop(team.root(), 'sam', team.token('Sam'), { POSTROOM_API_KEY: team.sandbox().apiKey, POSTROOM_HUB_URL: front.url });
      const sent = await samDown.run(['publish', id]);
      expect(front.lost(), sent.stdout + sent.stderr).toBe(1);
      expect(front.lost()).toBe(1);
      const samJob = sam.lib((l) => publishJobs.listJobs(l.db, { draftId: id }))[0]!;
      expect(samJob.lastError?.code).toBe('no_answer');
      sam.lib((l) => publishJobs.updateJob(l.db, samJob.id, { state: 'cancelled', nextAt: null }, { event: { at: Date.now(), type: 'cancelled', state: 'cancelled' } }));
      for (const l of [sam, olivia, sam, olivia]) await l.sync();
      expect(hubPosts()).toHaveLength(reached ? 1 : 0);

      if (!reached) {
        // The draft's channels changed since Sam's call (Olivia added one): a new key could be a second post; held.
        olivia.lib((l) => l.drafts.update(l.db, id, { platforms: ['x', 'instagram'] }));
        const held = await olivia.run(['publish', id, '--wait']);
        expect(held.stdout + held.stderr).toContain("its earlier send by Sam (over x) was withdrawn after a call that may have reached the Hub (no answer came back: the Hub may hold it under that call's key); its channels changed since, so it is not sent under a new key");
        expect(olivia.lib((l) => publishJobs.listJobs(l.db, { draftId: id }))).toEqual([]);
        olivia.lib((l) => l.drafts.update(l.db, id, { platforms: ['x'] }));
      }
      await olivia.run(['publish', id, '--wait']);
      const keys = olivia.lib((l) => publishJobs.listJobs(l.db, { draftId: id }).map((j) => j.idempotencyKey));
      expect(keys).toEqual([samJob.idempotencyKey]);
      expect(hubPosts()).toEqual([{ key: samJob.idempotencyKey }]);
    }, 180_000);
  });
}
