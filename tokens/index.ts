export * from './base';
export * from './breakpoints';
export * from './pageThemes';
export * from './sites';
export * from './typefaces';
