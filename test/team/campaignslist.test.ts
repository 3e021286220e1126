/**
 * campaignslist (issue 34, walk 4): a campaign a teammate sent, as Chi's LIST and dry run say it.
 * `campaign list` said the stored "idle" for a campaign Lan sent; the dry run's Time column said "as
 * soon as it is sent" (or the draft's time, edited since) for a post Lan sent, with its warnings.
 * One REAL team server and sandbox Hub (started once for the file); Lan (editor) and Chi (owner) are
 * CLI laptops. A is scheduled (Lan sends it for 20 Jan 09:00, then edits the draft to 25 Jan), B goes
 * at once, D waits in review.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../src-main/library';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { cliLaptop, type CliLaptop } from './helpers';
import { nextYear } from '../helpers/ahead';
import { memberToken } from '../helpers/team-owner';

/** w23dups: its posts' dates in the year after today's (they were 2027), never past on this real clock. */
const Y = nextYear();

let root: string;
let server: TeamServer;
let sandbox: SandboxHandle;
let lan: CliLaptop;
let chi: CliLaptop;
let campaignId = '';
let otherId = '';
const ids: Record<'a' | 'b' | 'd', string> = { a: '', b: '', d: '' };
const tag = `campaignslist-${Date.now().toString(36)}`;
const ZONE = 'Asia/Ho_Chi_Minh';

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-campaignslist-'));
  sandbox = await startSandbox({ faults: 'none', seed: 34 });
  sandbox.control.setProcessingMs(0);
  server = await startTeamServer({ dataDir: join(root, 'server'), port: 0, storeDebounceMs: 20, storeMaxDebounceMs: 100 });
  const lanToken = await memberToken(server.store, { name: 'Lan', role: 'editor' });
  const chiToken = await memberToken(server.store, { name: 'Chi', role: 'owner' });
  lan = cliLaptop(root, 'lan', lanToken, { POSTROOM_API_KEY: sandbox.apiKey });
  chi = cliLaptop(root, 'chi', chiToken, { POSTROOM_API_KEY: sandbox.apiKey });
  for (const l of [lan, chi]) await l.ok(['workspace', 'join', 'Studio', '--team', server.httpUrl, '--hub', sandbox.url]);
  const post = (caption: string, at?: string) => ({ profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/campaignslist.jpg'], caption, ...(at ? { scheduled_at: at, timezone: ZONE } : {}) });
  lan.lib((l) => {
    ids.a = l.drafts.create(l.db, post(`${tag} A`, `${Y}-01-20T09:00`)).id;
    ids.b = l.drafts.create(l.db, post(`${tag} B`)).id;
    ids.d = l.drafts.create(l.db, post(`${tag} D in review`)).id;
    campaignId = campaigns.create(l.db, { name: 'Tết 2027 – Cà Phê', draftIds: [ids.a, ids.b, ids.d] }).id;
    otherId = campaigns.create(l.db, { name: 'Nobody sent this', draftIds: [l.drafts.create(l.db, post(`${tag} E`)).id] }).id;
  });
  for (const id of Object.values(ids)) await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await chi.sync();
  for (const id of [ids.a, ids.b]) await chi.ok(['review', 'approve', id]);
  await chi.sync();
  await lan.sync();
  await lan.run(['campaign', 'send', campaignId, '--json']);
  // After the send, Lan's draft A says another day: the Hub keeps 20 Jan 09:00.
  lan.lib((l) => void l.drafts.update(l.db, ids.a, { scheduled_at: `${Y}-01-25T10:30` }));
  await lan.sync();
  await chi.sync();
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await sandbox?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe("Chi's laptop, after Lan sent the campaign", () => {
  it('campaign list: the campaign Lan sent is done, 2 sent by Lan (the status\'s state), the other still idle', async () => {
    const lines = (await chi.ok(['campaign', 'list'])).lines().filter((l) => l.campaign).map((l) => l.campaign as Record<string, unknown>);
    expect(lines.find((c) => c.id === campaignId)).toMatchObject({ sendState: 'done', teamSent: 2, sentBy: [{ name: 'Lan', posts: 2 }] });
    expect(lines.find((c) => c.id === otherId)).toMatchObject({ sendState: 'idle', teamSent: 0, sentBy: [] });
    const status = (await chi.ok(['campaign', 'status', campaignId])).lines().find((l) => l.status)?.status as Record<string, unknown>;
    expect(status.sendState).toBe('done');
    const text = await chi.run(['campaign', 'list']);
    expect(text.stdout).toMatch(new RegExp(`^${campaignId} +3 posts {2}partly sent .*Tết 2027 – Cà Phê, 2 sent by Lan \\(a teammate\\)$`, 'm'));
  });

  it('campaign dry-run: A at the time the Hub holds (20 Jan 09:00, not the draft\'s 25 Jan), B when it went out, no warnings on either', async () => {
    const r = await chi.run(['campaign', 'dry-run', campaignId, '--json']);
    const rows = r.lines().filter((l) => l.row).map((l) => l.row as { draftId: string; delivery: string; local: string | null; timezone: string; sentBy: string | null; problems: Array<{ code: string; severity?: string }> });
    const a = rows.find((x) => x.draftId === ids.a)!;
    expect(a).toMatchObject({ sentBy: 'Lan', delivery: 'schedule', local: `${Y}-01-20T09:00`, timezone: ZONE });
    expect(a.problems.map((p) => p.code)).toEqual(['sent_by_team']);
    const b = rows.find((x) => x.draftId === ids.b)!;
    expect(b.sentBy).toBe('Lan');
    expect(b.local).not.toBeNull();
    expect(b.problems.map((p) => p.code)).toEqual(['sent_by_team']);
    // w8send (walk 8): a held row's warnings count too — only the third post's own warning; none from A or B.
    const warned = rows.filter((x) => x.problems.some((p) => p.severity === 'warning'));
    expect(warned.map((x) => x.draftId)).not.toContain(ids.a);
    expect(warned.map((x) => x.draftId)).not.toContain(ids.b);
    expect(r.json().summary).toMatchObject({ teamSent: 2, warnings: warned.length });
  });
});
