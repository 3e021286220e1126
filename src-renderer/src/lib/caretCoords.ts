/**
 * Where character `index` of a textarea sits, in pixels from the textarea's top-left corner
 * (its scroll included): a hidden mirror with the same box and font lays the text out the same
 * way (the method of the well-known textarea-caret-position). For a teammate's caret marker.
 */
const COPIED = [
  'boxSizing', 'width', 'borderTopWidth', 'borderRightWidth', 'borderBottomWidth', 'borderLeftWidth',
  'paddingTop', 'paddingRight', 'paddingBottom', 'paddingLeft', 'fontStyle', 'fontVariant', 'fontWeight',
  'fontStretch', 'fontSize', 'lineHeight', 'fontFamily', 'textAlign', 'textTransform', 'textIndent',
  'letterSpacing', 'wordSpacing', 'tabSize',
] as const;

export function caretCoords(el: HTMLTextAreaElement, index: number): { top: number; left: number; height: number } {
  const doc = el.ownerDocument;
  const style = doc.defaultView?.getComputedStyle(el);
  const mirror = doc.createElement('div');
  const ms = mirror.style;
  if (style) for (const p of COPIED) ms[p] = style[p];
  ms.position = 'absolute';
  ms.visibility = 'hidden';
  ms.whiteSpace = 'pre-wrap';
  ms.overflowWrap = 'break-word';
  ms.top = '0';
  ms.left = '-9999px';
  ms.overflow = 'hidden';
  mirror.textContent = el.value.slice(0, index);
  const mark = doc.createElement('span');
  mark.textContent = el.value.slice(index) || '.';
  mirror.appendChild(mark);
  doc.body.appendChild(mirror);
  const lineHeight = Number.parseFloat(style?.lineHeight ?? '') || Number.parseFloat(style?.fontSize ?? '16') * 1.3;
  const at = { top: mark.offsetTop + Number.parseFloat(style?.borderTopWidth ?? '0') - el.scrollTop, left: mark.offsetLeft + Number.parseFloat(style?.borderLeftWidth ?? '0') - el.scrollLeft, height: lineHeight };
  mirror.remove();
  return at;
}
