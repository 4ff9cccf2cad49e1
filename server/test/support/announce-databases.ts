/**
 * Vitest global setup of the server project: when TEST_DATABASE_URL is missing, the suites
 * run on SQLite only, and the run says so once, at the end (teardown), where the summary is
 * read.
 */
export function teardown() {
  if (process.env.TEST_DATABASE_URL) return;
  console.warn(
    '\nPostgreSQL variants of the server integration tests did not run: TEST_DATABASE_URL is not set (SQLite only).\n' +
      'The fleet suite (two built instances on PostgreSQL and S3, server/test/fleet/fleet.test.ts) did not run either.\n',
  );
}
