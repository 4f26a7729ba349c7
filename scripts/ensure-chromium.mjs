// Makes sure Debian's Chromium is installed for the browser tests (playwright-core never downloads one).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(CHROMIUM)) {
  console.log(`Chromium found at ${CHROMIUM}`);
} else {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const run = (args) => {
    const [command, ...rest] = isRoot ? args : ['sudo', ...args];
    execFileSync(command, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  console.log('Installing Debian Chromium for the browser tests…');
  try {
    run(['apt-get', 'update', '-qq']);
    run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'chromium']);
  } catch {
    console.error(
      'Could not install Chromium. Install it with your package manager (Debian: apt-get install chromium) ' +
        'or set CHROMIUM_PATH to an existing Chromium binary.',
    );
    process.exit(1);
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`Chromium is still missing at ${CHROMIUM}.`);
    process.exit(1);
  }
}
