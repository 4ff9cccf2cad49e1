// The fleet proxy as a process of its own (benchmarks: so it does not share the load
// generator's event loop). Usage: node --import tsx proxy-main.ts PORT TARGET_PORT...
import { startProxy } from './harness.ts';

const [port, ...targets] = process.argv.slice(2).map(Number);
await startProxy(
  port as number,
  targets.map((p, i) => ({ name: `i${i}`, port: p }) as Parameters<typeof startProxy>[1][number]),
);
console.log('proxy ready');
