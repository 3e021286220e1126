/**
 * walk 25 (16): a word people type for a command that no edit distance finds is answered with the command
 * (`postroom outcomes` → "did you mean status"); an option that takes one of its words only (`campaign plan --mode`)
 * refuses another value as a usage error (exit 2) naming them — it was a validator's "Invalid option", exit 1.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliIn as run } from './cli-world';

describe('the CLI as people type it', () => {
  it('outcomes, outbox, send: the command they mean', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-w29words-'));
    for (const [typed, meant] of [['outcomes', 'status'], ['outbox', 'status'], ['send', 'publish'], ['approve', 'review approve'], ['statsu', 'status']] as const) {
      const r = await run(dir, [typed]);
      expect(r.code, typed).toBe(2);
      expect(r.stderr, typed).toContain(`unknown command "${typed}"; did you mean "${meant}"?`);
    }
  });

  it('campaign plan --mode / --delivery outside their words: exit 2, the words named, nothing planned', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-w29words-'));
    const id = (JSON.parse((await run(dir, ['campaign', 'create', 'Words', '--json'])).stdout.trim().split('\n')[0]!) as { campaign: { id: string } }).campaign.id;
    const mode = await run(dir, ['campaign', 'plan', id, '--mode', 'sideways']);
    expect(mode.code).toBe(2);
    expect(mode.stderr).toContain('--mode "sideways" is not one of queue_slots, best_hours, interval, file_times');
    const delivery = await run(dir, ['campaign', 'plan', id, '--delivery', 'later']);
    expect(delivery.code).toBe(2);
    expect(delivery.stderr).toContain('--delivery "later" is not one of schedule, queue');
    expect((await run(dir, ['campaign', 'plan', id, '--mode', 'interval', '--interval', '60', '--start', '2031-03-03T09:00'])).code).toBe(0);
  });
});
