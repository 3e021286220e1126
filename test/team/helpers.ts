import sharp from 'sharp';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { createCore, type Core } from '../../src-main/bridge';
import { runCli } from '../../src-main/cli';
import { cache, campaigns, drafts, openLibrary, workspaces, type WritableDB } from '../../src-main/library';
import { startSandbox, type SandboxHandle, type SandboxOptions } from '../../src-main/sandbox';
import { MemorySecretStore } from '../../src-main/secrets';
import type { Role } from '../../src-main/team';
import { startTeamServer, type TeamServer, type TeamServerOptions } from '../../src-main/team-server';
import { memberTokens } from '../helpers/team-owner';

/** Captions are hostile: markup, quotes, a closing script tag, right-to-left text, emoji. */
export const HOSTILE = `<script>alert("x")</script> "quoted" 'single' </script><!-- & <img src=x onerror=alert(1)> مرحبا بالعالم 👩‍👩‍👧 ✨`;

export async function campaignWithPosts(dir: string, db: WritableDB) {
  cache.putProfiles(db, workspaces.getCurrent(db).id, [{ profile_id: 'prof_lumen', name: 'Studio Lumen', connections: [] }]);
  const photo = join(dir, 'p.jpg');
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c84' } }).jpeg().toFile(photo);
  const a = drafts.create(db, { profile_id: 'prof_lumen', platforms: ['instagram', 'linkedin'], caption: HOSTILE, title: 'T"itle<', photos: [photo], scheduled_at: '2026-12-01T09:00', timezone: 'Asia/Ho_Chi_Minh', captions: { linkedin: { caption: 'LinkedIn only: chào 🎉' } }, fields: { first_comment: 'link <b>in</b> bio' } });
  const b = drafts.create(db, { profile_id: 'prof_lumen', platforms: ['facebook'], caption: 'Second post', photos: ['https://cdn.example.com/b.jpg'], add_to_queue: true });
  const c = drafts.create(db, { profile_id: 'prof_lumen', platforms: ['x'], caption: 'Third post' });
  const camp = campaigns.create(db, { name: 'Tết <2027> "launch"', draftIds: [a.id, b.id, c.id] });
  return { a, b, c, camp };
}


/** Waits until `what` holds, asking every 30 ms; throws 'timed out waiting' after `ms`. */
export async function until(what: () => boolean | Promise<boolean>, ms = 8000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 30));
  }
}

/** One bridge call; a refusal throws an Error carrying the error's code (for `rejects.toMatchObject({ code })`). */
export async function call<T = unknown>(c: Core, method: string, input: unknown): Promise<T> {
  const r = await c.dispatch(method, input);
  if (!r.ok) throw Object.assign(new Error(r.error.message), { code: r.error.code });
  return r.value as T;
}

/**
 * Laptops as app cores (the shells' core, web shell, no keychain, no embedded sandbox): `core(name)`
 * opens one in `root()/name`; `closeCores()` closes every one opened (afterAll). `env` is the cores'
 * environment (e.g. POSTROOM_API_KEY); `untilMs` is the default wait of the returned `until`.
 */
export function appCores(opts: { root: () => string; env?: Record<string, string>; untilMs?: number }) {
  const cores: Core[] = [];
  const core = async (name: string): Promise<Core> => {
    const c = await createCore({ dataDir: join(opts.root(), name), shell: 'web', env: { ...opts.env }, secretStore: new MemorySecretStore(), embeddedSandbox: false, connectivityIntervalMs: 0, resume: false });
    cores.push(c);
    return c;
  };
  const closeCores = async (): Promise<void> => {
    for (const c of cores) await c.close();
  };
  const wait = (what: () => boolean | Promise<boolean>, ms = opts.untilMs ?? 8000) => until(what, ms);
  return { core, call, until: wait, closeCores };
}

/** Joins each core to the team server (workspace 'Studio', an unreachable Hub) and waits until all are online. */
export async function joinOnline(url: string, joins: Array<[Core, string]>, ms = 8000): Promise<void> {
  for (const [c, token] of joins) await call(c, 'team.join', { name: 'Studio', url, token, hubUrl: 'http://127.0.0.1:9' });
  await until(async () => {
    for (const [c] of joins) if ((await call<{ state: string }>(c, 'team.status', {})).state !== 'online') return false;
    return true;
  }, ms);
}

/**
 * One real team server and laptops as app cores (`appCores`), for a file: `startServer()` (beforeAll)
 * makes a temp root (`prefix`) and starts the server in it (team `teamName`, 'Studio Lumen' unless
 * told; `server` adds options, e.g. a quick store); `core(name)` opens a laptop in `root()/name`;
 * `stop()` (afterAll) closes the cores, stops the server (a second stop is harmless) and removes the
 * root. `server()` and `root()` are the running server and its root.
 */
export function teamServerCores(opts: { prefix: string; teamName?: string; env?: Record<string, string>; untilMs?: number; server?: Omit<TeamServerOptions, 'dataDir' | 'port' | 'teamName'> }) {
  let root = '';
  let server: TeamServer | undefined;
  const cores = appCores({ root: () => root, env: opts.env, untilMs: opts.untilMs });
  const startServer = async (): Promise<TeamServer> => {
    root = mkdtempSync(join(tmpdir(), opts.prefix));
    server = await startTeamServer({ ...opts.server, dataDir: join(root, 'server'), port: 0, teamName: opts.teamName ?? 'Studio Lumen' });
    return server;
  };
  const stop = async (): Promise<void> => {
    await cores.closeCores();
    await server?.stop();
    if (root) rmSync(root, { recursive: true, force: true });
  };
  return { ...cores, startServer, stop, server: (): TeamServer => server!, root: (): string => root };
}

/** `teamServerCores` for a whole file: the server started in its beforeAll, everything stopped and removed in its afterAll. */
export function useTeamServer(opts: Parameters<typeof teamServerCores>[0]) {
  const t = teamServerCores(opts);
  beforeAll(() => t.startServer(), 60_000);
  afterAll(() => t.stop());
  return t;
}

/** The team server's store written soon after each change (a test that restarts or reads it does not wait the default debounce). */
export const QUICK_STORE = { storeDebounceMs: 20, storeMaxDebounceMs: 100 } as const;

/**
 * Laptops as app cores (`appCores`) joined to one real team server, for a file: `start(members)`
 * (beforeAll) makes a temp root (`prefix`), starts the server in it (team `teamName`, 'Studio Lumen'
 * unless told), makes each member's token, opens a core per member in `root/dir` (in order; `opened`
 * sees them before they join) and waits until all are online; `stop()` (afterAll) closes the cores,
 * stops the server (a second stop is harmless) and removes the root. `server()` is the running server.
 */
export function teamCores(opts: { prefix: string; teamName?: string; env?: Record<string, string>; untilMs?: number }) {
  const { startServer, root: _root, ...base } = teamServerCores(opts);
  const start = async <M extends ReadonlyArray<{ dir: string; name: string; role: Role }>>(members: readonly [...M], opened?: (cores: Core[]) => void): Promise<{ [K in keyof M]: Core }> => {
    const server = await startServer();
    const tokens = await memberTokens(server.store, members);
    const joined: Core[] = [];
    for (const m of members) joined.push(await base.core(m.dir));
    opened?.(joined);
    await joinOnline(server.httpUrl, joined.map((c, i): [Core, string] => [c, tokens[i]!]), opts.untilMs);
    return joined as { [K in keyof M]: Core };
  };
  return { ...base, start };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a CLI answer read in assertions
type Answer = Record<string, any>;

/**
 * One laptop through the CLI: a data dir `root/name` and its member token (POSTROOM_TEAM_TOKEN, so no
 * keychain is needed; a function when the test swaps tokens). `env` adds to the CLI's environment
 * (e.g. POSTROOM_API_KEY). `run` answers the exit code, the output and its JSON (`json()` the last
 * line, `lines()` every line, a line that is not JSON as `{}`); `ok` runs with --json and expects
 * exit 0; `sync` is `team sync`;
 * `lib` reads the laptop's library while the CLI is not running.
 */
export function cliLaptop(root: string, name: string, token: string | (() => string), env: Record<string, string> = {}) {
  const dir = join(root, name);
  const run = async (argv: string[], stdin = '') => {
    let stdout = '';
    let stderr = '';
    const code = await runCli([...argv, '--data-dir', dir], {
      stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stdin: async () => stdin,
      env: { POSTROOM_TEAM_TOKEN: typeof token === 'string' ? token : token(), ...env },
    });
    const json = (): Answer => JSON.parse(stdout.trim().split('\n').at(-1) || 'null') as Answer;
    const lines = (): Answer[] => stdout.trim().split('\n').filter(Boolean).map((l) => {
      try {
        return JSON.parse(l) as Answer;
      } catch {
        return {};
      }
    });
    return { code, stdout, stderr, json, lines };
  };
  const lib = <T>(fn: (l: ReturnType<typeof openLibrary>) => T): T => {
    const l = openLibrary(join(dir, 'library.sqlite'));
    try {
      return fn(l);
    } finally {
      l.close();
    }
  };
  const ok = async (argv: string[]) => {
    const r = await run([...argv, '--json']);
    expect(r.code, `${argv.join(' ')}: ${r.stderr}${r.stdout}`).toBe(0);
    return r;
  };
  const sync = async (): Promise<void> => {
    await ok(['team', 'sync']);
  };
  return { dir, run, ok, sync, lib };
}
export type CliLaptop = ReturnType<typeof cliLaptop>;

/**
 * Laptops through the CLI (`cliLaptop`) on one real team server, for a file: `start(members)`
 * (beforeAll) makes a temp root (`prefix`), starts the server in it (documents stored within
 * 20–100 ms; team `teamName` when told), makes each member's token and joins a laptop per member
 * (`root/dir`, in order) to the workspace (`workspace`, 'Studio' unless told) with an unreachable Hub
 * or, given `hub` (sandbox options), a sandbox Hub started first (no faults, posts processed at once)
 * whose API key every laptop has; `stop()` (afterAll) stops the server and the Hub and removes the
 * root. `root()`, `server()`, `sandbox()` and `token(name)` answer what it made.
 */
export function cliTeam(opts: { prefix: string; teamName?: string; workspace?: string; hub?: Omit<SandboxOptions, 'port' | 'dataDir'>; serverLog?: (line: string) => void }) {
  let root = '';
  let server: TeamServer | undefined;
  let sandbox: SandboxHandle | undefined;
  const tokens = new Map<string, string>();
  const start = async <M extends ReadonlyArray<{ dir: string; name: string; role: Role }>>(members: readonly [...M]): Promise<{ [K in keyof M]: CliLaptop }> => {
    root = mkdtempSync(join(tmpdir(), opts.prefix));
    if (opts.hub) {
      sandbox = await startSandbox({ faults: 'none', ...opts.hub });
      sandbox.control.setProcessingMs(0);
    }
    server = await startTeamServer({ dataDir: join(root, 'server'), port: 0, teamName: opts.teamName, storeDebounceMs: 20, storeMaxDebounceMs: 100, ...(opts.serverLog ? { log: opts.serverLog } : {}) });
    const laptops: CliLaptop[] = [];
    const made = await memberTokens(server.store, members);
    for (const [i, m] of members.entries()) {
      const token = made[i]!;
      tokens.set(m.name, token);
      laptops.push(cliLaptop(root, m.dir, token, sandbox ? { POSTROOM_API_KEY: sandbox.apiKey } : {}));
    }
    for (const l of laptops) await l.ok(['workspace', 'join', opts.workspace ?? 'Studio', '--team', server.httpUrl, '--hub', sandbox?.url ?? 'http://127.0.0.1:9']);
    return laptops as { [K in keyof M]: CliLaptop };
  };
  const stop = async (): Promise<void> => {
    await server?.stop();
    await sandbox?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  };
  return { start, stop, root: (): string => root, server: (): TeamServer => server!, sandbox: (): SandboxHandle => sandbox!, token: (name: string): string => tokens.get(name)! };
}

/** What a client page carries for the client's decisions file (its `postroom-data` script). */
export interface ClientPageData { exportId: string; campaignId: string; digest: string; posts: Array<{ draftId: string; revision: string }> }

/** One post's decision in a client's file, the post named by its place in the page. */
export interface ClientDecision { i: number; decision: 'approve' | 'request_changes'; note?: string }

/** A client page's data, read from its HTML. */
export const clientPageData = (html: string): ClientPageData => JSON.parse(/id="postroom-data">([^<]*)</.exec(html)![1]!) as ClientPageData;

/**
 * h-decisions: a decisions file's posts as the page lists them: the decided ones given, then every other post of the
 * export (page) with decision null (a file may list them in any order; the import reports the decided in file order).
 */
export const withUndecided = <P extends { draftId: string; revision: string }>(exported: readonly P[], decided: ReadonlyArray<{ draftId: string; revision: string; decision: 'approve' | 'request_changes'; note: string }>): Array<{ draftId: string; revision: string; decision: 'approve' | 'request_changes' | null; note: string }> =>
  [...decided, ...exported.filter((p) => !decided.some((d) => d.draftId === p.draftId)).map((p) => ({ draftId: p.draftId, revision: p.revision, decision: null, note: '' }))];

/**
 * A client's decisions file for a page, written in `dir` under a fresh name, as the page writes it (h-decisions: every
 * post of the page, those not in `decisions` with decision null); `patch` replaces top-level fields (a file edited by hand).
 */
export function clientDecisionsFile(dir: string, data: ClientPageData, decisions: ClientDecision[], patch: Record<string, unknown> = {}): string {
  const file = join(dir, `decisions-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify({
    format: 'postroom-client-decisions', version: 1, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: '2026-11-27T03:00:00Z',
    posts: withUndecided(data.posts, decisions.map((d) => ({ draftId: data.posts[d.i]!.draftId, revision: data.posts[d.i]!.revision, decision: d.decision, note: d.note ?? '' }))),
    ...patch,
  }));
  return file;
}

/** On laptop `l`: a campaign `name` of one Instagram post per caption, each sent for review, then a sync. */
export async function campaignInReview(l: CliLaptop, name: string, captions: string[]): Promise<{ posts: string[]; campaignId: string }> {
  const made = l.lib((x) => {
    const ids = captions.map((caption) => x.drafts.create(x.db, { caption, platforms: ['instagram'] }).id);
    return { posts: ids, campaignId: x.campaigns.create(x.db, { name, draftIds: ids }).id };
  });
  for (const id of made.posts) await l.ok(['review', 'submit', id]);
  await l.sync();
  return made;
}

/**
 * A team of an editor (Lan) and its only approver, its owner (Bảo), on the CLI (w19selfedit, w20authors): started once
 * for the describe that calls it, each laptop's session opened.
 */
export function useLanAndOwner(opts: Parameters<typeof cliTeam>[0]): { lan: () => CliLaptop; bao: () => CliLaptop } {
  const team = cliTeam(opts);
  let lan: CliLaptop;
  let bao: CliLaptop;
  beforeAll(async () => {
    [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
    for (const l of [lan, bao]) await l.ok(['team', 'status']);
  });
  afterAll(async () => {
    await team.stop();
  });
  return { lan: () => lan, bao: () => bao };
}

/**
 * A team of an editor (Lan), an approver (Bảo) and its owner (Chi), who may approve too, on the CLI (w19selfedit,
 * w20authors): started once for the file or describe that calls it, each laptop's session opened (so it keeps the
 * members list: who may approve, by name). `syncAll` syncs Lan, Bảo, Chi, then Lan again (so Lan has what the others sent).
 */
export function useLanBaoChi(opts: Parameters<typeof cliTeam>[0]): { lan: () => CliLaptop; bao: () => CliLaptop; chi: () => CliLaptop; syncAll: () => Promise<void>; sandbox: () => SandboxHandle } {
  const team = cliTeam(opts);
  let lan: CliLaptop;
  let bao: CliLaptop;
  let chi: CliLaptop;
  beforeAll(async () => {
    [lan, bao, chi] = await team.start([
      { dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'approver' }, { dir: 'chi', name: 'Chi', role: 'owner' },
    ] as const);
    for (const l of [lan, bao, chi]) await l.ok(['team', 'status']);
  });
  afterAll(async () => {
    await team.stop();
  });
  const syncAll = async (): Promise<void> => {
    for (const l of [lan, bao, chi, lan]) await l.sync();
  };
  return { lan: () => lan, bao: () => bao, chi: () => chi, syncAll, sandbox: () => team.sandbox() };
}

/** Lan writes a post and sends it for review; Bảo, the approver, rewrites it before approving (its version's author). */
export async function editedByApprover(lan: CliLaptop, bao: CliLaptop): Promise<string> {
  const id = lan.lib((x) => x.drafts.create(x.db, { caption: 'Lan wrote this', platforms: ['instagram'] }).id);
  await lan.sync();
  await bao.sync();
  await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
  bao.lib((x) => x.drafts.update(x.db, id, { caption: 'Bảo rewrote it before approving' }));
  await bao.sync();
  return id;
}

/**
 * Lan (editor) and Bảo (owner, the approver) on the CLI, a sandbox Hub (`hub` options) and approval required: started once
 * for the file that calls it. `approve(id, submit)` is Lan's submit (when asked), Bảo's approval and the syncs between;
 * `hubPosts(caption)` counts the Hub's own posts of a caption (h-again, w16bytes).
 */
export function useApprovingTeam(opts: Parameters<typeof cliTeam>[0]) {
  const team = cliTeam(opts);
  let lan: CliLaptop;
  let bao: CliLaptop;
  beforeAll(async () => {
    [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
    await bao.sync();
    await bao.ok(['team', 'settings', '--approval-required', 'yes']);
    await bao.sync();
    await lan.sync();
  }, 90_000);
  afterAll(() => team.stop());
  const approve = async (id: string, submit: boolean): Promise<void> => {
    if (submit) await lan.ok(['review', 'submit', id]);
    await lan.sync();
    await bao.sync();
    await bao.ok(['review', 'approve', id]);
    await bao.sync();
    await lan.sync();
  };
  const hubPosts = (caption: string): number => (team.sandbox().control.db.prepare('SELECT count(*) AS n FROM posts WHERE caption = ?').get(caption) as { n: number }).n;
  return { lan: (): CliLaptop => lan, bao: (): CliLaptop => bao, sandbox: (): SandboxHandle => team.sandbox(), approve, hubPosts };
}
