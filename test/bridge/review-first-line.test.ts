/**
 * smalls: the review list names a post by its caption's first line WITH text (the shared first-line
 * helper, src-shared/first-line.ts), as the renderer's lists do: never an empty line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewEventDto } from '../../src-main/bridge/contract';
import { ipcClient, ok, type TestClient } from './transports';

describe('the review list names a post by its first line with text', () => {
  let client: TestClient;
  const events: ReviewEventDto[] = [];
  beforeAll(async () => {
    client = await ipcClient(undefined, undefined, { env: { ...process.env, POSTROOM_MEMBER: 'Lan' }, embeddedSandbox: false, resume: false });
    client.on('review', (e) => events.push(e));
  });
  afterAll(async () => {
    await client.close();
  });

  it('a caption that opens with a blank line: the row and the review toast', async () => {
    const id = ok(await client.invoke('drafts.create', { draft: { caption: '\n  \nBánh mì 🥖\nsecond line', platforms: ['x'], profile_id: 'p1' } })).id;
    ok(await client.invoke('review.act', { draftId: id, action: 'submit' }));
    const list = ok(await client.invoke('review.list', {}));
    expect(events.at(-1)).toMatchObject({ kind: 'submitted', draftId: id, caption: 'Bánh mì 🥖' });
    expect(list.rows.find((r) => r.draftId === id)?.caption).toBe('Bánh mì 🥖');
  });
});
