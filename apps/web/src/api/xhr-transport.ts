import { jsonReply, parseJson, type Reply } from './reply.ts';

export interface XhrCall {
  url: string;
  method: string;
  token: string | null;
  form: FormData;
  timeoutMs: number;
  onProgress?: (percent: number) => void;
  /** The `If-Match` header's value, when the upload acts on a revision of an item. */
  ifMatch?: string;
}

/** Multipart upload through XMLHttpRequest, the one browser API that reports upload progress. */
export function xhrReply<T>(call: XhrCall): Promise<Reply<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(call.method, call.url);
    xhr.timeout = call.timeoutMs;
    if (call.token) xhr.setRequestHeader('Authorization', `Bearer ${call.token}`);
    if (call.ifMatch) xhr.setRequestHeader('If-Match', call.ifMatch);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) call.onProgress?.(Math.round((event.loaded * 100) / event.total));
    };
    xhr.onload = () => resolve(jsonReply<T>(xhr.status, parseJson(xhr.responseText)));
    xhr.ontimeout = () => resolve({ kind: 'timeout' });
    xhr.onerror = () => resolve({ kind: 'network' });
    xhr.send(call.form);
  });
}
