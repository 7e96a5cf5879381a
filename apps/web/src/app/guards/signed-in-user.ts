import { useOutletContext } from 'react-router';
import type { UserInfo } from '@/api/current-user.ts';

/** The user of the protected layout, for the pages inside it. */
export function useSignedInUser(): UserInfo {
  return useOutletContext<UserInfo>();
}
