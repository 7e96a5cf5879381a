import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** A suite file's cases by outcome. */
export interface CaseCount {
  file: string;
  tried: number;
  passed: number;
  failed: number;
  skipped: number;
}

/** Each suite file's cases counted by outcome, in file order. */
export function caseCounts(modules: ReadonlyArray<TestModule>): CaseCount[] {
  return modules
    .map((module) => {
      const count = { file: path.basename(module.moduleId), tried: 0, passed: 0, failed: 0, skipped: 0 };
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') count.passed += 1;
        else if (state === 'failed') count.failed += 1;
        else count.skipped += 1;
      }
      count.tried = count.passed + count.failed;
      return count;
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** The counts as a table, one line per file and a total. */
export function caseCountTable(counts: readonly CaseCount[]): string {
  const width = Math.max(...counts.map((count) => count.file.length), 'total'.length);
  const line = (name: string, { tried, passed, failed, skipped }: Omit<CaseCount, 'file'>) =>
    `${name.padEnd(width)}  tried ${String(tried).padStart(5)}  passed ${String(passed).padStart(5)}  failed ${String(failed).padStart(4)}${skipped ? `  not run ${skipped}` : ''}`;
  const total = counts.reduce(
    (sum, count) => ({
      tried: sum.tried + count.tried,
      passed: sum.passed + count.passed,
      failed: sum.failed + count.failed,
      skipped: sum.skipped + count.skipped,
    }),
    { tried: 0, passed: 0, failed: 0, skipped: 0 },
  );
  return ['Security cases per suite:', ...counts.map((count) => line(count.file, count)), line('total', total)].join(
    '\n',
  );
}

/**
 * Prints, after the default reporter's summary, how many cases each security suite tried and how
 * they ended: whatever files the suite folder holds.
 */
export default class CaseCountReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    if (testModules.length > 0) process.stdout.write(`\n${caseCountTable(caseCounts(testModules))}\n`);
  }
}
