// Adds up vitest's JSON reports and prints the closing line CI reads: "N passed, N failed,
// N skipped". Failed tests are listed by file and name with the first lines of their error, so a
// failure is identifiable from the tail of the log alone; skipped ones by file and suite, so a
// test that did not run (the Firestore emulator's, when it is missing) is seen too.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const [directory = '.vitest-reports', failedSteps = '0'] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
let files = 0;
const failures = [];
const skips = [];
for (const name of readdirSync(directory).filter((file) => file.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(directory, name), 'utf8'));
  files += 1;
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  const reportSkipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  skipped += reportSkipped;
  console.log(
    `${name}: ${report.numPassedTests ?? 0} passed, ${report.numFailedTests ?? 0} failed, ${reportSkipped} skipped`,
  );
  for (const file of report.testResults ?? []) {
    const notRun = (file.assertionResults ?? []).filter((test) =>
      ['skipped', 'pending', 'todo'].includes(test.status),
    );
    if (notRun.length > 0) {
      const suites = [...new Set(notRun.map((test) => test.ancestorTitles?.[0] || test.title))];
      skips.push(
        `↷ [${name}] ${relative(process.cwd(), file.name)}: ${notRun.length} skipped (${suites.join('; ')})`,
      );
    }
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

// Where the minutes went and what needed a retry (scripts/vitest/diagnostics-reporter.ts).
const diagnosticsDirectory = join(directory, 'diagnostics');
const timings = [];
const retried = [];
if (existsSync(diagnosticsDirectory)) {
  for (const name of readdirSync(diagnosticsDirectory).filter((file) => file.endsWith('.json'))) {
    for (const file of JSON.parse(readFileSync(join(diagnosticsDirectory, name), 'utf8'))) {
      const total = file.environment + file.collect + file.setup + file.tests;
      timings.push({ run: name.replace(/\.json$/, ''), ...file, total });
      for (const test of file.retried) retried.push(`[${name}] ${file.file} > ${test}`);
    }
  }
  const byRunAndProject = new Map();
  for (const timing of timings) {
    const key = `${timing.run} ${timing.project || '(root)'}`;
    const sum = byRunAndProject.get(key) ?? { files: 0, environment: 0, collect: 0, tests: 0 };
    sum.files += 1;
    sum.environment += timing.environment + timing.setup;
    sum.collect += timing.collect;
    sum.tests += timing.tests;
    byRunAndProject.set(key, sum);
  }
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log('\nTime per run and project (summed over files; workers run files side by side):');
  for (const [key, sum] of byRunAndProject)
    console.log(
      `  ${key}: ${sum.files} files, environment ${seconds(sum.environment)}, imports ${seconds(sum.collect)}, tests ${seconds(sum.tests)}`,
    );
  console.log('Slowest files:');
  for (const timing of timings.sort((a, b) => b.total - a.total).slice(0, 12))
    console.log(`  ${seconds(timing.total)}  [${timing.run}] ${timing.file}`);
  console.log(
    `Retries used: ${retried.length}${retried.length ? ' (each is a flake to fix)' : ''}`,
  );
  for (const test of retried) console.log(`  ↻ ${test}`);
}

if (skips.length > 0) console.log(`\nSkipped tests (${skipped}):\n${skips.join('\n')}`);
if (failures.length > 0) console.log(`\nFailed tests:\n${failures.join('\n')}\n`);
// A failed step that wrote no report (lint, build…) still counts as a failure.
failed += Number(failedSteps);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
