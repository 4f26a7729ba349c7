import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printable } from './printable';

/** Who runs a command, for audit entries; "unknown" where the system cannot say. */
export function osUserName(): string {
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

/**
 * Runs a command line tool when its module is the script Node was started with (`tsx
 * packages/server/src/x-cli.ts …`), not when a test imports it: the exit code is the command's,
 * and an unexpected failure prints its message and exits 1.
 */
export function runWhenMain(moduleUrl: string, run: (args: string[]) => Promise<number>): void {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  run(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}

/** Where a command line tool writes its lines (tests pass their own). */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

/** Standard output and standard error, a line each. */
export const terminalIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/**
 * `io` with control characters made visible: texts that anyone wrote (reviews, names, e-mail
 * addresses) must not drive the terminal.
 */
export function printableIo(io: CliIo = terminalIo): CliIo {
  return { out: (line) => io.out(printable(line)), err: (line) => io.err(printable(line)) };
}
