/**
 * Two "laptops" of one team on ONE sandbox Hub account: each its own library file (a copy of the
 * first one's drafts, as the team's binding would share them: same draft ids), its own photo files
 * under other names (the team's blobs land elsewhere), its own media cache and Hub client. The team
 * is an in-memory TeamPublishPort: approvals, the claims, and the outcomes a binding would share.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HubClient } from '../../src-main/hub';
import { openLibrary, type Library } from '../../src-main/library';
import { MediaCache } from '../../src-main/media';
import {
  approvalKey, hubPort, libraryDrafts, listJobs, mediaPort, Publisher,
  type HubPort, type PublisherOptions, type PublishDraft, type TeamApproval, type TeamClaim, type TeamOutcome, type TeamPublishPort, type TeamWaiting,
} from '../../src-main/publisher';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { FAST, makePhoto } from './fixture';

/** What an approval approves, as the review model's contentRevision would: the post's content, never this computer's paths. */
export function revisionOf(d: PublishDraft): string {
  const photos = d.photos.slice().sort((a, b) => a.position - b.position).map((p) => [p.id, p.source, p.url]);
  const captions = (d.captions ?? []).map((c) => [c.channel, c.caption, c.title]);
  return createHash('sha256').update(JSON.stringify([d.profile_id, d.platforms, d.caption, d.title, d.fields, captions, photos, d.scheduled_at, d.timezone, d.add_to_queue])).digest('hex');
}

export interface Member { memberId: string; name: string }

/** The team as the binding and the review model would show it to every laptop (one copy: "shared"). */
export class MemoryTeam {
  readonly approvals = new Map<string, TeamApproval | TeamWaiting>();
  readonly claims: TeamClaim[] = [];
  /** Outcomes shared so far, by key (what each laptop sees once the team is in step). */
  readonly outcomes = new Map<string, TeamOutcome>();
  #n = 0;

  approve(draft: PublishDraft): TeamApproval {
    const a = { approvalId: `apr-${++this.#n}`, revision: revisionOf(draft) };
    this.approvals.set(draft.id, a);
    return a;
  }

  port(me: Member): TeamPublishPort {
    return {
      me,
      approval: (id) => this.approvals.get(id) ?? { waiting: 'review' },
      contentRevision: revisionOf,
      keyFor: (draftId, approvalId, part) => approvalKey(approvalId, draftId, part),
      claim: (c) => {
        this.claims.push(c);
      },
      sharedOutcome: (_draftId, key) => this.outcomes.get(key) ?? null,
      sharedOutcomes: (draftId) => [...this.outcomes.values()].filter((o) => o.draftId === draftId),
    };
  }

  /** The binding's part: a member's journal outcomes (with their claims' times) become the team's. */
  share(from: Laptop): void {
    for (const j of listJobs(from.lib.db, {})) {
      if (!j.draftId) continue;
      const c = this.claims.find((x) => x.key === j.idempotencyKey && x.memberId === from.member.memberId);
      this.outcomes.set(j.idempotencyKey, { ...j, draftId: j.draftId, key: j.idempotencyKey, by: from.member, at: c?.at ?? j.createdAt });
    }
  }
}

export interface Laptop {
  member: Member;
  dir: string;
  lib: Library;
  client: HubClient;
  /** Set `offline` to make its Hub unreachable (a closed port), as a laptop without network. */
  net: { offline: boolean };
  /** Every publish call this laptop made: its key, and whether its claim was with the team by then. */
  calls: Array<{ key: string; claimed: boolean }>;
  publisher(o?: Partial<PublisherOptions>): Publisher;
  close(): Promise<void>;
}

export interface TwoLaptops {
  sandbox: SandboxHandle;
  team: MemoryTeam;
  tag: string;
  a: Laptop;
  b: Laptop;
  /** Posts the sandbox published with this pair's tag (its own records). */
  posts(): ReturnType<SandboxHandle['control']['publishedPosts']>;
  publishCalls(): number;
  close(): Promise<void>;
}

let seq = 0;

/** Starts the sandbox (once per file: pass it in) and two laptops whose libraries hold the same `n` drafts. */
export async function twoLaptops(sandbox: SandboxHandle, n: number, over: Record<string, unknown> = {}, photo: { size: number; quality: number } = { size: 160, quality: 80 }): Promise<TwoLaptops & { draftIds: string[] }> {
  const root = mkdtempSync(join(tmpdir(), 'postroom-team-'));
  const tag = `t${++seq}-${Date.now().toString(36)}`;
  const dirA = join(root, 'laptop-a');
  const dirB = join(root, 'laptop-b');
  mkdirSync(dirA);
  mkdirSync(dirB);
  const photoA = await makePhoto(join(dirA, 'IMG_2041.jpg'), photo.size, photo.quality);
  const libA = openLibrary(join(dirA, 'library.sqlite'));
  const draftIds = Array.from({ length: n }, (_, i) => libA.drafts.create(libA.db, { profile_id: 'prof_caphe', platforms: ['instagram', 'x'], caption: `${tag} post ${i + 1}`, photos: [photoA], ...over }).id);
  // Laptop B: the same drafts (the binding shares them), its photo where its blob cache put it, under another name.
  libA.db.pragma('wal_checkpoint(TRUNCATE)');
  copyFileSync(join(dirA, 'library.sqlite'), join(dirB, 'library.sqlite'));
  const photoB = join(dirB, 'blob-3f9a.jpg');
  copyFileSync(photoA, photoB);
  const libB = openLibrary(join(dirB, 'library.sqlite'));
  libB.db.prepare('UPDATE draft_photos SET path = ?').run(photoB);
  const team = new MemoryTeam();
  const laptop = (member: Member, dir: string, lib: Library): Laptop => {
    const client = new HubClient({ baseUrl: sandbox.url, apiKey: sandbox.apiKey });
    const away = new HubClient({ baseUrl: 'http://127.0.0.1:9', apiKey: sandbox.apiKey });
    const net = { offline: false };
    const online = hubPort(client);
    const offline = hubPort(away);
    const hub: HubPort = {
      publish: (body, key, signal) => {
        // Whether the team had this laptop's claim of the key when the call went out.
        calls.push({ key, claimed: team.claims.some((c) => c.key === key && c.memberId === member.memberId) });
        return (net.offline ? offline : online).publish(body, key, signal);
      },
      status: (...a) => (net.offline ? offline : online).status(...a),
    };
    const calls: Laptop['calls'] = [];
    const media = mediaPort({ cache: new MediaCache(join(dir, 'media-cache')) });
    return {
      member, dir, lib, client, net, calls,
      publisher: (o = {}) => new Publisher({ db: lib.db, hub, media, drafts: libraryDrafts(lib, lib.workspaces.getCurrent(lib.db).id), workspaceId: lib.workspaces.getCurrent(lib.db).id, team: team.port(member), options: { ...FAST, ...o } }),
      async close() {
        await client.close().catch(() => undefined);
        await away.close().catch(() => undefined);
        lib.close();
      },
    };
  };
  const a = laptop({ memberId: 'm-an', name: 'An' }, dirA, libA);
  const b = laptop({ memberId: 'm-lan', name: 'Lan' }, dirB, libB);
  return {
    sandbox, team, tag, a, b, draftIds,
    posts: () => sandbox.control.publishedPosts().filter((p) => p.caption?.startsWith(tag)),
    publishCalls: () => sandbox.control.requestCounts()['POST /v1/posts/photo'] ?? 0,
    async close() {
      await a.close();
      await b.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export { startSandbox };
