import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';

const run = async (argv: string[], env: NodeJS.ProcessEnv = {}) => {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stdin: async () => '', env });
  return { code, stdout, stderr };
};

describe('CLI entry', () => {
  it('--help lists every command of the architecture page that is built', async () => {
    const r = await run(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^postroom \d+\.\d+\.\d+/);
    expect(r.stdout).toContain('info');
  });

  it('info --json prints one JSON object with versions and the data dir', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-cli-'));
    const r = await run(['info', '--json', '--data-dir', dir]);
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ app: 'Postroom', node: process.versions.node, dataDir: dir, workspace: 'Sandbox' });
    // w30walk (walk 27, 4): a fresh data dir names the workspace `workspace list` then shows (it said null, "-"); once a
    // library exists, info names its current workspace (the sandbox by default).
    await run(['drafts', 'list', '--json', '--data-dir', dir]);
    const again = await run(['info', '--json', '--data-dir', dir]);
    expect(JSON.parse(again.stdout).workspace).toBe('Sandbox');
  });

  it('POSTROOM_DATA_DIR picks the data dir', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-cli-'));
    const r = await run(['info', '--json'], { POSTROOM_DATA_DIR: dir });
    expect(JSON.parse(r.stdout).dataDir).toBe(dir);
  });

  it('an unknown command exits 2 with a one-line reason', async () => {
    const r = await run(['frobnicate']);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/unknown command "frobnicate"/);
  });

  it('an unknown option exits 2 and, with --json, prints the error as JSON', async () => {
    const r = await run(['info', '--json', '--bogus']);
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: false, error: { code: 'usage' } });
  });

  it('runs as a real process through npm run -s postroom', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-cli-'));
    const { stdout } = await promisify(execFile)('npm', ['run', '-s', 'postroom', '--', 'info', '--json', '--data-dir', dir], { cwd: process.cwd() });
    expect(JSON.parse(stdout.trim()).dataDir).toBe(dir);
  });
});
