/**
 * `npm run bench -- campaign-calls [posts=10000]` (w31speed): the bridge calls the campaign screens make, each timed
 * alone in the core (no browser, no HTTP), three times, on the campaign-ui bench's seeded campaign (campaign-data.ts,
 * spread every 4 minutes from 1 March 2027, Berlin). It says what a call costs the main process, which the browser
 * bench's figures mix with every other call the single-threaded host answers meanwhile.
 *
 * h-uicall (session 30): also the campaign-ui bench's send batch, a 2,000-post campaign beside the big one (seed 24,
 * every 4 minutes from 1 May 2027): the review.get and campaigns.status its screen reads as it opens (the browser bench's
 * "review.get 159 ms, campaigns.status 152 ms"), under the keys `… (batch)`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore } from '../../src-main/bridge';
import { MemorySecretStore } from '../../src-main/secrets';
import { campaignCsv } from './campaign-data';

export default async function bench(args: string[]): Promise<Record<string, unknown>> {
  const posts = Number(args[0] ?? 10_000);
  const batchPosts = 2000;
  const dataDir = mkdtempSync(join(tmpdir(), 'postroom-bench-calls-'));
  const c = await createCore({ dataDir, shell: 'web', secretStore: new MemorySecretStore(), connectivityIntervalMs: 0, resume: false, env: {} });
  try {
    const call = async <T>(method: string, input: unknown = {}): Promise<T> => {
      const r = await c.dispatch(method as never, input as never);
      if (!r.ok) throw new Error(`${method}: ${JSON.stringify(r.error)}`);
      return r.value as T;
    };
    await call('profiles.refresh');
    const camp = await call<{ id: string }>('campaigns.create', { name: 'Big spring' });
    await call('campaigns.import', { id: camp.id, name: 'big.csv', text: campaignCsv(posts, { seed: 23, badEvery: 0 }), partial: true });
    await call('campaigns.applyPlan', { id: camp.id, plan: { mode: 'interval', delivery: 'schedule', timezone: 'Europe/Berlin', start: '2027-03-01T00:00', intervalMinutes: 4, minGapMinutes: 0 } });
    const batch = await call<{ id: string }>('campaigns.create', { name: 'Send batch' });
    await call('campaigns.import', { id: batch.id, name: 'batch.csv', text: campaignCsv(batchPosts, { seed: 24, badEvery: 0 }), partial: true });
    await call('campaigns.applyPlan', { id: batch.id, plan: { mode: 'interval', delivery: 'schedule', timezone: 'Europe/Berlin', start: '2027-05-01T00:00', intervalMinutes: 4, minGapMinutes: 0 } });
    const batchDetail = await call<{ posts: Array<{ id: string; state: string }> }>('campaigns.get', { id: batch.id });
    const batchUnsent = batchDetail.posts.filter((p) => p.state === 'draft').map((p) => p.id);
    const loadBefore = loadavg().map((x) => Math.round(x * 100) / 100);
    const detail = await call<{ posts: Array<{ id: string; state: string }> }>('campaigns.get', { id: camp.id });
    // The Posts tab's review.get: every unsent post (PostsTab.svelte loadReviews).
    const unsent = detail.posts.filter((p) => p.state === 'draft').map((p) => p.id);
    const calls: Array<[string, unknown]> = [
      ['campaigns.get', { id: camp.id }], ['review.get', { draftIds: unsent }], ['review.campaignOf', { campaignId: camp.id }],
      ['campaigns.status', { id: camp.id }], ['campaigns.preview', { id: camp.id }], ['campaigns.dryRun', { id: camp.id }],
      ['review.get (batch)', { draftIds: batchUnsent }], ['campaigns.status (batch)', { id: batch.id }],
    ];
    const ms: Record<string, number[]> = {};
    // h-uicall: and this process's CPU time of each call (user + system), steadier than the wall time on a loaded machine.
    const cpuMs: Record<string, number[]> = {};
    for (const [method, input] of calls) {
      ms[method] = [];
      cpuMs[method] = [];
      for (let k = 0; k < 3; k++) {
        const t = performance.now();
        const cpu = process.cpuUsage();
        await call(method.replace(/ \(batch\)$/, ''), input);
        const used = process.cpuUsage(cpu);
        ms[method].push(Math.round(performance.now() - t));
        cpuMs[method].push(Math.round((used.user + used.system) / 1000));
      }
    }
    return { posts, unsent: unsent.length, batchPosts, batchUnsent: batchUnsent.length, ms, cpuMs, loadavgBefore: loadBefore, loadavgAfter: loadavg().map((x) => Math.round(x * 100) / 100) };
  } finally {
    await c.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
