import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUTE, SCREENS, parseHash, routeHash, screenForShortcut } from '../../src-renderer/src/lib/navigation';

describe('navigation', () => {
  it('parses every screen and round-trips through the hash', () => {
    for (const s of SCREENS) expect(parseHash(routeHash({ screen: s, id: null }))).toEqual({ screen: s, id: null });
    expect(parseHash(routeHash({ screen: 'compose', id: 'd/1 x' }))).toEqual({ screen: 'compose', id: 'd/1 x' });
    // The Outbox filtered by a campaign (a campaign's Posts tab links there).
    expect(parseHash(routeHash({ screen: 'outbox', id: 'cmp_1' }))).toEqual({ screen: 'outbox', id: 'cmp_1' });
  });
  it('falls back to the Library on unknown or empty hashes', () => {
    expect(parseHash('')).toEqual(DEFAULT_ROUTE);
    expect(parseHash('#/nope')).toEqual(DEFAULT_ROUTE);
    expect(parseHash('#/library/abc')).toEqual({ screen: 'library', id: null });
  });
  it('maps Alt+digit to the screens in sidebar order, by code or key', () => {
    expect(screenForShortcut({ altKey: true, ctrlKey: false, metaKey: false, key: '¡', code: 'Digit1' })).toBe('library');
    expect(screenForShortcut({ altKey: true, ctrlKey: false, metaKey: false, key: '8' })).toBe('settings');
    expect(screenForShortcut({ altKey: true, ctrlKey: false, metaKey: false, key: '9', code: 'Digit9' })).toBe('review');
    expect(screenForShortcut({ altKey: false, ctrlKey: false, metaKey: false, key: '1', code: 'Digit1' })).toBeNull();
    expect(screenForShortcut({ altKey: true, ctrlKey: true, metaKey: false, key: '1', code: 'Digit1' })).toBeNull();
  });
});

describe('Compose keeps the open draft (issue 22, item 7)', () => {
  it('reopens the last draft when Compose is chosen without one', async () => {
    const { withOpenDraft } = await import('../../src-renderer/src/lib/navigation');
    expect(withOpenDraft({ screen: 'compose', id: null }, 'd1')).toEqual({ screen: 'compose', id: 'd1' });
    expect(withOpenDraft({ screen: 'compose', id: 'd2' }, 'd1')).toEqual({ screen: 'compose', id: 'd2' });
    expect(withOpenDraft({ screen: 'library', id: null }, 'd1')).toEqual({ screen: 'library', id: null });
    expect(withOpenDraft({ screen: 'compose', id: null }, null)).toEqual({ screen: 'compose', id: null });
  });
});
