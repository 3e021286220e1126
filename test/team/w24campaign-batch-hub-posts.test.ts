/**
 * w24campaign (walk 21, 3): a batch's line mixed posts and Hub posts: "batch …: 2 posts; awaiting 3 (3 scheduled)" (the
 * Send tab: "Batch 2: 2 posts · 3 scheduled"): the 3 counted the X caption's own Hub post (a post to several channels
 * with an X-only caption is 2 Hub posts). Now the line says the Hub posts apart: "2 posts (3 Hub posts); of the Hub
 * posts: awaiting 3 (3 scheduled)", from the core's one count (`hubPosts`). A REAL team server and sandbox Hub.
 * Failed on the old code: the line said "2 posts; awaiting 3 (3 scheduled)". w26dates: the posts are in March of the
 * year after today's (they were 2027's: past, the Hub refused them, from March 2027).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../src-main/library';
import { nextYear } from '../helpers/ahead';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w24campaign-batch-', hub: { seed: 124 } });
let lan: CliLaptop;
let bao: CliLaptop;
let campaignId = '';

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  const ids = lan.lib((l) => {
    const post = (caption: string, day: number, x: boolean) => l.drafts.create(l.db, {
      profile_id: 'prof_caphe', platforms: x ? ['facebook', 'x'] : ['facebook'], photos: ['https://cdn.example.com/w24.jpg'], caption,
      ...(x ? { captions: { x: { caption: 'Cà phê trứng, ngắn cho X', title: null } } } : {}),
      scheduled_at: `${nextYear()}-03-0${day}T09:00`, timezone: 'Asia/Ho_Chi_Minh',
    }).id;
    const made = [post('Giáng sinh ấm áp', 1, true), post('Bạc xỉu', 2, false)];
    campaignId = campaigns.create(l.db, { name: 'Giáng sinh', draftIds: made }).id;
    return made;
  });
  for (const id of ids) await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
  for (const id of ids) await bao.ok(['review', 'approve', id]);
  await bao.sync();
  await lan.sync();
}, 120_000);
afterAll(async () => {
  await team.stop();
});

describe('a batch of a post with an X caption of its own', () => {
  it('counts posts as posts and Hub posts as Hub posts, in send and status', async () => {
    const sent = await lan.run(['campaign', 'send', campaignId]);
    expect(sent.code, sent.stderr).toBe(0);
    const out = await lan.run(['campaign', 'status', campaignId]);
    const line = (out.stdout + out.stderr).split('\n').find((l) => l.startsWith('batch ')) ?? '';
    expect(line).toMatch(/^batch \S+: 2 posts \(3 Hub posts\); of the Hub posts: 3 scheduled at the Hub$/);
    const batch = (await lan.ok(['campaign', 'status', campaignId])).lines().find((x) => x.batch)?.batch;
    expect(batch).toMatchObject({ total: 2, hubPosts: 3 });
  });
});
