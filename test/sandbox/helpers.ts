import { ManualClock } from '../../src-main/common';

type BodyInit = NonNullable<RequestInit['body']>;
import { startSandbox, type SandboxHandle, type SandboxOptions } from '../../src-main/sandbox';

export const JPEG = (n = 64): Uint8Array => {
  const b = new Uint8Array(n);
  b.set([0xff, 0xd8, 0xff, 0xe0]);
  for (let i = 4; i < n; i++) b[i] = i % 251;
  return b;
};

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface TestHub {
  sb: SandboxHandle;
  clock: ManualClock;
  call(method: string, path: string, opts?: { json?: unknown; body?: BodyInit | Uint8Array; headers?: Record<string, string>; key?: string | null }): Promise<Answer>;
  publish(fields: Record<string, unknown>, opts?: { key?: string; headers?: Record<string, string> }): Promise<Answer>;
  publishMultipart(form: FormData, opts?: { key?: string }): Promise<Answer>;
  close(): Promise<void>;
}

export const PHOTO = ['https://cdn.example.com/a.jpg'];

/** A sandbox on a free loopback port with a ManualClock, driven over real HTTP. */
export async function startTestHub(opts: SandboxOptions = {}): Promise<TestHub> {
  const clock = (opts.clock as ManualClock | undefined) ?? new ManualClock(Date.parse('2026-11-22T03:00:00Z'));
  const sb = await startSandbox({ ...opts, clock });
  const call: TestHub['call'] = async (method, path, o = {}) => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.key !== null) headers.authorization ??= `Bearer ${o.key ?? sb.apiKey}`;
    // Node's Buffer / Uint8Array over a shared buffer is not a BodyInit in Node 20's lib: copy into a plain one.
    let body: BodyInit | undefined = o.body instanceof Uint8Array ? new Uint8Array(o.body) : o.body;
    if (o.json !== undefined) {
      body = typeof o.json === 'string' ? o.json : JSON.stringify(o.json);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(sb.url + path, { method, headers, body });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json };
  };
  return {
    sb,
    clock,
    call,
    publish: (fields, o = {}) => call('POST', '/v1/posts/photo', { json: fields, headers: { ...(o.key ? { 'idempotency-key': o.key } : {}), ...o.headers } }),
    publishMultipart: (form, o = {}) => call('POST', '/v1/posts/photo', { body: form, headers: o.key ? { 'idempotency-key': o.key } : {} }),
    close: () => sb.close(),
  };
}

export const post = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  profile_id: 'prof_caphe', platforms: ['instagram'], caption: 'Cà phê sữa đá ☕', photo_urls: PHOTO, ...extra,
});
