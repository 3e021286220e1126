/**
 * h-reviewwords (walk 44a, 2 and 4), on a REAL team server: Hạnh (editor) and Marc (approver) through the CLI.
 * - 2: Hạnh relays the client's requests for changes on A and B. On HER laptop, `publish A` and `review submit B` named
 *   the client "(via Hạnh)" where `review list`, the dry run and the app say "(via you)": the reader is "you" everywhere.
 * - 4: Marc asks for changes on C, then imports a client file approving C over his own request. Hạnh's `review list`
 *   told her to run `postroom review confirm C --over-request`, an approver-only command ("your role does not approve
 *   posts in this team"): the hint names who may confirm it (Marc), as the other lines for editors do.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignInReview, clientDecisionsFile, clientPageData, cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-h-reviewwords-', hub: {} });
let hanh: CliLaptop;
let marc: CliLaptop;
let a = '';
let b = '';
let c = '';

beforeAll(async () => {
  [hanh, marc] = await team.start([{ dir: 'hanh', name: 'Hạnh', role: 'editor' }, { dir: 'marc', name: 'Marc', role: 'approver' }] as const);
  for (const l of [hanh, marc]) await l.ok(['team', 'status']); // each laptop reads the members, as the app's session does
  const { posts, campaignId } = await campaignInReview(hanh, 'Cuối tuần', ['Cuối tuần giảm 20%', 'Đặt may áo dài', 'Mở cửa từ 7h']);
  [a = '', b = '', c = ''] = posts;
  const page = join(team.root(), 'page.html');
  await hanh.ok(['review', 'preview', campaignId, '--out', page, '--zone', 'Asia/Ho_Chi_Minh']);
  const data = clientPageData(readFileSync(page, 'utf8'));
  // 2: the client asks for changes on A and B; Hạnh relays it.
  await hanh.ok(['review', 'decisions', clientDecisionsFile(team.root(), data, [{ i: 0, decision: 'request_changes', note: 'giá sai' }, { i: 1, decision: 'request_changes', note: 'ảnh khác' }])]);
  await hanh.sync();
  await marc.sync();
  // 4: Marc asks for changes on C, then relays the client's approval of C over his own request.
  await marc.ok(['review', 'changes', c, '--comment', 'Mở từ 6h30']);
  const page2 = join(team.root(), 'page2.html');
  await marc.ok(['review', 'preview', campaignId, '--out', page2, '--zone', 'Asia/Ho_Chi_Minh']);
  await marc.ok(['review', 'decisions', clientDecisionsFile(team.root(), clientPageData(readFileSync(page2, 'utf8')), [{ i: 2, decision: 'approve' }])]);
  await marc.sync();
  await hanh.sync();
}, 120_000);
afterAll(() => team.stop());

describe('walk 44a, 2: the relayer reads "the client (via you)" on her own laptop', () => {
  it('publish names the client\'s request "(via you)", in its line and its summary', async () => {
    const r = await hanh.run(['publish', a]);
    const out = r.stdout + r.stderr;
    expect(out).toContain('changes requested by the client (via you)');
    expect(out).toContain('1 with changes requested by the client (via you)');
    expect(out).not.toContain('via Hạnh');
  });

  it('review submit of a post unchanged since the client asked says "the client (via you)"', async () => {
    const r = await hanh.run(['review', 'submit', b]);
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toContain('you have not changed it since the client (via you) asked for changes');
    expect(r.stdout + r.stderr).not.toContain('via Hạnh');
  });

  it('Marc, who did not relay it, still reads "the client (via Hạnh)"', async () => {
    const r = await marc.run(['publish', a]);
    expect(r.stdout + r.stderr).toContain('changes requested by the client (via Hạnh)');
    expect(r.stdout + r.stderr).toContain('1 with changes requested by the client (via Hạnh)');
  });
});

describe('walk 44a, 4: an editor is not told to run an approver-only command', () => {
  it("Hạnh's review list names Marc as the one who may confirm the client's approval over his request", async () => {
    const r = await hanh.run(['review', 'list']);
    const line = r.stdout.split('\n').find((l) => l.includes(c) && l.includes('the client approved'));
    expect(line, r.stdout).toBeDefined();
    // The team server's owner (the helpers' Quân) may too: whoApproves names every member who may.
    expect(line).toMatch(/— still open; Marc(?: or \S+)? may confirm it over that request: postroom review confirm /);
    expect(line).not.toContain('confirming would approve it');
    // It is Marc's to run: the command is refused on Hạnh's laptop.
    const run = await hanh.run(['review', 'confirm', c, '--over-request']);
    expect(run.code).toBe(1);
  });

  it("Marc's own list still tells him to run it", async () => {
    const r = await marc.run(['review', 'list']);
    const line = r.stdout.split('\n').find((l) => l.includes(c) && l.includes('the client approved'));
    expect(line).toContain('confirming would approve it over that request: postroom review confirm');
  });
});
