import { setTimeout as sleep } from 'node:timers/promises';
import type { ClusterInstance } from '../apps/server/scripts/cluster/start-cluster.ts';
import { residentBytes } from './process-memory.ts';

/** An instance's resident memory over the soak. */
export interface InstanceMemory {
  name: string;
  samples: number;
  /** The first sample. */
  startBytes: number;
  /** The mean of the second fifth of the samples: after the warm-up. */
  afterWarmUpBytes: number;
  /** The mean of the last fifth. */
  endBytes: number;
  /** The end within FLAT_SHARE of after the warm-up. */
  flat: boolean;
}

/** "Flat": the last fifth's mean RSS within this share of the second fifth's. */
export const FLAT_SHARE = 0.1;

const SAMPLE_MS = 2_000;

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);

/** The fifth `index` (0–4) of the samples; at least one sample each. */
function fifth(samples: number[], index: number): number[] {
  const from = Math.floor((samples.length * index) / 5);
  const to = Math.max(Math.floor((samples.length * (index + 1)) / 5), from + 1);
  return samples.slice(from, to);
}

export function memoryOf(name: string, samples: number[]): InstanceMemory {
  const afterWarmUpBytes = mean(fifth(samples, 1));
  const endBytes = mean(fifth(samples, 4));
  return {
    name,
    samples: samples.length,
    startBytes: samples[0] ?? 0,
    afterWarmUpBytes,
    endBytes,
    flat: Math.abs(endBytes - afterWarmUpBytes) <= FLAT_SHARE * afterWarmUpBytes,
  };
}

async function rssOf(instance: ClusterInstance): Promise<number> {
  const pid = instance.pid();
  if (pid === undefined) throw new Error(`${instance.name} is not running`);
  return (await residentBytes(pid)).rss;
}

/** Samples every instance's RSS every SAMPLE_MS from now until `stop`. */
export function sampleMemory(instances: ClusterInstance[]): { stop: () => Promise<InstanceMemory[]> } {
  const samples = instances.map((): number[] => []);
  let sampling = true;
  const done = (async () => {
    while (sampling) {
      const sampled = await Promise.all(instances.map(rssOf));
      sampled.forEach((bytes, index) => samples[index]?.push(bytes));
      await sleep(SAMPLE_MS);
    }
  })();
  // A failed sample is reported by stop(); until then its rejection must not end the run.
  done.catch(() => undefined);
  return {
    async stop() {
      sampling = false;
      await done;
      return instances.map((instance, index) => memoryOf(instance.name, samples[index] ?? []));
    },
  };
}
