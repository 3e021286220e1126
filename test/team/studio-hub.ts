/**
 * A file's "Studio" team on a REAL team server beside a REAL sandbox Hub (the leave and leftview
 * files): `startStudioHub` (beforeAll) makes a temp root (`prefix`), starts the sandbox (no faults,
 * posts processed at once; its API key put in `coreEnv` for the app cores), starts the team server
 * in the root (team 'Studio', QUICK_STORE) and makes each member's token into `tokens`;
 * `stopStudioHub` (afterAll) closes the cores, stops both servers and removes the root.
 * `lanCliBaoApp` joins Lan (a CLI laptop, editor) and Bảo (an app core, approver) and waits until
 * Bảo is online. `useStudioInReview` is the left-team CLI files' whole set-up around them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Core } from '../../src-main/bridge';
import { runCli } from '../../src-main/cli';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import type { Role } from '../../src-main/team/protocol';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { appCores, call, cliLaptop, QUICK_STORE, until, type CliLaptop } from './helpers';
import { memberTokens } from '../helpers/team-owner';

export interface StudioHub { root: string; sandbox: SandboxHandle; server: TeamServer }

export async function startStudioHub(o: {
  prefix: string;
  seed: number;
  coreEnv: Record<string, string>;
  tokens: Record<string, string>;
  members: Array<{ key: string; name: string; role: Role }>;
}): Promise<StudioHub> {
  const root = mkdtempSync(join(tmpdir(), o.prefix));
  const sandbox = await startSandbox({ faults: 'none', seed: o.seed });
  sandbox.control.setProcessingMs(0);
  o.coreEnv.POSTROOM_API_KEY = sandbox.apiKey;
  const server = await startTeamServer({ dataDir: join(root, 'server'), port: 0, teamName: 'Studio', ...QUICK_STORE });
  const made = await memberTokens(server.store, o.members);
  o.members.forEach((m, i) => (o.tokens[m.key] = made[i]!));
  return { root, sandbox, server };
}

export async function stopStudioHub(h: StudioHub, closeCores: () => Promise<void>): Promise<void> {
  await closeCores();
  await h.server.stop();
  await h.sandbox.close();
  rmSync(h.root, { recursive: true, force: true });
}

/** Lan's CLI laptop (root/lan) and Bảo's app core (root/bao) joined to Studio; Bảo online. */
export async function lanCliBaoApp(h: StudioHub, tokens: Record<string, string>, core: (name: string) => Promise<Core>, untilMs: number): Promise<{ L: ReturnType<typeof cliLaptop>; bao: Core }> {
  const L = cliLaptop(h.root, 'lan', () => tokens.lan!, { POSTROOM_API_KEY: h.sandbox.apiKey });
  await L.ok(['workspace', 'join', 'Studio', '--team', h.server.httpUrl, '--hub', h.sandbox.url]);
  const bao = await core('bao');
  await call(bao, 'team.join', { name: 'Studio', url: h.server.httpUrl, token: tokens.bao, hubUrl: h.sandbox.url });
  await until(async () => (await call<{ state: string }>(bao, 'team.status', {})).state === 'online', untilMs);
  return { L, bao };
}

/** Lan's CLI laptop, Bảo's app core, and the id of Lan's post in review on Bảo's laptop. */
export interface StudioInReview { L: CliLaptop; bao: Core; draftId: string }

/**
 * For a file (the left-team CLI files): its beforeAll starts the Studio team (`prefix`, `seed`; Lan
 * editor, Bảo approver), joins Lan's CLI laptop and Bảo's app core (lanCliBaoApp), and sends a post
 * of Lan's (`post`, on X) for review, waiting until Bảo's laptop has it in review; the file's own
 * beforeAll (registered after this call) goes on from there; its afterAll stops everything.
 * Answers `studio` (filled once the hook ran), the cores' `call` and `until`, and `baoCli`: the CLI
 * run on Bảo's data dir with the cores' environment.
 */
export function useStudioInReview(o: { prefix: string; seed: number; post: { caption: string; photo: string } }) {
  let hub: StudioHub;
  let root = '';
  const tokens: Record<string, string> = {};
  const coreEnv: Record<string, string> = {};
  const { core, call: callCore, until: untilCore, closeCores } = appCores({ root: () => root, env: coreEnv, untilMs: 15_000 });
  const studio: StudioInReview = {} as never;
  beforeAll(async () => {
    hub = await startStudioHub({ prefix: o.prefix, seed: o.seed, coreEnv, tokens, members: [{ key: 'lan', name: 'Lan', role: 'editor' }, { key: 'bao', name: 'Bảo', role: 'approver' }] });
    ({ root } = hub);
    const { L, bao } = await lanCliBaoApp(hub, tokens, core, 15_000);
    const draftId = L.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: [o.post.photo], caption: o.post.caption }).id);
    await L.ok(['review', 'submit', draftId]);
    await L.sync();
    await untilCore(async () => (await callCore<Record<string, { state: string }>>(bao, 'review.get', { draftIds: [draftId] }).catch(() => ({} as Record<string, { state: string }>)))[draftId]?.state === 'in_review');
    Object.assign(studio, { L, bao, draftId });
  }, 90_000);
  afterAll(() => stopStudioHub(hub, closeCores));
  const baoCli = async (argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> => {
    let stdout = '';
    let stderr = '';
    const code = await runCli([...argv, '--data-dir', join(root, 'bao')], { stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), stdin: async () => '', env: { ...coreEnv } });
    return { code, stdout, stderr };
  };
  return { studio, call: callCore, until: untilCore, baoCli };
}
