import type { Story, StoryDefault } from '@ladle/react';
import { Container } from '@design-system/primitives/Container';
import { Stack } from '@design-system/primitives/Stack';
import { Text } from '@design-system/primitives/Text';
import { textFixtures as f, type TextFixture } from '@fixtures/components/Text.fixtures';

export default {
  title: 'Primitives/Text',
  meta: {
    usage: {
      when: 'Body text in a size, weight or tone of the type scale, when no other component fits.',
      props: 'as (p, span, div), size, weight, tone (muted), lang for a quote in another language.',
      accessibility: 'Muted tone is AA-checked in every theme; set lang on text in another language than the page.',
    },
  },
} satisfies StoryDefault;

const Example = ({ text, ...props }: TextFixture) => (
  <Container narrow>
    <Text {...props}>{text}</Text>
  </Container>
);

export const Default: Story = () => <Example {...f.default} />;
export const Muted: Story = () => <Example {...f.muted} />;
export const Large: Story = () => <Example {...f.large} />;
export const LongText: Story = () => <Example {...f.longText} />;
export const Minimal: Story = () => <Example {...f.minimal} />;
/** Every size of the type scale for running text, and both tones. */
export const Sizes: Story = () => (
  <Container narrow>
    <Stack gap="sm">
      {(['lg', 'md', 'sm', 'xs'] as const).map((size) => (
        <Text key={size} size={size}>
          {size}: Egtvedpigens dragt og bælteplade
        </Text>
      ))}
      <Text tone="muted">muted: Foto: Nationalmuseet</Text>
    </Stack>
  </Container>
);
