import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { DEFAULT_CONTRACT, type HubContract } from '../hub';
import { describeError, systemClock, ManualClock, type Clock } from '../common';
import { HubRefusal, invalid, notFound, SandboxConfigError } from './errors';
import { EDGE_413_BODY, readBodyCapped } from './body';
import { openDb, prepare, type AccountRow, type Db, type Statements } from './db';
import { FaultDice, resolveFaults, type FaultConfig } from './faults';
import { sendJson, sendRefusal } from './http';
import { seedIfEmpty, type PlanFeature } from './seed';
import { publishRoute } from './routes-publish';
import { apiRoutes, connectPage } from './routes-api';

export interface SandboxOptions {
  /** Directory for `sandbox.sqlite`; omitted = in-memory (nothing survives close). */
  dataDir?: string;
  /** 0 or omitted = a free port. */
  port?: number;
  host?: '127.0.0.1';
  /** A preset name (`none`, `flaky`, `chaos`, `timeouts`, `slow`, `instant`) or a FaultConfig. */
  faults?: FaultConfig | string;
  /** Seeds the demo API key and the fault dice. Default 1. */
  seed?: number;
  /** Time as a dependency: a ManualClock makes processing, schedules, link expiry and rate windows advanceable. */
  clock?: Clock;
  /** Requests per minute per key before 429 rate_limited. Default 1200. */
  rateLimitPerMinute?: number;
  contract?: HubContract;
}

export interface PublishedPost {
  idempotencyKey: string | null;
  requestId: string;
  jobId: string | null;
  profileId: string;
  caption?: string;
  platforms: string[];
  createdAt: number;
}

/** In-process control of a running sandbox, for tests, benchmarks and the crash harness. */
export interface SandboxControl {
  setFaults(cfg: FaultConfig | string, seed?: number): void;
  /** Moves a ManualClock (throws when the sandbox runs on the system clock). */
  advance(ms: number): void;
  now(): number;
  /** Every post the sandbox actually published, in order (proves exactly-once). */
  publishedPosts(): PublishedPost[];
  setPlan(plan: { active?: boolean; features?: PlanFeature[]; status?: 'active' | 'expired' | 'banned'; expiresAt?: number | null; profileLimit?: number; name?: string }): void;
  setRateLimit(perMinute: number): void;
  /** Requests seen per route label (`POST /v1/posts/photo`, ...). */
  requestCounts(): Record<string, number>;
  /** Processing time of accepted posts (clock ms); 0 answers final at once. */
  setProcessingMs(ms: number): void;
  /**
   * Holds every publish after its key is marked running (so a concurrent call with the
   * same key deterministically meets idempotency_in_progress). Call the returned
   * function to let them go on.
   */
  holdPublishes(): () => void;
  db: Db;
}

export interface SandboxHandle {
  url: string;
  apiKey: string;
  port: number;
  dbFile: string | null;
  control: SandboxControl;
  close(): Promise<void>;
}

/** The state every route reads. */
export interface Sandbox {
  db: Db;
  s: Statements;
  clock: Clock;
  dice: FaultDice;
  contract: HubContract;
  baseUrl: string;
  counts: Map<string, number>;
  features(account: AccountRow): Set<string>;
  /** While set, publishes wait on it with their key running (control.holdPublishes). */
  hold: Promise<void> | null;
}

export interface RouteCtx {
  sb: Sandbox;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  account: AccountRow;
  params: Record<string, string>;
}

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  /** Publish manages its own answer (drops, replays); the rest return a JSON body. */
  raw?: boolean;
  /** Readable while the account is expired/banned (so GET /v1/usage can explain). */
  allowInactive?: boolean;
  handle(ctx: RouteCtx): Promise<unknown> | unknown;
}

interface CompiledRoute extends Route { re: RegExp; names: string[]; label: string }

function compile(routes: Route[]): CompiledRoute[] {
  const out = routes.map((r) => {
    const names: string[] = [];
    const re = new RegExp('^' + r.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+)';
    }) + '$');
    return { ...r, re, names, label: `${r.method} ${r.path}` };
  });
  // Fixed paths win over templates (`/v1/connections/start` over `/v1/connections/{channel}`).
  return out.sort((a, b) => a.names.length - b.names.length);
}

export async function startSandbox(opts: SandboxOptions = {}): Promise<SandboxHandle> {
  const contract = opts.contract ?? DEFAULT_CONTRACT;
  const clock = opts.clock ?? systemClock;
  const seed = opts.seed ?? 1;
  if (opts.host !== undefined && opts.host !== '127.0.0.1') throw new SandboxConfigError('bad_option', 'the sandbox listens on 127.0.0.1 only');
  let dbFile: string | null = null;
  if (opts.dataDir !== undefined) {
    const { ensureDataDir, dataPaths } = await import('../common');
    dbFile = dataPaths(ensureDataDir(opts.dataDir)).sandbox;
  }
  const db = openDb(dbFile ?? ':memory:');
  const s = prepare(db);
  seedIfEmpty(db, s, seed, clock.now());
  const account0 = s.firstAccount.get()!;
  let rateLimit = opts.rateLimitPerMinute ?? 1200;
  if (!Number.isInteger(rateLimit) || rateLimit < 1) throw new SandboxConfigError('bad_option', `rateLimitPerMinute must be a whole number ≥ 1, got ${rateLimit}`);
  const windows = new Map<string, { start: number; n: number }>();

  const sb: Sandbox = {
    db, s, clock, contract, baseUrl: '',
    dice: new FaultDice(resolveFaults(opts.faults ?? 'none'), seed),
    counts: new Map(),
    hold: null,
    features: (a) => new Set(JSON.parse(a.features) as string[]),
  };
  const routes = compile([publishRoute, ...apiRoutes]);

  function rateCheck(account: AccountRow): void {
    const now = clock.now();
    const start = Math.floor(now / 60_000) * 60_000;
    let w = windows.get(account.id);
    if (!w || w.start !== start) {
      w = { start, n: 0 };
      windows.set(account.id, w);
    }
    w.n++;
    if (w.n > rateLimit) {
      throw new HubRefusal('rate_limited', `Too many requests: at most ${rateLimit} per minute. Wait and retry.`, { retryAfterSeconds: Math.ceil((start + 60_000 - now) / 1000) });
    }
  }

  function authenticate(req: IncomingMessage): AccountRow {
    const h = req.headers.authorization;
    if (h === undefined || h === '') throw new HubRefusal('unauthorized', 'Missing Authorization header: send "Authorization: Bearer <API key>".');
    const m = /^Bearer ([\x21-\x7e]+)$/.exec(h);
    if (!m) throw new HubRefusal('unauthorized', 'Malformed Authorization header: expected "Bearer <API key>".');
    const account = s.accountByKey.get(m[1]!);
    if (!account) throw new HubRefusal('unauthorized', 'The API key is not valid.');
    return account;
  }

  async function dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    if (method === 'GET' && url.pathname.startsWith('/connect/')) {
      connectPage(sb, decodeURIComponent(url.pathname.slice('/connect/'.length)), res);
      return;
    }
    const account = authenticate(req);
    let params: Record<string, string> = {};
    const route = routes.find((r) => {
      if (r.method !== method) return false;
      const m = r.re.exec(url.pathname);
      if (!m) return false;
      params = Object.fromEntries(r.names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)]));
      return true;
    });
    sb.counts.set(route?.label ?? 'unknown', (sb.counts.get(route?.label ?? 'unknown') ?? 0) + 1);
    if (!route) {
      req.resume();
      throw notFound(`No route ${method} ${url.pathname}.`);
    }
    if (account.status !== 'active' && !route.allowInactive) {
      req.resume();
      throw new HubRefusal('forbidden', `This account is ${account.status}; the action is not allowed. Check GET /v1/usage.`);
    }
    rateCheck(account);
    const ctx: RouteCtx = { sb, req, res, url, account, params };
    if (route.raw) {
      await route.handle(ctx);
      return;
    }
    const latency = sb.dice.latency();
    const internal = sb.dice.roll('internal_error');
    const limited = sb.dice.roll('rate_limited');
    if (latency > 0) await new Promise((r) => setTimeout(r, latency));
    if (limited) throw new HubRefusal('rate_limited', 'The request rate was limited. Wait and retry.', { retryAfterSeconds: 2 });
    if (internal) throw new HubRefusal('internal_error', 'An unexpected error occurred inside the service. Retry with backoff.');
    const body = await route.handle(ctx);
    sendJson(res, 200, body);
  }

  const onRequest = (req: IncomingMessage, res: ServerResponse): void => {
    dispatch(req, res).catch((err: unknown) => {
      if (res.headersSent || res.destroyed) return;
      if (err instanceof HubRefusal) sendRefusal(res, err);
      else if (err instanceof TooLarge) {
        res.writeHead(413, { 'Content-Type': 'text/html' });
        res.end(EDGE_413_BODY);
      } else sendRefusal(res, new HubRefusal('internal_error', `An unexpected error occurred inside the service (${describeError(err)}).`));
    });
  };
  const server: Server = createServer(onRequest);
  // `Expect: 100-continue` with a Content-Length over the cap: the edge answers 413 and never asks for the body.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    if (Number(req.headers['content-length']) > contract.bodyCapBytes) {
      res.writeHead(413, { 'Content-Type': 'text/html', Connection: 'close' });
      res.end(EDGE_413_BODY);
      return;
    }
    res.writeContinue();
    onRequest(req, res);
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  sb.baseUrl = `http://127.0.0.1:${port}`;

  const control: SandboxControl = {
    db,
    setFaults(cfg, newSeed) {
      sb.dice = new FaultDice(resolveFaults(cfg), newSeed ?? seed);
    },
    advance(ms) {
      if (!(clock instanceof ManualClock)) throw new SandboxConfigError('bad_option', 'advance() needs the sandbox to run on a ManualClock');
      clock.advance(ms);
    },
    now: () => clock.now(),
    publishedPosts: () => s.allPosts.all().map((p) => ({
      idempotencyKey: p.idempotency_key, requestId: p.request_id, jobId: p.job_id, profileId: p.profile_id,
      ...(p.caption === null ? {} : { caption: p.caption }), platforms: JSON.parse(p.platforms) as string[], createdAt: p.created_at,
    })),
    setPlan(plan) {
      const a = s.accountById.get(account0.id)!;
      s.updatePlan.run({
        id: a.id, plan_name: plan.name ?? a.plan_name, plan_active: plan.active === undefined ? a.plan_active : plan.active ? 1 : 0,
        status: plan.status ?? a.status, expires_at: plan.expiresAt === undefined ? a.expires_at : plan.expiresAt,
        features: JSON.stringify(plan.features ?? JSON.parse(a.features)), profile_limit: plan.profileLimit ?? a.profile_limit,
      });
    },
    setRateLimit(n) {
      rateLimit = n;
    },
    requestCounts: () => Object.fromEntries(sb.counts),
    holdPublishes() {
      let release: () => void = () => {};
      sb.hold = new Promise<void>((r) => (release = r));
      return () => {
        sb.hold = null;
        release();
      };
    },
    setProcessingMs(ms) {
      sb.dice.cfg = { ...sb.dice.cfg, processing_ms: ms };
    },
  };

  return {
    url: sb.baseUrl,
    apiKey: account0.api_key,
    port,
    dbFile,
    control,
    close: () => new Promise<void>((resolve) => {
      server.close(() => {
        db.close();
        resolve();
      });
      server.closeAllConnections();
    }),
  };
}

/** Thrown by routes when a body passes its cap: answered with the edge's plain 413. */
export class TooLarge extends Error {}

/** Reads a small JSON body of a non-publish POST (cap: the contract's body cap). */
export async function readJsonBody(ctx: RouteCtx): Promise<Record<string, unknown>> {
  const read = await readBodyCapped(ctx.req, ctx.sb.contract.bodyCapBytes);
  if (read.kind === 'too_large') throw new TooLarge();
  const ct = (ctx.req.headers['content-type'] ?? '').toLowerCase();
  if (!ct.startsWith('application/json')) throw invalid(`unsupported Content-Type "${ctx.req.headers['content-type'] ?? ''}": send application/json`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(read.body.toString('utf8'));
  } catch (err) {
    throw invalid(`body is not valid JSON: ${describeError(err)}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalid('body must be a JSON object');
  return parsed as Record<string, unknown>;
}

export const newId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('base64url')}`;
