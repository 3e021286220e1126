/** crlf (walk 7): a calendar chip's (and a list's) one-line name of a post never shows a CSV caption's `\r`. */
import { describe, expect, it } from 'vitest';
import { firstLine } from '../../src-renderer/src/lib/captions';

describe('a caption\'s first line', () => {
  it('ends at any line break: LF, CRLF or a lone CR', () => {
    expect(firstLine('Cà phê trứng — món mới tháng 12\r\nchỉ 45k', 60)).toBe('Cà phê trứng — món mới tháng 12');
    expect(firstLine('Noel\rchỉ 45k')).toBe('Noel');
    expect(firstLine('\r\n  \r\nGiáng sinh\r\n')).toBe('Giáng sinh');
    expect(firstLine('a\nb')).toBe('a');
  });
});
