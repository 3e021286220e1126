/**
 * w13undo (walk 13): a removal that could sit a little to the left (the same letters either side) takes ONE
 * writer's words (schema/text.ts applyTextDiff): Lan's " Hotline 0909." removed before Bảo's " Hạn chót." takes
 * Lan's " H…", never Bảo's " H" (before: the rightmost place, two of Bảo's letters gone and two of Lan's kept, so an
 * Undo of all her words still left words of hers and she was named as an editor since the approval).
 */
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyTextDiff } from '../../src-main/team/schema/text';

/** Each kept letter's writer (Yjs client). */
const writers = (t: Y.Text): number[] => {
  const out: number[] = [];
  for (let it = t._start; it; it = it.right) if (!it.deleted && it.countable) for (let i = 0; i < it.length; i += 1) out.push(it.id.client);
  return out;
};

describe('a removal of one writer\'s words', () => {
  it('takes that writer\'s letters, the teammate\'s all kept, the text the same', () => {
    const lan = new Y.Doc();
    const bao = new Y.Doc();
    const sync = (from: Y.Doc, to: Y.Doc) => Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)));
    const approved = 'Ưu đãi 20%.';
    lan.getText('c').insert(0, approved);
    lan.getText('c').insert(approved.length, ' Hotline 0909.');
    sync(lan, bao);
    bao.getText('c').insert(bao.getText('c').length, ' Hạn chót.');
    sync(bao, lan);
    const t = lan.getText('c');
    expect(applyTextDiff(t, `${approved} Hạn chót.`)).toBe(true);
    expect(t.toString()).toBe(`${approved} Hạn chót.`);
    const w = writers(t);
    expect(w.slice(approved.length)).toEqual(Array.from({ length: ' Hạn chót.'.length }, () => bao.clientID));
    expect(w.slice(0, approved.length).every((c) => c === lan.clientID)).toBe(true);
  });

  it('a surrogate pair is never split (an emoji removed beside the same emoji)', () => {
    const d = new Y.Doc();
    const t = d.getText('c');
    t.insert(0, 'Cà phê ☕😀😀 sáng');
    applyTextDiff(t, 'Cà phê ☕😀 sáng');
    expect(t.toString()).toBe('Cà phê ☕😀 sáng');
  });
});
