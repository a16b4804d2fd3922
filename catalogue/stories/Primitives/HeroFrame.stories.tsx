import type { Story, StoryDefault } from '@ladle/react';
import { Heading } from '@design-system/primitives/Heading';
import { HeroFrame } from '@design-system/primitives/HeroFrame';

/**
 * A page hero's frame: the band in the impact colours, the text beside the image from lg. The event, landing
 * page and podcast heroes are built on it.
 */
export default {
  title: 'Primitives/Hero Frame',
  meta: {
    usage: {
      when: 'The top of a page with its h1 and a large image: a new hero block starts from it.',
      props: 'split (textNarrow, textWide), children (the text, then the image).',
      accessibility: 'Purely visual: the hero inside carries the page’s one h1.',
    },
  },
} satisfies StoryDefault;

export const TextNarrow: Story = () => (
  <HeroFrame>
    <Heading level={1} size="display">
      Vikingernes verden
    </Heading>
    <p>Teksten tager fem af tolv kolonner fra lg; billedet resten.</p>
  </HeroFrame>
);

export const TextWide: Story = () => (
  <HeroFrame split="textWide">
    <Heading level={1} size="display">
      Museumspodcasten
    </Heading>
    <p>Teksten tager syv af tolv kolonner fra lg.</p>
  </HeroFrame>
);
