import { describe, expect, it } from 'vitest';
import { teamLine } from '../../src-renderer/src/lib/team';

// Walk 3a: connected with nothing waiting, the sidebar read "In step with the team 10 minutes ago".
const NOW = Date.parse('2026-11-27T04:00:00Z');
const ago = (s: number): string => new Date(NOW - s * 1000).toISOString();

describe('team line: in step now', () => {
  it('says no age while the core says in step; offline keeps the time; changes waiting come first', () => {
    expect(teamLine({ state: 'online', pending: 0, lastInStep: ago(600), inStep: true }, NOW)).toEqual({ key: 'inStep' });
    expect(teamLine({ state: 'online', pending: 2, lastInStep: ago(600), inStep: false }, NOW)).toEqual({ key: 'sending', n: 2 });
    expect(teamLine({ state: 'offline', pending: 0, lastInStep: ago(600), inStep: false }, NOW)).toEqual({ key: 'offlineInStep', since: { unit: 'minutes', count: 10 } });
  });
});
