/**
 * w16bytes (issue 34): the Outbox card of an unknown send whose post was EDITED and APPROVED AGAIN since says what the
 * resend does: "Send again as new" refused with the table's reason edited_since_send (team-actions.ts), and the app's
 * resend (jobs.resendUnknown) refuses with the same words the CLI prints; nothing reaches the Hub. Before, the card
 * offered it and the resend put the old text under the new approval's key.
 * A REAL team server and a REAL sandbox Hub, started once for the file; Lan's laptop is an app core, Bảo (owner)
 * approves from the CLI.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import type { JobDto } from '../../src-main/bridge/contract';
import { publishJobs } from '../../src-main/library';
import type { SandboxHandle } from '../../src-main/sandbox';
import type { TeamServer } from '../../src-main/team-server';
import { appCores, cliLaptop, type CliLaptop } from './helpers';
import { startStudioHub, stopStudioHub, type StudioHub } from './studio-hub';

let studio: StudioHub;
let root: string;
let server: TeamServer;
let sandbox: SandboxHandle;
const tokens: Record<string, string> = {};
const coreEnv: Record<string, string> = {};
const { core, call, until, closeCores } = appCores({ root: () => root, env: coreEnv, untilMs: 15_000 });
const tag = `w16bytes card ${Date.now().toString(36)}`;
let lan: Core;
let bao: CliLaptop;

const hubPosts = (caption: string): number => sandbox.control.publishedPosts().filter((p) => p.caption === caption).length;
const lanJobs = (id: string) => cliLaptop(root, 'lan', () => tokens.lan!).lib((l) => publishJobs.listJobs(l.db, { draftId: id }));
const holdOf = async (id: string): Promise<string | null> => (await call<{ held: { code: string } | null }>(lan, 'drafts.publishHold', { id })).held?.code ?? null;

async function approve(id: string): Promise<void> {
  await until(async () => {
    await bao.sync();
    return (await bao.run(['review', 'approve', id, '--json'])).code === 0;
  });
  await bao.sync();
  await until(async () => (await holdOf(id)) === null);
}

beforeAll(async () => {
  studio = await startStudioHub({ prefix: 'postroom-w16bytes-card-', seed: 1617, coreEnv, tokens, members: [{ key: 'lan', name: 'Lan', role: 'editor' }, { key: 'bao', name: 'Bảo', role: 'owner' }] });
  ({ root, sandbox, server } = studio);
  lan = await core('lan');
  await call(lan, 'team.join', { name: 'Studio', url: server.httpUrl, token: tokens.lan, hubUrl: sandbox.url });
  await until(async () => (await call<{ state: string }>(lan, 'team.status', {})).state === 'online');
  bao = cliLaptop(root, 'bao', () => tokens.bao!, { POSTROOM_API_KEY: sandbox.apiKey });
  await bao.ok(['workspace', 'join', 'Studio', '--team', server.httpUrl, '--hub', sandbox.url]);
}, 120_000);
afterAll(() => stopStudioHub(studio, closeCores));

describe('the Outbox card of an unknown send, the post edited and approved again since', () => {
  it('Send again as new: refused, edited_since_send; the app resend says the same words; nothing sent', async () => {
    const oldText = `${tag} old text`;
    const newText = `${tag} approved text`;
    const d = await call<{ id: string }>(lan, 'drafts.create', { draft: { caption: oldText, platforms: ['x'], profile_id: 'prof_caphe' } });
    const id = d.id;
    await call(lan, 'photos.add', { draftId: id, urls: ['https://cdn.example.com/w16bytes.jpg'] });
    await call(lan, 'review.act', { draftId: id, action: 'submit' });
    await approve(id);
    sandbox.control.setFaults({ upstream_timeout_lost: 1 });
    try {
      await call(lan, 'publish.start', { draftIds: [id] });
      await until(() => lanJobs(id).some((j) => j.state === 'unknown'));
    } finally {
      sandbox.control.setFaults('none');
    }
    const job = lanJobs(id)[0]!;
    expect(job.idempotencyKey.startsWith('pra_')).toBe(true);

    // Edited (back to review), approved again.
    await call(lan, 'drafts.update', { id, patch: { caption: newText } });
    await until(async () => (await holdOf(id)) !== null);
    await approve(id);

    const [card] = await call<JobDto[]>(lan, 'jobs.list', { draftId: id });
    expect(card!.id).toBe(job.id);
    expect(card!.actions.verdicts.send_again).toEqual({ do: 'refused', reason: 'edited_ask_first' }); // h-again (walk 31, 2): ask the Hub first
    const before = hubPosts(oldText);
    await expect(call(lan, 'jobs.resendUnknown', { id: job.id, confirm: true })).rejects.toThrow('the post was edited and approved again since this send: publish the approved version instead');
    expect(lanJobs(id).map((j) => j.state)).toEqual(['unknown']);
    expect(hubPosts(oldText)).toBe(before);
    expect(hubPosts(newText)).toBe(0);
  }, 90_000);
});
