export { EducationTheme, type EducationThemeModel } from './EducationTheme';
