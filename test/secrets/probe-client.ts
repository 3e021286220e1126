import type { HubProbe, HubProbeFactory } from '../../src-main/secrets';

/**
 * A minimal Hub probe over fetch, throwing `{ code, httpStatus }` like the Hub client's HubError.
 * Stands in for src-main/hub's HubClient in tests that only need usage/profiles.
 */
export const fetchProbe: HubProbeFactory = ({ baseUrl, apiKey }): HubProbe => {
  const get = async (path: string): Promise<unknown> => {
    let res: Response;
    try {
      res = await fetch(baseUrl + path, { headers: { authorization: `Bearer ${apiKey}` } });
    } catch (err) {
      throw Object.assign(new Error(`network: ${(err as Error).message}`), { code: 'network', httpStatus: null });
    }
    const body = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    if (!res.ok) throw Object.assign(new Error(body?.error?.message ?? `HTTP ${res.status}`), { code: body?.error?.code ?? 'malformed', httpStatus: res.status });
    return body;
  };
  return { usage: () => get('/v1/usage'), profiles: () => get('/v1/profiles') };
};
