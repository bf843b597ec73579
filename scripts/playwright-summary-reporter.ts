// Prints the plain closing line "N passed, N failed" that CI reads (as scripts/jest-summary-reporter.js
// does for jest), after Playwright's own list.
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  onTestEnd(test: TestCase, result: TestResult): void {
    // Count each test once, by its final outcome (a retried test ends once more).
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    if (result.status === 'passed') this.passed++;
    else if (result.status === 'skipped') this.skipped++;
    else this.failed++;
  }

  onEnd(result: FullResult): void {
    if (result.status !== 'passed' && this.failed === 0) this.failed = 1;
    process.stdout.write(
      `\n${this.passed} passed, ${this.failed} failed${this.skipped ? `, ${this.skipped} skipped` : ''}\n`,
    );
  }

  printsToStdio(): boolean {
    return true;
  }
}
