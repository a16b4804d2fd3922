import { defineEducationParent } from './education.common';

/** A school level: breadcrumb (overview → level), hero, and its themes (themes whose parent it is). */
export const educationLevelDefinition = defineEducationParent({ type: 'educationLevel' });
