import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { bindingLaptops, type Laptop } from './bindings';

/**
 * The bulk write path of a teammate's update (syncperf): a first full sync writes every draft as
 * new (nothing read back, tag ids looked up once per update), a later one replaces what changed.
 * Two laptops without a server, as in binding.test.ts.
 */
const { laptop } = bindingLaptops('postroom-team-bulk-');
/** A's whole news to B in ONE update (what a first full sync or a week away is). */
function send(a: Laptop, b: Laptop): void {
  a.binding.flushLocal();
  b.binding.applyRemote(Y.encodeStateAsUpdate(a.binding.doc, Y.encodeStateVector(b.binding.doc)));
}
const tagRows = (l: Laptop): Array<{ name: string }> => l.lib.db.prepare('SELECT name FROM tags WHERE workspace_id = ? ORDER BY name').all(l.ws) as Array<{ name: string }>;
const outbox = (l: Laptop): number => (l.lib.db.prepare('SELECT count(*) n FROM team_outbox').get() as { n: number }).n;

describe("a teammate's update written in bulk", () => {
  it('a first full sync: every draft new, one tag row per name (any case), captions and search rows; nothing left in the outbox', () => {
    const a = laptop('ana');
    const b = laptop('bao');
    const ids = a.lib.drafts.createMany(a.lib.db, Array.from({ length: 60 }, (_, i) => ({
      caption: `Cà phê sữa đá ${i}`, platforms: ['instagram', 'x'], tags: i % 2 === 0 ? ['Sale', 'coffee'] : ['sale', 'tết'],
      ...(i % 5 === 0 ? { captions: { x: { caption: `short ${i}`, title: null } } } : {}),
    }))) as string[];
    send(a, b);
    expect(b.lib.drafts.count(b.lib.db, { workspaceId: b.ws })).toBe(60);
    expect(tagRows(b).map((t) => t.name.toLowerCase()).sort()).toEqual(['coffee', 'sale', 'tết']);
    expect(b.lib.drafts.getDraft(b.lib.db, ids[0]!).tags.map((t) => t.toLowerCase())).toEqual(['sale', 'coffee']);
    expect(b.lib.drafts.getDraft(b.lib.db, ids[1]!).tags.map((t) => t.toLowerCase())).toEqual(['sale', 'tết']);
    expect(b.lib.drafts.getDraft(b.lib.db, ids[5]!).captions).toEqual([expect.objectContaining({ channel: 'x', caption: 'short 5' })]);
    expect(b.lib.drafts.getDraft(b.lib.db, ids[6]!).captions).toEqual([]);
    expect(b.lib.drafts.search(b.lib.db, { workspaceId: b.ws, text: 'ca phe 59' }).items.map((d) => d.id)).toEqual([ids[59]]);
    expect(outbox(b)).toBe(0);
  });

  it('a later update replaces tags, channel captions and the search row of drafts B already has (and keeps the others)', () => {
    const a = laptop('ana');
    const b = laptop('bao');
    const [d1, d2] = a.lib.drafts.createMany(a.lib.db, [
      { caption: 'first mugs', tags: ['mugs'], platforms: ['x'], captions: { x: { caption: 'x one', title: null } } },
      { caption: 'second cups', tags: ['cups'] },
    ]) as [string, string];
    send(a, b);
    expect(b.lib.drafts.getDraft(b.lib.db, d1).captions).toEqual([expect.objectContaining({ channel: 'x', caption: 'x one' })]);
    a.lib.drafts.update(a.lib.db, d1, { caption: 'first plates', tags: ['plates', 'Mugs'], captions: { x: null } });
    send(a, b);
    const one = b.lib.drafts.getDraft(b.lib.db, d1);
    expect(one).toMatchObject({ caption: 'first plates', captions: [] });
    expect(one.tags.map((t) => t.toLowerCase())).toEqual(['plates', 'mugs']);
    expect(b.lib.drafts.search(b.lib.db, { workspaceId: b.ws, text: 'plates' }).items.map((d) => d.id)).toEqual([d1]);
    expect(b.lib.drafts.search(b.lib.db, { workspaceId: b.ws, text: 'mugs' }).items.map((d) => d.id)).toEqual([d1]);
    expect(b.lib.drafts.getDraft(b.lib.db, d2)).toMatchObject({ caption: 'second cups', tags: ['cups'] });
    expect(outbox(b)).toBe(0);
  });

  it("a teammate's campaign keeps its items in order, only B's live drafts of the workspace", () => {
    const a = laptop('ana');
    const b = laptop('bao');
    const ids = a.lib.drafts.createMany(a.lib.db, Array.from({ length: 30 }, (_, i) => ({ caption: `post ${i}` }))) as string[];
    const order = [ids[29]!, ids[3]!, ids[17]!, ids[0]!];
    const c = a.lib.campaigns.create(a.lib.db, { name: 'Tết', draftIds: order });
    send(a, b);
    expect(b.lib.campaigns.getCampaign(b.lib.db, c.id).draftIds).toEqual(order);
    a.lib.drafts.softDelete(a.lib.db, ids[3]!);
    a.lib.campaigns.update(a.lib.db, c.id, { name: 'Tết 2027' });
    send(a, b);
    expect(b.lib.campaigns.getCampaign(b.lib.db, c.id)).toMatchObject({ name: 'Tết 2027', draftIds: [ids[29], ids[17], ids[0]] });
  });
});
