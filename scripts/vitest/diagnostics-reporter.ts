import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** What one test file cost, in milliseconds: where a suite's minutes go (issue 35). */
export interface FileDiagnostics {
  project: string;
  file: string;
  /** Starting its environment (jsdom, node). */
  environment: number;
  /** Importing the file and what it imports, and running its suites' callbacks. */
  collect: number;
  /** Its setup files. */
  setup: number;
  /** Its tests and hooks. */
  tests: number;
  /** Tests that passed only when run again (a retry that was needed is a failure to fix). */
  retried: string[];
}

/**
 * A vitest reporter that writes, per test file, the time its environment, imports, setup and
 * tests took and the tests that needed a retry, to `outputFile` as JSON. scripts/ci-summary.mjs
 * reads it: the slowest files and every retry are printed at the end of a CI run.
 */
export default class DiagnosticsReporter implements Reporter {
  constructor(private readonly options: { outputFile: string }) {}

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const files: FileDiagnostics[] = testModules.map((module) => {
      const diagnostic = module.diagnostic();
      const retried: string[] = [];
      for (const test of module.children.allTests()) {
        if (test.diagnostic()?.retryCount) retried.push(test.fullName);
      }
      return {
        project: module.project.name,
        file: relative(process.cwd(), module.moduleId),
        environment: Math.round(diagnostic.environmentSetupDuration),
        collect: Math.round(diagnostic.collectDuration),
        setup: Math.round(diagnostic.setupDuration),
        tests: Math.round(diagnostic.duration),
        retried,
      };
    });
    mkdirSync(dirname(this.options.outputFile), { recursive: true });
    writeFileSync(this.options.outputFile, `${JSON.stringify(files, null, 1)}\n`);
  }
}
