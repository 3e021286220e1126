/**
 * Walk 32, 2: a campaign's Cancel (and the Outbox card's Cancel, offered as "Not sent yet: you can still cancel it") of a
 * job waiting to retry because the Hub could not be reached answered "it moved on meanwhile": this process's sender held
 * the job while it slept, so the cancel was refused — and when the Hub came back the post went out. A job waiting to
 * retry is cancelled; its sender, waking, reads it again and sends nothing (send.ts reads the job after every wait, and
 * once more after reading its body, just before the call). The Hub holds nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { HubPort } from '../../src-main/publisher';
import { world, type World } from './fixture';

let w: World | undefined;
afterEach(async () => {
  await w?.close();
  w = undefined;
});

async function until(ok: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('a job waiting to retry is cancelled, and never sent (walk 32, 2)', () => {
  it('the Hub down, the job retrying: cancel works; the Hub back, nothing is sent', async () => {
    w = await world();
    const real = w.hub;
    let up = false;
    let calls = 0;
    const hub: HubPort = {
      publish: async (body, key, signal) => {
        calls++;
        return up ? real.publish(body, key, signal) : { kind: 'network', error: 'connect ECONNREFUSED', maybeDelivered: false };
      },
      status: real.status,
    };
    const p = w.publisher({ concurrency: 1, maxOfflineMs: 60_000, offlineBackoff: { baseMs: 400, factor: 1, capMs: 400, jitter: 0 } }, hub);
    const { batch, done } = await p.enqueue({ draftIds: [w.draft()] });
    // Its job is journaled as the run starts (not yet when enqueue answers).
    const job = () => p.jobs({ batchId: batch!.id })[0]!;
    await until(() => p.jobs({ batchId: batch!.id })[0]?.state === 'retrying');
    expect(p.cancel(job().id).state).toBe('cancelled');
    up = true;
    await done;
    expect(job().state).toBe('cancelled');
    expect(w.posts()).toHaveLength(0);
    expect(calls).toBe(1);
  });
});
