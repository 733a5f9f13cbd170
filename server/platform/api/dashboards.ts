import type { PlatformClient } from '../platform-client.ts';
import type { Dashboard, HomeDashboard } from '../types/dashboard.ts';

export function getDashboard(platform: PlatformClient, dashboardId: string): Promise<Dashboard> {
  return platform.get<Dashboard>(`/api/dashboard/${encodeURIComponent(dashboardId)}`);
}

/** The user's, customer's or tenant's home dashboard; null when none is set (the platform answers an empty body). */
export async function getHomeDashboard(platform: PlatformClient): Promise<HomeDashboard | null> {
  return (await platform.get<HomeDashboard | undefined>('/api/dashboard/home')) ?? null;
}
