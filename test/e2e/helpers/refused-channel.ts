/**
 * A post sent while the sandbox Hub's X refuses it: its first send partly published (Instagram yes, X refused), the Hub's
 * faults back to none after, whatever happened. The set-up of the e2e tests of a refused channel retried (h-sendtime,
 * w43cal, h-oldcaption, h-athub); `J`, the caller's reading of a job (the bridge's `jobs.list` rows).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { SandboxHandle } from '../../../src-main/sandbox';
import { callValue } from './session';

export async function sendWithXRefused<J extends { post: { state: string } }>(page: Page, hub: SandboxHandle, draftId: string): Promise<J> {
  hub.control.setFaults({ channel_refusal: 1, refusing_channels: ['x'] });
  try {
    await expect.poll(() => callValue<{ sent: number }>(page, 'publish.start', { draftIds: [draftId] }).then((r) => r.sent).catch(() => 0), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => callValue<J[]>(page, 'jobs.list', { draftId }).then((js) => js[0]?.post.state), { timeout: 60_000 }).toBe('partial');
    return (await callValue<J[]>(page, 'jobs.list', { draftId }))[0]!;
  } finally {
    hub.control.setFaults('none');
  }
}
