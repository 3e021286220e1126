/** The Electronegativity gate of `npm test`'s lint step fails on what it should (scripts/electronegativity.ts). */
import { describe, expect, it } from 'vitest';
import { judge, parseReport, type Exception, type Finding } from '../../scripts/electronegativity';
import exceptionsFile from '../../security/electronegativity-exceptions.json';

const finding = (over: Partial<Finding>): Finding => ({ check: 'PRELOAD_JS_CHECK', severity: 'MEDIUM', confidence: 'FIRM', file: 'src-main/electron/main.ts', location: '1:1', sample: 'preload: x', description: '', ...over });
const exc = (over: Partial<Exception>): Exception => ({ check: 'PRELOAD_JS_CHECK', file: 'src-main/electron/main.ts', sample: 'preload:', why: 'reviewed', ...over });

describe('Electronegativity gate', () => {
  it('fails an unexplained high or medium finding, never a low one', () => {
    const v = judge([finding({}), finding({ check: 'NODE_INTEGRATION_JS_CHECK', severity: 'HIGH' }), finding({ check: 'CSP_GLOBAL_CHECK', severity: 'LOW' })], [exc({})]);
    expect(v.explained).toHaveLength(1);
    expect(v.unexplained.map((f) => f.check)).toEqual(['NODE_INTEGRATION_JS_CHECK']);
    expect(v.ignored.map((f) => f.check)).toEqual(['CSP_GLOBAL_CHECK']);
  });

  it('an exception explains only its own check, file and source text', () => {
    expect(judge([finding({ file: 'src-main/other.ts' })], [exc({})]).unexplained).toHaveLength(1);
    expect(judge([finding({ sample: 'something else' })], [exc({})]).unexplained).toHaveLength(1);
    expect(judge([finding({ check: 'OPEN_EXTERNAL_JS_CHECK' })], [exc({})]).unexplained).toHaveLength(1);
  });

  it('reports an exception that matches nothing as stale', () => {
    expect(judge([], [exc({})]).stale).toHaveLength(1);
  });

  it('reads the tool\'s CSV report, quoted samples with commas included', () => {
    const csv = 'issue, severity, confidence, filename, location, sample, description, url\nOPEN_EXTERNAL_JS_CHECK,"MEDIUM","TENTATIVE","a.ts","1:2","f(a, b)","Review",https://x\n';
    expect(parseReport(csv)).toEqual([{ check: 'OPEN_EXTERNAL_JS_CHECK', severity: 'MEDIUM', confidence: 'TENTATIVE', file: 'a.ts', location: '1:2', sample: 'f(a, b)', description: 'Review' }]);
  });

  it('every exception on file says why', () => {
    for (const e of exceptionsFile.exceptions) expect(e.why.length, `${e.check} ${e.file}`).toBeGreaterThan(40);
  });
});
