/**
 * Walk 42b (5): a revoked laptop's `publish` first said "Could not sync with the team server … (This member token was
 * revoked …); sending on the approvals as last synced at …", and its next line "not sent: the team revoked this
 * computer's member token … nothing was sent". A revoked token sends nothing for the team: no "sending on" line.
 */
import { describe, expect, it } from 'vitest';
import { sendSyncEnglish } from '../../src-main/team/send-sync';

describe('the line a send says when it could not sync first', () => {
  it('says nothing of "sending on the approvals" for a revoked member token', () => {
    expect(sendSyncEnglish({ kind: 'not_synced', url: 'ws://127.0.0.1:1', code: 'revoked', message: 'This member token was revoked on the team server.', lastInStep: '2026-11-29T07:28:10.123Z' })).toBeNull();
  });
  it('still says it for an unreachable server, the time to the minute in UTC', () => {
    expect(sendSyncEnglish({ kind: 'not_synced', url: 'ws://127.0.0.1:1', code: 'unreachable', message: 'x', lastInStep: '2026-11-29T07:28:10.123Z' }))
      .toBe('Could not reach the team server at ws://127.0.0.1:1; sending on the approvals as last synced at 2026-11-29 07:28 UTC');
  });
});
