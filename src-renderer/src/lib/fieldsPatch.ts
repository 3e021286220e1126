/**
 * The `fields` of a drafts.update patch. The core MERGES fields (library drafts.update: a key given
 * as '' is removed, a key left out is kept), so a per-channel field the user cleared must be sent
 * as '' or it stays saved while looking cleared (issue 22, item 7). Pure.
 */
export function fieldsPatch(saved: Readonly<Record<string, string>>, edited: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = { ...edited };
  for (const k of Object.keys(saved)) if (!(k in edited)) out[k] = '';
  return out;
}
