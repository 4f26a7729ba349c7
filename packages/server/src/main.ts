import { runMain } from './serve';

// Unset, NODE_ENV means production to this server (config.ts). React, MUI and emotion read it
// themselves when the renderer loads the app's build, and unset they would run their development
// builds: pages rendered several times slower, with debug labels in every class name that the
// browser's production build does not write.
process.env.NODE_ENV ??= 'production';
runMain();
