/**
 * w29time (walk 25, 5): the app's Import tab said "(the default time zone)" of a zone the person chose, where the CLI
 * says "given with --timezone" (and "this computer's zone" when none is given). The tab now says where the zone came
 * from: this computer's (its field's own value) or chosen above. The Library's import (no zone field) keeps its words.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { zonesText } from '../src-renderer/src/lib/importReading';
import { loadWords, tr } from './renderer/helpers';

beforeAll(() => loadWords());

const r = { zones: { zone: 'Europe/Berlin', fromDefault: 3, ownRows: 0, own: [], offset: 0, none: 0 } } as unknown as Parameters<typeof zonesText>[0];

describe('the Import tab says where the zone came from', () => {
  it('chosen above', () => {
    expect(zonesText(r, tr('en'), 'chosen')).toBe('Times read: 3 rows in Europe/Berlin (the time zone chosen above).');
    expect(zonesText(r, tr('vi'), 'chosen')).toBe('Giờ được đọc: 3 dòng theo múi giờ Europe/Berlin (múi giờ bạn đã chọn ở trên).');
  });
  it("this computer's", () => {
    expect(zonesText(r, tr('en'), 'computer')).toBe('Times read: 3 rows in Europe/Berlin (this computer’s time zone; choose another above to read them in it).');
    expect(zonesText(r, tr('vi'), 'computer')).toBe('Giờ được đọc: 3 dòng theo múi giờ Europe/Berlin (múi giờ của máy này; chọn múi giờ khác ở trên để đọc theo múi giờ đó).');
  });
  it('a screen with no zone field keeps "the default time zone"', () => {
    expect(zonesText(r, tr('en'))).toBe('Times read: 3 rows in Europe/Berlin (the default time zone).');
  });
});
