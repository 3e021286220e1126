/**
 * The Hub client: one typed method per endpoint (hub-api 4.1–4.11 and the contract), on
 * undici with a keep-alive connection pool. It is the only place that knows the Hub's paths,
 * fields and codes; every path comes from the contract object.
 *
 * - `publishPhoto` and `postStatus` never throw for a Hub or network failure: they answer a
 *   `HubAnswer` the caller switches on (decide() says what to do next).
 * - Every other method resolves to a typed value or throws `HubError`.
 * - The client never invents an Idempotency-Key: the publisher records one and passes it in.
 * - The API key goes only into the Authorization header; it is never in an error or a log line.
 */
import type { Readable } from 'node:stream';
import { Pool } from 'undici';
import { z } from 'zod';
import { InvalidInputError, USER_AGENT, describeError, systemClock, type Clock } from '../common';
import { classifyResponse, markReplayed, toPublishAnswer, type HubAnswer, type RawAnswer } from './answer';
import { buildPublishBody, type PublishRequest } from './body';
import { DEFAULT_CONTRACT, fillPath, type HubContract } from './contract';
import { HubError } from './errors';
import { ProfilesSchema, UsageSchema, ConnectLinkSchema, EnvelopeSchema, BoardsSchema, LocationsSchema, TracksSchema, AudienceSchema, QueueSettingsSchema, MonitorsSchema, MonitorOneSchema, type HubProfiles, type HubUsage, type HubConnectLink, type HubEnvelope, type HubBoards, type HubLocations, type HubTracks, type HubAudience, type HubQueueSettings, type HubMonitors, type HubMonitorOne, type MusicQuery, type MonitorInput } from './client-shapes';
export type { HubProfiles, HubProfile, HubUsage, HubConnectLink, HubEnvelope, HubBoards, HubLocations, HubTracks, HubAudience, HubQueueSettings, HubMonitors, HubMonitorOne, MusicQuery, MonitorInput } from './client-shapes';

/** Timeouts of the client, in milliseconds. */
export interface HubTimeouts {
  /** Establishing a TCP/TLS connection. A failure here means the request never left. */
  connectMs: number;
  /** Waiting for the answer's headers once the request is sent. Above the Hub's own publish wait, so the Hub's `upstream_timeout` arrives first. */
  headersMs: number;
  /** Silence between two chunks of the answer's body. */
  bodyMs: number;
  /** How long an idle pooled connection is kept open. */
  keepAliveMs: number;
}

export const DEFAULT_TIMEOUTS: Readonly<HubTimeouts> = Object.freeze({ connectMs: 10_000, headersMs: 120_000, bodyMs: 30_000, keepAliveMs: 10_000 });

export interface HubClientOptions {
  /** The Hub's base address (`{base_url}`), http(s); a path prefix is kept. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>`; never logged nor echoed in errors. */
  apiKey: string;
  contract?: HubContract;
  timeouts?: Partial<HubTimeouts>;
  userAgent?: string;
  /** Pooled connections to the Hub (default 6). */
  connections?: number;
  /** Longest answer body read (default 8 MiB); a longer one is `malformed`. */
  maxResponseBytes?: number;
  /** For `Retry-After` dates. */
  clock?: Clock;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface PublishOptions extends CallOptions {
  /** The post's key, recorded by the caller BEFORE the call. Omitted: no header (the client never invents one). */
  idempotencyKey?: string;
}

/** A publish request, or the exact bytes of one (a journalled request resent byte-identical). */
export type PublishInput = PublishRequest | { prebuilt: { contentType: string; body: Buffer } };

/** Error codes of Node/undici that mean the connection was never made: the request never left. */
const NEVER_LEFT = new Set([
  'ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT', 'CERT_HAS_EXPIRED', 'DEPTH_ZERO_SELF_SIGNED_CERT', 'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'ERR_TLS_CERT_ALTNAME_INVALID',
]);

function errorCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

type Sent =
  | { kind: 'response'; status: number; headers: Record<string, string | string[] | undefined>; text: string; tooLarge: boolean }
  | { kind: 'network'; error: string; maybeDelivered: boolean; aborted: boolean; cause: unknown };

interface SendSpec {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Record<string, string | number | boolean | undefined | null>;
  json?: unknown;
  raw?: { contentType: string; body: Buffer };
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
}

export class HubClient {
  readonly contract: HubContract;
  readonly baseUrl: string;
  readonly #apiKey: string;
  readonly #userAgent: string;
  readonly #timeouts: HubTimeouts;
  readonly #pool: Pool;
  readonly #prefix: string;
  readonly #maxResponseBytes: number;
  readonly #clock: Clock;
  #closed = false;

  constructor(opts: HubClientOptions) {
    let url: URL;
    try {
      url = new URL(opts.baseUrl);
    } catch {
      throw new InvalidInputError('The Hub address is not a valid URL', { field: 'baseUrl' });
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InvalidInputError('The Hub address must be http(s)', { field: 'baseUrl' });
    if (typeof opts.apiKey !== 'string' || opts.apiKey.trim() === '' || /[\r\n]/.test(opts.apiKey)) {
      throw new InvalidInputError('An API key is required', { field: 'apiKey' });
    }
    this.contract = opts.contract ?? DEFAULT_CONTRACT;
    this.baseUrl = url.origin + url.pathname.replace(/\/+$/, '');
    this.#prefix = url.pathname.replace(/\/+$/, '');
    this.#apiKey = opts.apiKey.trim();
    this.#userAgent = opts.userAgent ?? USER_AGENT;
    this.#timeouts = { ...DEFAULT_TIMEOUTS, ...opts.timeouts };
    this.#maxResponseBytes = opts.maxResponseBytes ?? 8 * 1024 * 1024;
    this.#clock = opts.clock ?? systemClock;
    this.#pool = new Pool(url.origin, {
      connections: opts.connections ?? 6,
      connect: { timeout: this.#timeouts.connectMs },
      headersTimeout: this.#timeouts.headersMs,
      bodyTimeout: this.#timeouts.bodyMs,
      keepAliveTimeout: this.#timeouts.keepAliveMs,
      keepAliveMaxTimeout: Math.max(this.#timeouts.keepAliveMs, 60_000),
    });
  }

  // ---------------------------------------------------------------- publishing

  /**
   * Publishes a photo post (hub-api 4.10). JSON without files, multipart with files; the
   * body is built deterministically (or sent as given when `prebuilt`). Never throws for a
   * Hub or network failure: the answer says what happened. Throws InvalidInputError for a
   * request that cannot be built (nothing is sent).
   */
  async publishPhoto(req: PublishInput, opts: PublishOptions = {}): Promise<HubAnswer> {
    const raw = 'prebuilt' in req ? req.prebuilt : buildPublishBody(req, this.contract);
    const headers: Record<string, string> = {};
    if (opts.idempotencyKey !== undefined) {
      if (typeof opts.idempotencyKey !== 'string' || opts.idempotencyKey.trim() === '' || /[\r\n]/.test(opts.idempotencyKey)) {
        throw new InvalidInputError('The Idempotency-Key must be a non-empty single-line string', { field: 'idempotencyKey' });
      }
      headers[this.contract.idempotencyHeader] = opts.idempotencyKey;
    }
    const sent = await this.#send({ method: 'POST', path: this.contract.paths.publishPhoto, raw: { contentType: raw.contentType, body: raw.body }, headers, signal: opts.signal });
    const answer = this.#toAnswer(sent);
    return sent.kind === 'response' ? markReplayed(answer, sent.headers) : answer;
  }

  /**
   * Polls the outcome of a post (`GET /v1/posts/status?request_id=`, `?job_id=`, or by its key:
   * contract `statusKeyParam`). Never throws for a Hub or network failure.
   */
  async postStatus(q: { request_id?: string | null; job_id?: string | null; idempotency_key?: string | null }, opts: CallOptions = {}): Promise<HubAnswer> {
    if (!q.request_id && !q.job_id && !q.idempotency_key) throw new InvalidInputError('A status poll needs a request_id, a job_id or an idempotency key', { field: 'request_id' });
    const query = q.request_id ? { request_id: q.request_id } : q.job_id ? { job_id: q.job_id } : { [this.contract.statusKeyParam]: q.idempotency_key };
    const sent = await this.#send({ method: 'GET', path: this.contract.paths.postStatus, query, signal: opts.signal });
    return this.#toAnswer(sent);
  }

  // ---------------------------------------------------------------- account

  async profiles(opts: CallOptions = {}): Promise<HubProfiles> {
    return this.#json({ method: 'GET', path: this.contract.paths.profiles, signal: opts.signal }, ProfilesSchema);
  }

  async usage(opts: CallOptions = {}): Promise<HubUsage> {
    return this.#json({ method: 'GET', path: this.contract.paths.usage, signal: opts.signal }, UsageSchema);
  }

  // ---------------------------------------------------------------- connections

  /** Mints a connect link for a sign-in redirect (`POST /v1/connections/start`). */
  async connectStart(body: { profile_id: string; platform: string }, opts: CallOptions = {}): Promise<HubConnectLink> {
    need(body.profile_id, 'profile_id');
    need(body.platform, 'platform');
    return this.#json({ method: 'POST', path: this.contract.paths.connectStart, json: body, signal: opts.signal }, ConnectLinkSchema);
  }

  /** Reads a connect link by token; an unknown or expired token is HubError `link_not_found`. */
  async connectLink(token: string, opts: CallOptions = {}): Promise<HubConnectLink> {
    need(token, 'token');
    return this.#json({ method: 'GET', path: fillPath(this.contract.paths.connectLink, { token }), signal: opts.signal }, ConnectLinkSchema);
  }

  /** Links a channel that does not use a sign-in redirect (telegram: bot_token + chat_id; slack: webhook_url). Secrets are write-only. */
  async linkByCredentials(channel: string, body: { profile_id: string; [field: string]: unknown }, opts: CallOptions = {}): Promise<HubEnvelope> {
    need(channel, 'channel');
    need(body.profile_id, 'profile_id');
    return this.#json({ method: 'POST', path: fillPath(this.contract.paths.connectByCredentials, { channel }), json: body, signal: opts.signal }, EnvelopeSchema);
  }

  // ---------------------------------------------------------------- pins

  async getFacebookPagePin(profile_id: string, opts: CallOptions = {}): Promise<HubEnvelope> {
    return this.#pinGet(this.contract.paths.facebookPagePin, profile_id, opts);
  }
  async setFacebookPagePin(profile_id: string, page_id: string, opts: CallOptions = {}): Promise<HubEnvelope> {
    return this.#pinSet(this.contract.paths.facebookPagePin, { profile_id, page_id }, opts);
  }
  async clearFacebookPagePin(profile_id: string, opts: CallOptions = {}): Promise<HubEnvelope> {
    return this.#pinClear(this.contract.paths.facebookPagePin, profile_id, opts);
  }
  /** The organisation the profile always publishes to (hub-api 4.7); the payload holds null when nothing is pinned. */
  async getLinkedinOrgPin(profile_id: string, opts: CallOptions = {}): Promise<HubEnvelope> {
    return this.#pinGet(this.contract.paths.linkedinOrgPin, profile_id, opts);
  }
  async setLinkedinOrgPin(profile_id: string, page_id: string, opts: CallOptions = {}): Promise<HubEnvelope> {
    return this.#pinSet(this.contract.paths.linkedinOrgPin, { profile_id, page_id }, opts);
  }
  async clearLinkedinOrgPin(profile_id: string, opts: CallOptions = {}): Promise<HubEnvelope> {
    return this.#pinClear(this.contract.paths.linkedinOrgPin, profile_id, opts);
  }
  async getLocationPin(profile_id: string, opts: CallOptions = {}): Promise<HubEnvelope> {
    return this.#pinGet(this.contract.paths.locationPin, profile_id, opts);
  }
  async setLocationPin(profile_id: string, location_id: string, opts: CallOptions = {}): Promise<HubEnvelope> {
    return this.#pinSet(this.contract.paths.locationPin, { profile_id, location_id }, opts);
  }
  async clearLocationPin(profile_id: string, opts: CallOptions = {}): Promise<HubEnvelope> {
    return this.#pinClear(this.contract.paths.locationPin, profile_id, opts);
  }

  #pinGet(path: string, profile_id: string, opts: CallOptions): Promise<HubEnvelope> {
    need(profile_id, 'profile_id');
    return this.#json({ method: 'GET', path, query: { profile_id }, signal: opts.signal }, EnvelopeSchema);
  }
  #pinSet(path: string, body: { profile_id: string; [k: string]: string }, opts: CallOptions): Promise<HubEnvelope> {
    for (const [k, v] of Object.entries(body)) need(v, k);
    return this.#json({ method: 'POST', path, json: body, signal: opts.signal }, EnvelopeSchema);
  }
  #pinClear(path: string, profile_id: string, opts: CallOptions): Promise<HubEnvelope> {
    need(profile_id, 'profile_id');
    return this.#json({ method: 'DELETE', path, query: { profile_id }, signal: opts.signal }, EnvelopeSchema);
  }

  // ---------------------------------------------------------------- lookups

  async pinterestBoards(profile_id: string, opts: CallOptions = {}): Promise<HubBoards> {
    need(profile_id, 'profile_id');
    return this.#json({ method: 'GET', path: this.contract.paths.pinterestBoards, query: { profile_id }, signal: opts.signal }, BoardsSchema);
  }

  async locations(profile_id: string, opts: CallOptions = {}): Promise<HubLocations> {
    need(profile_id, 'profile_id');
    return this.#json({ method: 'GET', path: this.contract.paths.locations, query: { profile_id }, signal: opts.signal }, LocationsSchema);
  }

  /** The short-video trending chart (tracks carry the `id` sent as `tiktok_music_id`). */
  async musicTrending(q: MusicQuery, opts: CallOptions = {}): Promise<HubTracks> {
    checkMusic(q);
    return this.#json({ method: 'GET', path: this.contract.paths.musicTrending, query: { ...q }, signal: opts.signal }, TracksSchema);
  }

  /** Searches the current charts (hub-api 4.1): `q` up to 80 characters, `limit` 1–100. */
  async musicSearch(q: MusicQuery & { q: string }, opts: CallOptions = {}): Promise<HubTracks> {
    checkMusic(q);
    if (typeof q.q !== 'string' || q.q.trim() === '') throw new InvalidInputError('Search words are required', { field: 'q' });
    if ([...q.q].length > 80) throw new InvalidInputError('Search words are limited to 80 characters', { field: 'q', max: 80 });
    return this.#json({ method: 'GET', path: this.contract.paths.musicSearch, query: { ...q }, signal: opts.signal }, TracksSchema);
  }

  /** Audience breakdown (hub-api 4.8); channels other than the short-video one: HubError `platform_not_supported`. */
  async audience(q: { profile_id: string; platform: string }, opts: CallOptions = {}): Promise<HubAudience> {
    need(q.profile_id, 'profile_id');
    need(q.platform, 'platform');
    const query = { profile_id: q.profile_id, [this.contract.audienceChannelParam]: q.platform };
    return this.#json({ method: 'GET', path: this.contract.paths.audience, query, signal: opts.signal }, AudienceSchema);
  }

  async queueSettings(profile_id: string, opts: CallOptions = {}): Promise<HubQueueSettings> {
    need(profile_id, 'profile_id');
    return this.#json({ method: 'GET', path: this.contract.paths.queueSettings, query: { profile_id }, signal: opts.signal }, QueueSettingsSchema);
  }

  // ---------------------------------------------------------------- comment monitors

  async createMonitor(body: MonitorInput, opts: CallOptions = {}): Promise<HubEnvelope> {
    need(body.profile_id, 'profile_id');
    need(body.post_url, 'post_url');
    if (typeof body.reply_message !== 'string') throw new InvalidInputError('reply_message is required', { field: 'reply_message' });
    if (!Array.isArray(body.trigger_keywords) || !body.trigger_keywords.every((k) => typeof k === 'string')) {
      throw new InvalidInputError('trigger_keywords must be an array of words (empty = every comment)', { field: 'trigger_keywords' });
    }
    if (!Number.isInteger(body.monitoring_interval) || body.monitoring_interval <= 0) {
      throw new InvalidInputError('monitoring_interval must be a positive whole number of seconds', { field: 'monitoring_interval' });
    }
    return this.#json({ method: 'POST', path: this.contract.paths.monitors, json: body, signal: opts.signal }, EnvelopeSchema);
  }

  /** Monitors this account created and has not deleted, newest first, at most 100 (no pagination). */
  async listMonitors(profile_id: string, opts: CallOptions = {}): Promise<HubMonitors> {
    need(profile_id, 'profile_id');
    return this.#json({ method: 'GET', path: this.contract.paths.monitors, query: { profile_id }, signal: opts.signal }, MonitorsSchema);
  }

  /** One monitor with its live state. */
  async getMonitor(id: string, opts: CallOptions = {}): Promise<HubMonitorOne> {
    need(id, 'id');
    return this.#json({ method: 'GET', path: fillPath(this.contract.paths.monitor, { id }), signal: opts.signal }, MonitorOneSchema);
  }

  async deleteMonitor(id: string, opts: CallOptions = {}): Promise<HubEnvelope> {
    need(id, 'id');
    return this.#json({ method: 'DELETE', path: fillPath(this.contract.paths.monitor, { id }), signal: opts.signal }, EnvelopeSchema);
  }

  /** Closes the pool, waiting for requests in flight. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#pool.close();
  }

  // ---------------------------------------------------------------- transport

  #toAnswer(sent: Sent): HubAnswer {
    const raw = this.#classify(sent);
    return toPublishAnswer(raw, sent.kind === 'response' ? sent.text : '', this.contract.translationMarker);
  }

  #classify(sent: Sent): RawAnswer {
    if (sent.kind === 'network') {
      return sent.aborted
        ? { kind: 'network', error: sent.error, maybeDelivered: sent.maybeDelivered, aborted: true }
        : { kind: 'network', error: sent.error, maybeDelivered: sent.maybeDelivered };
    }
    if (sent.tooLarge) return { kind: 'malformed', httpStatus: sent.status, reason: `answer longer than ${this.#maxResponseBytes} bytes`, bodyText: sent.text };
    return classifyResponse(sent.status, sent.headers, sent.text, this.#clock.now());
  }

  async #json<S extends z.ZodType>(spec: SendSpec, schema: S): Promise<z.infer<S>> {
    const sent = await this.#send(spec);
    const raw = this.#classify(sent);
    switch (raw.kind) {
      case 'ok': {
        const parsed = schema.safeParse(raw.json ?? {});
        if (parsed.success) return parsed.data;
        const issue = parsed.error.issues[0];
        throw new HubError('malformed', `The Hub's answer to ${spec.method} ${spec.path} is not the documented shape${issue ? ` (${issue.path.join('.') || 'body'}: ${issue.message})` : ''}`, {
          httpStatus: raw.httpStatus,
          details: { path: spec.path },
        });
      }
      case 'refused':
        throw new HubError(raw.code, raw.message, { httpStatus: raw.httpStatus, retryAfterSeconds: raw.retryAfterSeconds, details: { path: spec.path } });
      case 'edge_413':
        throw new HubError('edge_413', 'The request was too large for the Hub (plain 413)', { httpStatus: 413, details: { path: spec.path } });
      case 'network':
        throw new HubError('network', raw.error, {
          maybeDelivered: raw.maybeDelivered,
          aborted: raw.aborted ?? false,
          cause: sent.kind === 'network' ? sent.cause : undefined,
          details: { path: spec.path, maybeDelivered: raw.maybeDelivered },
        });
      case 'malformed':
        throw new HubError('malformed', `The Hub's answer to ${spec.method} ${spec.path} is not allowed by the reference: ${raw.reason}`, {
          httpStatus: raw.httpStatus,
          details: { path: spec.path, bodyText: raw.bodyText },
        });
    }
  }

  async #send(spec: SendSpec): Promise<Sent> {
    if (this.#closed) return { kind: 'network', error: 'the Hub client is closed', maybeDelivered: false, aborted: false, cause: undefined };
    if (spec.signal?.aborted) return { kind: 'network', error: `cancelled before sending: ${describeError(spec.signal.reason)}`, maybeDelivered: false, aborted: true, cause: spec.signal.reason };
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(spec.query ?? {})) if (v !== undefined && v !== null) qs.append(k, String(v));
    const path = `${this.#prefix}${spec.path}${qs.size > 0 ? `?${qs.toString()}` : ''}`;
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.#apiKey}`,
      'user-agent': this.#userAgent,
      accept: 'application/json',
      ...spec.headers,
    };
    let body: Buffer | undefined;
    if (spec.raw) {
      body = spec.raw.body;
      headers['content-type'] = spec.raw.contentType;
    } else if (spec.json !== undefined) {
      body = Buffer.from(JSON.stringify(spec.json), 'utf8');
      headers['content-type'] = 'application/json';
    }
    if (body !== undefined) headers['content-length'] = String(body.length);
    let res;
    try {
      res = await this.#pool.request({ method: spec.method, path, headers, body: body ?? null, signal: spec.signal ?? null });
    } catch (err) {
      return this.#networkFailure(err, spec.signal);
    }
    try {
      const { text, tooLarge } = await readCapped(res.body, this.#maxResponseBytes);
      return { kind: 'response', status: res.statusCode, headers: res.headers, text: tooLarge ? text.slice(0, 2_000) : text, tooLarge };
    } catch (err) {
      // The answer started but did not finish: the request certainly arrived.
      return this.#networkFailure(err, spec.signal, true);
    }
  }

  #networkFailure(err: unknown, signal: AbortSignal | undefined, arrived = false): Sent {
    const code = errorCode(err);
    const aborted = signal?.aborted === true;
    const neverLeft = !arrived && code !== undefined && NEVER_LEFT.has(code);
    const what = aborted ? `cancelled: ${describeError(signal?.reason)}` : describeError(err);
    return { kind: 'network', error: code && !what.includes(code) ? `${what} (${code})` : what, maybeDelivered: !neverLeft, aborted, cause: err };
  }
}

function need(v: unknown, field: string): void {
  if (typeof v !== 'string' || v.trim() === '') throw new InvalidInputError(`${field} is required`, { field });
}

function checkMusic(q: MusicQuery): void {
  need(q.profile_id, 'profile_id');
  if (q.limit !== undefined && (!Number.isInteger(q.limit) || q.limit < 1 || q.limit > 100)) {
    throw new InvalidInputError('limit must be a whole number from 1 to 100', { field: 'limit', min: 1, max: 100 });
  }
  if (q.date_range !== undefined && !['1DAY', '7DAY', '30DAY', '90DAY'].includes(q.date_range)) {
    throw new InvalidInputError('date_range must be 1DAY, 7DAY, 30DAY or 90DAY', { field: 'date_range' });
  }
}

/**
 * An answer's body as text, read up to `max` bytes (the rest is not read: the stream is destroyed
 * and `tooLarge` set).
 */
function readCapped(body: Readable, max: number): Promise<{ text: string; tooLarge: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const text = (): string => Buffer.concat(chunks).toString('utf8');
    const onData = (chunk: Buffer): void => {
      total += chunk.length;
      if (total > max) {
        body.off('data', onData);
        body.destroy();
        resolve({ text: text(), tooLarge: true });
        return;
      }
      chunks.push(chunk);
    };
    body.on('data', onData);
    body.once('end', () => resolve({ text: text(), tooLarge: false }));
    body.once('error', reject);
  });
}
