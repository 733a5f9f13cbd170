/** A widget's cell rectangle on the dashboard grid. */
export interface Place {
  col: number;
  row: number;
  sizeX: number;
  sizeY: number;
}

/** The place moved or resized by whole cells, kept on the grid: inside its columns, at least one cell big. */
export function gridPlace(at: Place, by: Partial<Place>, columns: number): Place {
  const sizeX = Math.min(columns, Math.max(1, at.sizeX + (by.sizeX ?? 0)));
  const sizeY = Math.max(1, at.sizeY + (by.sizeY ?? 0));
  const col = Math.min(columns - sizeX, Math.max(0, at.col + (by.col ?? 0)));
  const row = Math.max(0, at.row + (by.row ?? 0));
  return { col, row, sizeX, sizeY };
}
