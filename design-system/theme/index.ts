export { vars } from './contract.css';
export { themeRoot } from './global.css';
export { type PageThemeColours, pageThemeStyle } from './pageTheme';
export { siteThemeClass } from './themes.css';
