/**
 * walk 36b (minor): an export made at 7:50 PM on the 28th in New York was named postroom-outcomes-2026-11-29.csv, the
 * UTC date. The files this computer names carry its own date (src-shared local-day.ts), as the calendar's today does.
 * A zone whose date differs from the UTC date now (one of UTC+14 and UTC−11 always does) makes the two tell apart.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/bridge';
import type { ExportFileDto } from '../../src-main/bridge/contract';
import { MemorySecretStore } from '../../src-main/secrets';
import { localDay } from '../../src-shared/local-day';

const was = process.env.TZ;
let core: Core | null = null;
afterAll(async () => {
  await core?.close();
  if (was === undefined) delete process.env.TZ;
  else process.env.TZ = was;
});

describe("the export files' names", () => {
  it("carry this computer's date, not the UTC date", async () => {
    const utcDay = new Date().toISOString().slice(0, 10);
    process.env.TZ = 'Pacific/Kiritimati';
    if (localDay(Date.now()) === utcDay) process.env.TZ = 'Pacific/Pago_Pago';
    const day = localDay(Date.now());
    expect(day).not.toBe(utcDay);
    core = await createCore({ dataDir: mkdtempSync(join(tmpdir(), 'postroom-w36export-')), shell: 'web', secretStore: new MemorySecretStore(), connectivityIntervalMs: 0, env: {} });
    const value = async <T>(method: string, input: unknown): Promise<T> => {
      const r = await core!.dispatch(method, input);
      if (!r.ok) throw new Error(`${method}: ${r.error.code} ${r.error.message}`);
      return r.value as T;
    };
    expect((await value<ExportFileDto>('outcomes.export', { format: 'csv', filter: {} })).name).toBe(`postroom-outcomes-${day}.csv`);
    expect((await value<ExportFileDto>('drafts.export', { format: 'json' })).name).toBe(`postroom-drafts-${day}.json`);
  });
});
