import { defineEducationParent } from './education.common';

/** An education theme: breadcrumb (overview → level → theme), hero, and every topic of the theme. */
export const educationThemeDefinition = defineEducationParent({ type: 'educationTheme' });
