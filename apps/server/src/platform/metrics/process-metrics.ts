import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { transfersInProgress } from './transfers-in-progress.ts';

let processRegistry: Registry | undefined;

/**
 * The metrics of the process rather than of one app: memory, CPU, event-loop lag, garbage
 * collection (prom-client's defaults) and the xlsx transfers running. Made once per process —
 * the defaults watch the event loop and the collector for as long as the process lives — and
 * shared by every app the process builds (tests build several).
 */
export function processMetrics(): Registry {
  if (processRegistry) return processRegistry;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'excel_transfers_in_progress',
    help: 'xlsx imports and exports running in this process',
    labelNames: ['kind'],
    registers: [registry],
    collect() {
      for (const [kind, count] of Object.entries(transfersInProgress())) this.set({ kind }, count);
    },
  });
  processRegistry = registry;
  return registry;
}
