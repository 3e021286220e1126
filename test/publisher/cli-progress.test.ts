/**
 * The CLI's progress line never counts a draft held back as sent (walk 4: a publish refused for
 * every draft printed "batch …: 1/1 sent or settled" on stderr).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { progressLine } from '../../src-main/cli/commands/publish';
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
      expect(first.err).toContain('1/1 done (1 sent to the Hub)');
      // Sent before: the second publish holds it back (already_sent) and sends nothing.
      const again = await cli(['publish', id, '--data-dir', w.dir]);
      expect(again.code).toBe(1);
      expect(again.err).not.toMatch(/\b1 sent\b|sent or settled/u);
      expect(again.err).toContain('1/1 done (0 sent to the Hub, 1 held back, not sent)');
    } finally {
      w.reopen();
    }
  });

  it('the line names both counts', () => {
    expect(progressLine('0123456789', 3, 2, 5)).toBe('batch 01234567: 5/5 done (3 sent to the Hub, 2 held back, not sent)');
    expect(progressLine('0123456789', 25, 0, 60)).toBe('batch 01234567: 25/60 done (25 sent to the Hub)');
  });
});
