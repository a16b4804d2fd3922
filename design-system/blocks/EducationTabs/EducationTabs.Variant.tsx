import { useText } from '@design-system/i18n/LocaleContext';
import { RichText } from '@design-system/primitives/RichText';
import { VisuallyHidden } from '@design-system/primitives/VisuallyHidden';
import { CallToAction } from '../CallToAction';
import { InfoList } from '../InfoList';
import type { EducationVariantTextModel } from './EducationTabs';

/** An audience's text: a heading for a tab panel's content (the tab names the panel, the outline needs the h2). */
export function EducationVariantText({
  text: { info, description, materials },
  hiddenHeading,
}: {
  text: EducationVariantTextModel;
  hiddenHeading?: string;
}) {
  const t = useText();
  return (
    <>
      {hiddenHeading ? <VisuallyHidden as="h2">{hiddenHeading}</VisuallyHidden> : null}
      {description.length > 0 ? <RichText value={description} /> : null}
      <InfoList items={info} />
      <CallToAction title={t('educationMaterialsHeading')} items={materials} />
    </>
  );
}
