import { FrontPage } from '../../design-system/templates/FrontPage';
import { LandingPage } from '../../design-system/templates/LandingPage';
import type { TemplateModel } from '../cms/mappers/page.mapper';

/** Picks the design system's template for a page type. */
export function PageTemplate({ template }: { template: TemplateModel }) {
  switch (template.type) {
    case 'frontPage':
      return <FrontPage {...template.props} />;
    case 'landingPage':
      return <LandingPage {...template.props} />;
    default:
      return null;
  }
}
