/**
 * w25dryrun (walk 22, 1): `campaign dry-run` / `campaign send --dry-run` said "5 posts, 10 rows: 2 to send, 4 with errors,
 * 3 with warnings": "2" was posts beside row counts, and the rows of a post held for an error on another of its channels
 * printed "ok" and were counted nowhere. Every count of the line is of rows, and its parts add up to the rows.
 */
import { describe, expect, it } from 'vitest';
import { row, run, useImportedCampaign } from './w25dryrun-campaign';

/** Three posts, seven rows: two go (four rows), the third's X-only caption is over 280 characters (it holds the whole post). */
const made = useImportedCampaign('postroom-w25dryrun-', 'Held with their post', [row('facebook|bluesky', 'First', 3), row('facebook|bluesky', 'Second', 4), row('facebook|bluesky|x', 'Third', 5, true)]);

describe('w25dryrun: the dry run line counts rows, and its parts add up to them', () => {
  it('says "held with its post" on the rows an error on another channel holds back, and counts them', async () => {
    for (const argv of [['campaign', 'dry-run', made.id], ['campaign', 'send', made.id, '--dry-run']]) {
      const r = await run(made.dir, argv);
      const rows = r.stdout.split('\n').filter((l) => /^\s+\d+\s{2}/.test(l));
      expect(rows).toHaveLength(7);
      const third = rows.filter((l) => /^\s+3\s/.test(l));
      expect(third.map((l) => /held with its post/.test(l))).toEqual([true, true, false]);
      expect(third.filter((l) => /\bok$/.test(l.trim()))).toEqual([]);
      const line = r.stdout.split('\n').find((l) => l.startsWith('3 posts, 7 rows:'));
      expect(line).toBe('3 posts, 7 rows: 4 to send, 1 with errors, 2 held with their post; 0 with warnings, 0 duplicates, 0 collisions, 0 near a clock change');
    }
  });
});
