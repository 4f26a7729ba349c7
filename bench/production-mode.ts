// React, MUI and emotion pick their production or development builds from NODE_ENV when they are
// first loaded. The server's main.ts sets it to production when it is unset; a bench that builds
// the server in its own process imports this module first, so it measures what `pnpm start` runs.
process.env.NODE_ENV ??= 'production';
