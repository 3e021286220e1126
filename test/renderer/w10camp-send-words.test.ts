/**
 * w10camp (walk 10, finding 2 and 5c): the Send tab's state word and batch lines, from the core's status.
 * Lan's send was a replay of Bảo's (3 sent by Bảo) and one post was held for changes requested: the state word
 * was "nothing sent: every post has problems" (derived here from this laptop's own handed count); the batch
 * line said "1 not sent (problems)" of the post held for changes requested. And Bảo's own Send tab said
 * "Bảo asked for changes" to Bảo.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sendStateWordKey, skippedParts } from '../../src-renderer/src/lib/batchProgress';
import { atStart, changesByWords } from '../../src-renderer/src/lib/sendwords';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());
const noSkips = { problems: 0, changes: 0, approval: 0, submit: 0, teamSent: 0, other: 0 };

describe('the state word is the core\'s', () => {
  it('a send whose 3 posts Bảo sent (replays here), 1 held back: sent, never "every post has problems"', () => {
    const key = sendStateWordKey('done', { word: 'done', handed: 0, skipped: 1 });
    expect(tr('en')(key)).toBe('sent');
    expect(tr('vi')(key)).toBe('đã gửi');
  });
  it('nobody sent any, every post held for its review: held back, not "problems"', () => {
    const key = sendStateWordKey('done', { word: 'doneHeld', handed: 0, skipped: 2 });
    expect(tr('en')(key)).toBe('nothing sent: every post was held back');
    expect(tr('vi')(key)).toBe('không gửi bài nào: mọi bài đều bị giữ lại');
  });
  it('nobody sent any, every post skipped for its problems: says so', () => {
    expect(tr('en')(sendStateWordKey('done', { word: 'doneNothing', handed: 0, skipped: 2 }))).toBe('nothing sent: every post has problems');
  });
});

describe("a batch's skipped posts by what the send recorded held each back", () => {
  it('the post held for changes requested (approved and sent since): "held back: changes requested"', () => {
    const parts = skippedParts({ skipped: 1, skippedFor: { ...noSkips, changes: 1 } })!;
    expect(parts.map((x) => `${x.n} ${tr('en')(x.key)}`)).toEqual(['1 held back: changes requested']);
    expect(parts.map((x) => `${x.n} ${tr('vi')(x.key)}`)).toEqual(['1 bị giữ lại: được yêu cầu sửa']);
  });
  it('one for problems and one waiting for approval: each by its own words', () => {
    const parts = skippedParts({ skipped: 2, skippedFor: { ...noSkips, problems: 1, approval: 1 } })!;
    expect(parts.map((x) => `${x.n} ${tr('en')(x.key)}`)).toEqual(['1 not sent (problems)', '1 held back: waiting for approval']);
  });
  it('all for problems (or no word from the core): the legend\'s own words stand', () => {
    expect(skippedParts({ skipped: 2, skippedFor: { ...noSkips, problems: 2 } })).toBeNull();
    expect(skippedParts({ skipped: 2 })).toBeNull();
  });
});

describe("the reader's own request for changes", () => {
  it('Bảo reads "You asked for changes", Lan reads "Bảo asked for changes"', () => {
    const say = (me: string, lang: 'en' | 'vi') => tr(lang)('sendtab.someChangesBy', { values: { n: 1, who: atStart(changesByWords(['Bảo'], me, tr(lang))) } });
    expect(say('Bảo', 'en')).toBe('You asked for changes on 1 post: it is not sent until it is edited and approved.');
    expect(say('Lan', 'en')).toBe('Bảo asked for changes on 1 post: it is not sent until it is edited and approved.');
    expect(say('Bảo', 'vi')).toMatch(/^Bạn yêu cầu sửa 1 bài/);
    expect(changesByWords(['Bảo', 'Chi'], 'Chi', tr('en'))).toBe('you and Bảo') // w21campaign (walk 19, B): a list with "and", the reader first;
  });
});
