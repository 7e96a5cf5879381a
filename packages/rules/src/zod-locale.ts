import { z } from 'zod';

// Every message a user can see is Simplified Chinese, including zod's own fallbacks.
z.config(z.locales.zhCN());
