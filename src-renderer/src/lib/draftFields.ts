import type { DraftDto, Input } from '../../../src-main/bridge/contract';

/** The draft fields the composer edits (Hub names), as sent in `drafts.update`. */
export type DraftFields = Required<Pick<NonNullable<Input<'drafts.update'>['patch']>,
  'profile_id' | 'platforms' | 'caption' | 'title' | 'fields' | 'scheduled_at' | 'timezone' | 'add_to_queue' | 'tags' | 'notes' | 'captions'>>;
export type FieldName = keyof DraftFields;
export const FIELD_NAMES: readonly FieldName[] = ['profile_id', 'platforms', 'caption', 'title', 'fields', 'scheduled_at', 'timezone', 'add_to_queue', 'tags', 'notes', 'captions'];

/** The fields typed as text, merged 3-way with a teammate's words on save. */
export type TextName = 'caption' | 'title' | 'notes';
export const TEXT_NAMES: readonly TextName[] = ['caption', 'title', 'notes'];

export function fieldsOf(d: DraftDto): DraftFields {
  return {
    profile_id: d.profile_id,
    platforms: [...d.platforms],
    caption: d.caption,
    title: d.title,
    fields: { ...d.fields },
    scheduled_at: d.scheduled_at,
    timezone: d.timezone,
    add_to_queue: d.add_to_queue,
    tags: [...d.tags],
    notes: d.notes,
    // Per-channel captions (lib/captions.ts): null = the channel shares the main caption again (sent as such).
    captions: Object.fromEntries(d.captions.map((c) => [c.channel, { caption: c.caption, title: c.title }])),
  };
}

/** Two field values are the same (as JSON: arrays and objects by content). */
export const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
