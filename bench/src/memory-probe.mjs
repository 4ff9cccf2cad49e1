// Preloaded into a bench instance (`node --import bench/src/memory-probe.mjs`) when
// LOAD_MEMORY_DETAIL=1: on SIGUSR2 it writes the JavaScript side of the process's memory to
// stderr, so the load bench can set it against the resident size it reads from /proc and tell
// the V8 heap from native memory (libvips, glibc arenas, SQLite). Not part of the server.
process.on('SIGUSR2', () => {
  const m = process.memoryUsage();
  process.stderr.write(`forkcast-memory ${JSON.stringify(m)}\n`);
});
