import { config } from 'zod/v4/core';

// Our Content-Security-Policy forbids eval. Zod otherwise probes `new Function` when it builds
// its first object schema (a CSP report and a console error) to compile faster validators;
// our forms are small, so the interpreted path costs nothing. Imported first by app.tsx, so
// that it runs before any module that builds a schema.
config({ jitless: true });
