/**
 * w23insta: the campaign Posts tab names a post's problems from their codes alone (no field), and read
 * "not sent (problems: A required field is empty (). …)": the empty brackets are gone, the field is named where known.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { problemText } from '../../src-renderer/src/lib/problems';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

describe('a required field’s problem, with and without the field', () => {
  it('without: no empty brackets, en and vi', () => {
    expect(problemText({ code: 'missing_field', field: null, message: '' }, tr('en'), (k) => k)).toBe('A required field is empty.');
    expect(problemText({ code: 'missing_field', field: null, message: '' }, tr('vi'), (k) => k)).toBe('Một trường bắt buộc đang trống.');
  });
  it('with: the field named as Compose names it', () => {
    expect(problemText({ code: 'missing_field', field: 'pinterest_board_id', message: '' }, tr('en'), (k) => k)).toMatch(/^A required field is empty \(.+\)\.$/);
  });
});
