/**
 * Global options before the command (walk 4: `postroom --data-dir X drafts list` said
 * 'unknown command "X"'): the value of a global option is never read as the command's name,
 * wherever it stands, and a command word equal to that value is still found.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';

const run = async (argv: string[]) => {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stdin: async () => '', env: {} });
  return { code, stdout, stderr };
};

describe('global options before the command', () => {
  it('--data-dir DIR info reads DIR as the data dir, not as a command', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-first-'));
    const r = await run(['--data-dir', dir, 'info', '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout.trim())).toMatchObject({ dataDir: dir });
  });

  it('a data dir named like a command is still the data dir', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'postroom-first-')), 'info');
    const r = await run(['--json', '--data-dir', dir, 'info']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout.trim())).toMatchObject({ dataDir: dir });
  });

  it('an unknown command after a global option names the command, not the option value', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-first-'));
    const r = await run(['--data-dir', dir, 'inf']);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain('unknown command "inf"');
    expect(r.stderr).not.toContain(dir);
  });
});
