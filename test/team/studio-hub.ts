/**
 * A file's "Studio" team on a REAL team server beside a REAL sandbox Hub (the leave and leftview
 * files): `startStudioHub` (beforeAll) makes a temp root (`prefix`), starts the sandbox (no faults,
 * posts processed at once; its API key put in `coreEnv` for the app cores), starts the team server
 * in the root (team 'Studio', QUICK_STORE) and makes each member's token into `tokens`;
 * `stopStudioHub` (afterAll) closes the cores, stops both servers and removes the root.
 * `lanCliBaoApp` joins Lan (a CLI laptop, editor) and Bảo (an app core, approver) and waits until
 * Bảo is online.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Core } from '../../src-main/bridge';
import { createMemberToken, startTeamServer, type TeamServer } from '../../src-main/team-server';
import type { Role } from '../../src-main/team/protocol';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { call, cliLaptop, QUICK_STORE, until } from './helpers';

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
  for (const m of o.members) o.tokens[m.key] = (await createMemberToken(server.store, { name: m.name, role: m.role })).token;
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
