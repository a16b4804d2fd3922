import { useLocale, useText } from '@design-system/i18n/LocaleContext';
import { Container } from '@design-system/primitives/Container';
import { Heading } from '@design-system/primitives/Heading';
import { Link, type LinkModel } from '@design-system/primitives/Link';
import { Stack } from '@design-system/primitives/Stack';
import { Text } from '@design-system/primitives/Text';
import { item as itemClass, list } from './CallToAction.css';

/** A file to download: its label, address, type (e.g. "PDF") and size in bytes when known. */
export interface CallToActionFile {
  kind: 'file';
  label: string;
  href: string;
  fileType?: string;
  sizeBytes?: number;
}

export interface CallToActionLink {
  kind: 'link';
  link: LinkModel;
}

export type CallToActionItem = CallToActionFile | CallToActionLink;

export interface CallToActionModel {
  title?: string;
  items: CallToActionItem[];
}

/** "2,4 MB" in the page's language; bytes under a kilobyte count as 1 kB. */
export function formatFileSize(bytes: number, locale: string): string | null {
  if (!Number.isFinite(bytes) || bytes <= 0) return null;
  const units = ['kB', 'MB', 'GB'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = value < 10 && unit > 0 ? 1 : 0;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(Math.max(1, value));
  return `${number} ${units[unit]}`;
}

function usable(item: CallToActionItem): boolean {
  if (item.kind === 'file') return Boolean(item.label?.trim() && item.href?.trim());
  if (item.kind === 'link') return Boolean(item.link?.label?.trim() && item.link?.href?.trim());
  return false;
}

/** Links and downloadable files, files with their type and size. Nothing renders without a usable item. */
export function CallToAction({ title, items }: CallToActionModel) {
  const t = useText();
  const locale = useLocale();
  const shown = items.filter(usable);
  if (shown.length === 0) return null;
  return (
    <Container narrow>
      <Stack as="section" gap="md" paddingBlock="xl">
        {title ? <Heading level={2}>{title}</Heading> : null}
        <ul className={list}>
          {shown.map((entry) => {
            if (entry.kind === 'link') {
              return (
                <li key={`link-${entry.link.href}`} className={itemClass}>
                  <Link link={entry.link} />
                </li>
              );
            }
            const size = entry.sizeBytes ? formatFileSize(entry.sizeBytes, locale) : null;
            const details = [entry.fileType?.trim().toUpperCase() || t('blockFileDownload'), size].filter(Boolean);
            return (
              <li key={`file-${entry.href}`} className={itemClass}>
                <a href={entry.href}>
                  {entry.label}
                  <Text as="span" size="sm" weight="regular">
                    {' '}
                    ({details.join(', ')})
                  </Text>
                </a>
              </li>
            );
          })}
        </ul>
      </Stack>
    </Container>
  );
}
