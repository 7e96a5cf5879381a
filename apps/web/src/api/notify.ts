import type { App } from 'antd';

type AppToasts = ReturnType<typeof App.useApp>;

export interface Toasts {
  message: Pick<AppToasts['message'], 'warning' | 'error'>;
  notification: Pick<AppToasts['notification'], 'warning'>;
}

/** antd's static toasts, loaded when first needed: the HTTP client never brings the UI library into a page itself. */
const staticToasts = async (): Promise<Toasts> => (await import('./static-toasts.ts')).staticToasts;
let bound: Toasts | undefined;

/**
 * Inside antd's `App` the hook-based instances follow the app's theme and locale; the static ones
 * serve on the pages drawn without antd (sign-in, publicity) and until the app has mounted.
 * Returns the function that restores the static ones.
 */
export function bindToasts(instances: Toasts): () => void {
  bound = instances;
  return () => {
    bound = undefined;
  };
}

function tell(show: (toasts: Toasts) => unknown): void {
  if (bound) {
    show(bound);
    return;
  }
  void staticToasts().then(show);
}

/** Toasts of the central error policy, usable outside React components. */
export const notify = {
  warning(text: string): void {
    tell((toasts) => toasts.message.warning(text));
  },
  error(text: string): void {
    tell((toasts) => toasts.message.error(text));
  },
  /** Stays until the user closes it. */
  persistentWarning(text: string): void {
    tell((toasts) => toasts.notification.warning({ title: text, duration: 0 }));
  },
};
