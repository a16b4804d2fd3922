import { useText } from '@design-system/i18n/LocaleContext';
import { RichText, type RichTextValue } from '@design-system/primitives/RichText';
import { VisuallyHidden } from '@design-system/primitives/VisuallyHidden';
import { CallToAction, type CallToActionItem } from '../CallToAction';
import { InfoList, type InfoListItem } from '../InfoList';

/** An audience's text: a heading for a tab panel's content (the tab names the panel, the outline needs the h2). */
export function EducationVariantText({
  info,
  description,
  materials,
  hiddenHeading,
}: {
  info: InfoListItem[];
  description: RichTextValue;
  materials: CallToActionItem[];
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
