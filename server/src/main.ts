import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { databaseOptionsFromConfig, migrateToLatest, openDatabase } from './db/database.ts';
import { loadConfig } from './env.ts';
import { releaseMemoryWhenIdle } from './http/idle-memory.ts';
import { createAiProvider } from './providers/ai/create-ai-provider.ts';
import { createLogger } from './providers/logger.ts';
import { createMailer } from './providers/mailer.ts';
import { createPhotoProvider } from './providers/photos/photo-provider.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const database = await openDatabase(databaseOptionsFromConfig(config));
await migrateToLatest(database);
const { app, repairMissingProfiles, pruneOperations, recoverInterruptedImports } = createApp({
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

// After a minute without requests the garbage of the last burst is collected and the heap
// shrinks (issue 18: idle resident size).
const idle = releaseMemoryWhenIdle({ idleMs: 60_000 });
const fetch: typeof app.fetch = (request, ...rest) => {
  idle.touch();
  return app.fetch(request, ...rest);
};

const server = serve({ fetch, port: config.port, hostname: config.host }, (info) => {
  const ms = Math.round(process.uptime() * 1000);
  logger.info(
    `Forkcast is cooking on ${config.publicUrl} (port ${info.port}, ${database.dialect}, ready in ${ms} ms)`,
  );
});

function shutdown(signal: string) {
  logger.info(`${signal} received, closing the kitchen`);
  server.close(() => {
    database.close().finally(() => process.exit(0));
  });
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
