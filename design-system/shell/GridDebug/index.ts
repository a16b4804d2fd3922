export { GRID_COLUMNS, GridDebug, isGridShortcut, isTypingTarget } from './GridDebug';
