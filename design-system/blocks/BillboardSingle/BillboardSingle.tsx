import { Box } from '@design-system/primitives/Box';
import { Container } from '@design-system/primitives/Container';
import type { LinkModel } from '@design-system/primitives/Link';
import type { ImageModel } from '@design-system/primitives/ResponsiveImage';
import type { PageThemeColours } from '@design-system/theme/pageTheme';
import { BillboardCard } from './Billboard.Card';

/** One billboard as the design system receives it (also the items of BillboardDouble). */
export interface BillboardItemModel {
  title: string;
  description?: string;
  /** A small label above the title, e.g. "Særudstilling". */
  label?: string;
  image: ImageModel | null;
  /** The call to action; its label is the visible link text. */
  link?: LinkModel;
  /** The billboard's own colours, when the editor chose them. */
  theme?: PageThemeColours;
}

export type BillboardSingleModel = BillboardItemModel;

/** A full-width billboard: image beside a text box in the impact colours (h2). Nothing without a title. */
export function BillboardSingle(model: BillboardSingleModel) {
  if (!model.title.trim()) return null;
  return (
    <Container>
      <Box paddingBlock="xl">
        <BillboardCard {...model} headingLevel={2} layout="wide" />
      </Box>
    </Container>
  );
}
