/**
 * The CLI as a person meets it (issue 35), through the REAL built binary: package.json's `bin`
 * (scripts/postroom.mjs → out/cli/postroom.js) spawned as its own process. Help at every level
 * within 80 columns, a suggestion for a mistyped command, README's table equal to the command
 * table, a bundle whose --help loads no core area, and shell completion.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCli, OUT, root, whyBuild } from '../../scripts/cli-bundle.mjs';
import { AREAS, GLOBAL_OPTIONS, type Command } from '../../src-main/cli/command';
import { COMMANDS } from '../../src-main/cli/commands';
import { API_KEY_ENV as CLI_API_KEY_ENV } from '../../src-main/cli/commands/keys';
import { groupOf, groupsOf, WIDTH } from '../../src-main/cli/help';
import { readmeTable, README_END, README_START } from '../../src-main/cli/readme';
import { API_KEY_ENV } from '../../src-main/secrets';

const BIN = join(root, 'scripts', 'postroom.mjs');
let dataDir: string;

interface Ran { code: number; stdout: string; stderr: string }
const postroom = async (args: string[], env: NodeJS.ProcessEnv = {}): Promise<Ran> => {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [BIN, ...args], { env: { ...process.env, POSTROOM_DATA_DIR: dataDir, ...env }, cwd: root });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
};

/** Runs `f` over `items`, `n` at a time (each is a process start). */
async function pool<T, R>(items: T[], n: number, f: (t: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: n }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await f(items[i] as T);
    }
  }));
  return out;
}

const width = (line: string): number => [...line].length;
const tooWide = (text: string): string[] => text.split('\n').filter((l) => width(l) > WIDTH);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'postroom-cli-help-'));
  // npm test builds the bundle in its build step; a run of this file alone builds it here once,
  // rather than in each spawned process.
  if (whyBuild('postroom') !== null) await buildCli();
}, 60_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('postroom --help', () => {
  it('lists every command by area, each line within 80 columns', async () => {
    const r = await postroom(['--help']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(tooWide(r.stdout)).toEqual([]);
    for (const area of new Set(COMMANDS.map((c) => c.area))) expect(r.stdout).toContain(`\n${AREAS[area]}:\n`);
    for (const c of COMMANDS) expect(r.stdout).toMatch(new RegExp(`^  ${c.name.replace(/[-]/g, '\\-')}( |$)`, 'm'));
    // `postroom` alone and `postroom help` say the same.
    expect((await postroom([])).stdout).toBe(r.stdout);
    expect((await postroom(['help'])).stdout).toBe(r.stdout);
  });

  it('has no line over 80 columns even for the longest summary (the old help padded to ~200)', async () => {
    const longest = Math.max(...COMMANDS.map((c) => width(c.summary)));
    expect(longest).toBeGreaterThan(WIDTH - 6); // the wrapping is really exercised
    const r = await postroom(['--help']);
    expect(Math.max(...r.stdout.split('\n').map(width))).toBeLessThanOrEqual(WIDTH);
  });
});

describe('postroom GROUP', () => {
  const groups = groupsOf(COMMANDS);

  it('every group alone and with --help lists its commands, one line each, within 80 columns', async () => {
    expect(groups).toEqual(expect.arrayContaining(['drafts', 'campaign', 'monitors', 'music', 'connections', 'workspace', 'key', 'pins', 'media']));
    const runs = await pool(groups.flatMap((g) => [[g], [g, '--help']]), 4, async (args) => ({ args, r: await postroom(args) }));
    for (const { args, r } of runs) {
      const group = args[0] ?? '';
      expect(r.code, args.join(' ')).toBe(0);
      expect(tooWide(r.stdout), args.join(' ')).toEqual([]);
      const lines = r.stdout.split('\n');
      for (const c of COMMANDS.filter((x) => groupOf(x) === group)) {
        const verb = c.name.slice(group.length + 1);
        expect(lines.filter((l) => l.startsWith(`  ${verb} `)), `${c.name} in postroom ${args.join(' ')}`).toHaveLength(1);
      }
    }
  }, 120_000);
});

describe('postroom CMD --help', () => {
  it('every command gives its usage, every option and an example, within 80 columns', async () => {
    const runs = await pool([...COMMANDS], 4, async (c: Command) => ({ c, r: await postroom([...c.name.split(' '), '--help']) }));
    for (const { c, r } of runs) {
      expect(r.code, c.name).toBe(0);
      expect(tooWide(r.stdout), c.name).toEqual([]);
      expect(r.stdout, c.name).toMatch(new RegExp(`^usage: postroom ${c.name}`));
      for (const o of Object.keys({ ...c.options, ...GLOBAL_OPTIONS })) expect(r.stdout, `${c.name} --${o}`).toMatch(new RegExp(`^  (-\\w, )?--${o}\\b`, 'm'));
      expect(r.stdout, c.name).toContain(`example:\n  postroom ${c.example.split(' ').slice(0, 2).join(' ')}`);
    }
  }, 180_000);
});

describe('a reader that stops early', () => {
  it('`postroom --help | true` ends quietly: a closed pipe is not a failure (exit 0, nothing on stderr)', () => {
    const r = spawnSync('bash', ['-o', 'pipefail', '-c', `"${process.execPath}" "${BIN}" --help | true`], { env: { ...process.env, POSTROOM_DATA_DIR: dataDir }, cwd: root, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});

describe('a mistyped command', () => {
  it('names the closest command in one line on stderr, exit 2, nothing on stdout', async () => {
    for (const [typed, meant] of [[['monitr', 'list'], 'monitors list'], [['drafts', 'imprt'], 'drafts import'], [['statsu'], 'status'], [['campaign', 'dryrun', 'x'], 'campaign dry-run']] as const) {
      const r = await postroom([...typed]);
      expect(r.code, typed.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n'), typed.join(' ')).toHaveLength(1);
      expect(r.stderr).toContain(`did you mean "${meant}"?`);
    }
  });

  it('a mistyped option names the closest option of the command', async () => {
    const r = await postroom(['drafts', 'list', '--qeury', 'x']);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('unknown option --qeury for drafts list; did you mean --query?');
  });

  it('a short option with a letter dropped names it too (walk 35, 7: `status --jsn` suggested nothing)', async () => {
    for (const [argv, meant] of [[['status', '--jsn'], '--json'], [['drafts', 'list', '--limt', '3'], '--limit'], [['publish', 'x', '--wai'], '--wait']] as const) {
      const r = await postroom([...argv]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`; did you mean ${meant}?`);
    }
    // Nothing close stays unsaid: two letters of a four-letter option are not a typo of it.
    expect((await postroom(['status', '--js'])).stderr).not.toContain('did you mean');
  });

  it('suggests nothing when nothing is close, and with --json prints the error as JSON', async () => {
    const r = await postroom(['frobnicate', '--json']);
    expect(r.code).toBe(2);
    expect(r.stderr).not.toContain('did you mean');
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: false, error: { code: 'usage' } });
  });
});

describe("README's CLI table", () => {
  it('is the command table (npm run -s readme:cli writes it)', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const start = readme.indexOf(README_START);
    const end = readme.indexOf(README_END);
    expect(start, 'README.md has the cli-table markers').toBeGreaterThan(0);
    expect(readme.slice(start + README_START.length, end).trim()).toBe(readmeTable(COMMANDS));
  });

  it('names every option of every command (an option is one entry of the table)', () => {
    const table = readmeTable(COMMANDS);
    for (const c of COMMANDS) for (const o of Object.keys(c.options ?? {})) expect(table, `${c.name} --${o}`).toContain(`--${o}`);
  });
});

describe('the bundle', () => {
  it("--help's static imports reach no package and no core area: only node built-ins", () => {
    const meta = JSON.parse(readFileSync(join(OUT, 'meta.json'), 'utf8')) as { outputs: Record<string, { imports: Array<{ path: string; kind: string; external?: boolean }>; inputs: Record<string, unknown> }> };
    const entry = Object.keys(meta.outputs).find((k) => k.endsWith('/postroom.js')) ?? '';
    const reached = new Set<string>([entry]);
    const walk = (file: string): void => {
      for (const i of meta.outputs[file]?.imports ?? []) {
        if (i.kind !== 'import-statement' || reached.has(i.path)) continue;
        reached.add(i.path);
        if (!i.external) walk(i.path);
      }
    };
    walk(entry);
    expect([...reached].filter((p) => !p.startsWith('node:') && !p.startsWith('out/cli/'))).toEqual([]);
    // What those files hold: the CLI shell and common, no bundled package and no core area but
    // the pure closest-name helper the suggestions use.
    const sources = [...reached].flatMap((f) => Object.keys(meta.outputs[f]?.inputs ?? {}));
    expect(sources.length).toBeGreaterThan(5);
    // src-shared's leaf modules (the words and zone names the screens and the CLI share) are allowed when they import
    // nothing themselves but other such leaves (h-replay2: teammate-send.ts reads waiting-to-reach.ts): pure code, no
    // package and no core area behind them.
    const leafShared = (p: string): boolean => /^src-shared\/[\w-]+\.ts$/.test(p)
      && [...readFileSync(join(root, p), 'utf8').matchAll(/^import (?!type )[^;]*? from '([^']+)'/gm)].every((m) => /^\.\/[\w-]+$/.test(m[1]!) && leafShared(`src-shared/${m[1]!.slice(2)}.ts`));
    expect(sources.filter((p) => !/^src-main\/(cli|common)\//.test(p) && p !== 'src-main/library/closest-name.ts' && !leafShared(p))).toEqual([]);
    // The heavy areas are chunks of their own, imported only when a command runs.
    const dynamic = (meta.outputs[entry]?.imports ?? []).filter((i) => i.kind === 'dynamic-import').map((i) => i.path);
    expect(dynamic.some((p) => /\/media-/.test(p))).toBe(true);
    expect(dynamic.some((p) => /\/sandbox-/.test(p))).toBe(true);
  });

  it('the CLI and secrets name the same API key variable', () => {
    expect(CLI_API_KEY_ENV).toBe(API_KEY_ENV);
  });

  it('--quiet keeps stderr for errors only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-cli-quiet-'));
    try {
      expect((await postroom(['drafts', 'list', '--data-dir', dir])).stderr).toMatch(/no drafts yet/);
      const quiet = await postroom(['drafts', 'list', '--quiet', '--data-dir', dir]);
      expect(quiet).toMatchObject({ code: 0, stderr: '', stdout: '' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('shell completion', () => {
  beforeAll(async () => {
    expect((await postroom(['campaign', 'create', 'Summer sale'])).code).toBe(0);
    expect((await postroom(['workspace', 'add', 'Acme', '--hub', 'https://hub.example.com'])).code).toBe(0);
  }, 60_000);

  it('__complete offers groups, verbs, options, fixed values, workspace and campaign names', async () => {
    const c = async (...words: string[]) => (await postroom(['__complete', ...words])).stdout.split('\n').filter(Boolean).map((l) => l.split('\t')[0]);
    expect(await c('mon')).toEqual(['monitors']);
    expect(await c('monitors', '')).toEqual(['create', 'list', 'show', 'delete']);
    expect(await c('campaign', 'plan', 'x', '--mo')).toEqual(['--mode']);
    expect(await c('campaign', 'plan', 'x', '--mode', 'b')).toEqual(['best_hours']);
    expect(await c('workspace', 'use', '')).toEqual(['Sandbox', 'Acme']);
    expect(await c('key', 'status', '--workspace', 'Ac')).toEqual(['Acme']);
    const campaigns = (await postroom(['__complete', 'campaign', 'status', ''])).stdout.trim().split('\n');
    expect(campaigns).toHaveLength(1);
    expect(campaigns[0]).toMatch(/\tSummer sale$/);
    expect(await c('drafts', 'import', '')).toEqual([':file']);
  });

  it('the bash script completes through the real binary', async () => {
    const script = (await postroom(['completion', 'bash'])).stdout;
    const bin = mkdtempSync(join(tmpdir(), 'postroom-bin-'));
    try {
      const shim = `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`;
      writeFileSync(join(bin, 'postroom'), shim, { mode: 0o755 });
      const probe = `${script}\nCOMP_WORDS=(postroom campaign pl); COMP_CWORD=2; _postroom; echo "\${COMPREPLY[*]}"\nCOMP_WORDS=(postroom workspace use A); COMP_CWORD=3; _postroom; echo "\${COMPREPLY[*]}"\n`;
      const r = spawnSync('bash', ['-c', probe], { env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, POSTROOM_DATA_DIR: dataDir }, encoding: 'utf8' });
      expect(r.stdout.split('\n').slice(0, 2)).toEqual(['plan', 'Acme']);
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  }, 30_000);

  it('the zsh and fish scripts complete through the real binary, where those shells are installed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-completion-'));
    try {
      writeFileSync(join(dir, 'postroom'), `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`, { mode: 0o755 });
      for (const shell of ['zsh', 'fish'] as const) {
        const file = join(dir, `postroom.${shell}`);
        writeFileSync(file, (await postroom(['completion', shell])).stdout);
        const parsed = spawnSync(shell, ['-n', file], { encoding: 'utf8' });
        if (parsed.error) {
          console.log(`${shell} is not installed here (${(parsed.error as NodeJS.ErrnoException).code}): its completion script was not checked`);
          continue;
        }
        expect(parsed.status, `${shell} -n: ${parsed.stderr}`).toBe(0);
        if (shell === 'zsh') {
          // compsys's own functions stubbed: what the script hands to _describe and _files.
          const probe = `compdef() { :; }; _describe() { print -l -- "\${(@P)2}"; }; _files() { echo FILES; }; source ${file}; words=(postroom campaign pl); CURRENT=3; _postroom; words=(postroom workspace use A); CURRENT=4; _postroom; words=(postroom drafts import x); CURRENT=4; _postroom`;
          const r = spawnSync('zsh', ['-c', probe], { env: { ...process.env, PATH: `${dir}:${process.env.PATH}`, POSTROOM_DATA_DIR: dataDir }, encoding: 'utf8' });
          expect(r.stdout.split('\n').map((l) => l.split(':')[0])).toEqual(['plan', 'Acme', 'FILES', '']);
        }
        if (shell === 'fish') {
          const r = spawnSync('fish', ['-c', `source ${file}; complete -C 'postroom campaign pl'; complete -C 'postroom workspace use A'`], { env: { ...process.env, PATH: `${dir}:${process.env.PATH}`, POSTROOM_DATA_DIR: dataDir }, encoding: 'utf8' });
          expect(r.stdout.split('\n').map((l) => l.split('\t')[0])).toEqual(expect.arrayContaining(['plan', 'Acme']));
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
