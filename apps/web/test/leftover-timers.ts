/**
 * Timers and immediates a test file leaves behind (antd's closing popups, query caches, React's
 * scheduler) would fire after jsdom is torn down and fail the run with "window is not defined".
 * They are recorded here, before React loads, and cancelled once the file is done.
 */
const timeouts = new Set<ReturnType<typeof setTimeout>>();
const intervals = new Set<ReturnType<typeof setInterval>>();
const immediates = new Set<ReturnType<typeof setImmediate>>();

function recorded<F extends (...args: never[]) => object>(start: F, into: Set<ReturnType<F>>): F {
  const wrapped = (...args: Parameters<F>): ReturnType<F> => {
    const handle = start(...args) as ReturnType<F>;
    into.add(handle);
    return handle;
  };
  return Object.assign(wrapped, start);
}

globalThis.setTimeout = recorded(globalThis.setTimeout, timeouts);
globalThis.setInterval = recorded(globalThis.setInterval, intervals);
globalThis.setImmediate = recorded(globalThis.setImmediate, immediates);

export function cancelLeftoverTimers(): void {
  for (const handle of timeouts) clearTimeout(handle);
  for (const handle of intervals) clearInterval(handle);
  for (const handle of immediates) clearImmediate(handle);
  timeouts.clear();
  intervals.clear();
  immediates.clear();
}
