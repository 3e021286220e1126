import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli/main';

describe('postroom sandbox', () => {
  it('X1: prints one JSON line with URL and key, serves the Hub, and stops on the abort signal', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sb-cli-'));
    const ac = new AbortController();
    let out = '';
    let gotLine: (line: string) => void = () => {};
    const line = new Promise<string>((r) => (gotLine = r));
    const done = runCli(['sandbox', '--json', '--port', '0', '--seed', '5', '--faults', 'none', '--data-dir', dir], {
      stdout: (s) => {
        out += s;
        if (out.includes('\n')) gotLine(out.split('\n')[0]!);
      },
      stderr: () => {},
      stdin: async () => '',
      env: {},
      signal: ac.signal,
    });
    const info = JSON.parse(await line) as { url: string; apiKey: string; port: number };
    expect(info.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(info.apiKey).toMatch(/^sk_sandbox_/);
    const res = await fetch(`${info.url}/v1/profiles`, { headers: { authorization: `Bearer ${info.apiKey}` } });
    expect(res.status).toBe(200);
    ac.abort();
    expect(await done).toBe(0);
    await expect(fetch(`${info.url}/v1/profiles`)).rejects.toThrow();
  });
  it('X2: a bad --faults value fails in one line with a non-zero exit', async () => {
    let err = '';
    const code = await runCli(['sandbox', '--faults', 'no-such-preset-or-file', '--data-dir', mkdtempSync(join(tmpdir(), 'sb-cli-'))], {
      stdout: () => {}, stderr: (s) => (err += s), stdin: async () => '', env: {},
    });
    expect(code).not.toBe(0);
    expect(err).toMatch(/neither a fault preset/);
  });
});
