/**
 * h-pubsync (walk 41a, 2): a send that went out AFTER the request for changes is said so, with who sent it and both
 * times, from the core's one reading (team/sent-after-request.ts): Compose's review panel (the bridge's review DTO
 * `sentAfterRequest`), `review list` and `status`. Bảo (owner) approved Lan's post, then asked for changes on his laptop
 * before it synced; Lan's publish went out under the approval a moment later; both laptops then synced. Before
 * h-pubsync the review said "changes requested by you · 12:31" and "At the Hub since 12:31 (sent by Lan)", never
 * which came first. One REAL team server and sandbox Hub for the file; Lan and Bảo on the CLI, Bảo's app core too.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '../../src-main/bridge';
import type { PostReviewDto } from '../../src-main/bridge/contract';
import { MemorySecretStore } from '../../src-main/secrets';
import { sentAfterRequest } from '../../src-main/team';
import { call, cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-pubsync-after-', hub: { seed: 411 } });
let lan: CliLaptop;
let bao: CliLaptop;
let id = '';
const SECOND = /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/.source;

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  id = lan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/after.jpg'], caption: 'Giá cà phê muối 35k' }).id);
  await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
  await bao.ok(['review', 'approve', id]);
  await bao.sync();
  await lan.sync();
  // Bảo takes the approval back on his laptop; it has not reached the team server when Lan sends.
  await bao.ok(['review', 'changes', id, '--comment', 'Sai giá']);
  await new Promise((r) => setTimeout(r, 20));
  const sent = await lan.run(['publish', id]);
  expect(sent.code, sent.stdout + sent.stderr).toBe(0);
  await bao.sync();
  await lan.sync();
  await bao.sync();
}, 60_000);

afterAll(() => team.stop());

describe('a send made after the request for changes', () => {
  it("Bảo's review panel (the review DTO) says Lan sent it after he asked for changes, both times", async () => {
    const app = await createCore({ dataDir: join(team.root(), 'bao'), shell: 'web', env: { POSTROOM_TEAM_TOKEN: team.token('Bảo'), POSTROOM_API_KEY: team.sandbox().apiKey }, secretStore: new MemorySecretStore(), embeddedSandbox: false, connectivityIntervalMs: 0, resume: false });
    try {
      const r = (await call<Record<string, PostReviewDto>>(app, 'review.get', { draftIds: [id] }))[id]!;
      expect(r.state).toBe('changes_requested');
      expect(r.sentAfterRequest).toMatchObject({ by: 'Lan', requestedBy: 'Bảo' });
      expect(Date.parse(r.sentAfterRequest!.at)).toBeGreaterThan(Date.parse(r.sentAfterRequest!.requestedAt));
      expect(r.sentAfterRequest!.requestedAt).toBe(r.last!.at);
    } finally {
      await app.close();
    }
  });

  it("Bảo's `status` says it of Lan's send", async () => {
    const status = await bao.run(['status']);
    expect(status.stdout.split('\n').find((l) => l.includes(`draft ${id}`)) ?? '').toMatch(new RegExp(`\\[sent by Lan at ${SECOND}, after you asked for changes at ${SECOND}\\]`));
    const json = (await bao.ok(['status'])).lines().find((l) => l.draftId === id) as { sentAfterRequest?: object };
    expect(json.sentAfterRequest).toMatchObject({ by: 'Lan', requestedBy: 'Bảo' });
  });

  it("Lan's `review list` (came back) and `status` say her own send came after Bảo's request", async () => {
    const list = await lan.run(['review', 'list']);
    expect(list.stdout.split('\n').find((l) => l.includes(id)) ?? '').toMatch(new RegExp(`sent by you at ${SECOND}, after Bảo asked for changes at ${SECOND}\\]`));
    const json = (await lan.ok(['review', 'list'])).lines().find((l) => (l.review as { draftId?: string } | undefined)?.draftId === id)?.review as { sentAfterRequest?: object };
    expect(json.sentAfterRequest).toMatchObject({ by: null, mine: true, requestedBy: 'Bảo' });
    const status = await lan.run(['status']);
    expect(status.stdout.split('\n').find((l) => l.includes(`draft ${id}`)) ?? '').toMatch(new RegExp(`\\[sent by you at ${SECOND}, after Bảo asked for changes at ${SECOND}\\]`));
  });
});

describe('sentAfterRequest, the one reading', () => {
  const asked = { state: 'changes_requested', last: { action: 'request_changes', by: 'Bảo', at: '2026-11-29T00:31:06.000Z' } };
  it('the first send after the open request, none before it, none once another step came', () => {
    expect(sentAfterRequest(asked, [{ at: Date.parse('2026-11-29T00:31:05.900Z'), by: 'Lan' }])).toBeNull();
    expect(sentAfterRequest(asked, [{ at: Date.parse('2026-11-29T00:31:07.000Z'), by: 'Hạnh' }, { at: Date.parse('2026-11-29T00:31:06.800Z'), by: null }]))
      .toEqual({ by: null, at: Date.parse('2026-11-29T00:31:06.800Z'), requestedBy: 'Bảo', requestedAt: '2026-11-29T00:31:06.000Z' });
    expect(sentAfterRequest({ ...asked, state: 'in_review', last: { ...asked.last, action: 'submit' } }, [{ at: Date.parse('2026-11-29T00:31:07.000Z'), by: 'Lan' }])).toBeNull();
  });
});
