#!/usr/bin/env node
/**
 * `npm test`'s lint step, Electron part: runs Electronegativity (Doyensec's scanner for
 * Electron misconfigurations) over the app's own sources and fails on any high or medium
 * finding that security/electronegativity-exceptions.json does not explain, and on an
 * exception that matches nothing any more (so the file never goes stale).
 *
 * Scanned: package.json, src-main, src-preload, src-renderer (through links in a temp
 * folder, so tests, node_modules and build output are not). The check that downloads
 * Electron's release list (AvailableSecurityFixesGlobalCheck) is left out: CI reaches
 * only the package registries, and the Electron version is pinned to the registry's
 * current line in package.json instead.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'csv-parse/sync';

export interface Finding { check: string; severity: string; confidence: string; file: string; location: string; sample: string; description: string }
export interface Exception { check: string; file: string; sample: string; why: string; sometimes?: boolean }
export interface Verdict { unexplained: Finding[]; explained: Array<{ finding: Finding; why: string }>; stale: Exception[]; ignored: Finding[] }

const MUST_EXPLAIN = new Set(['HIGH', 'MEDIUM']);

/** Pure: which findings an exception explains (same check and file, flagged text containing its sample). */
export function judge(findings: readonly Finding[], exceptions: readonly Exception[]): Verdict {
  const used = new Set<Exception>();
  const v: Verdict = { unexplained: [], explained: [], stale: [], ignored: [] };
  for (const f of findings) {
    const e = exceptions.find((x) => x.check === f.check && x.file === f.file && f.sample.includes(x.sample));
    if (e) {
      used.add(e);
      v.explained.push({ finding: f, why: e.why });
    } else if (MUST_EXPLAIN.has(f.severity.toUpperCase())) v.unexplained.push(f);
    else v.ignored.push(f);
  }
  // `sometimes`: a finding the tool reports on some runs only (its CSP_GLOBAL_CHECK of main.ts came and went
  // between two runs of the same tree): never stale.
  v.stale = exceptions.filter((e) => !used.has(e) && e.sometimes !== true);
  return v;
}

/** Electronegativity's CSV report as findings. */
export function parseReport(csv: string): Finding[] {
  const rows = parse(csv, { from_line: 2, relax_quotes: true, relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];
  return rows.map(([check = '', severity = '', confidence = '', file = '', location = '', sample = '', description = '']) => ({ check, severity, confidence, file, location, sample, description }));
}

function main(): number {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
  const electron = pkg.devDependencies.electron?.replace(/^[^\d]*/, '') ?? '';
  const stage = mkdtempSync(join(tmpdir(), 'postroom-eneg-'));
  const out = join(root, 'test-results', 'electronegativity.csv');
  mkdirSync(dirname(out), { recursive: true });
  // The tool writes its report over an existing file without truncating it: start from none.
  rmSync(out, { force: true });
  try {
    for (const p of ['package.json', 'src-main', 'src-preload', 'src-renderer']) symlinkSync(join(root, p), join(stage, p));
    const bin = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'electronegativity.cmd' : 'electronegativity');
    const r = spawnSync(bin, ['-i', stage, '-r', '-e', electron, '-x', 'AvailableSecurityFixesGlobalCheck', '-o', out], { encoding: 'utf8', timeout: 240_000 });
    if (r.status !== 0) {
      console.error(`electronegativity did not run (exit ${r.status ?? r.signal}):\n${r.stdout}\n${r.stderr}`);
      return 1;
    }
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
  const findings = parseReport(readFileSync(out, 'utf8'));
  const { exceptions } = JSON.parse(readFileSync(join(root, 'security', 'electronegativity-exceptions.json'), 'utf8')) as { exceptions: Exception[] };
  const v = judge(findings, exceptions);
  const line = (f: Finding): string => `${f.severity} ${f.check} ${f.file}:${f.location} ${f.sample.slice(0, 100)}`;
  for (const { finding } of v.explained) console.log(`explained  ${line(finding)}`);
  for (const f of v.ignored) console.log(`info       ${line(f)}`);
  for (const f of v.unexplained) console.error(`UNEXPLAINED ${line(f)}\n  ${f.description}`);
  for (const e of v.stale) console.error(`STALE exception (matches nothing): ${e.check} ${e.file} "${e.sample}"`);
  const count = (s: string): number => findings.filter((f) => f.severity.toUpperCase() === s).length;
  console.log(`electronegativity (Electron ${electron}): ${findings.length} findings (${count('HIGH')} high, ${count('MEDIUM')} medium, ${count('LOW')} low, ${count('INFORMATIONAL')} informational); ${v.explained.length} explained, ${v.unexplained.length} unexplained high/medium, ${v.stale.length} stale exceptions. Report: test-results/electronegativity.csv`);
  return v.unexplained.length === 0 && v.stale.length === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exit(main());
