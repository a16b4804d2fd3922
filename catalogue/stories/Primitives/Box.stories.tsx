import type { Story, StoryDefault } from '@ladle/react';
import { Box } from '../../../design-system/primitives/Box';
import { Container } from '../../../design-system/primitives/Container';
import { Text } from '../../../design-system/primitives/Text';
import { type BoxFixture, boxFixtures as f } from '../../../fixtures/components/Box.fixtures';

export default { title: 'Primitives/Box' } satisfies StoryDefault;

const Example = ({ paragraphs, ...box }: BoxFixture) => (
  <Container>
    <Box {...box}>
      {paragraphs.map((text) => (
        <Text key={text}>{text}</Text>
      ))}
    </Box>
  </Container>
);

export const Default: Story = () => <Example {...f.default} />;
export const Impact: Story = () => <Example {...f.impact} />;
export const LongText: Story = () => <Example {...f.longText} />;
export const Minimal: Story = () => <Example {...f.minimal} />;
export const Empty: Story = () => <Example {...f.empty} />;
