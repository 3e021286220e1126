import { readFileSync } from 'node:fs';
import { describeError } from '../common';
import { SandboxConfigError } from './errors';
import { mulberry32 } from './prng';

/**
 * Fault injection. Rates are probabilities in [0, 1] drawn per request from a seeded
 * PRNG, so a run replays exactly under the same seed and request order.
 */
export interface FaultConfig {
  /** Publish: 502 upstream_error; nothing published, key released. */
  upstream_error?: number;
  /** Any route: 500 internal_error; nothing published, key released. */
  internal_error?: number;
  /** Publish: the post IS published, the answer is 502 upstream_timeout and the key closes on it. */
  upstream_timeout?: number;
  /**
   * Publish: the post is NOT published (the channel never took it), yet the answer is the same 502 upstream_timeout and
   * the key closes on it: hub-api's "the post MAY be live", its other half. A status read by the key finds no post.
   */
  upstream_timeout_lost?: number;
  /** Any route: 429 rate_limited with Retry-After (the channel or the Hub throttled). */
  rate_limited?: number;
  /** Publish: socket destroyed before processing (nothing published). */
  drop_before?: number;
  /** Publish: processed and published, then the socket is destroyed with no answer. */
  drop_after?: number;
  /** Publish with a pinned target: 503 page_pin_unverified; nothing published. */
  page_pin_unverified?: number;
  /** Publish: the channel refuses inside `results` (HTTP 200, success:false). Per channel. */
  channel_refusal?: number;
  /**
   * The channels `channel_refusal` may refuse (every channel when empty): w30retry's "Threads refused, the other three
   * published" is one post, every time, under a rate of 1. The draw is made for every channel all the same.
   */
  refusing_channels?: string[];
  /** Extra answer latency, ms: a number or [min, max]. */
  latency_ms?: number | [number, number];
  /** Share of accepted posts whose processing takes `slow_processing_ms` instead of `processing_ms`. */
  slow_processing?: number;
  slow_processing_ms?: number;
  /** How long an accepted post stays `processing` (clock ms). 0 = answered final at once. */
  processing_ms?: number;
  /** Share of accepted posts answered final at once (the rest answer `processing`). */
  instant?: number;
}

export type ResolvedFaults = Required<Omit<FaultConfig, 'latency_ms'>> & { latency_ms: [number, number] };

const RATE_KEYS = [
  'upstream_error', 'internal_error', 'upstream_timeout', 'upstream_timeout_lost', 'rate_limited', 'drop_before', 'drop_after',
  'page_pin_unverified', 'channel_refusal', 'slow_processing', 'instant',
] as const;
const MS_KEYS = ['slow_processing_ms', 'processing_ms'] as const;

const NONE: ResolvedFaults = {
  upstream_error: 0, internal_error: 0, upstream_timeout: 0, upstream_timeout_lost: 0, rate_limited: 0, drop_before: 0, drop_after: 0,
  page_pin_unverified: 0, channel_refusal: 0, latency_ms: [0, 0], slow_processing: 0, slow_processing_ms: 20_000,
  processing_ms: 2_000, instant: 0, refusing_channels: [],
};

/** Named presets (`--faults NAME`). */
export const FAULT_PRESETS: Readonly<Record<string, FaultConfig>> = Object.freeze({
  none: {},
  flaky: { upstream_error: 0.08, internal_error: 0.03, rate_limited: 0.04, drop_before: 0.02, drop_after: 0.02, latency_ms: [0, 40], channel_refusal: 0.03 },
  chaos: {
    upstream_error: 0.12, internal_error: 0.05, upstream_timeout: 0.05, rate_limited: 0.08, drop_before: 0.04, drop_after: 0.04,
    page_pin_unverified: 0.05, channel_refusal: 0.1, latency_ms: [0, 150], slow_processing: 0.2,
  },
  timeouts: { upstream_timeout: 0.3, latency_ms: [20, 80] },
  slow: { latency_ms: [200, 800], slow_processing: 0.5, slow_processing_ms: 30_000 },
  instant: { processing_ms: 0 },
  /** Close to a real day: a few posts answer final at once, a few channels refuse, some latency. */
  realistic: { instant: 0.15, channel_refusal: 0.03, latency_ms: [20, 120], rate_limited: 0.005, upstream_error: 0.01 },
});

function checkRate(name: string, v: unknown): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 1) {
    throw new SandboxConfigError('bad_faults', `fault "${name}" must be a number from 0 to 1, got ${JSON.stringify(v)}`);
  }
  return v;
}

function checkMs(name: string, v: unknown): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) {
    throw new SandboxConfigError('bad_faults', `fault "${name}" must be a whole number of ms ≥ 0, got ${JSON.stringify(v)}`);
  }
  return v;
}

/** Validates a fault config (unknown keys and out-of-range values are errors) over the `none` defaults. */
export function resolveFaults(cfg: FaultConfig | string = 'none'): ResolvedFaults {
  const raw: Record<string, unknown> = typeof cfg === 'string' ? presetOrThrow(cfg) : { ...cfg };
  const out: ResolvedFaults = { ...NONE, latency_ms: [0, 0] };
  let base: Record<string, unknown> = {};
  if (typeof raw.preset === 'string') base = presetOrThrow(raw.preset);
  const merged = { ...base, ...raw };
  delete merged.preset;
  for (const [k, v] of Object.entries(merged)) {
    if ((RATE_KEYS as readonly string[]).includes(k)) (out as Record<string, unknown>)[k] = checkRate(k, v);
    else if ((MS_KEYS as readonly string[]).includes(k)) (out as Record<string, unknown>)[k] = checkMs(k, v);
    else if (k === 'latency_ms') {
      if (Array.isArray(v) && v.length === 2) {
        const a = checkMs('latency_ms[0]', v[0]);
        const b = checkMs('latency_ms[1]', v[1]);
        if (b < a) throw new SandboxConfigError('bad_faults', 'latency_ms [min, max] needs min ≤ max');
        out.latency_ms = [a, b];
      } else {
        const n = checkMs('latency_ms', v);
        out.latency_ms = [n, n];
      }
    } else if (k === 'refusing_channels') {
      if (!Array.isArray(v) || !v.every((c) => typeof c === 'string')) throw new SandboxConfigError('bad_faults', `fault "refusing_channels" must be a list of channel names, got ${JSON.stringify(v)}`);
      out.refusing_channels = [...(v as string[])];
    } else {
      throw new SandboxConfigError('bad_faults', `unknown fault "${k}"; known: preset, ${[...RATE_KEYS, ...MS_KEYS, 'latency_ms', 'refusing_channels'].join(', ')}`);
    }
  }
  return out;
}

function presetOrThrow(name: string): Record<string, unknown> {
  const p = FAULT_PRESETS[name];
  if (!p) throw new SandboxConfigError('bad_faults', `unknown fault preset "${name}"; presets: ${Object.keys(FAULT_PRESETS).join(', ')}`);
  return { ...p };
}

/** `--faults PRESET|FILE`: a preset name, or a JSON file of a FaultConfig (which may name a `preset` to extend). */
export function loadFaults(arg: string): FaultConfig | string {
  if (FAULT_PRESETS[arg]) return arg;
  let text: string;
  try {
    text = readFileSync(arg, 'utf8');
  } catch (err) {
    throw new SandboxConfigError('bad_faults', `"${arg}" is neither a fault preset (${Object.keys(FAULT_PRESETS).join(', ')}) nor a readable file (${(err as NodeJS.ErrnoException).code === 'ENOENT' ? 'there is no such file' : 'it cannot be read'})`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new SandboxConfigError('bad_faults', `fault file ${arg} is not JSON: ${describeError(err)}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new SandboxConfigError('bad_faults', `fault file ${arg} must hold a JSON object`);
  }
  resolveFaults(parsed as FaultConfig);
  return parsed as FaultConfig;
}

/** Draws fault decisions from one seeded stream. */
export class FaultDice {
  #rand: () => number;
  cfg: ResolvedFaults;
  constructor(cfg: ResolvedFaults, seed: number) {
    this.cfg = cfg;
    this.#rand = mulberry32(seed ^ 0x5eed);
  }
  /** True with probability `cfg[name]`; always draws, so the stream stays aligned. */
  roll(name: (typeof RATE_KEYS)[number]): boolean {
    const r = this.#rand();
    return r < this.cfg[name];
  }
  latency(): number {
    const [a, b] = this.cfg.latency_ms;
    const r = this.#rand();
    return b === a ? a : Math.round(a + r * (b - a));
  }
}
