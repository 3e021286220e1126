/**
 * w32bench: `postroom team token --help` printed `team token --data-dir ./team --role editor --name "Lan"`,
 * which a fresh team refuses since w31team (its first member is its owner: `last_owner`, exit 1). The
 * example is run here as a person would: the line the help prints, pasted into a shell in an empty
 * folder, with `postroom` the built CLI. It must make a member (exit 0, a token on stdout) and the
 * member must be the team's owner. The README's team section makes its members in the same order.
 * On the old help the example exited 1 with the `last_owner` refusal.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCli, root, whyBuild } from '../../scripts/cli-bundle.mjs';
import { runCli } from '../../src-main/cli/main';
import { TOKEN_PATTERN } from '../../src-main/team';

const BIN = join(root, 'scripts', 'postroom.mjs');
const dirs: string[] = [];
const tempDir = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'w32bench-token-'));
  dirs.push(d);
  return d;
};

beforeAll(async () => {
  if (whyBuild('postroom') !== null) await buildCli();
}, 120_000);
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), stdin: async () => '', env: {} });
  return { code, stdout, stderr };
}

/** The command line under `example:` in a command's help (its wrapped lines joined). */
function exampleOf(help: string): string {
  const after = help.split('\n').slice(help.split('\n').indexOf('example:') + 1);
  return after.map((l) => l.trim()).filter(Boolean).join(' ');
}

/** Runs `line` in a shell in `cwd`, where `postroom` is the built CLI (as an installed one would be). */
function shell(line: string, cwd: string): { code: number | null; stdout: string; stderr: string } {
  const bin = tempDir();
  writeFileSync(join(bin, 'postroom'), `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`);
  chmodSync(join(bin, 'postroom'), 0o755);
  const r = spawnSync('sh', ['-c', line], { cwd, env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` }, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('team token --help: its example is true on a fresh team', () => {
  it('the example, pasted into a shell in an empty folder, makes the team its owner (exit 0, a token)', async () => {
    const help = await cli(['team', 'token', '--help']);
    expect(help.code).toBe(0);
    const example = exampleOf(help.stdout);
    expect(example).toMatch(/^postroom team token /);
    const cwd = tempDir();
    const r = shell(example, cwd);
    expect(r.stderr).not.toContain('last_owner');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.trim()).toMatch(TOKEN_PATTERN);
    // The member made is the fresh team's owner, in the data dir the example names (relative to the folder).
    const dataDir = /--data-dir\s+(\S+)/.exec(example)?.[1] ?? '';
    const members = await cli(['team', 'members', '--json', '--data-dir', join(cwd, dataDir)]);
    expect(members.code).toBe(0);
    const rows = members.stdout.trim().split('\n').map((l) => JSON.parse(l) as { name: string; role: string });
    expect(rows.map((m) => m.role)).toEqual(['owner']);
  }, 90_000);

  it("the help says a team's first member is its owner, and the README's team section makes the owner first", async () => {
    const help = await cli(['team', 'token', '--help']);
    expect(help.stdout.replace(/\s+/g, ' ')).toContain("a team's first member is its owner");
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('### Running a team server'));
    const tokens = [...section.matchAll(/^postroom team token .*--role (\w+)/gm)].map((m) => m[1]);
    expect(tokens[0]).toBe('owner');
  });
});
