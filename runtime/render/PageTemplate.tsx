import { StaticIsland } from '@design-system/primitives/StaticIsland';
import { loadPageCode } from './pageCode';
import { isStaticPage, isTemplateLoaded, type TemplateModel, templateComponent } from './templates';

/**
 * Renders a page's template from the template registry. A static page (no interactive code in its template or
 * blocks) renders in a static island: a first load keeps its server HTML and loads none of its code.
 */
export function PageTemplate({ template }: { template: TemplateModel }) {
  if (!isStaticPage(template)) return <Template template={template} />;
  return (
    <StaticIsland
      name={`the ${template.type} template`}
      ready={isTemplateLoaded(template)}
      load={() => loadPageCode(template)}
    >
      {() => <Template template={template} />}
    </StaticIsland>
  );
}

function Template({ template }: { template: TemplateModel }) {
  const Component = templateComponent(template);
  return Component ? <Component {...(template.props as Record<string, unknown>)} /> : null;
}
