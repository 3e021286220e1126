/**
 * w28credit (walk 24, 3): `drafts list` said a different "changed" time of an untouched sent post on each laptop: each
 * laptop's was when it HEARD the post's outcome (the drafts table's mirrored state moved `updated_at`). True: the draft's
 * own last edit, which the team shares, the same on every laptop; hearing an outcome is no change of the draft. Lan
 * (editor) and Bảo (owner) on CLI laptops, one REAL team server and one sandbox Hub, started once for the file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w28changed-', hub: { seed: 2830 } });
let lan: CliLaptop;
let bao: CliLaptop;
let id = '';
let edited = '';
const tag = `w28changed-${Date.now().toString(36)}`;
type Listed = { draft: { id: string; updatedAt: string; state: string } };
const listed = async (l: CliLaptop): Promise<Listed['draft']> => ((await l.ok(['drafts', 'list'])).lines() as unknown as Listed[]).find((x) => x.draft?.id === id)!.draft;

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  await bao.ok(['team', 'settings', '--approval-required', 'no']);
  id = lan.lib((x) => x.drafts.create(x.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w28changed.jpg'], caption: `${tag} trà sen` }).id);
  for (const l of [bao, lan, bao]) await l.sync();
  edited = (await listed(lan)).updatedAt;
  await lan.ok(['publish', id, '--wait']);
  for (const l of [lan, bao, lan, bao]) await l.sync();
}, 200_000);
afterAll(async () => {
  await team.stop();
});

describe('an untouched post, published by Lan', () => {
  it('both laptops know it published', async () => {
    expect((await listed(lan)).state).toBe('published');
    expect((await listed(bao)).state).toBe('published');
  });

  it("both laptops' `drafts list` say the draft's own last edit as its changed time, the same time", async () => {
    expect((await listed(bao)).updatedAt, "Bảo's laptop: when the draft was last edited, not when it heard the outcome").toBe(edited);
    expect((await listed(lan)).updatedAt, "Lan's laptop: sending it is no edit of it").toBe(edited);
    const changed = async (l: CliLaptop) => / changed (\S+ \S+) /.exec((await l.run(['drafts', 'list'])).stdout.split('\n').find((x) => x.startsWith(id)) ?? '')?.[1];
    expect(await changed(bao)).toBe(await changed(lan));
  });
});
