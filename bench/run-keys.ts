import { randomBytes } from 'node:crypto';

/**
 * The run's keys for ID card and mobile numbers (docs/personal-data.md), unless the environment
 * names some: the data the bench generates is sealed with them, and every server it starts
 * inherits them, so the servers open what the generator sealed.
 */
export function useRunKeys(env: NodeJS.ProcessEnv = process.env): void {
  if (env['PERSONAL_DATA_KEYS']) return;
  env['PERSONAL_DATA_KEYS'] = `k1:${randomBytes(32).toString('base64url')}`;
  env['PERSONAL_DATA_LOOKUP_KEY'] = randomBytes(32).toString('base64url');
}
