/**
 * teamnumbers (issue 34, walk 6): `postroom status` on a team laptop says a teammate's send was edited
 * since it went out, as the Outbox card does ("Edited since it was sent: the Hub holds the text as it
 * was approved on <date>, not this"), from the one reading (bridge sendEditedSince). One REAL team
 * server and sandbox Hub (started once for the file); Lan (editor) and Bảo (owner) are CLI laptops.
 * Lan writes two posts, Bảo approves and schedules both; Lan then adds a line to one. Before
 * teamnumbers `status` listed both teammates' sends alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-teamnumbers-', hub: { seed: 36 } });
let lan: CliLaptop;
let bao: CliLaptop;
const ids = { edited: '', kept: '' };
const tag = `teamnumbers-${Date.now().toString(36)}`;

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  const post = (caption: string) => ({ profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/teamnumbers.jpg'], caption, scheduled_at: '2031-11-29T09:00', timezone: 'Asia/Ho_Chi_Minh' });
  lan.lib((l) => {
    ids.edited = l.drafts.create(l.db, post(`${tag} E: giảm 20%.`)).id;
    ids.kept = l.drafts.create(l.db, post(`${tag} F: không sửa.`)).id;
  });
  for (const id of Object.values(ids)) await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
  for (const id of Object.values(ids)) await bao.ok(['review', 'approve', id]);
  const r = await bao.run(['publish', ids.edited, ids.kept, '--wait', '--json']);
  expect(r.code, r.stderr + r.stdout).toBe(0);
  await bao.sync();
  await lan.sync();
  // Lan adds a line after the Hub scheduled it.
  lan.lib((l) => l.drafts.update(l.db, ids.edited, { caption: `${tag} E: giảm 20%. Chỉ đến 30/11.` }));
  await lan.sync();
}, 90_000);

afterAll(() => team.stop());

describe("postroom status: a teammate's send edited since it went out", () => {
  it('--json: editedSinceSent names the approval date on the edited send, null on the other', async () => {
    const r = await lan.run(['status', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const sends = r.lines().filter((l) => l.teammate === true) as Array<{ draftId: string; editedSinceSent: { approvedAt: string } | null }>;
    expect(sends.map((s) => s.draftId).sort()).toEqual([ids.edited, ids.kept].sort());
    const edited = sends.find((s) => s.draftId === ids.edited)!;
    expect(edited.editedSinceSent?.approvedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(sends.find((s) => s.draftId === ids.kept)!.editedSinceSent).toBeNull();
  });

  it('the words: the edited send says the Hub holds the approved text, the other says nothing of it', async () => {
    const r = await lan.run(['status']);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.split('\n');
    const of = (id: string) => lines.find((l) => l.includes(`draft ${id}`)) ?? '';
    expect(of(ids.edited)).toMatch(/sent by Bảo .*\[edited since it was sent: the Hub holds the text as it was approved on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC, not the draft's text now\]$/);
    expect(of(ids.kept)).toContain('sent by Bảo');
    expect(of(ids.kept)).not.toContain('edited since');
  });
});
