import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { databaseOptionsFromConfig, migrateToLatest, openDatabase } from './db/database.ts';
import { loadConfig } from './env.ts';
import { applyHeapSettings } from './http/heap-settings.ts';
import { collectGarbage, releaseMemoryWhenIdle } from './http/idle-memory.ts';
import { trimNativeHeap } from './http/native-heap.ts';
import { SecureServerResponse } from './http/security.ts';
import { createAiProvider } from './providers/ai/create-ai-provider.ts';
import { createLogger } from './providers/logger.ts';
import { createMailer } from './providers/mailer.ts';
import { createPhotoProvider } from './providers/photos/photo-provider.ts';

// Before the first allocations of any size: how far V8 lets its heap grow (decision 028).
applyHeapSettings();
const config = loadConfig();
const logger = createLogger(config.logLevel);
const database = await openDatabase(databaseOptionsFromConfig(config));
await migrateToLatest(database);
const {
  app,
  live,
  repairMissingProfiles,
  pruneOperations,
  recoverInterruptedImports,
  releaseCaches,
} = createApp({
  config,
  database,
  logger,
  mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger }),
  ai: createAiProvider(config.ai, logger),
  photos: createPhotoProvider({ unsplashAccessKey: config.unsplashAccessKey, logger }),
});
// Users left without a profile (by a crash before sign-up became one transaction) get theirs
// back before the first request.
await repairMissingProfiles();
// Bulk imports this server (or a stopped instance) left half done are reported failed, with
// how many recipes they wrote, instead of running forever.
await recoverInterruptedImports();
// Offline operation ids are kept 60 days (decision record 014), then forgotten, once a day.
const pruneQuietly = () =>
  pruneOperations().catch((error: unknown) =>
    logger.warn('Could not prune old shopping operations', { error }),
  );
void pruneQuietly();
setInterval(pruneQuietly, 24 * 60 * 60 * 1000).unref();

// After a minute without requests the caches are dropped, SQLite frees its page cache, the
// garbage of the last burst is collected so that the heap shrinks, and the allocator hands
// what was freed back to the system (issue 18: idle resident size).
const idle = releaseMemoryWhenIdle({
  idleMs: 60_000,
  release: () => {
    releaseCaches();
    database.releaseMemory?.();
    collectGarbage();
    trimNativeHeap();
  },
});
// Busy or not, every 10 s the allocator gives back what native code freed meanwhile (picture
// buffers, compression windows): glibc would keep it resident for reuse, and under load that
// was most of the growth beyond the JavaScript heap. It costs well under a millisecond.
setInterval(trimNativeHeap, 10_000).unref();
const fetch: typeof app.fetch = (request, ...rest) => {
  idle.touch();
  return app.fetch(request, ...rest);
};

// The security headers go on as each response's head is written (http/security.ts).
const server = serve(
  {
    fetch,
    port: config.port,
    hostname: config.host,
    serverOptions: { ServerResponse: SecureServerResponse },
  },
  (info) => {
    const ms = Math.round(process.uptime() * 1000);
    logger.info(
      `Forkcast is cooking on ${config.publicUrl} (port ${info.port}, ${database.dialect}, ready in ${ms} ms)`,
    );
  },
);

function shutdown(signal: string) {
  logger.info(`${signal} received, closing the kitchen`);
  server.close(() => {
    database.close().finally(() => process.exit(0));
  });
  // Open live-update streams never end by themselves: ended here, their connections close and
  // `server.close` finishes as soon as the requests in flight have.
  live.hub.closeAll();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
