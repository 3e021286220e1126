/**
 * w30twice (walk 27, finding 1): Lan's caption "Giáng sinh an lành ☃" + " — giảm 10%" came out doubled on every laptop
 * and on the team server, with a History line "Bảo changed the caption" Bảo never typed (his approval shut, the post
 * back in review). Bảo's laptop ran the web host AND the CLI on one data dir: two library connections, each with its
 * own binding (its own in-memory Yjs documents). The CLI's `team sync` took Lan's change into the library and its
 * stored updates; the web host's documents never saw it (its session was offline: the 45 s outage had grown its
 * reconnect backoff past the minute the server was up). Then the CLI's `publish` wrote the draft's row; the web
 * host's flush (every 100 ms) diffed that row — Lan's words — against its stale Y.Text and inserted Lan's words
 * again, as Bảo: the merge doubled them.
 *
 * Here: Lan's laptop, and Bảo's one library file opened twice (the CLI's connection and the web host's), each with
 * its binding, exchanging updates as the server would (bindings.ts). Fast, no timers.
 */
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { openLibrary, teamRows, type Draft } from '../../src-main/library';
import { openTeamBinding } from '../../src-main/team';
import { bindingLaptops, type Laptop } from './bindings';

const { laptop } = bindingLaptops('postroom-w30twice-');

const draftOf = (l: Pick<Laptop, 'lib'>, id: string): Draft => l.lib.drafts.getDraft(l.lib.db, id);
/** What one laptop's document has and another's lacks, applied there (one half of a server round). */
const send = (from: Y.Doc, to: Pick<Laptop, 'binding'>): void => void to.binding.applyRemote(Y.encodeStateAsUpdate(from, Y.encodeStateVector(to.binding.doc)));

/** Bảo's data dir opened a second time (the web host beside the CLI): its own connection and binding. */
function secondProcess(l: Laptop): Pick<Laptop, 'lib' | 'binding'> & { close(): void } {
  const lib = openLibrary(l.file, { clock: l.clock });
  const binding = openTeamBinding(lib.db, { workspaceId: l.ws, now: () => l.clock.now() });
  return { lib, binding, close: () => { binding.close(); lib.close(); } };
}

const BEFORE = { caption: 'Giáng sinh an lành ☃', title: 'Noel', notes: 'ảnh cây thông', fields: { first_comment: 'link ở bio' }, captions: { x: { caption: 'X: Giáng sinh an lành' } } };
const AFTER = { caption: 'Giáng sinh an lành ☃ — giảm 10%', title: 'Noel — giảm 10%', notes: 'ảnh cây thông, giá mới', fields: { first_comment: 'link ở bio — mã NOEL10' }, captions: { x: { caption: 'X: Giáng sinh an lành — giảm 10%' } } };

describe("a teammate's change taken in by the CLI, then a write of the same draft flushed by the web host on one data dir", () => {
  it('keeps every text once on every laptop, and credits no line to Bảo', () => {
    const lan = laptop('Lan');
    const baoCli = laptop('Bảo');
    const id = lan.lib.drafts.create(lan.lib.db, { ...BEFORE, platforms: ['instagram', 'x'] }).id;
    lan.binding.flushLocal();
    send(lan.binding.doc, baoCli);
    const web = secondProcess(baoCli);
    try {
      expect(draftOf(web, id).caption).toBe(BEFORE.caption);

      // Lan's edit of every text field; Bảo's CLI `team sync` takes it in (the web host is offline: it hears nothing).
      lan.clock.advance(60_000);
      lan.lib.drafts.update(lan.lib.db, id, AFTER);
      lan.binding.flushLocal();
      send(lan.binding.doc, baoCli);
      expect(draftOf(web, id).caption).toBe(AFTER.caption); // one SQLite: the web host's screens read it

      // Bảo's CLI `publish`: the publisher writes the draft's state (its row); the web host's flush takes the row.
      baoCli.clock.advance(60_000);
      baoCli.lib.drafts.setState(baoCli.lib.db, id, 'sending');
      web.binding.flushLocal();

      // What Bảo's laptop sends when it is next in step (its web host's updates and its CLI's), as Lan receives them.
      send(web.binding.doc, lan);
      send(baoCli.binding.doc, lan);
      const seen = draftOf(lan, id);
      expect({ caption: seen.caption, title: seen.title, notes: seen.notes, first: seen.fields.first_comment, x: seen.captions[0]?.caption })
        .toEqual({ caption: AFTER.caption, title: AFTER.title, notes: AFTER.notes, first: AFTER.fields.first_comment, x: AFTER.captions.x.caption });
      // Bảo changed nothing that goes out: no History line of his, on either of his processes or on Lan's laptop.
      for (const b of [web.binding, baoCli.binding, lan.binding]) expect(b.history(id).filter((e) => e.member === 'Bảo')).toEqual([]);
      expect(lan.binding.history(id).map((e) => e.member)).toEqual(['Lan', 'Lan']);
    } finally {
      web.close();
    }
  });

  it('catches up after the other connection compacted its stored updates (the merged rows come after every row read)', () => {
    const lan = laptop('Lan');
    const baoCli = laptop('Bảo', { compactAfter: 3 });
    const id = lan.lib.drafts.create(lan.lib.db, { ...BEFORE, platforms: ['instagram', 'x'] }).id;
    lan.binding.flushLocal();
    send(lan.binding.doc, baoCli);
    const web = secondProcess(baoCli);
    try {
      // Lan's edits, one update each; the CLI stores them and compacts (more than 3 rows).
      for (const word of [' — giảm', ' 10%', ' hôm nay']) {
        lan.lib.drafts.update(lan.lib.db, id, { caption: draftOf(lan, id).caption + word });
        lan.binding.flushLocal();
        send(lan.binding.doc, baoCli);
      }
      expect(teamRows.countUpdates(baoCli.lib.db, baoCli.ws, 'library')).toBeLessThanOrEqual(3);
      baoCli.lib.drafts.setState(baoCli.lib.db, id, 'sending');
      web.binding.flushLocal();
      send(web.binding.doc, lan);
      expect(draftOf(lan, id).caption).toBe('Giáng sinh an lành ☃ — giảm 10% hôm nay');
      expect(web.binding.history(id).filter((e) => e.member === 'Bảo')).toEqual([]);
    } finally {
      web.close();
    }
  });

  it("hands the other connection's unsent changes to its own listeners (the open app sends what the CLI stored offline), once", () => {
    const lan = laptop('Lan');
    const baoCli = laptop('Bảo');
    const id = lan.lib.drafts.create(lan.lib.db, { ...BEFORE, platforms: ['instagram'] }).id;
    lan.binding.flushLocal();
    send(lan.binding.doc, baoCli);
    const web = secondProcess(baoCli);
    // The app's session: its wire starts from the binding's documents, then takes what the binding hands on.
    const wire = new Y.Doc();
    Y.applyUpdate(wire, Y.encodeStateAsUpdate(web.binding.doc));
    const heard: Uint8Array[] = [];
    web.binding.onLocalUpdate((u) => heard.push(u));
    try {
      // The CLI's own edit, flushed by the CLI's binding (its `team sync` found the server away).
      baoCli.lib.drafts.update(baoCli.lib.db, id, { notes: 'Bảo: đổi ảnh bìa' });
      baoCli.binding.flushLocal();
      // The app flushes a change of its own: the CLI's update is taken in first, then handed on with the app's.
      web.lib.drafts.update(web.lib.db, id, { title: 'Noel 2026' });
      web.binding.flushLocal();
      for (const u of heard) Y.applyUpdate(wire, u);
      const got = wire.getMap('drafts').get(id) as Y.Map<unknown>;
      expect({ notes: String(got.get('notes')), title: String(got.get('title')) }).toEqual({ notes: 'Bảo: đổi ảnh bìa', title: 'Noel 2026' });
      // Read again: nothing new from the CLI, nothing handed on twice.
      const n = heard.length;
      web.binding.history(id);
      expect(heard).toHaveLength(n);
      expect(web.binding.history(id).map((e) => e.fields)).toEqual([['title'], ['notes'], ['created']]);
    } finally {
      web.close();
    }
  });
});
