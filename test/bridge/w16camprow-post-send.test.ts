/**
 * w16camprow (walk 15, 1): Lan scheduled an approved campaign post from Compose (not the campaign's Send). Her own
 * laptop's campaign header counted it sent ("2 posts · 1 not sent yet", `campaign status`: "1 handed (outside the
 * campaign's Send)") while the Posts tab's row read "not sent": the row read only the send records. The row's Send
 * now comes from the derivation the status counts by (campaigns/post-sends.ts). Solo workspace: it is this laptop's
 * own send (the CLI's sandbox Hub), read over the bridge's campaigns.get beside campaigns.status.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { dataPaths } from '../../src-main/common';
import { campaigns, drafts, openLibrary } from '../../src-main/library';
import { httpClient, ok, type TestClient } from './transports';
import { nextYear } from '../helpers/ahead';

/** w23dups: its posts' dates in the year after today's (they were 2027), never past on this real clock. */
const Y = nextYear();

const run = async (dir: string, argv: string[]) => {
  let out = '';
  const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (out += s), stderr: (s) => (out += s), stdin: async () => '', env: {} });
  return { code, out };
};

const dir = mkdtempSync(join(tmpdir(), 'postroom-w16camprow-'));
let camp = '';
const ids: string[] = [];
let c: TestClient;

beforeAll(async () => {
  await run(dir, ['campaign', 'list']);
  const lib = openLibrary(dataPaths(dir).library);
  for (const k of [1, 2]) ids.push(drafts.create(lib.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: [{ url: 'https://cdn.example.com/w16camprow.jpg' }], caption: `w16camprow post ${k}`, scheduled_at: `${Y}-02-0${k}T09:00`, timezone: 'UTC' }).id);
  camp = campaigns.create(lib.db, { name: 'Tháng 3', draftIds: ids }).id;
  lib.close();
  // Post 1 goes out from outside the campaign (as Compose's Schedule does): the publisher's own send.
  const pub = await run(dir, ['publish', ids[0]!]);
  expect(pub.code, pub.out).toBe(0);
  c = await httpClient(dir);
}, 60_000);
afterAll(async () => {
  await c?.close();
});

describe("the Posts tab's row of a post this laptop sent outside the campaign's Send", () => {
  it('is sent from here, as the status counts it; the other row is not sent', async () => {
    const status = ok(await c.invoke('campaigns.status', { id: camp }));
    expect(status).toMatchObject({ sentHere: 1, unsent: 1 });
    const detail = ok(await c.invoke('campaigns.get', { id: camp }));
    const row = (id: string) => detail.posts.find((p) => p.id === id)!;
    expect(row(ids[0]!)).toMatchObject({ send: null, sentHere: true });
    expect(row(ids[0]!).teamSent ?? null).toBeNull();
    expect(row(ids[1]!).sentHere).toBeUndefined();
    // The rows say as many sent from here as the status counts, and as many not sent.
    expect(detail.posts.filter((p) => p.sentHere).length).toBe(status.sentHere);
    expect(detail.posts.filter((p) => !p.sentHere && !p.teamSent && p.send === null).length).toBe(status.unsent);
  });
});
