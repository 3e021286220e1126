import { describe, expect, it } from 'vitest';
import { caretPlace, draftsOpenByOthers, HISTORY_FIELDS, historyLine, initials, joinErrorKey, lineIsProblem, othersOn, teamLine, throttled } from '../../src-renderer/src/lib/team';
import { en } from '../../src-renderer/src/lib/i18n/en';
import { vi } from '../../src-renderer/src/lib/i18n/vi';

const NOW = Date.parse('2026-11-27T00:10:00Z');
const ago = (s: number): string => new Date(NOW - s * 1000).toISOString();

describe('the sidebar team line', () => {
  it('says when the team was last in step, and how many changes wait while offline', () => {
    expect(teamLine({ state: 'online', pending: 0, lastInStep: ago(120) }, NOW)).toEqual({ key: 'inStep', since: { unit: 'minutes', count: 2 } });
    expect(teamLine({ state: 'offline', pending: 3, lastInStep: ago(120) }, NOW)).toEqual({ key: 'offlineWaiting', n: 3 });
    expect(teamLine({ state: 'offline', pending: 0, lastInStep: ago(7200) }, NOW)).toEqual({ key: 'offlineInStep', since: { unit: 'hours', count: 2 } });
    expect(teamLine({ state: 'offline', pending: 0, lastInStep: null }, NOW)).toEqual({ key: 'offlineNever' });
    expect(teamLine({ state: 'online', pending: 2, lastInStep: ago(5) }, NOW)).toEqual({ key: 'sending', n: 2 });
    expect(teamLine({ state: 'connecting', pending: 0, lastInStep: null }, NOW)).toEqual({ key: 'connecting' });
  });
  it('puts a refusal first, whatever waits, and marks it as a problem', () => {
    for (const [state, key] of [['revoked', 'revoked'], ['unauthorized', 'unauthorized'], ['version_mismatch', 'versionMismatch']] as const) {
      const l = teamLine({ state, pending: 4, lastInStep: ago(60) }, NOW);
      expect(l.key).toBe(key);
      expect(lineIsProblem(l)).toBe(true);
    }
    expect(lineIsProblem(teamLine({ state: 'offline', pending: 4, lastInStep: null }, NOW))).toBe(false);
  });
  it('has every line in both languages', () => {
    for (const k of Object.keys(en.team.line)) expect(vi.team.line[k as keyof typeof en.team.line]).toBeTruthy();
  });
});

describe('presence', () => {
  const presence = [
    { member: 'lan', draftId: 'd1', caret: 4 },
    { member: 'minh', draftId: 'd1', caret: null },
    { member: 'me', draftId: 'd1', caret: 0 },
    { member: 'hoa', draftId: 'd2', caret: null },
    { member: 'tu', draftId: null, caret: null },
  ];
  it('lists the others on a draft, never this member', () => {
    expect(othersOn(presence, 'd1', 'me').map((p) => p.member)).toEqual(['lan', 'minh']);
    const open = draftsOpenByOthers(presence, 'me');
    expect([...open.keys()].sort()).toEqual(['d1', 'd2']);
    expect(open.get('d1')).toEqual(['lan', 'minh']);
  });
  it('places a caret by line, and drops one past the text', () => {
    expect(caretPlace('ab\ncd\nef', 4)).toEqual({ line: 2, column: 2 });
    expect(caretPlace('ab', 0)).toEqual({ line: 1, column: 1 });
    expect(caretPlace('ab', 3)).toBeNull();
    expect(caretPlace('ab', null)).toBeNull();
  });
  it('makes initials of one or several words', () => {
    expect(initials('Lan Pham')).toBe('LP');
    expect(initials('lan')).toBe('LA');
    expect(initials('  ')).toBe('?');
    expect(initials('Đức Anh')).toBe('ĐA');
  });
});

describe('join errors', () => {
  it('says each cause in its own words', () => {
    expect(joinErrorKey('unauthorized')).toBe('token');
    expect(joinErrorKey('revoked')).toBe('revoked');
    expect(joinErrorKey('unreachable')).toBe('unreachable');
    expect(joinErrorKey('version_mismatch')).toBe('version');
    expect(joinErrorKey('something_new')).toBe('other');
  });
});

describe('throttled caret', () => {
  it('sends a burst of caret moves once, with the last position; a draft opened goes at once', () => {
    const pending: Array<() => void> = [];
    const timers = { setTimeout: (f: () => void) => pending.push(f), clearTimeout: () => undefined };
    const sent: number[] = [];
    const t = throttled(timers, 250, (n: number) => sent.push(n));
    t.call(1);
    t.call(2);
    t.call(3);
    expect(pending).toHaveLength(1);
    pending.shift()?.();
    expect(sent).toEqual([3]);
    t.now(9);
    expect(sent).toEqual([3, 9]);
  });
});

describe('a history line', () => {
  it('says a new draft as made, a deletion time alone as deleted or restored, and never a raw field name', () => {
    expect(historyLine(['caption', 'title', 'state', 'created_at', 'updated_at', 'deleted_at'])).toEqual({ kind: 'created' });
    expect(historyLine(['deleted_at'])).toEqual({ kind: 'deletedOrRestored' });
    expect(historyLine(['title'])).toEqual({ kind: 'changed', fields: ['title'], other: false });
    expect(historyLine(['caption', 'some_new_field'])).toEqual({ kind: 'changed', fields: ['caption'], other: true });
    for (const f of HISTORY_FIELDS) {
      expect(en.team.history.field[f]).toBeTruthy();
      expect(vi.team.history.field[f]).toBeTruthy();
    }
  });
});
