// Node 20 lacks Map.groupBy (Node 21+), which Vitest 5's reporter uses when it prints failures.
// Loaded with `node --import` for the test runner only; the site itself needs none of this.
if (typeof Map.groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value: function groupBy(items, keyOf) {
      const groups = new Map();
      let index = 0;
      for (const item of items) {
        const key = keyOf(item, index++);
        const group = groups.get(key);
        if (group) group.push(item);
        else groups.set(key, [item]);
      }
      return groups;
    },
  });
}
if (typeof Object.groupBy !== 'function') {
  Object.defineProperty(Object, 'groupBy', {
    configurable: true,
    writable: true,
    value: function groupBy(items, keyOf) {
      const groups = Object.create(null);
      let index = 0;
      for (const item of items) {
        const key = keyOf(item, index++);
        if (!groups[key]) groups[key] = [];
        groups[key].push(item);
      }
      return groups;
    },
  });
}
