/**
 * Focus after an action that disabled the control it was started from (a file chosen with
 * "Choose photos…", "Publish"): the browser drops focus to the page when a focused control is
 * disabled, so a keyboard user had to find their place again. Given the places to return to, in
 * order, focus goes to the first that can take it, unless the person has moved it meanwhile.
 */
export function restoreFocus(doc: Pick<Document, 'activeElement' | 'body'>, candidates: ReadonlyArray<HTMLElement | null | undefined>): HTMLElement | null {
  const active = doc.activeElement as (HTMLElement & { disabled?: boolean }) | null;
  if (active && active !== doc.body && !active.disabled && active.isConnected) return null;
  for (const el of candidates) {
    if (!el || !el.isConnected || (el as HTMLElement & { disabled?: boolean }).disabled) continue;
    el.focus();
    return el;
  }
  return null;
}
