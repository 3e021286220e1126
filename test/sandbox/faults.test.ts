import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAULT_PRESETS, loadFaults, resolveFaults, SandboxConfigError } from '../../src-main/sandbox';
import { FaultDice } from '../../src-main/sandbox/faults';
import { startTestHub, post } from './helpers';

describe('fault injection', () => {
  it('F1: presets exist and resolve; unknown presets, keys and out-of-range rates are typed errors', () => {
    for (const name of ['none', 'flaky', 'chaos', 'timeouts', 'slow']) expect(() => resolveFaults(name)).not.toThrow();
    expect(Object.keys(FAULT_PRESETS)).toContain('chaos');
    expect(() => resolveFaults('nope')).toThrow(SandboxConfigError);
    expect(() => resolveFaults({ upstream_error: 2 })).toThrow(/from 0 to 1/);
    expect(() => resolveFaults({ bogus: 1 } as never)).toThrow(/unknown fault "bogus"/);
    expect(() => resolveFaults({ latency_ms: [50, 10] })).toThrow(/min ≤ max/);
    expect(resolveFaults({ preset: 'flaky', upstream_error: 0.5 } as never).upstream_error).toBe(0.5);
  });
  it('F2: a JSON fault file is loaded and validated', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sb-faults-'));
    const good = join(dir, 'good.json');
    writeFileSync(good, JSON.stringify({ preset: 'timeouts', latency_ms: [1, 2] }));
    expect(loadFaults(good)).toEqual({ preset: 'timeouts', latency_ms: [1, 2] });
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"upstream_error": "often"}');
    expect(() => loadFaults(bad)).toThrow(SandboxConfigError);
    writeFileSync(bad, 'not json');
    expect(() => loadFaults(bad)).toThrow(/not JSON/);
    expect(() => loadFaults(join(dir, 'missing.json'))).toThrow(/neither a fault preset/);
  });
  it('F3: the dice are deterministic under a seed and differ across seeds', () => {
    const seq = (seed: number) => {
      const d = new FaultDice(resolveFaults('chaos'), seed);
      return Array.from({ length: 200 }, () => d.roll('upstream_error'));
    };
    expect(seq(7)).toEqual(seq(7));
    expect(seq(7)).not.toEqual(seq(8));
    const hits = seq(7).filter(Boolean).length;
    expect(hits).toBeGreaterThan(5);
    expect(hits).toBeLessThan(60);
  });
  it('F4: the same seed and request order give the same answers over HTTP (chaos)', async () => {
    const run = async () => {
      const hub = await startTestHub({ faults: { ...FAULT_PRESETS.chaos, latency_ms: 0, drop_before: 0, drop_after: 0 }, seed: 42 });
      const codes: string[] = [];
      for (let i = 0; i < 40; i++) {
        const a = await hub.publish(post({ platforms: ['facebook', 'instagram'], caption: `chaos ${i}` }), { key: `chaos-${i}` });
        codes.push(a.status === 200 ? a.json.status : a.json.error.code);
      }
      await hub.close();
      return codes;
    };
    const a = await run();
    expect(a).toEqual(await run());
    expect(new Set(a).size).toBeGreaterThan(2);
  });
  it('F5: slow processing keeps a post processing for slow_processing_ms', async () => {
    const hub = await startTestHub({ faults: { slow_processing: 1, slow_processing_ms: 60_000 } });
    const a = await hub.publish(post());
    hub.clock.advance(59_999);
    expect((await hub.call('GET', `/v1/posts/status?request_id=${a.json.request_id}`)).json.status).toBe('processing');
    hub.clock.advance(1);
    expect((await hub.call('GET', `/v1/posts/status?request_id=${a.json.request_id}`)).json.status).toBe('completed');
    await hub.close();
  });
  it('F6: latency delays the answer but not the outcome', async () => {
    const hub = await startTestHub({ faults: { latency_ms: [5, 10] } });
    expect((await hub.publish(post())).status).toBe(200);
    expect((await hub.call('GET', '/v1/profiles')).status).toBe(200);
    await hub.close();
  });
});
