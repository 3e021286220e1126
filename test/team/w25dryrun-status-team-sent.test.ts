/**
 * w25dryrun (walk 22, 3): on a teammate's laptop `campaign status` said "5 posts held back" while the same output said 2 of
 * them were already sent by a teammate: a post a teammate sent is not "held back". One REAL team server and sandbox Hub
 * (set-up as teamcampaign.test.ts): Lan sends A, B and C; D waits for approval; Chi runs the dry run, then the status.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../src-main/library';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w25dryrun-', hub: { seed: 25 } });
let lan: CliLaptop;
let chi: CliLaptop;
let campaignId = '';
const tag = `w25dryrun-${Date.now().toString(36)}`;

beforeAll(async () => {
  [lan, chi] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'chi', name: 'Chi', role: 'owner' }] as const);
  const post = (caption: string) => ({ profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w25dryrun.jpg'], caption });
  const ids: string[] = [];
  lan.lib((l) => {
    for (const c of ['A', 'B', 'C', 'D in review']) ids.push(l.drafts.create(l.db, post(`${tag} ${c}`)).id);
    campaignId = campaigns.create(l.db, { name: 'Tết 2027 – Cà Phê', draftIds: ids }).id;
  });
  for (const id of ids) await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await chi.sync();
  for (const id of ids.slice(0, 3)) await chi.ok(['review', 'approve', id]);
  await chi.sync();
  await lan.sync();
  await lan.run(['campaign', 'send', campaignId, '--json']);
  await lan.sync();
  await chi.sync();
}, 90_000);

afterAll(() => team.stop());

describe("Chi's laptop: the last dry run as the status says it", () => {
  it('walk 36, 4: before Chi ran one, "none yet" says it is this computer\'s (a dry run is kept where it ran)', async () => {
    await lan.run(['campaign', 'dry-run', campaignId]);
    const text = await chi.run(['campaign', 'status', campaignId]);
    expect((text.stdout + text.stderr).split('\n').find((l) => l.startsWith('last dry run'))).toBe('last dry run on this computer: none yet (a dry run is kept where it ran: postroom campaign dry-run ID)');
  });

  it('counts the posts a teammate sent apart, never as "held back"', async () => {
    await chi.run(['campaign', 'dry-run', campaignId]);
    const text = await chi.run(['campaign', 'status', campaignId]);
    const line = (text.stdout + text.stderr).split('\n').find((l) => l.startsWith('last dry run')) ?? '';
    expect(line).not.toMatch(/4 posts held back/);
    expect(line).toMatch(/: 0 rows with errors, \d+ with warnings?, 1 post held back, 3 already sent by a teammate; /);
  });
});
