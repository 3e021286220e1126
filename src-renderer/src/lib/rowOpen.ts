/**
 * Which row a double-click opens. The first click of a double-click selects its row, which can show
 * the bulk bar above the list and shift the rows under the pointer: the second click (where the
 * dblclick event lands) is then on the row above. The draft opened is the one the double-click
 * began on (issue 22, item 7). Pure.
 */
export interface FirstClick {
  id: string;
  at: number;
}

/** The platform's usual double-click interval, with room. */
export const DOUBLE_CLICK_MS = 600;

export function rowToOpen(first: FirstClick | null, dblclickId: string, now: number, ms = DOUBLE_CLICK_MS): string {
  return first && now - first.at <= ms ? first.id : dblclickId;
}
