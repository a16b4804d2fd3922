// Loaded into the bench's site servers only (node --expose-gc --import bench/lib/gcOnSignal.mjs): SIGUSR2 runs a
// full garbage collection, so the memory sections read RSS with no collectable garbage in it (the heap's sawtooth
// under load otherwise decides whether a reading is high or low), and writes process.memoryUsage() after it to
// BENCH_MEMORY_FILE: what the server keeps (heap used, and external memory such as stored page bodies).
import { writeFileSync } from 'node:fs';

process.on('SIGUSR2', () => {
  globalThis.gc?.();
  const file = process.env.BENCH_MEMORY_FILE;
  if (file) writeFileSync(file, JSON.stringify(process.memoryUsage()));
});
