import { useText } from '@design-system/i18n/LocaleContext';
import { Container } from '@design-system/primitives/Container';
import { Heading } from '@design-system/primitives/Heading';
import type { RichTextValue } from '@design-system/primitives/RichText';
import { Stack } from '@design-system/primitives/Stack';
import { type StaticData, staticPart } from '@design-system/primitives/StaticIsland';
import { Tabs } from '@design-system/primitives/Tabs';
import { BlockList, type BlockModel } from '../BlockList';
import type { CallToActionItem } from '../CallToAction';
import type { InfoListItem } from '../InfoList';
import { variant as variantClass } from './EducationTabs.css';

const VariantText = staticPart('an audience’s text', () =>
  import('./EducationTabs.Variant').then((module) => module.EducationVariantText),
);

/** An audience's text: info, description and materials. */
export interface EducationVariantTextModel {
  info: InfoListItem[];
  description: RichTextValue;
  materials: CallToActionItem[];
}

/**
 * One audience's version of an education topic (the spec: info, description, materials, modules), built by
 * `educationVariant()` (./educationVariant.ts), which leaves out a version with nothing in it.
 */
export interface EducationVariantModel {
  /** Read only by the version's static part. */
  text: StaticData<EducationVariantTextModel>;
  blocks: BlockModel[];
}

export interface EducationTabsModel {
  teacher?: EducationVariantModel | null;
  student?: EducationVariantModel | null;
}

/**
 * One audience's version in a tab panel (or alone): its text, info and materials as a static part (kept as server
 * HTML on a first load without their code), then its modules, which may be interactive.
 */
function Variant({ model, hiddenHeading }: { model: EducationVariantModel; hiddenHeading?: string }) {
  return (
    <div className={variantClass}>
      <VariantText text={model.text} hiddenHeading={hiddenHeading} />
      <BlockList blocks={model.blocks} />
    </div>
  );
}

/**
 * Spec: "The topic page has tabs for teachers and students." Both versions: WAI-ARIA tabs; only
 * one: its content under its own heading, without a tab list; none: nothing.
 */
export function EducationTabs({ teacher, student }: EducationTabsModel) {
  const t = useText();
  const tabs = [
    teacher ? { id: 'teacher', label: t('educationTeacher'), model: teacher } : null,
    student ? { id: 'student', label: t('educationStudent'), model: student } : null,
  ].filter((tab) => tab !== null);
  if (tabs.length === 0) return null;
  return (
    <Container>
      <Stack as="section" gap="md" paddingBlock="xl" aria-label={t('educationAudience')}>
        {tabs.length === 1 && tabs[0] ? (
          <>
            <Heading level={2}>{tabs[0].label}</Heading>
            <Variant model={tabs[0].model} />
          </>
        ) : (
          <Tabs
            label={t('educationAudience')}
            tabs={tabs.map((tab) => ({
              id: tab.id,
              label: tab.label,
              content: <Variant model={tab.model} hiddenHeading={tab.label} />,
            }))}
          />
        )}
      </Stack>
    </Container>
  );
}
