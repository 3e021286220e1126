/**
 * h-restore (session 29, 3): "Restore withdrawn" of a campaign kept from a team this computer left was done, while its
 * Send is refused (w28cli: left_team, one sentence, exit 1). Now refused the same way, before anything is written: the
 * core's restoreWithdrawn (the bridge's campaigns.restoreWithdrawn and `campaign restore` alike) throws TeamError
 * `left_team` with the Send's sentence (its last words "Nothing was restored."), the CLI exits 1 as Send does, and the
 * post stays withdrawn. One REAL team server ('Sóng Agency') and sandbox Hub, started once for the file; Lan (editor) and
 * Bảo (owner) are CLI laptops. Failed before: `campaign restore` exited 0 with "1 post restored" after Lan left.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreWithdrawn } from '../../src-main/campaigns';
import { campaignPlans, campaigns } from '../../src-main/library';
import { MemorySecretStore } from '../../src-main/secrets';
import { leaveTeam } from '../../src-main/team';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-h-restore-left-', teamName: 'Sóng Agency', hub: { seed: 29 } });
let lan: CliLaptop;
let bao: CliLaptop;
const tag = `hrestore-${Date.now().toString(36)}`;
const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date());
const post = (caption: string) => ({ profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/hrestore.jpg'], caption: `${tag} ${caption}` });

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  for (const l of [lan, bao]) await l.ok(['team', 'status']);
}, 60_000);
afterAll(() => team.stop());

describe('h-restore: restore of a campaign kept from a team left is refused as its Send is', () => {
  it('left_team, the Send\'s sentence, exit 1 (as `campaign send`); nothing restored', async () => {
    const made = lan.lib((l) => {
      const posts = ['left 1', 'left 2'].map((c) => l.drafts.create(l.db, post(c)).id);
      const id = campaigns.create(l.db, { name: 'kept', draftIds: posts }).id;
      campaignPlans.withdraw(l.db, id, [posts[0]!]); // what the send's Cancel does to a post not handed yet
      return { id, posts };
    });
    await lan.sync();
    await lan.lib((x) => leaveTeam(x, new MemorySecretStore(), x.workspaces.getCurrent(x.db)));
    const send = await lan.run(['campaign', 'send', made.id]);
    const r = await lan.run(['campaign', 'restore', made.id]);
    const sentence = `You left Sóng Agency on ${today}: this campaign's posts are published through the team only. Rejoin it (postroom workspace join NAME --team URL), then send it again (or in the app: Duplicate, to send a copy of your own). Nothing was restored.`;
    expect({ code: r.code, stdout: r.stdout, stderr: r.stderr }).toEqual({ code: send.code, stdout: '', stderr: `postroom: ${sentence}\n` });
    expect(send.stderr).toBe(`postroom: ${sentence.replace('Nothing was restored.', 'Nothing was sent.')}\n`);
    const j = await lan.run(['campaign', 'restore', made.id, '--json']);
    expect(j.code).toBe(1);
    expect(j.json()).toMatchObject({ ok: false, error: { code: 'left_team' } });
    // The core the bridge calls: the same typed error, before anything is written.
    const thrown = lan.lib((l) => {
      try {
        restoreWithdrawn(l, made.id, null, Date.now());
        return null;
      } catch (e) {
        return { name: (e as Error).name, code: (e as { code?: string }).code, message: (e as Error).message };
      }
    });
    expect(thrown).toEqual({ name: 'TeamError', code: 'left_team', message: sentence });
    expect(lan.lib((l) => campaignPlans.sends(l.db, made.id).map((x) => [x.draftId, x.outcome]))).toEqual([[made.posts[0], 'withdrawn']]);
  }, 60_000);
});
