export * from './base';
export * from './breakpoints';
export * from './sites';
