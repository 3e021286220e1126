/**
 * Walk 40a (4): Marc, the team's only owner (no approver; authors do not approve their own posts), chose a new time for a
 * NEW post of an approved post the Hub holds; the question said "the new post goes to the Hub only once an owner or an
 * approver approves it again" — yet once he changed it, nobody could. The core says who may approve it after the reader's
 * change, by name (approversAfterMyEdit): nobody for Marc; Marc for Hạnh (an editor). One real team server for the file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approversAfterMyEdit, memberOf, reviewOf } from '../../src-main/team';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w40-after-edit-', hub: { seed: 4040 } });
let hanh: CliLaptop;
let marc: CliLaptop;
let id = '';

beforeAll(async () => {
  [hanh, marc] = await team.start([{ dir: 'hanh', name: 'Hạnh', role: 'editor' }, { dir: 'marc', name: 'Marc', role: 'owner' }] as const);
  id = hanh.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], caption: 'Giảm 15%', scheduled_at: '2027-12-01T09:00', timezone: 'Asia/Ho_Chi_Minh' }).id);
  await hanh.ok(['review', 'submit', id]);
  await hanh.sync();
  await marc.sync();
  for (const l of [hanh, marc]) await l.ok(['team', 'status']); // the members, kept on each laptop
}, 120_000);
afterAll(() => team.stop());

const after = (l: CliLaptop) => l.lib((x) => {
  const me = memberOf(x.workspaces.getCurrent(x.db), { db: x.db });
  return approversAfterMyEdit(x.db, me, reviewOf(x.db, id));
});

describe('who may approve the post once the reader changes it', () => {
  it('nobody, for the only owner (authors do not approve their own posts); Marc, for Hạnh', () => {
    expect(after(marc)).toEqual([]);
    expect(after(hanh)).toEqual(['Marc']);
  });
});
