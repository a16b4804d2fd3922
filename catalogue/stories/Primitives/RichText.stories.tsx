import type { Story, StoryDefault } from '@ladle/react';
import { Container } from '../../../design-system/primitives/Container';
import { type PortableTextBlock, RichText } from '../../../design-system/primitives/RichText';
import { richTextFixtures as f } from '../../../fixtures/components/RichText.fixtures';

export default { title: 'Primitives/Rich Text' } satisfies StoryDefault;

const Example = ({ value }: { value: PortableTextBlock[] }) => (
  <Container narrow>
    <RichText value={value} />
  </Container>
);

export const Default: Story = () => <Example value={f.default} />;
export const LongText: Story = () => <Example value={f.longText} />;
export const Minimal: Story = () => <Example value={f.minimal} />;
export const Empty: Story = () => <Example value={f.empty} />;
