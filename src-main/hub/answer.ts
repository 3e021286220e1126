/**
 * Reading the Hub's answers. Pure: an HTTP status, headers and body text in, one
 * discriminated union out. The network is elsewhere (client.ts).
 *
 * The rules (hub-api 1, 2, 7; contract "Shapes"):
 * - Success is HTTP 200. Only `success: false` is a failure; a missing `success` is not.
 * - Errors carry the envelope `{ error: { code, message } }`; branch on code and status.
 * - A plain 413 without the envelope comes from the network edge (body too large).
 * - A channel refusing inside `results` (HTTP 200) is a channel outcome, never a Hub refusal,
 *   and a Hub refusal is never turned into channel outcomes.
 * - Anything else the reference does not allow is `malformed`, with the reason and the body.
 */
import { DEFAULT_CONTRACT } from './contract';
import { splitChannelMessage } from './messages';
import type { ChannelOutcome } from './outcome';
import { parseRetryAfter } from './retry-after';

/** One channel's entry of `results` as the Hub sent it, read tolerantly: unknown fields are kept by name (Postroom's own reading of it is `ChannelOutcome`, outcome.ts). */
export interface ChannelResult {
  success: boolean;
  url?: string;
  error?: { code?: string; message: string };
  /** The channel's own wording of the refusal (before `· Tạm dịch:`). */
  own?: string;
  /** The Vietnamese rendering (after the marker), or null when the message has none. */
  vietnamese?: string | null;
  [k: string]: unknown;
}

/** The publish-result shape (hub-api part 2), also answered by status polls. Extra fields are kept. */
export interface PublishResult {
  status: 'completed' | 'partial' | 'failed' | 'processing' | 'scheduled' | (string & {});
  profile_id?: string;
  platforms?: string[];
  failed_platforms?: string[];
  request_id?: string | null;
  job_id?: string | null;
  results?: Record<string, ChannelResult> | null;
  [k: string]: unknown;
}

/** What the Hub answered to a publish or a status poll. Callers switch on `kind` exhaustively. */
export type HubAnswer =
  /** HTTP 200 with a readable publish result (per-channel refusals are inside `result.results`). */
  | { kind: 'accepted'; httpStatus: 200; result: PublishResult; replayed?: boolean }
  /** A Hub refusal: the part-7 envelope. Nothing was spent (except `upstream_timeout`: outcome unknown). */
  | { kind: 'refused'; httpStatus: number; code: string; message: string; retryAfterSeconds: number | null; replayed?: boolean }
  /** The network edge's plain 413: the body is too large; fit the media smaller. */
  | { kind: 'edge_413'; httpStatus: 413; bodyText: string }
  /** No answer. `maybeDelivered` is false only when the request certainly never left (connect failed). */
  | { kind: 'network'; error: string; maybeDelivered: boolean; aborted?: boolean }
  /** An answer the reference does not allow (e.g. 200 with non-JSON, an error status without envelope). */
  | { kind: 'malformed'; httpStatus: number; reason: string; bodyText: string };

export type HubAnswerKind = HubAnswer['kind'];

/** A generic answer of any route before its payload is read: `ok` carries the parsed JSON of a 200. */
export type RawAnswer =
  | { kind: 'ok'; httpStatus: number; json: unknown }
  | Exclude<HubAnswer, { kind: 'accepted' }>;

/** Longest body text kept in `malformed` / `edge_413` answers (for the log and the user). */
export const BODY_TEXT_KEEP = 2_000;

const keep = (text: string): string => (text.length > BODY_TEXT_KEEP ? `${text.slice(0, BODY_TEXT_KEEP)}…` : text);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The part-7 envelope, read tolerantly (a missing message becomes the code). */
export function readErrorEnvelope(json: unknown): { code: string; message: string } | null {
  if (!isObject(json)) return null;
  const e = json.error;
  if (!isObject(e) || typeof e.code !== 'string' || e.code.length === 0) return null;
  const message = typeof e.message === 'string' ? e.message : e.code;
  return { code: e.code, message };
}

/** Header value as one string (undici may give string | string[] | undefined). */
export function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | null {
  const v = headers[name.toLowerCase()] ?? headers[name];
  if (v === undefined) return null;
  return Array.isArray(v) ? (v[0] ?? null) : v;
}

/**
 * Classifies one HTTP answer of any Hub route. 200 → `ok` with the parsed JSON (non-JSON:
 * `malformed`); 204 → `ok` with null (tolerated for DELETE routes); error status with the
 * envelope → `refused`; 413 without it → `edge_413`; anything else → `malformed`.
 */
export function classifyResponse(
  httpStatus: number,
  headers: Record<string, string | string[] | undefined>,
  bodyText: string,
  nowMs: number,
): RawAnswer {
  if (httpStatus === 200) {
    const parsed = parseJson(bodyText);
    if (!parsed.ok) return { kind: 'malformed', httpStatus, reason: 'HTTP 200 with a body that is not JSON', bodyText: keep(bodyText) };
    return { kind: 'ok', httpStatus, json: parsed.value };
  }
  if (httpStatus === 204 && bodyText.trim() === '') return { kind: 'ok', httpStatus, json: null };
  if (httpStatus >= 400 && httpStatus <= 599) {
    const parsed = parseJson(bodyText);
    const env = parsed.ok ? readErrorEnvelope(parsed.value) : null;
    if (env) {
      return {
        kind: 'refused',
        httpStatus,
        code: env.code,
        message: env.message,
        retryAfterSeconds: parseRetryAfter(headerValue(headers, 'retry-after'), nowMs),
      };
    }
    if (httpStatus === 413) return { kind: 'edge_413', httpStatus: 413, bodyText: keep(bodyText) };
    return { kind: 'malformed', httpStatus, reason: `HTTP ${httpStatus} without the error envelope`, bodyText: keep(bodyText) };
  }
  return { kind: 'malformed', httpStatus, reason: `HTTP ${httpStatus} is not an answer the Hub reference allows`, bodyText: keep(bodyText) };
}

const stringArray = (v: unknown): string[] | undefined => {
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string');
  // The Hub accepts a comma-separated string for `platforms` on input; tolerate it on output too.
  if (typeof v === 'string') return v.split(',').map((s) => s.trim()).filter((s) => s.length > 0);
  return undefined;
};

/**
 * One `results` entry, read per the contract: `success` (boolean; missing is not a failure
 * unless `failed_platforms` names the channel), and on refusal `error: { code?, message }`, a
 * string `error`, or a `message`. The message is split into own words and Vietnamese.
 * Unknown fields are kept by name.
 */
export function readChannelOutcome(entry: unknown, listedAsFailed: boolean, marker: string = DEFAULT_CONTRACT.translationMarker): ChannelResult {
  if (typeof entry === 'boolean') return { success: entry };
  if (!isObject(entry)) return { success: !listedAsFailed, raw: entry };
  const out: ChannelResult = { ...entry, success: typeof entry.success === 'boolean' ? entry.success : !listedAsFailed };
  if (typeof entry.url !== 'string') delete out.url;
  let error: { code?: string; message: string } | undefined;
  const e = entry.error;
  if (isObject(e)) {
    const message = typeof e.message === 'string' ? e.message : typeof entry.message === 'string' ? entry.message : typeof e.code === 'string' ? e.code : '';
    error = typeof e.code === 'string' ? { code: e.code, message } : { message };
  } else if (typeof e === 'string') {
    error = { message: e };
  } else if (!out.success && typeof entry.message === 'string') {
    error = { message: entry.message };
  } else {
    delete out.error;
  }
  if (error) {
    out.error = error;
    const { own, vietnamese } = splitChannelMessage(error.message, marker);
    out.own = own;
    out.vietnamese = vietnamese;
  }
  return out;
}

/**
 * A 200 body read as a publish result, tolerantly: extra fields kept, `results` entries
 * normalised. Null when it is not one (no string `status`), with the reason.
 */
export function readPublishResult(json: unknown, marker: string = DEFAULT_CONTRACT.translationMarker): { ok: true; result: PublishResult } | { ok: false; reason: string } {
  if (!isObject(json)) return { ok: false, reason: 'HTTP 200 whose JSON is not an object' };
  if (typeof json.status !== 'string' || json.status.length === 0) {
    if (json.success === false) return { ok: false, reason: 'HTTP 200 with success: false and no status' };
    return { ok: false, reason: 'HTTP 200 without a status' };
  }
  const result: PublishResult = { ...json, status: json.status };
  const platforms = stringArray(json.platforms);
  if (platforms) result.platforms = platforms;
  const failed = stringArray(json.failed_platforms);
  if (failed) result.failed_platforms = failed;
  for (const id of ['request_id', 'job_id'] as const) {
    const v = json[id];
    if (v !== undefined && v !== null && typeof v !== 'string') result[id] = String(v);
  }
  if (isObject(json.results)) {
    const results: Record<string, ChannelResult> = {};
    for (const [key, entry] of Object.entries(json.results)) {
      results[key] = readChannelOutcome(entry, failed?.includes(key) ?? false, marker);
    }
    result.results = results;
  } else if (json.results !== undefined && json.results !== null) {
    return { ok: false, reason: 'HTTP 200 whose results is not an object' };
  }
  return { ok: true, result };
}

/** A raw answer of the publish or status route turned into a `HubAnswer`. */
export function toPublishAnswer(raw: RawAnswer, bodyText: string, marker: string = DEFAULT_CONTRACT.translationMarker): HubAnswer {
  if (raw.kind !== 'ok') return raw;
  if (raw.httpStatus !== 200) return { kind: 'malformed', httpStatus: raw.httpStatus, reason: `HTTP ${raw.httpStatus} without a publish result`, bodyText: keep(bodyText) };
  const read = readPublishResult(raw.json, marker);
  if (!read.ok) return { kind: 'malformed', httpStatus: 200, reason: read.reason, bodyText: keep(bodyText) };
  return { kind: 'accepted', httpStatus: 200, result: read.result };
}

/**
 * bywhom: the header the Hub marks a replayed answer with (a repeated Idempotency-Key answered with
 * the stored first result; sandbox routes-publish.ts). Its absence means this call was the one the
 * Hub ran (or a Hub that does not mark replays).
 */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** An answer to a publish marked as a replay when the Hub said so (`REPLAYED_HEADER: true`). */
export function markReplayed(a: HubAnswer, headers: Record<string, string | string[] | undefined>): HubAnswer {
  if (a.kind !== 'accepted' && a.kind !== 'refused') return a;
  return headerValue(headers, REPLAYED_HEADER)?.trim().toLowerCase() === 'true' ? { ...a, replayed: true } : a;
}

/** Pure end-to-end classification of a publish / status answer. */
export function classifyPublishAnswer(
  httpStatus: number,
  headers: Record<string, string | string[] | undefined>,
  bodyText: string,
  nowMs: number,
  marker: string = DEFAULT_CONTRACT.translationMarker,
): HubAnswer {
  return markReplayed(toPublishAnswer(classifyResponse(httpStatus, headers, bodyText, nowMs), bodyText, marker), headers);
}

/** The statuses of a post the Hub will not change again. */
export const FINAL_STATUSES: readonly string[] = ['completed', 'partial', 'failed'];

/** Per-channel outcomes of a publish result, in the job's channel order (extra keys after). */
export function outcomesOf(result: PublishResult, platforms: readonly string[], marker: string = DEFAULT_CONTRACT.translationMarker): ChannelOutcome[] {
  const results = result.results ?? {};
  const keys = [...platforms, ...Object.keys(results).filter((k) => !platforms.includes(k))];
  const final = FINAL_STATUSES.includes(result.status);
  return keys.map((channel) => {
    const e = results[channel];
    const failedListed = result.failed_platforms?.includes(channel) ?? false;
    if (!e) {
      // No entry: the overall status decides when final (completed = all accepted).
      const success = !final ? null : failedListed ? false : result.status === 'completed' ? true : result.status === 'failed' ? false : null;
      return { channel, success, url: null, code: null, message: null, vietnamese: null };
    }
    const msg = e.error?.message;
    const split = msg !== undefined ? splitChannelMessage(msg, marker) : null;
    return {
      channel,
      success: typeof e.success === 'boolean' ? e.success : !failedListed,
      url: typeof e.url === 'string' ? e.url : null,
      code: e.error?.code ?? null,
      message: e.own ?? split?.own ?? null,
      vietnamese: e.vietnamese ?? split?.vietnamese ?? null,
    };
  });
}
