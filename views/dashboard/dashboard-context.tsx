import { createContext, useContext } from 'react';
import type { DashboardNav } from '../../server/dashboards/widget-actions.ts';
import type { WidgetBody } from './widget-bodies.tsx';
import type { TimewindowQuery } from '../../server/domain/time-window/timewindow-query.ts';

/** The dashboard a widget is drawn in: where its links lead and where its forms come back to. */
export interface DashboardContextValue {
  dashboardId: string;
  nav: DashboardNav;
  /** The page's own address (console path and query), where widget forms return. */
  here: string;
  /** Widget bodies by widget index, drawn before the page (renderWidgetBodies). */
  bodies: Map<number, WidgetBody>;
  /** The page's time window, for the toolbar's control (absent where the page shows none, e.g. `/home`). */
  timewindow?: { query: TimewindowQuery; now: number; maxPoints: number };
}

const Context = createContext<DashboardContextValue | null>(null);

export const DashboardContextProvider = Context.Provider;

export function useDashboard(): DashboardContextValue {
  const ctx = useContext(Context);
  if (!ctx) throw new Error('dashboard views must be rendered inside a DashboardContextProvider');
  return ctx;
}
