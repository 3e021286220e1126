/**
 * editedtime (walk 6, issue 34): `postroom status` on the laptop whose Publish was a replay (the teammate's
 * call reached the Hub first) says who published the post and when, as the app's Outbox card does
 * ("Published by Bảo · time"): the same derivation (the team's outcome of the job's key). Before: the line
 * said "published on all channels" as if this laptop's call had sent it. A REAL team server and a sandbox
 * Hub, started once for the file; Lan (editor) and Bảo (owner) are CLI laptops.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-editedtime-status-', hub: { seed: 19 } });
let lan: CliLaptop;
let bao: CliLaptop;
const caption = `editedtime status ${Date.now().toString(36)}`;
let id = '';

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  id = lan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/editedtime.jpg'], caption }).id);
  await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
  await bao.ok(['review', 'approve', id]);
  await bao.sync();
  await lan.sync();
  // Bảo's call reaches the Hub first; Lan, not told yet (no sync between), presses Publish too: the Hub replays Bảo's answer.
  await bao.ok(['publish', id, '--wait']);
  await lan.ok(['publish', id, '--wait']);
  for (const l of [bao, lan, bao, lan]) await l.sync();
}, 90_000);
afterAll(async () => team.stop());

describe('status on the laptop whose Publish was a replay', () => {
  it('says published by Bảo, and when, in its words and --json (the post\'s `by`)', async () => {
    expect(team.sandbox().control.publishedPosts().filter((p) => p.caption === caption)).toHaveLength(1);
    const json = (await lan.ok(['status'])).lines().filter((x) => x.draftId === id && !x.teammate);
    expect(json).toHaveLength(1);
    expect(json[0]!.post).toMatchObject({ state: 'published', by: { name: 'Bảo', here: true } });
    const at = new Date(json[0]!.post.by.at as number).toISOString();
    const words = await lan.run(['status']);
    expect(words.code, words.stderr).toBe(0);
    const line = words.stdout.split('\n').find((x) => x.includes(id))!;
    expect(line).toContain(`published by Bảo at ${at}`);
    expect(line).toContain('replay');
  });

  it('on the laptop that sent it, status names nobody else', async () => {
    const line = (await bao.run(['status'])).stdout.split('\n').find((x) => x.includes(id))!;
    expect(line).toContain('published on all channels');
    expect(line).not.toContain('published by');
  });
});
