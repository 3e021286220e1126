import { describe, expect, it } from 'vitest';
import { groupProblems, placeOf, type ReportProblem } from '../../src-renderer/src/lib/importReport';

const p = (line: number, message: string, field = 'profile_id', code = 'unknown_profile'): ReportProblem => ({ line, field, code, message });

describe('the import report', () => {
  it('a short report lists every problem on its own line', () => {
    const list = [p(2, 'no profile “A”'), p(3, 'no profile “A”')];
    expect(groupProblems(list).map((g) => g.places)).toEqual([['2'], ['3']]);
  });

  it('a long report says identical problems once, with every line they stand on, in order of first appearance', () => {
    const list = [
      p(4, 'no profile “Studio Lumn”; did you mean “Studio Lumen”?'),
      p(5, 'unknown channel "instagam"; did you mean "instagram"?', 'platforms', 'unknown_channel'),
      ...[9, 12, 15, 18, 21, 24, 27].map((l) => p(l, 'no profile “Studio Lumn”; did you mean “Studio Lumen”?')),
      p(30, 'no profile “Studio Lumen 2”'),
    ];
    const g = groupProblems(list);
    expect(g.map((x) => [x.problem.field, x.places])).toEqual([
      ['profile_id', ['4', '9', '12', '15', '18', '21', '24', '27']],
      ['platforms', ['5']],
      ['profile_id', ['30']],
    ]);
  });

  it('names JSON rows by index and a file problem by none', () => {
    expect(placeOf({ index: 3 })).toBe('#3');
    expect(placeOf({})).toBe('—');
  });
});
