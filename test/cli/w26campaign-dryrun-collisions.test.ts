/**
 * w26campaign (walk finding 1): `campaign dry-run` counts and names collisions by the core's one derivation (campaigns
 * collisions.ts), the Posts tab's banner too: a post the Hub holds at the same time on the same channel is a collision;
 * a draft never sent at that time is a warning of its own ("not sent"), never a collision. Before, the CLI's dry run
 * looked only inside the campaign: "0 collisions" beside a post the Hub held at the same minute.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { dataPaths } from '../../src-main/common';
import { drafts, openLibrary } from '../../src-main/library';
import { row, run, useImportedCampaign } from './w25dryrun-campaign';

/** Two posts, three rows: First on Facebook and Bluesky (day 3, 09:00), Second on Bluesky (day 4, 09:00). */
const made = useImportedCampaign('postroom-w26campaign-', 'Same minute', [row('facebook|bluesky', 'First', 3), row('bluesky', 'Second', 4)]);
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const ids = { draft: '', held: '' };

beforeAll(() => {
  const lib = openLibrary(dataPaths(made.dir).library);
  const at = (platform: string, caption: string, n: number) => drafts.create(lib.db, { profile_id: 'prof_caphe', platforms: [platform], caption, scheduled_at: `${day(n)}T09:00`, timezone: 'Asia/Ho_Chi_Minh' });
  ids.draft = at('facebook', 'My own copy, never sent', 3).id;
  const held = at('bluesky', 'Already at the Hub', 4);
  drafts.update(lib.db, held.id, { state: 'scheduled' }, { expectedRevision: held.revision });
  ids.held = held.id;
  lib.close();
});

describe('w26campaign: the CLI dry run says which posts collide, and with what', () => {
  it('one collision (the post the Hub holds); the draft at the same time a warning that says it is not sent', async () => {
    const r = await run(made.dir, ['campaign', 'dry-run', made.id]);
    expect(r.code, r.out).toBe(0);
    const line = r.stdout.split('\n').find((l) => l.startsWith('2 posts, 3 rows:'));
    expect(line).toBe('2 posts, 3 rows: 3 to send, 0 with errors, 0 held with their post; 2 with warnings, 0 duplicates, 1 collision, 0 near a clock change');
    expect(r.stdout).toContain(`draft ${ids.held}, which the Hub holds or has sent, is at the same time on bluesky`);
    expect(r.stdout).toContain(`draft ${ids.draft}, not sent, is planned at the same time on facebook: the Hub holds nothing there yet`);
  });
});
