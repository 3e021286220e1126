/**
 * The CLI's progress line never counts a draft held back as sent (walk 4: a publish refused for
 * every draft printed "batch …: 1/1 sent or settled" on stderr). w27cli (walk 23): the line counts by outcome
 * (publisher batchOutcomes), its parts adding up; the words of every row are in test/cli/w27cli-outcome-table.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { outcomeLine } from '../../src-main/cli/commands/publish';
import { batchOutcomes } from '../../src-main/publisher';
import { world, type World } from './fixture';

let w: World | undefined;
afterEach(async () => {
  await w?.close();
  w = undefined;
});

async function cli(args: string[]): Promise<{ code: number; err: string }> {
  let err = '';
  const code = await runCli(args, { stdout: () => {}, stderr: (s) => (err += s), stdin: async () => '', env: {} });
  return { code, err };
}

describe('postroom publish progress', () => {
  it('a batch whose only draft is held back says 0 sent, 1 held back', async () => {
    w = await world();
    const id = w.draft();
    w.lib.close();
    try {
      const first = await cli(['publish', id, '--wait', '--data-dir', w.dir]);
      expect(first.code).toBe(0);
      expect(first.err).toContain(': 1 post: 1 sent to the Hub (1 published)');
      // Sent before: the second publish holds it back (already_sent) and sends nothing.
      const again = await cli(['publish', id, '--data-dir', w.dir]);
      expect(again.code).toBe(1);
      expect(again.err).not.toMatch(/\b1 sent\b|sent or settled/u);
      expect(again.err).toContain(': 1 post: 0 sent to the Hub, 1 held back, not sent');
    } finally {
      w.reopen();
    }
  });

  it('the line names both counts', () => {
    const published = { state: 'published' } as const;
    // Walk 39a (6): the id's last 8 (random) characters, not its first 8 (a UUID v7's time, shared by batches of one minute).
    expect(outcomeLine('01a2256c-f416-735d-bc08-070045ef6539', batchOutcomes([published], { held: 0 }))).toBe('batch 45ef6539: 1 post: 1 sent to the Hub (1 published)');
    expect(outcomeLine('0123456789', batchOutcomes([published, published, published], { held: 2 }))).toBe('batch 23456789: 5 posts: 3 sent to the Hub (3 published), 2 held back, not sent');
    expect(outcomeLine('0123456789', batchOutcomes(Array(25).fill(published), { held: 0, total: 60 }))).toBe('batch 23456789: 60 posts: 25 sent to the Hub (25 published), 35 not prepared yet');
  });
});
