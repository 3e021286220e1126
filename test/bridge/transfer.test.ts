/**
 * Issue 26: drafts.import and drafts.export move a file's name and text across the
 * bridge, never a path on the host. Both transports.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_PROBLEMS_SHOWN } from '../../src-main/bridge/contract';
import { httpClient, ipcClient, type TestClient } from './transports';

describe.each([['http', httpClient], ['ipc', ipcClient]] as const)('file transfer over %s', (_name, make) => {
  let client: TestClient;
  beforeAll(async () => {
    client = await make();
  });
  afterAll(async () => {
    await client.close();
  });

  it('refuses a server path: the old { path } shape is invalid input, and nothing is read or written', async () => {
    const imp = await client.raw('drafts.import', { path: '/etc/passwd' });
    expect(imp).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    const exp = await client.raw('drafts.export', { path: '/tmp/postroom-should-not-exist.csv' });
    expect(exp).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    const named = await client.raw('drafts.import', { name: '../../etc/x.csv', content: 'a' });
    expect(named).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
  });

  it('imports the text of a CSV file and exports it back as a download', async () => {
    const csv = 'profile_id,platforms,caption,tags\np1,instagram,"=HYPERLINK(""x"")",bridge-transfer\n';
    const r = await client.invoke('drafts.import', { name: 'campaign.csv', content: csv });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value).toMatchObject({ imported: 1, skipped: 0, problems: [], moreProblems: 0 });
    const ids = await client.invoke('drafts.ids', { filter: { tag: 'bridge-transfer' } });
    if (!ids.ok) throw new Error(ids.error.message);
    const e = await client.invoke('drafts.export', { format: 'csv', ids: ids.value.ids });
    if (!e.ok) throw new Error(e.error.message);
    expect(e.value).toMatchObject({ count: 1, mime: 'text/csv', name: expect.stringMatching(/^postroom-drafts-\d{4}-\d\d-\d\d\.csv$/) });
    expect(e.value.content).toContain(`"'=HYPERLINK(""x"")"`);
    const j = await client.invoke('drafts.export', { format: 'json', ids: ids.value.ids });
    if (!j.ok) throw new Error(j.error.message);
    expect(JSON.parse(j.value.content)).toMatchObject({ drafts: [{ caption: '=HYPERLINK("x")' }] });
  });

  it('reports a relative photo path of an uploaded file instead of resolving it on the host', async () => {
    const r = await client.invoke('drafts.import', { name: 'x.csv', content: 'profile_id,platforms,photos\np1,instagram,../../etc/passwd\n' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.imported).toBe(0);
    expect(r.value.problems[0]).toMatchObject({ field: 'photos', message: expect.stringContaining('relative path') });
  });

  it('refuses an extension it cannot read with a typed error', async () => {
    expect(await client.raw('drafts.import', { name: 'x.xlsx', content: 'a' })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
  });

  it('keeps the report of a file with thousands of bad rows small', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `p${i},myspace,x`);
    const r = await client.invoke('drafts.import', { name: 'bad.csv', content: ['profile_id,platforms,caption', ...rows].join('\n') });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.problems).toHaveLength(IMPORT_PROBLEMS_SHOWN);
    expect(r.value.moreProblems).toBe(5000 - IMPORT_PROBLEMS_SHOWN);
    expect(r.value.imported).toBe(0);
  });
});
