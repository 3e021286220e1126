/**
 * w13undo (walk 13, issue 34): who edited an approved post since names the members whose changes REMAIN
 * (review-actions.ts editedSinceApproval over the History lines' marks, schema/line-marks.ts). Lan typed at the end,
 * Bảo typed at the start, Lan pressed Undo (her words gone, Bảo's kept): before, every laptop named Lan and Bảo.
 */
import { describe, expect, it } from 'vitest';
import { editedSinceApproval, type LineMarksFacts } from '../../src-main/team';

const approvedAt = '2026-11-27T09:00:00.000Z';
const approved = { stale: true, last: { action: 'approve' as const, at: approvedAt } };
const me = { name: 'Bảo', solo: false };
const savedAt = '2026-11-27T09:05:00.000Z';
const LAN = 11;
const BAO = 22;
const line = (member: string, at: string, marks?: LineMarksFacts) => ({ member, at: `2026-11-27T09:0${at}.000Z`, fields: ['caption'], ...(marks ? { marks } : {}) });

describe('who edited an approved post since: the members whose changes remain', () => {
  it('two editors, one undoes all their words: only the other is named', () => {
    const history = [
      line('Lan', '1:00', { client: LAN, from: 100, kept: false, dels: [] }), // " ☕", since taken back
      line('Bảo', '2:00', { client: BAO, from: 50, kept: true, dels: [] }), // "[Chỉ tại quán] ", still there
      line('Lan', '3:00', { client: LAN, from: 140, kept: false, dels: [[LAN, 100, 2]] }), // her Undo: deletes her own " ☕"
    ];
    expect(editedSinceApproval(approved, { history, savedAt, me })).toEqual({ by: 'Bảo', editors: ['Bảo'], at: '2026-11-27T09:03:00.000Z', onlyTime: false });
  });

  it('both still changed it: both named, first editor first', () => {
    const history = [
      line('Lan', '1:00', { client: LAN, from: 100, kept: true, dels: [] }),
      line('Bảo', '2:00', { client: BAO, from: 50, kept: true, dels: [] }),
    ];
    expect(editedSinceApproval(approved, { history, savedAt, me })?.editors).toEqual(['Lan', 'Bảo']);
  });

  it('an Undo line that deleted the approved text or a teammate\'s words keeps its member named', () => {
    const approvedText: [number, number, number] = [7, 3, 5];
    const baosWords: [number, number, number] = [BAO, 50, 4];
    for (const del of [approvedText, baosWords]) {
      const history = [line('Lan', '1:00', { client: LAN, from: 100, kept: false, dels: [del] }), line('Bảo', '2:00', { client: BAO, from: 50, kept: true, dels: [] })];
      expect(editedSinceApproval(approved, { history, savedAt, me })?.editors).toEqual(['Lan', 'Bảo']);
    }
    // Words of her own typed BEFORE the approval (a clock before her first line since) are the approved text too.
    const history = [line('Lan', '1:00', { client: LAN, from: 100, kept: false, dels: [[LAN, 90, 3]] }), line('Bảo', '2:00', { client: BAO, from: 50, kept: true, dels: [] })];
    expect(editedSinceApproval(approved, { history, savedAt, me })?.editors).toEqual(['Lan', 'Bảo']);
  });

  it('lines without marks (written before, or kept at a leave) name their member as before', () => {
    const history = [line('Lan', '1:00'), line('Bảo', '2:00', { client: BAO, from: 50, kept: true, dels: [] })];
    expect(editedSinceApproval(approved, { history, savedAt, me })?.editors).toEqual(['Lan', 'Bảo']);
  });

  it('when no one\'s changes remain by the marks, everyone who changed it is named (never nobody)', () => {
    const history = [line('Lan', '1:00', { client: LAN, from: 100, kept: false, dels: [] }), line('Bảo', '2:00', { client: BAO, from: 50, kept: false, dels: [] })];
    expect(editedSinceApproval(approved, { history, savedAt, me })?.editors).toEqual(['Lan', 'Bảo']);
  });
});
