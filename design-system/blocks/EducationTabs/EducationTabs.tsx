import { useText } from '../../i18n/LocaleContext';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { RichText, type RichTextValue } from '../../primitives/RichText';
import { Tabs } from '../../primitives/Tabs';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { BlockList, type BlockModel } from '../BlockList';
import { CallToAction, type CallToActionItem } from '../CallToAction';
import { InfoList, type InfoListItem } from '../InfoList';
import { section, variant as variantClass } from './EducationTabs.css';

/** One audience's version of an education topic (spec 3: info, description, materials, modules). */
export interface EducationVariantModel {
  info: InfoListItem[];
  description: RichTextValue;
  materials: CallToActionItem[];
  blocks: BlockModel[];
}

export interface EducationTabsModel {
  teacher?: EducationVariantModel | null;
  student?: EducationVariantModel | null;
}

function hasContent(model: EducationVariantModel | null | undefined): model is EducationVariantModel {
  return Boolean(
    model &&
      (model.info.length > 0 || model.description.length > 0 || model.materials.length > 0 || model.blocks.length > 0),
  );
}

/** A heading for a tab panel's content (the tab names the panel, the outline needs the h2). */
function Variant({ model, hiddenHeading }: { model: EducationVariantModel; hiddenHeading?: string }) {
  const t = useText();
  return (
    <div className={variantClass}>
      {hiddenHeading ? <VisuallyHidden as="h2">{hiddenHeading}</VisuallyHidden> : null}
      {model.description.length > 0 ? <RichText value={model.description} /> : null}
      <InfoList items={model.info} />
      <CallToAction title={t('educationMaterialsHeading')} items={model.materials} />
      <BlockList blocks={model.blocks} />
    </div>
  );
}

/**
 * Spec 2: "The topic page has tabs for teachers and students." Both versions: WAI-ARIA tabs; only
 * one: its content under its own heading, without a tab list; none: nothing.
 */
export function EducationTabs({ teacher, student }: EducationTabsModel) {
  const t = useText();
  const tabs = [
    hasContent(teacher) ? { id: 'teacher', label: t('educationTeacher'), model: teacher } : null,
    hasContent(student) ? { id: 'student', label: t('educationStudent'), model: student } : null,
  ].filter((tab) => tab !== null);
  if (tabs.length === 0) return null;
  return (
    <Container>
      <section className={section} aria-label={t('educationAudience')}>
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
      </section>
    </Container>
  );
}
