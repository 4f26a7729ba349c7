import { config } from 'zod';

// zod compiles its object parsers with `new Function` when it may, and probes for that once. Our
// pages' Content-Security-Policy forbids eval, so the probe alone is reported as a violation (and
// costs the Lighthouse best-practices score). In the browser the interpreted parsers are plenty.
// Imported first by the browser entry, before any schema is built; the server keeps the compiled
// ones.
config({ jitless: true });
