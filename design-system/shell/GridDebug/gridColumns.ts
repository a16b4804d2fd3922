export const GRID_COLUMNS = 12;
