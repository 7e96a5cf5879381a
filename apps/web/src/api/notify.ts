import { message, notification, type App } from 'antd';

type AppToasts = ReturnType<typeof App.useApp>;

export interface Toasts {
  message: Pick<AppToasts['message'], 'warning' | 'error'>;
  notification: Pick<AppToasts['notification'], 'warning'>;
}

const staticToasts: Toasts = { message, notification };
let toasts: Toasts = staticToasts;

/**
 * Inside antd's `App` the hook-based instances follow the app's theme and locale; the static ones
 * serve until the app has mounted. Returns the function that restores the static ones.
 */
export function bindToasts(instances: Toasts): () => void {
  toasts = instances;
  return () => {
    toasts = staticToasts;
  };
}

/** Toasts of the central error policy, usable outside React components. */
export const notify = {
  warning(text: string): void {
    void toasts.message.warning(text);
  },
  error(text: string): void {
    void toasts.message.error(text);
  },
  /** Stays until the user closes it. */
  persistentWarning(text: string): void {
    toasts.notification.warning({ title: text, duration: 0 });
  },
};
