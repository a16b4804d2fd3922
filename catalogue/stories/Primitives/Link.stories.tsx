import type { Story, StoryDefault } from '@ladle/react';
import { Container } from '../../../design-system/primitives/Container';
import { Link, type LinkModel } from '../../../design-system/primitives/Link';
import { linkFixtures as f } from '../../../fixtures/components/Link.fixtures';

export default { title: 'Primitives/Link' } satisfies StoryDefault;

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
