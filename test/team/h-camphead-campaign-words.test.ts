/**
 * h-camphead, on a REAL team server and a sandbox Hub: Hạnh (editor) and Marc (owner).
 * (walk 44a, 10) Hạnh ran `campaign send` while nobody had approved her two posts: every post held back, right. Once Marc
 * approved them and both laptops synced, her `campaign status`, Send tab and Campaigns list still said "done (nothing sent:
 * every post was held back): 2 posts · 2 ready to send now" (Marc's laptop: "idle: 2 posts · 2 ready to send now"). A send
 * that held every post back is history, not the state: idle, 2 ready.
 * (walk 44a, 7 rest) Posts Marc approved and then took the approval back: the dry run's summary counted them "not sent for
 * review yet"; they were sent for review and approved: "whose approval was taken back", as `campaign send` says of each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-h-camphead-words-', hub: {} });
let hanh: CliLaptop;
let marc: CliLaptop;
let heldOnce = '';
let race = '';

const made = (l: CliLaptop, name: string, captions: string[]) => l.lib((x) => {
  const ids = captions.map((caption) => x.drafts.create(x.db, { caption, platforms: ['facebook'], profile_id: 'prof_caphe', photos: ['https://cdn.example.com/race.jpg'] }).id);
  return { ids, campaignId: x.campaigns.create(x.db, { name, draftIds: ids }).id };
});

beforeAll(async () => {
  [hanh, marc] = await team.start([{ dir: 'hanh', name: 'Hạnh', role: 'editor' }, { dir: 'marc', name: 'Marc', role: 'owner' }] as const);
  for (const l of [hanh, marc]) await l.ok(['team', 'status']);
  const held = made(hanh, 'Held once', ['Held 1: áo mới', 'Held 2: quần mới']);
  const r = made(hanh, 'Race', ['Race A: chạy 5km', 'Race B: chạy 10km']);
  heldOnce = held.campaignId;
  race = r.campaignId;
  for (const id of [...held.ids, ...r.ids]) await hanh.ok(['review', 'submit', id]);
  await hanh.sync();
  // Nobody approved yet: Hạnh's send holds both posts back (waiting for approval).
  const sent = await hanh.run(['campaign', 'send', heldOnce]);
  expect(sent.stdout + sent.stderr).toContain('nothing sent: every post was held back');
  await marc.sync();
  for (const id of [...held.ids, ...r.ids]) await marc.ok(['review', 'approve', id]);
  for (const id of r.ids) await marc.ok(['review', 'withdraw', id, '--comment', 'not yet']);
  await marc.sync();
  await hanh.sync();
}, 120_000);
afterAll(() => team.stop());

describe('walk 44a, 10: a campaign whose every post was held once, approved since', () => {
  it('`campaign status` on the laptop that ran the send: idle, 2 ready (as on Marc\'s), never "done (nothing sent …)"', async () => {
    const r = await hanh.run(['campaign', 'status', heldOnce]);
    const out = r.stdout + r.stderr;
    expect(out).toContain('idle: 2 posts · 2 ready to send now');
    expect(out).not.toContain('nothing sent');
    const j = (await hanh.ok(['campaign', 'status', heldOnce])).lines().find((l) => l.status)!;
    expect(j.status).toMatchObject({ sendState: 'idle', word: 'idle' });
    expect((await marc.run(['campaign', 'status', heldOnce])).stdout).toContain('idle: 2 posts · 2 ready to send now');
  });

  it('`campaign list` (the Campaigns list\'s state) says idle, never "nothing sent"', async () => {
    const line = (await hanh.run(['campaign', 'list'])).stdout.split('\n').find((l) => l.includes(heldOnce))!;
    expect(line).toContain('idle');
    expect(line).not.toContain('nothing sent');
    const j = (await hanh.ok(['campaign', 'list'])).lines().find((l) => l.campaign?.id === heldOnce)!;
    expect(j.campaign).toMatchObject({ sendState: 'idle', word: 'idle' });
  });
});

describe('walk 44a, 7 rest: the dry run of posts whose approval was taken back', () => {
  it('its summary counts them as taken back, never "not sent for review yet"', async () => {
    const r = await hanh.run(['campaign', 'dry-run', race]);
    const out = r.stdout + r.stderr;
    expect(out).toContain('whose approval was taken back');
    expect(out).not.toContain('not sent for review yet');
    // `campaign status`: its counts, the last dry run's line and what a send would do now say the same.
    const st = await hanh.run(['campaign', 'status', race]);
    const s = st.stdout + st.stderr;
    expect(s).toContain('2 held back (2 whose approval was taken back)');
    expect(s).not.toContain('not sent for review yet');
  });
});
