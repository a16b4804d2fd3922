import { Container } from '@design-system/primitives/Container';
import { Heading } from '@design-system/primitives/Heading';
import { Stack } from '@design-system/primitives/Stack';
import { list, row, term, value as valueClass } from './InfoList.css';

export interface InfoListItem {
  /** What the value is, e.g. "Pris". */
  label: string;
  value: string;
}

export interface InfoListModel {
  title?: string;
  items: InfoListItem[];
}

/** Key/value facts as a description list. Items without a label or value are dropped; none left, nothing renders. */
export function InfoList({ title, items }: InfoListModel) {
  const shown = items.filter((entry) => entry.label?.trim() && entry.value?.trim());
  if (shown.length === 0) return null;
  return (
    <Container narrow>
      <Stack as="section" gap="md" paddingBlock="xl">
        {title ? <Heading level={2}>{title}</Heading> : null}
        <dl className={list}>
          {shown.map((entry, index) => (
            <div key={index} className={row}>
              <dt className={term}>{entry.label}</dt>
              <dd className={valueClass}>{entry.value}</dd>
            </div>
          ))}
        </dl>
      </Stack>
    </Container>
  );
}
