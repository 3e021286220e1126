/**
 * Walk 39b: `workspace join` with an empty token file said "the member token is read from standard input …, never from an
 * argument", as if one had been given as an argument. It says what happened: nothing came in on standard input.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';

describe('workspace join with an empty token file', () => {
  it('says standard input was empty, nothing about an argument given', async () => {
    let stderr = '';
    const dir = mkdtempSync(join(tmpdir(), 'postroom-w39-join-'));
    const code = await runCli(['workspace', 'join', 'Studio', '--team', 'http://127.0.0.1:1', '--data-dir', dir], { stdout: () => undefined, stderr: (s) => (stderr += s), stdin: async () => '\n', env: {} });
    expect(code).toBe(2);
    expect(stderr).toContain('no member token came in: standard input was empty (and POSTROOM_TEAM_TOKEN is not set)');
  });
});
