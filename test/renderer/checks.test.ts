import { describe, expect, it } from 'vitest';
import type { ProblemDto } from '../../src-main/bridge/contract';
import { PROBLEM_CODES as CORE_CODES } from '../../src-main/publisher';
import { changedSubjects, photosShown, PROBLEM_SUBJECTS, stillTrue, type CheckedState } from '../../src-renderer/src/lib/checks';
import type { DraftFields } from '../../src-renderer/src/lib/composer.svelte';

const fields = (over: Partial<DraftFields> = {}): DraftFields => ({
  profile_id: null, platforms: [], caption: '', title: '', fields: {}, scheduled_at: null, timezone: null,
  add_to_queue: false, tags: [], notes: '', captions: {}, ...over,
});
const state = (over: Partial<DraftFields> = {}, photos: string[] = []): CheckedState => ({ fields: fields(over), photos });
const p = (code: string, channel: string | null = null, field: string | null = null): ProblemDto => ({ severity: 'error', code, channel, field, message: code });

describe('composer checks: only what is still true of the screen', () => {
  // The empty new draft as saved and checked: what preflight says of it.
  const empty = state();
  const found = [p('no_profile', null, 'profile_id'), p('no_platforms', null, 'platforms'), p('no_photos', null, 'photos')];

  it('drops "choose a brand profile / a channel / needs a photo" the moment they are chosen, before any save', () => {
    const shown = state({ profile_id: 'prof_1', platforms: ['facebook'] }, ['ph_1']);
    expect(stillTrue(found, empty, shown)).toEqual([]);
    expect(stillTrue(found, empty, state({ profile_id: 'prof_1' })).map((x) => x.code)).toEqual(['no_platforms', 'no_photos']);
  });

  it('keeps every answer while nothing changed, and a caption being typed keeps the channel problems', () => {
    expect(stillTrue(found, empty, empty)).toEqual(found);
    const checked = state({ profile_id: 'prof_1', platforms: ['pinterest', 'x'], caption: 'a' });
    const problems = [p('missing_field', 'pinterest', 'pinterest_board_id'), p('caption_too_long', 'x', 'caption')];
    const typing = state({ profile_id: 'prof_1', platforms: ['pinterest', 'x'], caption: 'ab' });
    expect(stillTrue(problems, checked, typing).map((x) => x.code)).toEqual(['missing_field']);
  });

  it('drops an unknown code on any change, and everything when nothing is on screen', () => {
    expect(stillTrue([p('something_new')], empty, state({ notes: 'x' }))).toEqual([]);
    expect(stillTrue(found, empty, null)).toEqual([]);
  });

  it('knows what each of the core preflight codes is drawn from', () => {
    const notChecked = ['draft_missing', 'media_failed', 'already_sent', 'caption_split', 'waiting_review', 'waiting_approval', 'changes_requested', 'resend_needs_approval', 'sent_by_team', 'role_cannot_publish', 'left_team', 'revoked'];
    for (const code of CORE_CODES) if (!notChecked.includes(code)) expect(PROBLEM_SUBJECTS[code], code).toBeDefined();
  });

  it('says which subjects changed (photos by id and order)', () => {
    expect([...changedSubjects(state({}, ['a', 'b']), state({}, ['b', 'a']))]).toEqual(['photos']);
    expect([...changedSubjects(state({ fields: { x: '1' } }), state({ fields: { x: '2' } }))]).toEqual(['fields']);
  });
});

describe('composer checks: a photo being added (fix-compose)', () => {
  it('drops "A photo post needs at least one photo" the moment a photo is being added, before the draft lists it', () => {
    const checked = state({ profile_id: 'prof_1', platforms: ['facebook'] });
    const found = [p('no_photos', null, 'photos'), p('missing_field', 'facebook', 'x')];
    const adding = state({ profile_id: 'prof_1', platforms: ['facebook'] }, photosShown([], 1));
    expect(stillTrue(found, checked, adding).map((x) => x.code)).toEqual(['missing_field']);
    expect(photosShown(['ph_1'], 0)).toEqual(['ph_1']);
  });

  it('drops "the scheduled time has passed" when the time changes', () => {
    const checked = state({ scheduled_at: '2026-11-26T20:00:00+07:00', timezone: 'Asia/Ho_Chi_Minh' });
    const shown = state({ scheduled_at: '2026-11-27T20:00:00+07:00', timezone: 'Asia/Ho_Chi_Minh' });
    expect(stillTrue([p('schedule_past', null, 'scheduled_at')], checked, shown)).toEqual([]);
    expect(stillTrue([p('schedule_past', null, 'scheduled_at')], checked, checked)).toHaveLength(1);
  });
});
