import fs from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RssWatch {
  /** Resident set size when watching began. */
  startBytes: number;
  /** The highest resident set size while watched. */
  peakBytes: number;
}

const SAMPLE_MS = 50;

/** A `Field:   123 kB` line of a Linux /proc file (status, meminfo), in bytes. */
export function procBytes(text: string, field: string, file: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(text);
  if (!match) throw new Error(`${file} has no ${field}`);
  return Number(match[1]) * 1024;
}

/** VmRSS (now) and VmHWM (the highest since the process started) of a Linux process. */
export async function residentBytes(pid: number): Promise<{ rss: number; highWater: number }> {
  const file = `/proc/${pid}/status`;
  const status = await fs.readFile(file, 'utf8');
  return { rss: procBytes(status, 'VmRSS', file), highWater: procBytes(status, 'VmHWM', file) };
}

/**
 * Watches a process's memory until `stop`. Samples every 50 ms; when the high-water mark rose
 * meanwhile, the new mark is the exact peak, including a spike shorter than a sample.
 */
export async function watchRss(pid: number): Promise<{ stop: () => Promise<RssWatch> }> {
  const first = await residentBytes(pid);
  let peak = first.rss;
  let watching = true;
  const sampling = (async () => {
    while (watching) {
      await sleep(SAMPLE_MS);
      peak = Math.max(peak, (await residentBytes(pid)).rss);
    }
  })();
  // A failed sample is reported by stop(); until then its rejection must not end the run.
  sampling.catch(() => undefined);
  return {
    async stop() {
      watching = false;
      await sampling;
      const last = await residentBytes(pid);
      const highWater = last.highWater > first.highWater ? last.highWater : 0;
      return { startBytes: first.rss, peakBytes: Math.max(peak, last.rss, highWater) };
    },
  };
}
