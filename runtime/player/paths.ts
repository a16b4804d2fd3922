/** Where the browser asks for the stored player state (runtime/player/playerStateRoute.ts). */
export const PLAYER_STATE_PATH = '/api/player-state';
