import { describe, expect, it } from 'vitest';
import { CardThumbs } from '../../src-renderer/src/lib/cardThumbs';

type Call = { method: string; input: Record<string, unknown> };

/** A bridge with a draft of two photos (stored out of order), one without photos, one with a link photo. */
function fakeBridge(calls: Call[]) {
  const photos: Record<string, Array<{ id: string; position: number; source: 'file' | 'url'; url: string | null }>> = {
    d1: [{ id: 'p2', position: 1, source: 'file', url: null }, { id: 'p1', position: 0, source: 'file', url: null }],
    d2: [],
    d3: [{ id: 'u1', position: 0, source: 'url', url: 'https://cdn.example/a.jpg' }],
  };
  return {
    invoke: async (method: string, input: Record<string, unknown>) => {
      calls.push({ method, input });
      await new Promise((r) => setTimeout(r, 1));
      if (method === 'drafts.get') return { ok: true, value: { photos: photos[input.id as string] ?? [] } };
      if (method === 'photos.thumbnail') return { ok: true, value: { dataUrl: `data:image/jpeg;base64,${String(input.photoId)}`, width: 96, height: 72 } };
      return { ok: false, error: { code: 'unknown', message: method } };
    },
  } as never;
}

describe('Outbox card thumbnails', () => {
  it('shows the first photo by position, asking the host once per draft and once per photo', async () => {
    const calls: Call[] = [];
    const thumbs = new CardThumbs(fakeBridge(calls));
    const [a, b] = await Promise.all([thumbs.of('d1'), thumbs.of('d1')]);
    expect(a).toEqual({ src: 'data:image/jpeg;base64,p1', photoId: 'p1' });
    expect(b).toEqual(a);
    expect(await thumbs.of('d1')).toEqual(a);
    expect(calls.map((c) => c.method)).toEqual(['drafts.get', 'photos.thumbnail']);
    expect(calls[1]?.input).toMatchObject({ draftId: 'd1', photoId: 'p1' });
    expect(thumbs.photosAsked).toBe(1);
  });

  it('shows nothing for a post without photos, and a link photo as itself', async () => {
    const calls: Call[] = [];
    const thumbs = new CardThumbs(fakeBridge(calls));
    expect(await thumbs.of('d2')).toBeNull();
    expect(await thumbs.of('d3')).toEqual({ src: 'https://cdn.example/a.jpg', photoId: null });
    expect(calls.filter((c) => c.method === 'photos.thumbnail')).toHaveLength(0);
  });
});
