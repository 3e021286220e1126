/**
 * The review desk's choices (issue 32 item 1): date ranges on the person's clock, what is
 * remembered and read back, the summary's cells, the batch notification's target. (The state class
 * itself, lib/desk.svelte.ts, is walked in the browser by test/e2e/ui-desk.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { OUTCOME_KINDS as CORE_KINDS } from '../../src-main/publisher';
import { rangeBounds } from '../../src-renderer/src/lib/dateFilter';
import { batchDeskChoices, DESK_DEFAULTS, OUTCOME_KINDS, outcomeFilter, parseDeskChoices, pickCell } from '../../src-renderer/src/lib/desk';

const local = (y: number, m: number, d: number) => new Date(y, m - 1, d).toISOString();
// Thursday 26 November 2026, mid-afternoon on this computer's clock.
const NOW = new Date(2026, 10, 26, 15, 30);

describe('date ranges', () => {
  it('today is the person\'s day, midnight to midnight; this week Monday to the next Monday', () => {
    expect(rangeBounds('today', { from: '', to: '' }, NOW)).toEqual({ from: local(2026, 11, 26), to: local(2026, 11, 27) });
    expect(rangeBounds('week', { from: '', to: '' }, NOW)).toEqual({ from: local(2026, 11, 23), to: local(2026, 11, 30) });
    // A Sunday belongs to the week that began the Monday before.
    expect(rangeBounds('week', { from: '', to: '' }, new Date(2026, 10, 29, 23, 59))).toEqual({ from: local(2026, 11, 23), to: local(2026, 11, 30) });
    expect(rangeBounds('all', { from: '', to: '' }, NOW)).toEqual({});
  });
  it('a custom range takes whole days, either end open', () => {
    expect(rangeBounds('custom', { from: '2026-11-01', to: '2026-11-03' }, NOW)).toEqual({ from: local(2026, 11, 1), to: local(2026, 11, 4) });
    expect(rangeBounds('custom', { from: '', to: '2026-11-03' }, NOW)).toEqual({ to: local(2026, 11, 4) });
  });
});

describe('remembered choices', () => {
  it('reads back what was written; anything unreadable falls back, field by field', () => {
    const c = { ...DESK_DEFAULTS, view: 'table' as const, range: 'custom' as const, from: '2026-11-01', to: '2026-11-02', state: 'partial' as const, profile: 'prof_lumen', channel: 'x', campaign: 'c1', outcomes: ['refused' as const] };
    expect(parseDeskChoices(JSON.stringify(c))).toEqual(c);
    expect(parseDeskChoices('{"view":"grid","range":"year","from":"1 Nov","state":"lost","outcomes":["refused","live"]}')).toEqual({ ...DESK_DEFAULTS, outcomes: ['refused'] });
    expect(parseDeskChoices('not json')).toEqual(DESK_DEFAULTS);
    expect(parseDeskChoices('[1]')).toEqual(DESK_DEFAULTS);
  });
  it('names the same outcomes as the core, in the same order', () => {
    expect(OUTCOME_KINDS).toEqual(CORE_KINDS);
  });
  it('gives the core only the choices made', () => {
    expect(outcomeFilter({ ...DESK_DEFAULTS, range: 'today', profile: 'prof_caphe', outcomes: ['unknown'] }, NOW)).toEqual({ from: local(2026, 11, 26), to: local(2026, 11, 27), profile: 'prof_caphe', outcomes: ['unknown'] });
    expect(outcomeFilter(DESK_DEFAULTS, NOW)).toEqual({});
  });
});

describe('the summary\'s cells and the notification', () => {
  it('a cell shows its brand or channel and outcome in the table; the same cell again shows all', () => {
    const a = pickCell({ ...DESK_DEFAULTS, channel: 'x' }, { by: 'profile', key: 'prof_lumen', outcome: 'refused' });
    expect(a).toMatchObject({ view: 'table', profile: 'prof_lumen', channel: '', outcomes: ['refused'] });
    expect(pickCell(a, { by: 'profile', key: 'prof_lumen', outcome: 'refused' })).toMatchObject({ profile: '', channel: '', outcomes: [] });
    expect(pickCell(a, { by: 'total', key: '', outcome: 'unknown' })).toMatchObject({ profile: '', channel: '', outcomes: ['unknown'] });
  });
  it('a finished batch opens the desk on its campaign, whatever the dates, on what needs attention', () => {
    const before = { ...DESK_DEFAULTS, range: 'today' as const, state: 'published' as const, profile: 'p' };
    expect(batchDeskChoices(before, 'c9', true)).toEqual({ ...DESK_DEFAULTS, view: 'table', campaign: 'c9', outcomes: ['refused', 'unknown'] });
    expect(batchDeskChoices(before, 'c9', false)).toEqual({ ...DESK_DEFAULTS, view: 'table', campaign: 'c9' });
  });
});
