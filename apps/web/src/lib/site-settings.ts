import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';

export type SiteSettings = { supportEmail: string; googleSignIn: boolean; mailbox: boolean };

export const siteSettingsQuery = queryOptions({
  queryKey: ['site-settings'],
  queryFn: () => apiFetch<SiteSettings>('/api/site'),
  staleTime: Infinity,
});

export function useSiteSettings(): SiteSettings | undefined {
  return useQuery(siteSettingsQuery).data;
}
