/**
 * w12camp (walk 12, a and b): the Send tab and the Campaigns list say the core's word. A send that held 2 of 3 posts
 * back said "State: sent"; it is "partly sent". A post sent from Compose is counted sent from here, said apart.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sendStateWordKey } from '../../src-renderer/src/lib/batchProgress';
import { sendCountsLine } from '../../src-renderer/src/lib/sendwords';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());
describe('the state word of a send with posts left', () => {
  it('1 sent, 2 held back: "partly sent", never "sent"', () => {
    const key = sendStateWordKey('done', { word: 'donePartly', handed: 1, skipped: 2 });
    expect(tr('en')(key)).toBe('partly sent');
    expect(tr('vi')(key)).toBe('đã gửi một phần');
    expect(tr('en')(sendStateWordKey('done', { word: 'done', handed: 3, skipped: 0 }))).toBe('sent');
  });
});

describe('the counts line with a post sent from Compose', () => {
  it('"3 sent for publishing (1 of them from Compose or publish, outside this Send)"', () => {
    expect(sendCountsLine({ handed: 3, sentHere: 1, skipped: 0, unsent: 0, withdrawn: 0 }, null, tr('en'))).toBe('3 sent for publishing (1 of them from Compose or publish, outside this Send)');
    expect(sendCountsLine({ handed: 1, sentHere: 1, skipped: 0, unsent: 2, withdrawn: 0 }, null, tr('vi'))).toMatch(/\(1 bài trong số đó gửi từ Soạn bài hoặc publish, ngoài lần Gửi này\)/);
    expect(sendCountsLine({ handed: 2, skipped: 0, unsent: 1, withdrawn: 0 }, null, tr('en'))).not.toMatch(/outside/);
  });
});
