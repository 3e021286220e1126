/**
 * w29resend (walk 25, 3): every non-campaign `publish` ended its batch line with "not sent" ("1 sent to the Hub (1
 * published), 0 held back, not sent"): the held back part is said only when some post was held back. Through a REAL
 * sandbox Hub. Failed on the old code: the line ended ", 0 held back, not sent".
 */
import { describe, expect, it } from 'vitest';
import { outcomeLine } from '../../src-main/cli/commands/publish';
import { batchOutcomes } from '../../src-main/publisher';
import { useCliWorld } from './cli-world';

const { w, cli } = useCliWorld();

describe('the batch line says "held back, not sent" only of posts held back (w29resend)', () => {
  it('one draft published: no "not sent" in its line', async () => {
    const r = await cli(['publish', w.draft(), '--wait'], { closeLibrary: true });
    expect(r.code).toBe(0);
    expect(r.err.split('\n').filter((l) => l.startsWith('batch '))).toEqual([expect.stringMatching(/^batch \w{8}: 1 post: 1 sent to the Hub \(1 published\)$/)]);
  }, 60_000);

  it('the pure line: held back said when there are some', () => {
    const published = { state: 'published' } as const;
    expect(outcomeLine('0123456789', batchOutcomes([published], { held: 0 }))).toBe('batch 23456789: 1 post: 1 sent to the Hub (1 published)');
    expect(outcomeLine('0123456789', batchOutcomes([published], { held: 1 }))).toBe('batch 23456789: 2 posts: 1 sent to the Hub (1 published), 1 held back, not sent');
    expect(outcomeLine('0123456789', batchOutcomes([], { held: 1 }))).toBe('batch 23456789: 1 post: 0 sent to the Hub, 1 held back, not sent');
  });
});
