/**
 * The import problems a shell can say in the user's language: each as a key and values (`say`)
 * beside its English `message`, both from the shared layer's one table (src-shared/import-words.ts),
 * which the renderer's `importProblem.*` catalogs spread too, so the two cannot differ.
 */
import { sayImportProblem, type ImportWordKey } from '../../src-shared/import-words';
import type { ImportProblem, ImportProblemCode } from './transfer';

/** The problems a shell can translate; every other problem (a photo's or the schema's) is only its `message`. */
export type ImportSay = { key: ImportSayKey; values?: Record<string, string> };
export type ImportSayKey = ImportWordKey;

/** The English of each problem a shell can translate: the shared layer's words (the renderer's catalogs read the same table). */
const sayInEnglish = (say: ImportSay): string => sayImportProblem('en', say.key, say.values);

/** A problem a shell can translate: its `message` is the English of its key and values. */
export function saidProblem(at: Pick<ImportProblem, 'line' | 'index'>, field: string, code: ImportProblemCode, key: ImportSayKey, values?: Record<string, string>): ImportProblem {
  const say: ImportSay = values ? { key, values } : { key };
  return { ...at, field, code, message: sayInEnglish(say), say };
}
