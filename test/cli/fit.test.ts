/** A group's one-line summaries: cut at a word, never inside a parenthesis they cannot close. */
import { describe, expect, it } from 'vitest';
import { fit } from '../../src-main/cli/help';

describe('fit', () => {
  it('keeps a line that fits, and cuts a longer one at a word with an ellipsis', () => {
    expect(fit('list the drafts', 40)).toBe('list the drafts');
    expect(fit('send (or resume) the campaign\'s posts not sent yet, in batches', 40)).toBe('send (or resume) the campaign\'s posts…');
  });

  it('stops before a parenthesis the cut would leave open', () => {
    expect(fit('a comment monitor: replies on its own to matching comments (no keyword: every new comment)', 62)).toBe('a comment monitor: replies on its own to matching comments…');
    expect(fit('post × channel × time with every problem, sending nothing (--csv FILE writes it)', 66)).toBe('post × channel × time with every problem, sending nothing…');
  });
});
