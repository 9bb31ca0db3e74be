// Prints the one plain totals line CI reads ("N passed, N failed"), from the Vitest and
// Playwright JSON reports of this run and the bundle budget check (reports/bundle.json). A failed step that produced no report counts as a failure.
import { existsSync, readFileSync } from 'node:fs';

const exitCode = Number(process.argv[2] ?? 0);
let passed = 0;
let failed = 0;
let skipped = 0;

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);

for (const report of ['reports/vitest.json', 'reports/vitest-postgres.json']) {
  const vitest = read(report);
  if (!vitest) continue;
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
for (const report of ['reports/playwright.json', 'reports/playwright-postgres.json']) {
  const playwright = read(report);
  if (!playwright?.stats) continue;
  passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  failed += playwright.stats.unexpected ?? 0;
  skipped += playwright.stats.skipped ?? 0;
}
const bundle = read('reports/bundle.json');
if (bundle) {
  passed += bundle.passed ?? 0;
  failed += bundle.failed ?? 0;
}
if (exitCode !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
