import type { Story, StoryDefault } from '@ladle/react';
import { ForceState, NotApplicable, StateMatrix, stateNames } from '@catalogue/support/StateMatrix';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { Container } from '@design-system/primitives/Container';
import { Tag, TagList } from '@design-system/primitives/Tag';
import { tagFixtures as f } from '@fixtures/components/Tag.fixtures';

export default {
  title: 'Primitives/Tag',
  meta: {
    usage: {
      when: 'A short label for the type or topic of content (Særudstilling, Podcast); with href it filters or links to the topic.',
      props: 'label, href (then it is a link).',
      accessibility:
        'A tag without href is plain text; with href it is a link whose name is the label. Keep labels to one or two words.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => (
  <Container>
    <TagList tags={f.default} label="Emner" />
  </Container>
);
export const LongText: Story = () => (
  <Container>
    <TagList tags={f.longText} label="Emner" />
  </Container>
);
export const Minimal: Story = () => (
  <Container>
    <TagList tags={f.minimal} />
  </Container>
);
export const Empty: Story = () => (
  <Container>
    <TagList tags={f.empty} />
  </Container>
);

const stateLabels = {
  da: {
    linked: 'Med link',
    plain: 'Uden link',
    notInteractive: 'Kun en etiket: ingen mus over eller fokus',
    tags: { linked: 'Vikingetid', plain: 'Familie' },
  },
  en: {
    linked: 'Linked',
    plain: 'Plain',
    notInteractive: 'Only a label: no hover or focus',
    tags: { linked: 'Viking Age', plain: 'Family' },
  },
  de: {
    linked: 'Mit Link',
    plain: 'Ohne Link',
    notInteractive: 'Nur ein Etikett: kein Hover, kein Fokus',
    tags: { linked: 'Wikingerzeit', plain: 'Familie' },
  },
  sv: {
    linked: 'Med länk',
    plain: 'Utan länk',
    notInteractive: 'Bara en etikett: ingen hovring eller fokus',
    tags: { linked: 'Vikingatid', plain: 'Familj' },
  },
} as const;
const states = ['default', 'hover', 'focus'] as const;
const kinds = ['linked', 'plain'] as const;

/**
 * A linked and a plain tag in each state: hover and focus are forced with `data-force-state`, which the tag's own
 * hover rule and the theme's focus rule style. A plain tag is a label, not a control, so it has only its resting look;
 * neither kind has a pressed, loading or error look.
 */
export const States: Story = () => {
  const { locale } = useCatalogueSettings();
  const labels = { ...stateNames[locale], ...stateLabels[locale] };
  return (
    <Container>
      <StateMatrix
        columns={states.map((state) => ({ id: state, label: labels[state] }))}
        rows={kinds.map((kind) => ({ id: kind, label: labels[kind] }))}
        cell={(kind, state) =>
          kind === 'plain' ? (
            state === 'default' ? (
              <Tag label={labels.tags.plain} />
            ) : (
              <NotApplicable>{labels.notInteractive}</NotApplicable>
            )
          ) : (
            <ForceState state={state === 'default' ? null : state} target="a">
              <Tag label={labels.tags.linked} href={f.default[0]?.href} />
            </ForceState>
          )
        }
      />
    </Container>
  );
};
