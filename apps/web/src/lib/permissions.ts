import type { ApiRoute } from '@store/shared/api/routes';
import { can, type Permission } from '@store/shared/roles';
import { useProfile } from './auth-client.ts';

/** Whether the signed-in person's role grants the permission (decision 041). */
export function usePermission(permission: Permission): boolean {
  return can(useProfile().profile?.role, permission);
}

/** Whether the signed-in person may call the endpoint: a control that calls it is shown only then (the server refuses the rest anyway). */
export function useMayCall(route: ApiRoute): boolean {
  const { profile } = useProfile();
  return route.permission === undefined || can(profile?.role, route.permission);
}
