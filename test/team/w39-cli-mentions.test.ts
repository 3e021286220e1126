/**
 * Walk 39a: `review submit ID --comment "… @Marc"` mentioned nobody (no "mentions you" mark on Marc's queue, his toast said
 * only "Hạnh commented"). The CLI reads "@Name" by the app's one rule (src-shared/mentions.ts) over the members the team
 * server last listed here (`team status`). One real team server and sandbox Hub for the file; CLI laptops.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/bridge';
import { reviews } from '../../src-main/library';
import { MemorySecretStore } from '../../src-main/secrets';
import { call, cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w39-mentions-', hub: { seed: 3939 } });
let hanh: CliLaptop;
let marc: CliLaptop;
let id = '';

beforeAll(async () => {
  [hanh, marc] = await team.start([{ dir: 'hanh', name: 'Hạnh', role: 'editor' }, { dir: 'marc', name: 'Marc', role: 'owner' }] as const);
  await hanh.ok(['team', 'status']); // the members, as the server lists them, kept here
  id = hanh.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], caption: 'Khuyến mãi 1/12', scheduled_at: '2027-12-01T09:00', timezone: 'Asia/Ho_Chi_Minh' }).id);
  await hanh.ok(['review', 'submit', id, '--comment', 'Giá 15% đúng chưa @Marc? (mail: a@Marc.com)']);
  await hanh.sync();
  await marc.sync();
}, 120_000);
let core: Core | undefined;
afterAll(async () => {
  await core?.close();
  await team.stop();
});

describe("a CLI comment's @mention", () => {
  it('names Marc among its mentions, on both laptops (never an address)', () => {
    for (const l of [hanh, marc]) {
      const c = l.lib((x) => reviews.commentsOf(x.db, id));
      expect(c.map((x) => [x.author, x.mentions])).toEqual([['Hạnh', ['Marc']]]);
    }
  });
  it("Marc's review list marks it as mentioning him", async () => {
    const r = await marc.ok(['review', 'list', '--json']);
    const row = r.lines().map((x) => x.review as { draftId?: string; mentionsMe?: number } | undefined).find((x) => x?.draftId === id);
    expect(row?.mentionsMe).toBe(1);
    expect((await marc.run(['review', 'list'])).stdout).toMatch(new RegExp(`${id} .*\\[@ a comment mentions you\\]`));
    // Hạnh's own comment does not mention her.
    expect((await hanh.run(['review', 'list'])).stdout).not.toContain('mentions you');
  });
});

describe("walk 40a (2): an @mention in the app's Request changes note", () => {
  it('mentions Hạnh, as the comment box and the CLI read it', async () => {
    await marc.ok(['team', 'status']); // the members, kept on Marc's laptop
    core = await createCore({ dataDir: join(team.root(), 'marc'), shell: 'web', env: { POSTROOM_TEAM_TOKEN: team.token('Marc'), POSTROOM_API_KEY: team.sandbox().apiKey }, secretStore: new MemorySecretStore(), embeddedSandbox: false, connectivityIntervalMs: 0, resume: false });
    await call(core, 'review.act', { draftId: id, action: 'request_changes', comment: '@Hạnh mets une photo de Paris la nuit' });
    const c = marc.lib((x) => reviews.commentsOf(x.db, id));
    // Was []: the note mentioned nobody.
    expect(c.at(-1)).toMatchObject({ author: 'Marc', mentions: ['Hạnh'] });
  });
});
