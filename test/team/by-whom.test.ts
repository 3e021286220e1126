/**
 * bywhom (walk 3b): two members press Publish on one approved post at the same instant. The Hub
 * publishes it once (one key); the member whose call the Hub ran sent it, the other's call was a
 * replay. Every laptop (both senders and a third that sent nothing) must name the SAME member, the
 * one the sandbox ran: told here by the sandbox's own answers on the wire (a proxy per laptop keeps
 * each publish answer's status and its `Idempotent-Replayed` mark). A real team server and a real
 * sandbox Hub, each started once for the file; three CLI laptops.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishJobs } from '../../src-main/library';
import { draftPostState } from '../../src-main/publisher';
import { teamPublishPort } from '../../src-main/team';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { cliLaptop } from './helpers';
import { memberToken } from '../helpers/team-owner';

let root: string;
let server: TeamServer;
let sandbox: SandboxHandle;
const tag = `bywhom-${Date.now().toString(36)}`;

/** What the sandbox answered one laptop's publish calls: status and whether it marked a replay. */
interface Wire { status: number; replayed: boolean; key: string }

/** A pass-through proxy in front of the sandbox for one laptop, keeping its publish answers. */
function proxy(target: string): Promise<{ url: string; answers: Wire[]; close: () => Promise<void> }> {
  const answers: Wire[] = [];
  const t = new URL(target);
  const srv: Server = createServer((req, res) => {
    const up = request({ host: t.hostname, port: t.port, path: req.url, method: req.method, headers: req.headers }, (r) => {
      if (req.method === 'POST' && req.url?.startsWith('/v1/posts/photo')) {
        answers.push({ status: r.statusCode ?? 0, replayed: r.headers['idempotent-replayed'] === 'true', key: String(req.headers['idempotency-key'] ?? '') });
      }
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    });
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  return new Promise((resolve) => srv.listen(0, '127.0.0.1', () => {
    const a = srv.address();
    const port = typeof a === 'object' && a ? a.port : 0;
    resolve({ url: `http://127.0.0.1:${port}`, answers, close: () => new Promise((r) => srv.close(() => r())) });
  }));
}

const tokens: Record<string, string> = {};
type Laptop = ReturnType<typeof cliLaptop> & { post: (id: string) => ReturnType<typeof draftPostState>; wire: Wire[] };
let lan: Laptop;
let bao: Laptop;
let minh: Laptop;
const proxies: Array<Awaited<ReturnType<typeof proxy>>> = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-bywhom-'));
  sandbox = await startSandbox({ faults: 'none', seed: 17 });
  sandbox.control.setProcessingMs(0);
  server = await startTeamServer({ dataDir: join(root, 'server'), port: 0, storeDebounceMs: 20, storeMaxDebounceMs: 100 });
  tokens.lan = await memberToken(server.store, { name: 'Lan', role: 'editor' });
  tokens.bao = await memberToken(server.store, { name: 'Bảo', role: 'owner' });
  tokens.minh = await memberToken(server.store, { name: 'Minh', role: 'viewer' });
  const make = async (name: string): Promise<Laptop> => {
    const p = await proxy(sandbox.url);
    proxies.push(p);
    const l = cliLaptop(root, name, () => tokens[name]!, { POSTROOM_API_KEY: sandbox.apiKey });
    await l.ok(['workspace', 'join', 'Studio', '--team', server.httpUrl, '--hub', p.url]);
    const post = (draftId: string) => l.lib((x) => draftPostState(x.db, draftId, teamPublishPort(x, x.workspaces.getCurrent(x.db))));
    return { ...l, post, wire: p.answers };
  };
  lan = await make('lan');
  bao = await make('bao');
  minh = await make('minh');
});
afterAll(async () => {
  for (const p of proxies) await p.close();
  await server.stop();
  await sandbox.close();
  rmSync(root, { recursive: true, force: true });
});

const postsOf = (caption: string) => sandbox.control.publishedPosts().filter((p) => p.caption === caption);

/** An approved post on every laptop: Lan writes and submits it, Bảo approves, all three sync. */
async function approvedPost(caption: string): Promise<string> {
  const id = lan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/bywhom.jpg'], caption }).id);
  await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
  await bao.ok(['review', 'approve', id]);
  await bao.sync();
  await lan.sync();
  await minh.sync();
  return id;
}

/** The member the sandbox ran the key for: the laptop whose call got a 200 it did not mark as a replay. */
function senderPerSandbox(key: string): string[] {
  return [['Lan', lan], ['Bảo', bao]].filter(([, l]) => (l as Laptop).wire.some((w) => w.key === key && w.status === 200 && !w.replayed)).map(([n]) => n as string);
}

describe('Lan and Bảo publish one approved post at the same instant', () => {
  for (const round of [1, 2, 3]) {
    it(`round ${round}: one post at the Hub, and all three laptops name the member whose call the sandbox ran`, async () => {
      const caption = `${tag} race ${round}`;
      const id = await approvedPost(caption);
      // The same instant: neither laptop knows of the other's claim (no sync in between).
      const order = round === 2 ? [bao, lan] : [lan, bao];
      const runs = await Promise.all(order.map((l) => l.run(['publish', id, '--wait', '--json'])));
      for (const r of runs) expect(r.code, r.stderr + r.stdout).toBe(0);
      expect(postsOf(caption)).toHaveLength(1);
      const key = postsOf(caption)[0]!.idempotencyKey!;
      // Both laptops journaled a job of the key (each Outbox holds its own).
      for (const l of [lan, bao]) expect(l.lib((x) => publishJobs.listJobs(x.db, { draftId: id }).map((j) => j.idempotencyKey))).toEqual([key]);
      const sender = senderPerSandbox(key);
      expect(sender, JSON.stringify([lan.wire, bao.wire])).toHaveLength(1);
      for (const l of [lan, bao, minh, lan, bao]) await l.sync();

      const onLan = lan.post(id);
      const onBao = bao.post(id);
      const onMinh = minh.post(id);
      for (const p of [onLan, onBao, onMinh]) expect(p.state).toBe('published');
      const named = (p: typeof onLan, me: string): string => p.by?.name ?? me;
      expect(named(onLan, 'Lan')).toBe(sender[0]);
      expect(named(onBao, 'Bảo')).toBe(sender[0]);
      expect(onMinh.by?.name).toBe(sender[0]);
      expect(onMinh.by?.among).toBeUndefined();
      // The one who sent it reads it as its own (no `by`); the other's Outbox holds its replayed job (`here`).
      const [winner, loser] = sender[0] === 'Lan' ? [onLan, onBao] : [onBao, onLan];
      expect(winner.by ?? null).toBeNull();
      expect(loser.by).toMatchObject({ name: sender[0], here: true });
      expect(onMinh.by?.here).toBeUndefined();
    });
  }
});
