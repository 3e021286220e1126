/**
 * Real components for the publisher's integration tests: the sandbox Hub over HTTP on
 * 127.0.0.1, a real library file, real sharp-fitted photos, the real Hub client.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { HubClient } from '../../src-main/hub';
import { openLibrary, type Job, type Library } from '../../src-main/library';
import { MediaCache } from '../../src-main/media';
import { hubPort, libraryDrafts, mediaPort, Publisher, PublisherEmitter, type PublisherOptions, type HubPort, type MediaPort } from '../../src-main/publisher';
import { startSandbox, type FaultConfig, type SandboxHandle } from '../../src-main/sandbox';

/** Backoffs shrunk so tests run in seconds; the rules are the same. */
export const FAST: Partial<PublisherOptions> = {
  concurrency: 4,
  retryBackoff: { baseMs: 10, factor: 2, capMs: 80, jitter: 0.5 },
  offlineBackoff: { baseMs: 20, factor: 1.5, capMs: 150, jitter: 0.5 },
  pollBackoff: { baseMs: 40, factor: 1.5, capMs: 300, jitter: 0.25 },
  firstPollMs: 120,
  scheduledGraceMs: 100,
  inProgressWaitMs: 40,
  defaultRetryAfterMs: 50,
  settleMs: 50,
  maxSameKeyAttempts: 4,
};

export async function makePhoto(file: string, size = 96, quality = 80): Promise<string> {
  await sharp({ create: { width: size, height: size, channels: 3, background: { r: 128, g: 128, b: 128 }, noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg({ quality }).toFile(file);
  return file;
}

export interface World {
  dir: string;
  sandbox: SandboxHandle;
  lib: Library;
  client: HubClient;
  hub: HubPort;
  emitter: PublisherEmitter;
  photo: string;
  /** The real media area over this world's cache. */
  media: MediaPort;
  publisher(opts?: Partial<PublisherOptions>, hub?: HubPort, media?: MediaPort): Publisher;
  draft(over?: Record<string, unknown>): string;
  /** Posts the sandbox published whose caption starts with this world's tag. */
  posts(): ReturnType<SandboxHandle['control']['publishedPosts']>;
  reopen(): void;
  close(): Promise<void>;
}

let seq = 0;

export async function world(opts: { faults?: FaultConfig | string; processingMs?: number; rateLimitPerMinute?: number; seed?: number; sandbox?: Parameters<typeof startSandbox>[0] } = {}): Promise<World> {
  const dir = mkdtempSync(join(tmpdir(), 'postroom-pubit-'));
  const sandbox = await startSandbox({ faults: opts.faults ?? 'none', seed: opts.seed ?? 7, ...(opts.rateLimitPerMinute ? { rateLimitPerMinute: opts.rateLimitPerMinute } : {}), ...opts.sandbox });
  sandbox.control.setProcessingMs(opts.processingMs ?? 0);
  const photo = await makePhoto(join(dir, 'photo.jpg'));
  let lib = openLibrary(join(dir, 'library.sqlite'));
  const client = new HubClient({ baseUrl: sandbox.url, apiKey: sandbox.apiKey });
  const hub = hubPort(client);
  const emitter = new PublisherEmitter();
  const tag = `w${++seq}-${Date.now().toString(36)}`;
  const cache = new MediaCache(join(dir, 'media-cache'));
  const media = mediaPort({ cache });
  const w: World = {
    dir, sandbox, get lib() { return lib; }, client, hub, emitter, photo, media,
    publisher(o = {}, h = hub, m = media) {
      const ws = lib.workspaces.getCurrent(lib.db).id;
      return new Publisher({ db: lib.db, hub: h, media: m, drafts: libraryDrafts(lib, ws), workspaceId: ws, events: emitter, options: { ...FAST, ...o } });
    },
    draft(over = {}) {
      const n = ++seq;
      return lib.drafts.create(lib.db, { profile_id: 'prof_caphe', platforms: ['instagram', 'x'], caption: `${tag} post ${n}`, photos: [photo], ...over }).id;
    },
    posts: () => sandbox.control.publishedPosts().filter((p) => p.caption?.startsWith(tag)),
    reopen() {
      lib.close();
      lib = openLibrary(join(dir, 'library.sqlite'));
    },
    async close() {
      await client.close().catch(() => undefined);
      lib.close();
      await sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  } as World;
  return w;
}

/** Counts how many times each idempotency key and each caption was published. */
export function tally(posts: Array<{ idempotencyKey: string | null; caption?: string }>): { byKey: Map<string, number>; byCaption: Map<string, number> } {
  const byKey = new Map<string, number>();
  const byCaption = new Map<string, number>();
  for (const p of posts) {
    if (p.idempotencyKey) byKey.set(p.idempotencyKey, (byKey.get(p.idempotencyKey) ?? 0) + 1);
    if (p.caption) byCaption.set(p.caption, (byCaption.get(p.caption) ?? 0) + 1);
  }
  return { byKey, byCaption };
}

/** A Hub whose first publish answers upstream_timeout without publishing (the Hub knows no post by that key); then the real one. */
export function firstCallLost(w: World): HubPort {
  let first = true;
  return {
    publish: async (body, key, signal) => {
      if (!first) return w.hub.publish(body, key, signal);
      first = false;
      return { kind: 'refused', httpStatus: 502, code: 'upstream_timeout', message: 'timed out', retryAfterSeconds: null };
    },
    status: (q, signal) => w.hub.status(q, signal),
  };
}

/**
 * One post of `w` sent while the sandbox answers upstream_timeout AND publishes it (hub-api: "the post MAY be live"):
 * its job is unknown, with no id to read it by; the faults are cleared after.
 */
export async function timedOutButPublished(w: World, p: Publisher, over: Record<string, unknown> = {}): Promise<{ id: string; job: Job }> {
  w.sandbox.control.setFaults({ upstream_timeout: 1, processing_ms: 0 });
  const id = w.draft(over);
  const job = (await p.publish({ draftIds: [id] })).jobs[0]!;
  w.sandbox.control.setFaults({ processing_ms: 0 });
  return { id, job };
}
