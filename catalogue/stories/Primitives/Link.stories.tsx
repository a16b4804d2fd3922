import type { Story, StoryDefault } from '@ladle/react';
import { Container } from '../../../design-system/primitives/Container';
import { Link, type LinkModel } from '../../../design-system/primitives/Link';
import { linkFixtures as f } from '../../../fixtures/components/Link.fixtures';

export default {
  title: 'Primitives/Link',
  meta: {
    usage: {
      when: 'Text that takes the visitor somewhere: inside the site, to a sister site or to another website.',
      props: 'link.kind (internal, crossSite, external), link.href, link.label, hrefLang.',
      accessibility:
        'External and cross-site links say so in their accessible name; the label must make sense out of context (no "læs mere" alone).',
    },
  },
} satisfies StoryDefault;

const Example = ({ link }: { link: LinkModel }) => (
  <Container>
    <p>
      <Link link={link} />
    </p>
  </Container>
);

export const Default: Story = () => <Example link={f.default} />;
export const LongText: Story = () => <Example link={f.longText} />;
export const Minimal: Story = () => <Example link={f.minimal} />;
export const CrossSite: Story = () => <Example link={f.crossSite} />;
/** Also shows VisuallyHidden: "(ekstern side)" is read out, not shown. */
export const External: Story = () => <Example link={f.external} />;
export const OtherLanguage: Story = () => <Example link={f.otherLanguage} />;
