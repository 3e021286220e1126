import { describe, expect, it } from 'vitest';
import { SCREEN_KEYS, SCREENS } from '../../src-renderer/src/lib/navigation';

// Walk 3a: the shortcuts table said "Alt+1 … Alt+8" while Review is Alt+9.
describe('shortcuts table: the screen keys', () => {
  it('name every screen in the sidebar, Review included', () => {
    expect(SCREENS.indexOf('review') + 1).toBe(9);
    expect(SCREEN_KEYS).toBe('Alt+1 … Alt+9');
  });
});
