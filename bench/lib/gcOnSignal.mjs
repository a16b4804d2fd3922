// Loaded into the bench's site servers only (node --expose-gc --import bench/lib/gcOnSignal.mjs): SIGUSR2 runs a
// full garbage collection, so the memory sections read RSS with no collectable garbage in it (the heap's sawtooth
// under load otherwise decides whether a reading is high or low).
process.on('SIGUSR2', () => {
  globalThis.gc?.();
});
