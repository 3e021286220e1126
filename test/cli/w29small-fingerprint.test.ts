/**
 * walk 25 (12): `campaign send --fingerprint sp1-bogus` said "the posts, times, channels or options changed after the dry
 * run" — nothing had changed: the value was no dry run's. A value not of a fingerprint's shape is a usage error (exit 2,
 * nothing sent); a real dry run's fingerprint still sends; the bridge refuses the same shape as bad input.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { METHODS } from '../../src-main/bridge/contract/methods';
import { isPlanFingerprint } from '../../src-shared/plan-fingerprint';
import { runCliIn as run } from './cli-world';

describe('a fingerprint that is no dry run’s', () => {
  it('is refused as such by `campaign send` (exit 2, nothing sent), never called a changed plan', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-w29fp-'));
    const created = await run(dir, ['campaign', 'create', 'Fingerprints', '--json']);
    const id = (JSON.parse(created.stdout.trim().split('\n')[0]!) as { campaign: { id: string } }).campaign.id;
    for (const bogus of ['sp1-bogus', '3f9c', `sp1-${'A'.repeat(32)}`, `sp1-${'a'.repeat(31)}`]) {
      const r = await run(dir, ['campaign', 'send', id, '--fingerprint', bogus]);
      expect(r.code, bogus).toBe(2);
      expect(r.stderr).toContain(`--fingerprint ${JSON.stringify(bogus)} is not a dry run's fingerprint`);
      expect(r.stderr).toContain('nothing was sent');
      expect(r.stderr).not.toContain('changed after the dry run');
    }
    expect((await run(dir, ['campaign', 'send', id, '--fingerprint', `sp1-${'0'.repeat(32)}`])).stderr).toContain('changed after the dry run');
  });

  it('the shape is the one the planner makes, and the bridge refuses another', () => {
    expect(isPlanFingerprint(`sp1-${'0123456789abcdef'.repeat(2)}`)).toBe(true);
    expect(isPlanFingerprint('sp1-bogus')).toBe(false);
    const input = METHODS['campaigns.send'].input;
    expect(input.safeParse({ id: 'c', fingerprint: 'sp1-bogus' }).success).toBe(false);
    expect(input.safeParse({ id: 'c', fingerprint: `sp1-${'a'.repeat(32)}` }).success).toBe(true);
  });
});
