import { beforeEach } from 'vitest';
import { clearRootDataCache } from '../../runtime/loader/rootData-loader';

/**
 * Test files share one module graph a worker (no isolation: importing the app's modules again for each of ~160
 * files cost more than the tests). The process-wide caches start empty for every test, as in a fresh process.
 */
beforeEach(() => clearRootDataCache());
