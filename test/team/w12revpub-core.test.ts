/**
 * w12revpub (walk 12, issue 34): the app core on a laptop whose member token the team revokes while it is open. ONE
 * rule in the core (team/publish-port.ts: the port's approval answers `revoked` first), so every hand-off of the app
 * holds the team's post back with the revocation: Publish (publish.start), "Send it as a new post at another time…"
 * (publish.start with `again`), and the truth table's "send again" (posts.actions) says why. The sandbox Hub's own
 * post list is unchanged. Before: only the screens shut Publish; the core sent whatever a shell handed it.
 * A REAL team server and a REAL sandbox Hub, each started once for the file; Lan's laptop is an app core, Bảo
 * (owner) approves from the CLI.
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import type { TeamServer } from '../../src-main/team-server';
import type { SandboxHandle } from '../../src-main/sandbox';
import { appCores, cliLaptop, type CliLaptop } from './helpers';
import { startStudioHub, stopStudioHub, type StudioHub } from './studio-hub';

let studio: StudioHub;
let root: string;
let server: TeamServer;
let sandbox: SandboxHandle;
const tokens: Record<string, string> = {};
const coreEnv: Record<string, string> = {};
const { core, call, until, closeCores } = appCores({ root: () => root, env: coreEnv, untilMs: 15_000 });
const tag = `w12revpub-core ${Date.now().toString(36)}`;
const REVOKED = "the team revoked this computer's member token (the team server says so): ask the team owner for a new token and join again with it; nothing was sent";

let lan: Core;
let bao: CliLaptop;
let held = '';
let fresh = '';
type Batch = { sent?: number; notSent?: Array<{ draftId: string; problems: Array<{ code: string; message: string }> }> };

const hubPosts = (): Array<{ caption: string; run_at: number }> => sandbox.control.db.prepare('SELECT caption, run_at FROM posts ORDER BY rowid').all() as Array<{ caption: string; run_at: number }>;
const holdOf = async (id: string): Promise<string | null> => (await call<{ held: { code: string } | null }>(lan, 'drafts.publishHold', { id })).held?.code ?? null;

/** Bảo approves Lan's draft from his CLI laptop; Lan's open app hears it. */
async function approve(id: string): Promise<void> {
  // Bảo's CLI approves once his laptop has Lan's post in review (her open app shares it within a moment, not at once).
  await until(async () => {
    await bao.sync();
    const r = await bao.run(['review', 'list', '--json']);
    return r.stdout.split('\n').some((l) => l.includes(`"draftId":"${id}"`) && l.includes('"state":"in_review"'));
  });
  await bao.ok(['review', 'approve', id]);
  await bao.sync();
  await until(async () => (await holdOf(id)) === null);
}

beforeAll(async () => {
  studio = await startStudioHub({ prefix: 'postroom-w12revpub-core-', seed: 1213, coreEnv, tokens, members: [{ key: 'lan', name: 'Lan', role: 'editor' }, { key: 'bao', name: 'Bảo', role: 'owner' }] });
  ({ root, sandbox, server } = studio);
  lan = await core('lan');
  await call(lan, 'team.join', { name: 'Studio', url: server.httpUrl, token: tokens.lan, hubUrl: sandbox.url });
  await until(async () => (await call<{ state: string }>(lan, 'team.status', {})).state === 'online');
  bao = cliLaptop(root, 'bao', () => tokens.bao!, { POSTROOM_API_KEY: sandbox.apiKey });
  await bao.ok(['workspace', 'join', 'Studio', '--team', server.httpUrl, '--hub', sandbox.url]);

  const zone = 'Asia/Ho_Chi_Minh';
  const at = DateTime.now().setZone(zone).plus({ days: 1 }).set({ hour: 19, minute: 0, second: 0, millisecond: 0 }).toISO()!;
  const draft = async (caption: string): Promise<string> => {
    const d = await call<{ id: string }>(lan, 'drafts.create', { draft: { caption, platforms: ['x'], profile_id: 'prof_caphe', scheduled_at: at, timezone: zone } });
    await call(lan, 'photos.add', { draftId: d.id, urls: ['https://cdn.example.com/w12revpub.jpg'] });
    await call(lan, 'review.act', { draftId: d.id, action: 'submit' });
    await approve(d.id);
    return d.id;
  };
  // Scheduled at the Hub by Lan, edited by her, the edit approved by Bảo (walk 12's Black Friday post).
  held = await draft(`${tag} Black Friday`);
  const first = await call<Batch>(lan, 'publish.start', { draftIds: [held] });
  expect(first.sent, JSON.stringify(first)).toBe(1);
  await until(() => hubPosts().some((p) => p.caption === `${tag} Black Friday`));
  await call(lan, 'drafts.update', { id: held, patch: { caption: `${tag} Black Friday, edited` } });
  await until(async () => (await holdOf(held)) !== null);
  await approve(held);
  fresh = await draft(`${tag} fresh`);

  await server.revokeMember('Lan');
  await until(async () => (await call<{ state: string }>(lan, 'team.status', {})).state === 'revoked');
}, 120_000);

afterAll(() => stopStudioHub(studio, closeCores));

describe("the app core on a laptop the team revoked", () => {
  it('Publish of an approved post: held back with the revocation, before and when pressed; the Hub gets nothing', async () => {
    const before = hubPosts();
    expect(await holdOf(fresh)).toBe('revoked');
    const r = await call<Batch>(lan, 'publish.start', { draftIds: [fresh] });
    expect(r.sent).toBe(0);
    expect(r.notSent?.[0]?.problems[0]).toMatchObject({ code: 'revoked', message: REVOKED });
    expect(hubPosts()).toEqual(before);
  });

  it('"Send it as a new post at another time…" of the post the Hub holds: refused, said by the truth table too; the Hub holds one', async () => {
    const actions = await call<Record<string, { verdicts: Record<string, { do: string; reason?: string }> }>>(lan, 'posts.actions', { draftIds: [held] });
    expect(actions[held]!.verdicts.send_again).toEqual({ do: 'refused', reason: 'revoked' });
    const before = hubPosts();
    const zone = 'Asia/Ho_Chi_Minh';
    const later = DateTime.now().setZone(zone).plus({ days: 2 }).set({ hour: 9, minute: 0, second: 0, millisecond: 0 }).toISO()!;
    // The panel's hand-off (composer.sendAsNewAt): the new time saved, then publish again. The save itself is refused
    // on a revoked laptop (read-only library); the hand-off with the draft as it stands is refused by the publisher.
    await lan.dispatch('drafts.update', { id: held, patch: { scheduled_at: later, timezone: zone } });
    const r = await call<Batch>(lan, 'publish.start', { draftIds: [held], again: true });
    expect(r.sent).toBe(0);
    expect(r.notSent?.[0]?.problems.map((p) => p.code)).toEqual(['revoked']);
    expect(hubPosts()).toEqual(before);
    expect(before.filter((p) => p.caption.startsWith(`${tag} Black Friday`))).toHaveLength(1);
  });
});
