import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteSettings } from '@store/shared/site-settings';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

export function getSiteSettings(): Promise<SiteSettings> {
  return callApi(apiRoutes.site.settings);
}

export const siteSettingsQuery = queryOptions({
  queryKey: queryKeys.siteSettings,
  queryFn: getSiteSettings,
  staleTime: Infinity,
});

export function useSiteSettings(): SiteSettings | undefined {
  return useQuery(siteSettingsQuery).data;
}
