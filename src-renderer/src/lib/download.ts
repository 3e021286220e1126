import { csvFileText } from '../../../src-shared/csv-file';

/** Offers text as a file download (the web host and Electron alike: files move through the browser); a CSV with its BOM. */
export function downloadText(name: string, text: string, type = 'text/csv'): void {
  const url = URL.createObjectURL(new Blob([type === 'text/csv' ? csvFileText(text) : text], { type: `${type};charset=utf-8` }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
