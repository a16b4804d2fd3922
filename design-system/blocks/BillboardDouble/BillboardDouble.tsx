import { Box } from '@design-system/primitives/Box';
import { Container } from '@design-system/primitives/Container';
import { Heading } from '@design-system/primitives/Heading';
import { BillboardCard, type BillboardItemModel } from '../BillboardSingle';
import { pair, pairHeading } from '../BillboardSingle/Billboard.css';

export interface BillboardDoubleModel {
  /** An optional heading over both billboards (h2; the billboards' titles then become h3). */
  title?: string;
  /** Two billboards side by side; items without a title are dropped, more than two are ignored. */
  items: BillboardItemModel[];
}

/** Two billboards side by side (stacked on small screens). Nothing renders when no item has a title. */
export function BillboardDouble({ title, items }: BillboardDoubleModel) {
  const shown = items.filter((item) => item.title.trim()).slice(0, 2);
  if (shown.length === 0) return null;
  const itemLevel = title ? 3 : 2;
  return (
    <Container>
      <Box as="section" paddingBlock="xl">
        {title ? (
          <div className={pairHeading}>
            <Heading level={2}>{title}</Heading>
          </div>
        ) : null}
        <div className={pair}>
          {shown.map((item) => (
            <BillboardCard
              key={`${item.title}-${item.link?.href ?? ''}`}
              {...item}
              headingLevel={itemLevel}
              layout="stacked"
            />
          ))}
        </div>
      </Box>
    </Container>
  );
}
