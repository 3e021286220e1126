import { describeError } from '../common';
import { redact, type ApiKey } from './api-key';

/** What `GET /v1/usage` told us (hub-contract: `{ plan: { name, active, expires_at }, allowances, used }`), read leniently. */
export interface UsageReading {
  plan: { name: string | null; active: boolean | null; expiresAt: string | null } | null;
  allowances: Record<string, unknown>;
  used: Record<string, unknown>;
}

/** The Hub's verdict on a key. Only `ok` means the key works for this account as it stands. */
export type KeyVerdict =
  | { kind: 'ok'; usage: UsageReading | null; profiles: number | null }
  /** 401: missing, malformed or no longer valid. */
  | { kind: 'wrong_key'; message: string; httpStatus: number; hubCode: string | null }
  /** 403: a real key, but the account may not act (expired, banned, no plan). */
  | { kind: 'account_problem'; message: string; httpStatus: number; hubCode: string | null; usage: UsageReading | null }
  /** The Hub could not give a verdict: network failure, 5xx, 404 (wrong base URL?), an answer the reference does not allow. */
  | { kind: 'unverified'; message: string; reason: 'network' | 'hub_error'; httpStatus: number | null; hubCode: string | null };

/** Asks a Hub whether a key works. Never throws for a Hub or network failure: those are verdicts. */
export interface KeyVerifier {
  verify(hubUrl: string, key: ApiKey, signal?: AbortSignal): Promise<KeyVerdict>;
}

/** The part of the Hub client (src-main/hub HubClient) a verification needs. Failures throw a HubError-like `{ code, httpStatus, message }`. */
export interface HubProbe {
  usage(opts?: { signal?: AbortSignal }): Promise<unknown>;
  profiles(opts?: { signal?: AbortSignal }): Promise<unknown>;
  close?(): Promise<void>;
}

export type HubProbeFactory = (opts: { baseUrl: string; apiKey: string }) => HubProbe;

/**
 * Verifies a key with `GET /v1/usage` then `GET /v1/profiles` (hub-api part 5: 401 = wrong key,
 * 403 = account not allowed; part 7: on 403 "read GET /v1/usage"). Usage comes first because it is
 * the one call that still answers for an account that may not publish, so a 403 on profiles can be
 * reported with the account's plan.
 */
export function hubKeyVerifier(createClient: HubProbeFactory): KeyVerifier {
  return {
    async verify(hubUrl, key, signal) {
      let client: HubProbe;
      try {
        client = createClient({ baseUrl: hubUrl, apiKey: key.reveal() });
      } catch (err) {
        return { kind: 'unverified', reason: 'hub_error', httpStatus: null, hubCode: null, message: redact(`cannot reach the Hub at ${hubUrl}: ${describeError(err)}`, key) };
      }
      try {
        let usage: UsageReading | null = null;
        try {
          usage = readUsage(await client.usage({ signal }));
        } catch (err) {
          return verdictFromFailure(err, key, hubUrl, 'GET /v1/usage', null);
        }
        let profiles: number | null = null;
        try {
          profiles = countProfiles(await client.profiles({ signal }));
        } catch (err) {
          return verdictFromFailure(err, key, hubUrl, 'GET /v1/profiles', usage);
        }
        return { kind: 'ok', usage, profiles };
      } finally {
        await client.close?.().catch(() => undefined);
      }
    },
  };
}

/** Maps a Hub client failure to a verdict. Pure. Duck-typed on HubError's `code` and `httpStatus`. */
export function verdictFromFailure(err: unknown, key: ApiKey | undefined, hubUrl: string, call: string, usage: UsageReading | null): KeyVerdict {
  const e = (typeof err === 'object' && err !== null ? err : {}) as { code?: unknown; httpStatus?: unknown };
  const hubCode = typeof e.code === 'string' ? e.code : null;
  const httpStatus = typeof e.httpStatus === 'number' ? e.httpStatus : null;
  const said = redact(describeError(err), key);
  if (httpStatus === 401 || hubCode === 'unauthorized') {
    return { kind: 'wrong_key', httpStatus: httpStatus ?? 401, hubCode, message: `the Hub refused the key (401 ${hubCode ?? 'unauthorized'}): it is missing, malformed or no longer valid. Copy a current key from the Hub dashboard. (${said})` };
  }
  if (httpStatus === 403) {
    const plan = usage?.plan;
    const planText = plan ? ` Plan: ${plan.name ?? 'unnamed'}, ${plan.active === false ? 'not active' : plan.active ? 'active' : 'state unknown'}${plan.expiresAt ? `, expires ${plan.expiresAt}` : ''}.` : '';
    return {
      kind: 'account_problem', httpStatus, hubCode, usage,
      message: `the key is valid but the account may not act (403 ${hubCode ?? 'forbidden'} on ${call}): the account may be expired or banned, or the plan lacks this feature.${planText} Check the account on the Hub dashboard. (${said})`,
    };
  }
  if (hubCode === 'network' || (httpStatus === null && hubCode === null)) {
    return { kind: 'unverified', reason: 'network', httpStatus, hubCode, message: `could not reach the Hub at ${hubUrl} to check the key (${said})` };
  }
  const urlHint = httpStatus === 404 ? ' Is the Hub URL right?' : '';
  return { kind: 'unverified', reason: 'hub_error', httpStatus, hubCode, message: `the Hub at ${hubUrl} could not check the key: ${call} answered ${httpStatus ?? ''} ${hubCode ?? ''}`.trimEnd() + `.${urlHint} (${said})` };
}

const asRecord = (v: unknown): Record<string, unknown> | null => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

/** Reads a usage answer without trusting its shape (the reference does not show it). Never throws. */
export function readUsage(value: unknown): UsageReading | null {
  const v = asRecord(value);
  if (!v) return null;
  const plan = asRecord(v.plan);
  return {
    plan: plan
      ? {
          name: typeof plan.name === 'string' ? plan.name : null,
          active: typeof plan.active === 'boolean' ? plan.active : null,
          expiresAt: typeof plan.expires_at === 'string' ? plan.expires_at : null,
        }
      : null,
    allowances: asRecord(v.allowances) ?? {},
    used: asRecord(v.used) ?? {},
  };
}

/** The number of profiles in a profiles answer (`{ profiles: [...] }` or a bare array); null when unreadable. */
export function countProfiles(value: unknown): number | null {
  if (Array.isArray(value)) return value.length;
  const v = asRecord(value);
  return v && Array.isArray(v.profiles) ? v.profiles.length : null;
}
