import { describe, expect, it } from 'vitest';
import { merge3 } from '../../src-main/library/merge-text';
import { tempLibrary } from './helpers';

const base = 'Cà phê sữa đá, 25k';

describe('merge3: two people typing in one caption keep both their words', () => {
  it('one at the start, one at the end', () => {
    expect(merge3(base, `${base} LAN1`, `BAO1 ${base}`)).toBe(`BAO1 ${base} LAN1`);
    expect(merge3(base, `BAO1 ${base}`, `${base} LAN1`)).toBe(`BAO1 ${base} LAN1`);
  });
  it('nothing changed on one side: the other side’s text', () => {
    expect(merge3(base, base, 'x')).toBe('x');
    expect(merge3(base, 'y', base)).toBe('y');
    expect(merge3(base, 'same', 'same')).toBe('same');
  });
  it('both typing at the same place: theirs, then mine', () => {
    expect(merge3('ab', 'aMb', 'aTb')).toBe('aTMb');
  });
  it('overlapping changes keep both texts, mine after theirs', () => {
    expect(merge3('one two three', 'one 2 three', 'one deux three')).toBe('one deux2 three');
  });
  it('a deletion on one side and a typed word elsewhere', () => {
    expect(merge3('alpha beta gamma', 'alpha gamma', 'alpha beta gamma delta')).toBe('alpha gamma delta');
  });
  it('never splits an emoji (surrogate pair)', () => {
    expect(merge3('a😀b', 'a😀Xb', 'a😃b')).toBe('a😃Xb');
  });
});

describe('drafts.update with the base it started from', () => {
  it('merges caption, title and notes into what is stored now, though the revision moved on', () => {
    const { lib } = tempLibrary();
    const d = lib.drafts.create(lib.db, { caption: base, title: 'Autumn menu', notes: 'ask Minh' });
    lib.drafts.update(lib.db, d.id, { caption: `BAO1 ${base}`, title: 'Autumn menu 2026', notes: 'ask Minh; done' }, { expectedRevision: d.revision });
    const mine = lib.drafts.update(lib.db, d.id, { caption: `${base} LAN1`, title: 'The Autumn menu', notes: 'Lan: ask Minh' },
      { expectedRevision: d.revision, base: { caption: base, title: 'Autumn menu', notes: 'ask Minh' } });
    expect(mine).toMatchObject({ caption: `BAO1 ${base} LAN1`, title: 'The Autumn menu 2026', notes: 'Lan: ask Minh; done', revision: d.revision + 2 });
  });
  it('without a base a stale revision is still a conflict', () => {
    const { lib } = tempLibrary();
    const d = lib.drafts.create(lib.db, { caption: base });
    lib.drafts.update(lib.db, d.id, { caption: 'x' });
    expect(() => lib.drafts.update(lib.db, d.id, { caption: 'y' }, { expectedRevision: d.revision })).toThrow(/changed since/);
  });
});
