import { describe, expect, it } from 'vitest';
import type { BulkResultDto } from '../../src-main/bridge/contract';
import { isUndoKey, undoItems, UndoStack, valuesTime } from '../../src-renderer/src/lib/bulk';

const v = (at: string | null) => ({ scheduled_at: at, timezone: at ? 'Europe/Berlin' : null, add_to_queue: false, profile_id: 'p', platforms: ['x'] });

describe('bulk undo', () => {
  it('puts back only the posts that changed, with their values before', () => {
    const r: BulkResultDto = { changed: 1, leftOut: 1, rows: [
      { id: 'a', caption: 'a', before: v('2027-03-01T09:00'), after: v('2027-03-02T09:00'), leftOut: null, dstShift: null },
      { id: 'b', caption: 'b', before: v('2027-03-01T10:00'), after: null, leftOut: 'held_by_hub', dstShift: null },
    ] };
    expect(undoItems(r)).toEqual([{ id: 'a', values: v('2027-03-01T09:00') }]);
  });

  it('keeps the newest steps on top, bounded, and a step undone from its toast leaves the stack', () => {
    const s = new UndoStack(2);
    const one = [{ id: '1', values: v(null) }], two = [{ id: '2', values: v(null) }], three = [{ id: '3', values: v(null) }];
    s.push(one); s.push(two); s.push(three); s.push([]);
    expect(s.size).toBe(2);
    s.drop(three);
    expect(s.pop()).toBe(two);
    expect(s.pop()).toBeUndefined();
  });

  it('Ctrl/Cmd+Z undoes, but not Shift (redo) nor inside a text field', () => {
    const k = (o: Partial<KeyboardEvent>) => ({ key: 'z', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, target: { tagName: 'DIV' }, ...o }) as unknown as KeyboardEvent;
    expect(isUndoKey(k({ ctrlKey: true }))).toBe(true);
    expect(isUndoKey(k({ metaKey: true, key: 'Z' }))).toBe(true);
    expect(isUndoKey(k({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isUndoKey(k({ ctrlKey: true, target: { tagName: 'INPUT' } as unknown as EventTarget }))).toBe(false);
    expect(isUndoKey(k({}))).toBe(false);
  });

  it('reads a time, the queue or none', () => {
    const w = { queued: 'queue', noTime: 'none' };
    expect(valuesTime(v('2027-03-01T09:00'), w)).toBe('2027-03-01 09:00 Europe/Berlin');
    expect(valuesTime({ ...v(null), add_to_queue: true }, w)).toBe('queue');
    expect(valuesTime(v(null), w)).toBe('none');
  });
});
