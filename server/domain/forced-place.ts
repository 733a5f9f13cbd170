/**
 * Where a user belongs: the default dashboard from the user's details, and whether the user is
 * confined to it (fullscreen default dashboard, or a public-link visitor).
 */
export interface ForcedPlace {
  dashboardId: string | null;
  fullscreen: boolean;
  public: boolean;
  /** The dashboards a confined user may open (first 100 of the user's list, as upstream). */
  allowedDashboardIds: string[];
}

/** Confined users may only open dashboards, their allowed dashboards, and profile and security (not public users). */
export function isConfined(place: ForcedPlace | null | undefined): place is ForcedPlace & { dashboardId: string } {
  return !!place && !!place.dashboardId && (place.fullscreen || place.public);
}

export function placeAllows(place: ForcedPlace, path: string): boolean {
  // The live-data stream serves only what the confined pages name.
  if (path.startsWith('/dashboard/') || path === '/live') return true;
  // The sandboxed frame a tenant widget type of the dashboard runs in (it holds no data of its own).
  if (path === '/widget-frame') return true;
  // The dashboard's own widget forms (RPC, attributes, alarms) post under its address.
  const listed = /^\/dashboards\/([^/]+)(?:\/widgets\/.+|\/snapshot\.png)?$/.exec(path);
  if (listed) return listed[1] === place.dashboardId || place.allowedDashboardIds.includes(listed[1]);
  const isAccountPage = ['/profile', '/security'].some((page) => path === page || path.startsWith(`${page}/`));
  return !place.public && isAccountPage;
}
