import { Grid } from '@design-system/primitives/Grid';
import type { HeadingLevel } from '@design-system/primitives/Heading';
import { isShowableTeaser, Teaser, type TeaserModel } from '@design-system/primitives/Teaser';

/** Teasers as a responsive grid list (1, 2, then 3 columns). Nothing renders without a showable teaser. */
export function TeaserGridList({
  items,
  headingLevel,
  featured = false,
}: {
  items: TeaserModel[];
  headingLevel: HeadingLevel;
  /** The first teaser large, across the whole row. */
  featured?: boolean;
}) {
  const shown = items.filter(isShowableTeaser);
  if (shown.length === 0) return null;
  return (
    <Grid as="ul" rowGap="xl">
      {shown.map((teaser, index) => {
        const first = featured && index === 0;
        return (
          <Grid.Item as="li" key={teaser.key} span={first ? 12 : { base: 12, sm: 6, lg: 4 }}>
            <Teaser teaser={teaser} headingLevel={headingLevel} size={first ? 'large' : 'regular'} />
          </Grid.Item>
        );
      })}
    </Grid>
  );
}
