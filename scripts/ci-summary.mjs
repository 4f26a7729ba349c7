// Adds up vitest's JSON reports and prints the closing line CI reads: "N passed, N failed".
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [directory = '.vitest-reports', failedSteps = '0'] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let files = 0;
for (const name of readdirSync(directory).filter((file) => file.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(directory, name), 'utf8'));
  files += 1;
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  console.log(
    `${name}: ${report.numPassedTests ?? 0} passed, ${report.numFailedTests ?? 0} failed`,
  );
}
if (files === 0) console.log('No test reports were written.');
// A failed step that wrote no report (lint, build…) still counts as a failure.
failed += Number(failedSteps);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
