import { useState } from 'react';
import { request } from '@/api/http.ts';

const POLL_MS = 1000;

interface ServerProgress {
  rowsRead: number;
  finished: boolean;
}

/** An id the server files the import's progress under (no secure context needed, unlike randomUUID). */
const newProgressId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * Rows the server has read of an import while it checks and saves them: the page sends the file
 * with a progress id and asks `<url>/progress` every second until the import answers.
 */
export function useImportProgress(url: string) {
  const [rowsRead, setRowsRead] = useState<number | null>(null);

  const track = async <T>(send: (importUrl: string) => Promise<T>): Promise<T> => {
    const progressId = newProgressId();
    setRowsRead(null);
    const timer = setInterval(() => {
      request<ServerProgress | null>({ url: `${url}/progress`, params: { progressId }, silent: true })
        .then((answer) => {
          if (answer.extraData) setRowsRead(answer.extraData.rowsRead);
        })
        // A missed poll only delays the figure; the import's own answer is what counts.
        .catch(() => undefined);
    }, POLL_MS);
    try {
      return await send(`${url}?progressId=${progressId}`);
    } finally {
      clearInterval(timer);
      setRowsRead(null);
    }
  };

  return { rowsRead, track };
}
