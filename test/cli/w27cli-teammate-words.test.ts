/**
 * w27cli (walk 23, 3): a teammate's send whose outcome is unknown was said "sent before with an unknown outcome: it may
 * be live by Bảo at …" (and a scheduled one "… for 09:00 … by Bảo at …"). Now in plain words: whose computer sent it and
 * when, what the Hub may have done, and that only that computer can ask the Hub (team-actions.ts `teammate_job`).
 * A REAL team server and sandbox Hub (Bảo's sends answered upstream_timeout: the Hub holds them), started once for the
 * file; Lan (editor) and Bảo (owner) are CLI laptops. Failed on the old code ("it may be live by Bảo at").
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliTeam, type CliLaptop } from '../team/helpers';

const team = cliTeam({ prefix: 'postroom-w27cli-teammate-', hub: { seed: 27 } });
let lan: CliLaptop;
let bao: CliLaptop;
let now = '';
let ahead = '';
const zone = 'Asia/Ho_Chi_Minh';
const wall = DateTime.now().setZone(zone).plus({ days: 3 }).set({ hour: 9, minute: 0, second: 0, millisecond: 0 });

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  [now, ahead] = lan.lib((l) => [
    l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w27cli.jpg'], caption: `w27cli bánh flan ${Date.now().toString(36)}` }).id,
    l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w27cli.jpg'], caption: `w27cli chè ba màu ${Date.now().toString(36)}`, scheduled_at: wall.toFormat("yyyy-MM-dd'T'HH:mm"), timezone: zone }).id,
  ]);
  for (const id of [now, ahead]) await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
  for (const id of [now, ahead]) await bao.ok(['review', 'approve', id]);
  // Bảo's computer sends both; the Hub takes them and answers upstream_timeout: the outcome is unknown.
  team.sandbox().control.setFaults({ upstream_timeout: 1, processing_ms: 0 });
  const sent = await bao.run(['publish', now, ahead, '--wait']);
  expect(sent.stdout).toMatch(/outcome unknown/);
  team.sandbox().control.setFaults({ processing_ms: 0 });
  await bao.sync();
  await lan.sync();
}, 180_000);
afterAll(async () => team.stop());

describe("Lan's publish of posts Bảo's computer sent with an unknown outcome", () => {
  it("says Bảo's computer sent them, what the Hub may have done, and that only Bảo's computer can ask it", async () => {
    const r = await lan.run(['publish', now, ahead]);
    expect(r.code).toBe(1);
    const line = (id: string): string => r.stdout.split('\n').find((x) => x.startsWith(`draft ${id} not sent:`)) ?? '';
    expect(line(now)).toMatch(/^draft \S+ not sent: Bảo's computer sent it at \d{4}-\d\d-\d\d \d\d:\d\d UTC; the Hub may have published it then \(outcome unknown: only Bảo's computer can ask the Hub\); /);
    expect(line(ahead)).toContain(`; the Hub may hold it for ${wall.toFormat("yyyy-MM-dd'T'HH:mm")} in ${zone} (outcome unknown: only Bảo's computer can ask the Hub)`);
    expect(r.stdout + r.stderr).not.toMatch(/may be live by/);
    // The batch's count: held back, not sent; the summary names who sent them.
    expect(r.stderr).toMatch(/^batch \w{8}: 2 posts: 0 sent to the Hub, 2 held back, not sent$/m);
    expect(r.stdout).toContain('sent 0 drafts; not sent 2 (2 already sent (by Bảo))');
  });
});
