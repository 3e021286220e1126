/**
 * h-oldcaption (walk 43b, 5): the words of the core's post state `older` (lib/postState.ts olderLine: the Library row short,
 * Compose and the row's hover in full), en and vi, one channel and two. Failed on the old code (olderLine did not exist).
 */
import { describe, expect, it } from 'vitest';
import { strictT } from './helpers';
import * as postState from '../../src-renderer/src/lib/postState';

const { olderLine } = postState;
const when = (ms: number) => `@${new Date(ms).toISOString().slice(11, 16)}Z`;
const label = (c: string) => ({ instagram: 'Instagram', facebook: 'Facebook', x: 'X' })[c] ?? c;
const T1 = Date.parse('2026-11-29T02:00:00Z');

describe('channels holding an earlier version of the text', () => {
  it('says which, short and in full, in en and vi', () => {
    const one = [{ channels: ['instagram'], sentAt: T1 }];
    const two = [{ channels: ['instagram', 'facebook'], sentAt: T1 }];
    expect(olderLine(one, strictT('en'), when, label, 'short')).toBe('Instagram holds an earlier version');
    expect(olderLine(two, strictT('en'), when, label, 'short')).toBe('Instagram, Facebook hold an earlier version');
    expect(olderLine(one, strictT('en'), when, label, 'full')).toBe('Instagram holds an earlier version of the text (sent @02:00Z, before the edit).');
    expect(olderLine(one, strictT('vi'), when, label, 'short')).toBe('Instagram đang giữ bản cũ hơn');
    expect(olderLine(two, strictT('vi'), when, label, 'full')).toBe('Instagram, Facebook đang giữ bản nội dung cũ hơn (gửi lúc @02:00Z, trước khi sửa).');
  });
  it('says nothing when none', () => {
    expect(olderLine(undefined, strictT('en'), when, label, 'short')).toBe('');
    expect(olderLine([], strictT('en'), when, label, 'full')).toBe('');
  });
});
