import { config } from 'zod';

// The web app's Content-Security-Policy forbids eval. Zod otherwise probes `new Function` the
// first time it validates an object (a CSP violation report and a console error in every
// browser) to compile faster validators. Our forms and request bodies are small, so the
// interpreted path costs nothing noticeable on either side. This must run before any schema
// is built, which is why core's index imports it first.
config({ jitless: true });
