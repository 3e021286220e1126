/**
 * `postroom team serve`'s log (issue 33, branch presence): a refused token, a revoked member and a
 * viewer's dropped write are expected traffic, told in one line each on stderr (who, why, which
 * document), never as a stack trace. One server process for the whole file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCli, root, whyBuild } from '../../scripts/cli-bundle.mjs';
import { runCli } from '../../src-main/cli/main';
import { connect, waitFor, type TestClient } from './clients';

const BIN = join(root, 'scripts', 'postroom.mjs');
let dir: string;
let child: ChildProcess;
let url: string;
let stderr = '';
const clients: TestClient[] = [];
const tokens: Record<string, string> = {};

async function cli(args: string[]): Promise<{ code: number; stdout: string }> {
  let stdout = '';
  const code = await runCli(args, { stdout: (s) => void (stdout += s), stderr: () => undefined, stdin: async () => '', env: {} });
  return { code, stdout };
}

beforeAll(async () => {
  if (whyBuild('postroom') !== null) await buildCli();
  dir = mkdtempSync(join(tmpdir(), 'team-serve-log-'));
  for (const [name, role] of [['own', 'owner'], ['vi', 'viewer'], ['rex', 'editor']] as const) {
    tokens[name] = (JSON.parse((await cli(['team', 'token', '--role', role, '--name', name, '--json', '--data-dir', dir])).stdout) as { token: string }).token;
  }
  expect((await cli(['team', 'revoke', 'rex', '--data-dir', dir])).code).toBe(0);
  child = spawn(process.execPath, [BIN, 'team', 'serve', '--json', '--port', '0', '--data-dir', dir], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  let out = '';
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('\n')) resolve(out.split('\n')[0] ?? '');
    });
    child.once('exit', (code) => reject(new Error(`team serve exited ${code} before printing its address: ${stderr}`)));
  });
  url = (JSON.parse(line) as { url: string }).url;
}, 120_000);
afterAll(async () => {
  for (const c of clients) c.destroy();
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  rmSync(dir, { recursive: true, force: true });
});

/** Lines of stderr that look like a stack trace or an object dump. */
const traces = (): string[] => stderr.split('\n').filter((l) => /^\s+at\s|Error:|\[onAuthenticate\]|\{\s*$/.test(l));

describe('team serve logs refusals in one line each', () => {
  it('a token the team does not know: who, why, which document', async () => {
    const c = connect(url, { token: 'prt_' + 'A'.repeat(43), name: 'library' });
    clients.push(c);
    expect(await c.refused).toBe('unauthorized');
    await waitFor(() => /refused a connection from [^\n]+ on "library": unauthorized: That is not a member token of this team\./.test(stderr), 3000, 'the refusal line');
  });

  it('a revoked member: named, with when', async () => {
    const c = connect(url, { token: tokens.rex!, name: 'reviews' });
    clients.push(c);
    expect(await c.refused).toBe('revoked');
    await waitFor(() => /refused [^\n]+ on "reviews": revoked: The token of "rex" was revoked on \d{4}-/.test(stderr), 3000, 'the revoked line');
  });

  it("a viewer's write: dropped, told once for the connection", async () => {
    const c = connect(url, { token: tokens.vi!, name: 'library' });
    clients.push(c);
    expect(await c.authenticated).toEqual({ readOnly: true });
    await c.synced;
    c.doc.getText('caption-x').insert(0, 'forged');
    c.doc.getText('caption-x').insert(0, 'again');
    await waitFor(() => /dropped a write of vi \(viewer\) to "library"/.test(stderr), 3000, 'the dropped-write line');
    expect(stderr.match(/dropped a write of vi/g)).toHaveLength(1);
  });

  it('prints no stack trace or object dump for any of them, and every line has its time', () => {
    expect(traces()).toEqual([]);
    for (const l of stderr.split('\n').filter((x) => /refused|dropped/.test(x))) expect(l).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z /);
  });
});
