import { createContext, useContext } from 'react';
import type { DashboardNav } from '../../server/dashboards/widget-actions.ts';
import type { TileAddress } from '../../server/tiles/tile-address.ts';
import type { WidgetBody } from './widget-bodies.tsx';
import type { TimewindowQuery } from '../../server/domain/time-window/timewindow-query.ts';
import type { EditablePredicate } from '../../server/dashboards/filter-values.ts';
import type { HiddenParts } from '../../server/domain/time-window/hidden-parts.ts';
import type { Playback } from '../../server/domain/time-window/playback.ts';

/** The dashboard a widget is drawn in: where its links lead and where its forms come back to. */
export interface DashboardContextValue {
  dashboardId: string;
  nav: DashboardNav;
  /** The page's own address (console path and query), where widget forms return. */
  here: string;
  /** Widget bodies by widget index, drawn before the page (renderWidgetBodies). */
  bodies: Map<number, WidgetBody>;
  /** The page's time window, for the toolbar's control (absent where the page shows none, e.g. `/home`). */
  timewindow?: { query: TimewindowQuery; now: number; maxPoints: number; hidden: HiddenParts };
  /** The history window's playback (absent for a realtime window and where the page shows no time window). */
  playback?: Playback;
  /** Widgets showing their own time-window control: what the address says of each (absent in live redraws). */
  widgetWindows?: Map<string, TimewindowQuery>;
  /** The editable predicates of the dashboard's filters, for the toolbar's filters (absent in live redraws). */
  filters?: EditablePredicate[];
  /** The user's dashboards for the toolbar's dashboard select (absent where the toolbar shows none). */
  dashboards?: { id: string; title: string }[];
  /** Where maps take their tiles from; absent when no tile provider is configured (maps draw without tiles). */
  tiles?: MapTileSource;
  /** Drawn in the editor: the draft's widgets are not live (the live stream follows the saved dashboard). */
  editing?: boolean;
  /**
   * Drawn again for a live update: the page asked for it because its own script does not draw it (a chart whose
   * island failed), so the server's drawing comes alone, without the island.
   */
  redrawn?: boolean;
}

/** The tiles of maps: the console's tile proxy on a page, the tile cache in a snapshot. */
export interface MapTileSource {
  href(tile: TileAddress): string;
  /** The provider's attribution, shown on every map with its tiles. */
  attribution: string;
}

const Context = createContext<DashboardContextValue | null>(null);

export const DashboardContextProvider = Context.Provider;

export function useDashboard(): DashboardContextValue {
  const ctx = useContext(Context);
  if (!ctx) throw new Error('dashboard views must be rendered inside a DashboardContextProvider');
  return ctx;
}
