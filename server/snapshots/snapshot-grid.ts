import type { LayoutView, WidgetView } from '../domain/dashboard/dashboard-view.ts';
import { MOBILE_MAX_WIDTH } from '../dashboards/dashboard-style.ts';
import type { Box } from './block-layout.ts';

export interface PlacedWidget {
  widget: WidgetView;
  box: Box;
}

export interface PlacedLayout {
  layout: LayoutView;
  box: Box;
}

// The right layout's share of the width beside the main one (static/css/dashboard.css).
const RIGHT_SHARE = 0.3;
const MOBILE_GAP = 8;

function desktop(layout: LayoutView, area: Box, height: number): PlacedWidget[] {
  const g = layout.grid;
  const outerX = g.outerMargin ? g.marginX : 0;
  const outerY = g.outerMargin ? g.marginY : 0;
  const cell = (area.width - 2 * outerX - (g.columns - 1) * g.marginX) / g.columns;
  const rows = Math.max(1, ...layout.widgets.map((w) => w.placement.row + w.placement.sizeY));
  // Rows as high as a column is wide, or sharing the height when the layout fills it (as the page's stylesheet does).
  const rowHeight = g.autoFillHeight ? Math.max(24, (height - 2 * outerY - (rows - 1) * g.marginY) / rows) : cell;
  return layout.widgets
    .filter((w) => !w.placement.desktopHide)
    .map((widget) => {
      const p = widget.placement;
      return {
        widget,
        box: {
          x: area.x + outerX + p.col * (cell + g.marginX),
          y: area.y + outerY + p.row * (rowHeight + g.marginY),
          width: p.sizeX * cell + (p.sizeX - 1) * g.marginX,
          height: p.sizeY * rowHeight + (p.sizeY - 1) * g.marginY,
        },
      };
    });
}

function mobile(layout: LayoutView, area: Box): { widgets: PlacedWidget[]; height: number } {
  const g = layout.grid;
  const outer = g.outerMargin ? g.marginX : 0;
  const ordered = layout.widgets
    .filter((w) => !w.placement.mobileHide)
    .sort((a, b) => (a.placement.mobileOrder ?? Infinity) - (b.placement.mobileOrder ?? Infinity) || a.placement.row - b.placement.row || a.placement.col - b.placement.col);
  let y = area.y + outer;
  const widgets = ordered.map((widget) => {
    const rows = widget.placement.mobileHeight ?? Math.max(1, Math.round((widget.placement.sizeY * 24) / g.columns));
    const box = { x: area.x + outer, y, width: area.width - 2 * outer, height: rows * g.mobileRowHeight };
    y += box.height + MOBILE_GAP;
    return { widget, box };
  });
  return { widgets, height: y - area.y };
}

/**
 * Where every widget of the dashboard's layouts falls in a picture of the given size, as the page lays them out
 * in a window of that size: on the grid beside each other (the right layout taking 30 %), or one column in
 * mobile order below upstream's mobile breakpoint.
 */
export function placeWidgets(layouts: LayoutView[], width: number, height: number): { layouts: PlacedLayout[]; widgets: PlacedWidget[] } {
  if (width <= MOBILE_MAX_WIDTH) {
    let y = 0;
    const placed: PlacedLayout[] = [];
    const widgets = layouts.flatMap((layout) => {
      const result = mobile(layout, { x: 0, y, width, height });
      placed.push({ layout, box: { x: 0, y, width, height: result.height } });
      y += result.height;
      return result.widgets;
    });
    return { layouts: placed, widgets };
  }
  const right = layouts.length > 1;
  const areas = layouts.map((layout, i): PlacedLayout => {
    const w = right ? width * (i === 0 ? 1 - RIGHT_SHARE : RIGHT_SHARE) : width;
    return { layout, box: { x: i === 0 ? 0 : width * (1 - RIGHT_SHARE), y: 0, width: w, height } };
  });
  return { layouts: areas, widgets: areas.flatMap((a) => desktop(a.layout, a.box, height)) };
}
