import type { DraftDto } from '../../../src-main/bridge/contract';
import { FIELD_NAMES, fieldsOf, same, type DraftFields } from './draftFields';
import type { KeyValueStore } from './preferences.svelte';

/**
 * The composer's unsaved edits kept until the core has them (survives a crash of the host): the
 * fields changed from the draft's revision, by draft id. Storage that fails is passed over (the
 * autosave still runs).
 */
export interface UnsavedBackup {
  revision: number;
  patch: Partial<DraftFields>;
}

const backupKey = (id: string) => `postroom.unsaved.${id}`;

/** Keeps the fields of `edit` that differ from `draft` (at its revision). */
export function writeBackup(store: KeyValueStore, id: string, draft: DraftDto, edit: DraftFields): void {
  const base = fieldsOf(draft);
  const patch = Object.fromEntries(FIELD_NAMES.filter((k) => !same(edit[k], base[k])).map((k) => [k, edit[k]]));
  try {
    store.setItem(backupKey(id), JSON.stringify({ revision: draft.revision, patch } satisfies UnsavedBackup));
  } catch {
    /* storage full: the autosave still runs */
  }
}

export function readBackup(store: KeyValueStore, id: string): UnsavedBackup | null {
  try {
    const raw = store.getItem(backupKey(id));
    if (!raw) return null;
    const v = JSON.parse(raw) as UnsavedBackup;
    return typeof v.revision === 'number' && v.patch && typeof v.patch === 'object' ? v : null;
  } catch {
    return null;
  }
}

export function clearBackup(store: KeyValueStore, id: string): void {
  try {
    store.setItem(backupKey(id), '');
  } catch {
    /* nothing to clear */
  }
}
