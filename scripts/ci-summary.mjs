// Adds up vitest's JSON reports and prints the closing line CI reads: "N passed, N failed".
// Failed tests are listed by file and name with the first lines of their error, so a failure
// is identifiable from the tail of the log alone.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const [directory = '.vitest-reports', failedSteps = '0'] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let files = 0;
const failures = [];
for (const name of readdirSync(directory).filter((file) => file.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(directory, name), 'utf8'));
  files += 1;
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  console.log(
    `${name}: ${report.numPassedTests ?? 0} passed, ${report.numFailedTests ?? 0} failed`,
  );
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const message = (test.failureMessages ?? []).join('\n').split('\n').slice(0, 6);
      failures.push(
        [`✗ [${name}] ${relative(process.cwd(), file.name)} > ${test.fullName}`, ...message]
          .map((line, index) => (index === 0 ? line : `    ${line}`))
          .join('\n'),
      );
    }
    if ((file.assertionResults ?? []).length === 0 && file.status === 'failed') {
      failures.push(`✗ [${name}] ${relative(process.cwd(), file.name)}: ${file.message ?? ''}`);
    }
  }
}
if (files === 0) console.log('No test reports were written.');
if (failures.length > 0) console.log(`\nFailed tests:\n${failures.join('\n')}\n`);
// A failed step that wrote no report (lint, build…) still counts as a failure.
failed += Number(failedSteps);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
