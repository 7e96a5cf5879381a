import { message, notification } from 'antd';
import type { Toasts } from './notify.ts';

/** antd's static toasts, in their own module so the HTTP client loads just these two when it first needs them. */
export const staticToasts: Toasts = { message, notification };
