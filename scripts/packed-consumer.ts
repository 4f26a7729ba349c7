import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A throwaway project outside the workspace that installs one of our packages from its packed
 * tarball, as another team would get it. Used by the packages' consumer tests; the install prefers
 * the local pnpm store (everything is already there), so it needs no network.
 */
export interface PackedConsumer {
  /** The consumer's directory (a fresh temporary one). */
  dir: string;
  /** The tarball's file name inside `dir`. */
  tarball: string;
  /** Runs a command in `dir` and returns its standard output; throws with its output on failure. */
  run(command: string, args: readonly string[]): string;
  /** Writes files (path relative to `dir` → text). */
  write(files: Record<string, string>): void;
  /** Deletes the directory. */
  remove(): void;
}

export const workspaceDir = fileURLToPath(new URL('..', import.meta.url));

export const workspaceVersions: Record<string, string> = {
  ...(
    JSON.parse(readFileSync(join(workspaceDir, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    }
  ).devDependencies,
};

function run(command: string, args: readonly string[], cwd: string): string {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: 'pipe', env: process.env });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(
      `${command} ${args.join(' ')} failed:\n${failed.stdout ?? ''}${failed.stderr ?? ''}`,
      {
        cause: error,
      },
    );
  }
}

/** Builds and packs the package in `packageDir`, and makes a consumer directory holding the tarball. */
export function packForConsumer(packageDir: string, prefix: string): PackedConsumer {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  run('pnpm', ['run', 'build'], packageDir);
  run('pnpm', ['pack', '--pack-destination', dir], packageDir);
  const tarball = readdirSync(dir).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error(`pnpm pack wrote no tarball into ${dir}`);
  return {
    dir,
    tarball,
    run: (command, args) => run(command, args, dir),
    write(files) {
      for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Installs the consumer's package.json offline-first, without running any install scripts. */
export function installConsumer(consumer: PackedConsumer): void {
  consumer.run('pnpm', [
    'install',
    '--prefer-offline',
    '--ignore-scripts',
    '--config.confirmModulesPurge=false',
  ]);
}

/** Type-checks the consumer with the workspace's TypeScript. */
export function typecheckConsumer(consumer: PackedConsumer): void {
  consumer.run(process.execPath, [
    join(workspaceDir, 'node_modules/typescript/bin/tsc'),
    '-p',
    '.',
  ]);
}
