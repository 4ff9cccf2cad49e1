/**
 * Vitest global setup of the server project: when TEST_DATABASE_URL is missing, the suites
 * run on SQLite only, and the run says so once, at the end, where the summary is read.
 */
export default function announceDatabases() {
  return () => {
    if (process.env.TEST_DATABASE_URL) return;
    console.warn(
      '\nPostgreSQL variants of the server integration tests did not run: TEST_DATABASE_URL is not set (SQLite only).\n',
    );
  };
}
