/**
 * w29time (walk 25, 4), the CLI on a REAL team server: Lan moves Bảo's approved post to a new time (only its time), and
 * `drafts list` said "edited since it was approved" where `review list` says "a new time chosen since it was approved".
 * Both now read the core's one derivation (editedSinceApproval `onlyTime`, over the team's history).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliTeam, type CliLaptop } from './team/helpers';

const team = cliTeam({ prefix: 'postroom-w29time-newtime-' });
let lan: CliLaptop;
let bao: CliLaptop;
let id = '';
const y = new Date().getUTCFullYear() + 1;

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'approver' }] as const);
  id = lan.lib((l) => l.drafts.create(l.db, { caption: 'Giờ mở cửa Tết', platforms: ['x'], scheduled_at: `${y}-01-20T09:00`, timezone: 'Asia/Ho_Chi_Minh' }).id);
  await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
  await bao.ok(['review', 'approve', id]);
  await bao.sync();
  await lan.sync();
  // Only its time changes (the calendar drag writes scheduled_at alone).
  lan.lib((l) => l.drafts.update(l.db, id, { scheduled_at: `${y}-01-21T18:14` }));
  await lan.sync();
  await bao.sync();
}, 60_000);

afterAll(async () => team.stop());

describe('a new time chosen for an approved post: one derivation in drafts list and review list', () => {
  it('says "a new time chosen since it was approved" in both, on both laptops', async () => {
    for (const l of [bao, lan]) {
      const review = (await l.run(['review', 'list'])).stdout.split('\n').find((x) => x.includes(id)) ?? '';
      expect(review).toContain('a new time chosen since it was approved');
      const listed = (await l.run(['drafts', 'list'])).stdout.split('\n').find((x) => x.includes(id)) ?? '';
      expect(listed).toContain('a new time chosen since it was approved: back in review');
      expect(listed).not.toContain('edited since it was approved');
    }
  });
});
