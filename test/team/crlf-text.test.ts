/**
 * crlf (walk 7, finding 1), the pieces: the team text diff keeps what both texts hold in place
 * (a change that deleted and re-inserted unchanged words, merged with a teammate's at once, put a
 * line twice), a document text differing only by CRLF is no change, the 3-way merge of a save
 * compares line breaks as LF, and every way into the library stores LF.
 */
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { drafts, reviews } from '../../src-main/library';
import { merge3 } from '../../src-main/library/merge-text';
import { mulberry32 } from '../../src-main/sandbox';
import { applyTextDiff } from '../../src-main/team/schema/text';
import { tempLibrary } from '../library/helpers';

/** Two documents that start from `text`; each person's change is applied on their own, then both are exchanged. */
function concurrently(text: string, lan: (t: Y.Text) => void, bao: (t: Y.Text) => void): { lan: string; bao: string } {
  const a = new Y.Doc();
  a.getText('t').insert(0, text);
  const b = new Y.Doc();
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
  lan(a.getText('t'));
  bao(b.getText('t'));
  const fromA = Y.encodeStateAsUpdate(a, Y.encodeStateVector(b));
  const fromB = Y.encodeStateAsUpdate(b, Y.encodeStateVector(a));
  Y.applyUpdate(b, fromA);
  Y.applyUpdate(a, fromB);
  return { lan: a.getText('t').toString(), bao: b.getText('t').toString() };
}

describe('the team text diff', () => {
  it('a document text that differs from the row only by CRLF is no change: nothing is written', () => {
    const doc = new Y.Doc();
    const t = doc.getText('t');
    t.insert(0, 'Cà phê trứng — món mới tháng 12\r\nchỉ 45k');
    let updates = 0;
    doc.on('update', () => { updates += 1; });
    expect(applyTextDiff(t, 'Cà phê trứng — món mới tháng 12\nchỉ 45k')).toBe(false);
    expect(updates).toBe(0);
  });

  it('a CRLF document text edited at the end while a teammate types at the start: each line once, LF only', () => {
    const out = concurrently('Cà phê trứng — món mới tháng 12\r\nchỉ 45k',
      (t) => applyTextDiff(t, 'Cà phê trứng — món mới tháng 12\nchỉ 45k Giá 45k.'),
      (t) => applyTextDiff(t, '[MỚI] Cà phê trứng — món mới tháng 12\nchỉ 45k'));
    expect(out).toEqual({ lan: '[MỚI] Cà phê trứng — món mới tháng 12\nchỉ 45k Giá 45k.', bao: '[MỚI] Cà phê trứng — món mới tháng 12\nchỉ 45k Giá 45k.' });
  });

  it('one save with two changes apart keeps the words between them in place: a teammate\'s word typed there stays where it was typed', () => {
    const out = concurrently('hello big world',
      (t) => applyTextDiff(t, 'Hello big world!'),
      (t) => applyTextDiff(t, 'hello big wide world'));
    expect(out.lan).toBe('Hello big wide world!');
    expect(out.bao).toBe(out.lan);
  });

  it('never splits a surrogate pair; an emoji changed is one code point replaced', () => {
    const doc = new Y.Doc();
    const t = doc.getText('t');
    t.insert(0, 'a😀b😀c');
    expect(applyTextDiff(t, 'a😁b😀c!')).toBe(true);
    expect(t.toString()).toBe('a😁b😀c!');
    expect(applyTextDiff(t, '😀')).toBe(true);
    expect(t.toString()).toBe('😀');
  });

  it('any text to any other (random edits, emoji, CR and LF): the document reads exactly the new text', () => {
    const r = mulberry32(19);
    const alphabet = ['a', 'b', ' ', '\n', '\r', 'ệ', '😀', '👩‍👩‍👧', 'x'];
    const word = (n: number): string => Array.from({ length: n }, () => alphabet[Math.floor(r() * alphabet.length)]).join('');
    for (let i = 0; i < 500; i += 1) {
      const from = word(Math.floor(r() * 40));
      let to = from;
      for (let k = Math.floor(r() * 4); k >= 0; k -= 1) {
        const at = Math.floor(r() * (to.length + 1));
        to = Array.from(to).slice(0, at).join('') + word(Math.floor(r() * 5)) + Array.from(to).slice(at + Math.floor(r() * 4)).join('');
      }
      to = to.replace(/\r\n?/g, '\n');
      const doc = new Y.Doc();
      const t = doc.getText('t');
      t.insert(0, from);
      applyTextDiff(t, to);
      expect(t.toString().replace(/\r\n?/g, '\n')).toBe(to);
      expect(t.toString() === to || from.replace(/\r\n?/g, '\n') === to).toBe(true);
    }
  });

  it('a long rewrite (more changed than the diff walks) is still written right', () => {
    const doc = new Y.Doc();
    const t = doc.getText('t');
    const from = Array.from({ length: 900 }, (_, i) => String.fromCharCode(97 + (i % 26))).join('');
    const to = Array.from({ length: 900 }, (_, i) => String.fromCharCode(65 + ((i * 7) % 26))).join('');
    t.insert(0, from);
    applyTextDiff(t, to);
    expect(t.toString()).toBe(to);
  });
});

describe('the 3-way merge of a save', () => {
  it('a base opened with CRLF against LF typed and a teammate\'s LF: both words, each line once', () => {
    expect(merge3('Cà phê 12\r\nchỉ 45k', 'Cà phê 12\nchỉ 45k Giá 45k.', '[MỚI] Cà phê 12\nchỉ 45k')).toBe('[MỚI] Cà phê 12\nchỉ 45k Giá 45k.');
    expect(merge3('Bánh mì\r\nchỉ 30k', '[MỚI] Bánh mì\nchỉ 30k', 'Bánh mì\nchỉ 30k')).toBe('[MỚI] Bánh mì\nchỉ 30k');
  });
});

describe('every way into the library stores LF', () => {
  it('create, update and import: caption, title, notes and a channel\'s own caption and title', () => {
    const { lib } = tempLibrary();
    const d = drafts.create(lib.db, {
      caption: 'a\r\nb\rc', title: 'T\r\n1', notes: 'n\r\n2', platforms: ['x', 'facebook'], captions: { x: { caption: 'x\r\ny', title: 'xt\r\n' } },
    });
    expect(d).toMatchObject({ caption: 'a\nb\nc', title: 'T\n1', notes: 'n\n2', captions: [{ channel: 'x', caption: 'x\ny', title: 'xt\n' }] });
    const u = drafts.update(lib.db, d.id, { caption: 'p\r\nq', captions: { x: { caption: 'r\r\ns' } } });
    expect(u).toMatchObject({ caption: 'p\nq', captions: [{ channel: 'x', caption: 'r\ns' }] });
    const [m] = drafts.createMany(lib.db, [{ caption: 'm\r\nn' }]);
    expect(drafts.get(lib.db, m!).caption).toBe('m\nn');
  });

  it('a comment\'s body', () => {
    const { lib } = tempLibrary();
    const d = drafts.create(lib.db, { caption: 'c' });
    expect(reviews.addComment(lib.db, { draftId: d.id, author: 'Lan', body: 'Giá 45k\r\nnhé' }).body).toBe('Giá 45k\nnhé');
  });
});
