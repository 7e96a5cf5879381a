import { useRef, useState } from 'react';

/**
 * Runs one action at a time: while it runs `busy` is true and further calls are ignored, so nothing
 * is sent twice. A failed action only frees the control: the HTTP client's policy has told the user.
 */
export function useBusyAction(): [busy: boolean, run: (action: () => Promise<unknown>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const run = async (action: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await action();
    } catch {
      // Told to the user already (see above).
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return [busy, run];
}
