import { describe, expect, it } from 'vitest';
import { lineIsProblem, teamLine } from '../../src-renderer/src/lib/team';
import { refusedloopEn } from '../../src-renderer/src/lib/i18n/refusedloop.en';
import { refusedloopVi } from '../../src-renderer/src/lib/i18n/refusedloop.vi';

// refusedloop (issue 34): changes the team server refused are set aside; the sidebar never says in step then.
const NOW = Date.parse('2026-11-27T07:30:00Z');

describe('team line: changes the team server refused', () => {
  it('names them (count and document) as a problem, never in step; changes still going out come first', () => {
    const refused = { count: 2, documents: ['reviews'] };
    const l = teamLine({ state: 'online', pending: 0, lastInStep: new Date(NOW).toISOString(), inStep: false, refused }, NOW);
    expect(l).toEqual({ key: 'refused', n: 2, doc: 'reviews' });
    expect(lineIsProblem(l)).toBe(true);
    expect(teamLine({ state: 'online', pending: 1, lastInStep: null, inStep: false, refused }, NOW)).toEqual({ key: 'sending', n: 1 });
    expect(teamLine({ state: 'online', pending: 0, lastInStep: null, inStep: true, refused: { count: 0, documents: [] } }, NOW)).toEqual({ key: 'inStep' });
  });

  it('has its words in English and Vietnamese, with the count and the document, no raw document name in Vietnamese', () => {
    expect(refusedloopEn.refusedloop.refused).toMatch(/\{n, plural, one \{/);
    expect(refusedloopVi.refusedloop.refused).toMatch(/\{n, plural, other \{/);
    expect(refusedloopVi.refusedloop.refused).not.toMatch(/plural, one/);
    for (const w of [refusedloopEn.refusedloop.refused, refusedloopVi.refusedloop.refused]) expect(w).toMatch(/\{doc, select,/);
  });
});
