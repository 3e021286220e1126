/**
 * h-unchanged (walk 39a, 1): "not changed since a request for changes" is judged against the LATEST open request, the
 * agency's or a client's relayed (team/review-unchanged.ts). On a REAL team server, Hạnh (editor) and Marc (approver)
 * through the CLI, Hạnh's laptop also opened as the app's core (the bridge Compose's panel, the review queue and the
 * campaign's Review tab read):
 * - post A: Marc asks for 15% on the 20% version; Hạnh makes it 15% and sends it again; the client (via Marc) asks to
 *   keep 20%; Hạnh puts 20% back. She changed it since the latest request: sent without a question. Before, the app
 *   asked "you have not changed it since Marc asked for changes" and `review submit` exited 1 saying so (the text was
 *   again the version Marc had asked to change at first).
 * - post B: the client (via Marc) asks for changes and Hạnh sends it again without an edit: she is asked, the client
 *   named. Before, the client's request was read past (only the agency's counted): sent without a question.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '../../src-main/bridge';
import type { PostReviewDto } from '../../src-main/bridge/contract';
import { MemorySecretStore } from '../../src-main/secrets';
import { reviewOf } from '../../src-main/team';
import { call, campaignInReview, clientDecisionsFile, clientPageData, cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-h-unchanged-' });
let hanh: CliLaptop;
let marc: CliLaptop;
let a = '';
let b = '';
const TWENTY = 'Giảm 20% toàn bộ menu cuối tuần này';
const FIFTEEN = 'Giảm 15% toàn bộ menu cuối tuần này';

/** What Hạnh's app reads of the posts (review.get, the bridge every screen reads). */
async function appReads(ids: string[]): Promise<Record<string, PostReviewDto>> {
  const app = await createCore({ dataDir: hanh.dir, shell: 'web', env: { POSTROOM_TEAM_TOKEN: team.token('Hạnh') }, secretStore: new MemorySecretStore(), embeddedSandbox: false, connectivityIntervalMs: 0, resume: false });
  try {
    return await call<Record<string, PostReviewDto>>(app, 'review.get', { draftIds: ids });
  } finally {
    await app.close();
  }
}

beforeAll(async () => {
  [hanh, marc] = await team.start([{ dir: 'hanh', name: 'Hạnh', role: 'editor' }, { dir: 'marc', name: 'Marc', role: 'approver' }] as const);
  const { posts, campaignId } = await campaignInReview(hanh, 'Cuối tuần', [TWENTY, 'Mở cửa từ 7h']);
  [a = '', b = ''] = posts;
  await marc.sync();
  await marc.ok(['review', 'changes', a, '--comment', 'The 20% is wrong: it is 15%']);
  await marc.sync();
  await hanh.sync();
  hanh.lib((l) => l.drafts.update(l.db, a, { caption: FIFTEEN }));
  await hanh.ok(['review', 'submit', a]);
  await hanh.sync();
  // The client's page (made by Hạnh), its answers relayed by Marc: "please keep 20%" on A, a change asked on B.
  const page = join(team.root(), 'page.html');
  await hanh.ok(['review', 'preview', campaignId, '--out', page, '--zone', 'Asia/Ho_Chi_Minh']);
  await hanh.sync();
  await marc.sync();
  const file = clientDecisionsFile(team.root(), clientPageData(readFileSync(page, 'utf8')), [{ i: 0, decision: 'request_changes', note: 'please keep 20%' }, { i: 1, decision: 'request_changes', note: 'Mở từ 6h30' }]);
  await marc.ok(['review', 'decisions', file]);
  await marc.sync();
  await hanh.sync();
  // Hạnh does as the client asked on A: 20% again (the very text Marc asked to change at first). B she leaves.
  hanh.lib((l) => l.drafts.update(l.db, a, { caption: TWENTY }));
}, 120_000);
afterAll(() => team.stop());

describe('sent for review again: judged against the latest request for changes', () => {
  it("the app reads both posts as the core does: A changed since the client's request, B not", async () => {
    expect(hanh.lib((l) => [reviewOf(l.db, a).state, reviewOf(l.db, b).state])).toEqual(['changes_requested', 'changes_requested']);
    const r = await appReads([a, b]);
    expect(r[a]).toMatchObject({ state: 'changes_requested', unchangedSince: null, resubmitAsks: false });
    expect(r[b]).toMatchObject({ state: 'changes_requested', unchangedSince: { by: 'client (via Marc)', comment: 'Mở từ 6h30' }, resubmitAsks: true });
  });

  it('the CLI sends A without a question; B is asked, naming the client', async () => {
    const sa = await hanh.run(['review', 'submit', a]);
    expect(sa.stderr + sa.stdout).not.toContain('you have not changed it');
    expect(sa.code, sa.stderr + sa.stdout).toBe(0);
    expect(hanh.lib((l) => reviewOf(l.db, a).state)).toBe('in_review');
    const sb = await hanh.run(['review', 'submit', b]);
    expect(sb.code).toBe(1);
    expect(sb.stderr + sb.stdout).toContain('you have not changed it since the client (via Marc) asked for changes');
    expect(hanh.lib((l) => reviewOf(l.db, b).state)).toBe('changes_requested');
  });

  it("Marc's queue reads A as a plain submit, not as sent again unchanged", async () => {
    await hanh.sync();
    await marc.sync();
    const row = (await marc.ok(['review', 'list'])).lines().find((l) => l.review?.draftId === a)?.review;
    expect(row).toMatchObject({ state: 'in_review', lastBy: 'Hạnh' });
    expect(row?.unchangedSince).toBeUndefined();
  });
});
