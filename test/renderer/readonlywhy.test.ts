/**
 * readonlywhy (issue 34, walk 4): the read-only reason derived once from the team status. (The
 * campaign's "Send all" / "Approve all" verdicts are the core's: test/team/campaign-verdict.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { readOnlyWhy } from '../../src-renderer/src/lib/readonlywhy';
import type { TeamStatusDto } from '../../src-main/bridge/contract';

const status = (state: TeamStatusDto['state'], canEdit: boolean, role: 'owner' | 'approver' | 'editor' | 'viewer' = 'editor') =>
  ({ state, canEdit, me: { name: 'An', role } });

describe('readOnlyWhy', () => {
  it('is null without a team, and for a member who may edit', () => {
    expect(readOnlyWhy(null)).toBeNull();
    expect(readOnlyWhy(status('not_a_team', false))).toBeNull();
    expect(readOnlyWhy(status('online', true))).toBeNull();
    expect(readOnlyWhy(status('offline', true, 'owner'))).toBeNull();
  });
  it('says viewer for a viewer, online or not', () => {
    expect(readOnlyWhy(status('online', false, 'viewer'))).toBe('viewer');
    expect(readOnlyWhy(status('offline', false, 'viewer'))).toBe('viewer');
  });
  it('says revoked for a revoked laptop, whatever role it held (never the viewer words)', () => {
    expect(readOnlyWhy(status('revoked', false, 'editor'))).toBe('revoked');
    expect(readOnlyWhy(status('revoked', false, 'owner'))).toBe('revoked');
    expect(readOnlyWhy(status('revoked', false, 'viewer'))).toBe('revoked');
    expect(readOnlyWhy(status('unauthorized', false, 'editor'))).toBe('revoked');
  });
});
