import { type TemplateModel, templateComponent } from './templates';

/** Renders a page's template from the template registry. */
export function PageTemplate({ template }: { template: TemplateModel }) {
  const Template = templateComponent(template);
  return Template ? <Template {...(template.props as Record<string, unknown>)} /> : null;
}
