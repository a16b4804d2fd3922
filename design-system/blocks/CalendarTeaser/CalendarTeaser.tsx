import { useId } from 'react';
import { longDateOrNull } from '@design-system/format/dates';
import { useLocale, useText } from '@design-system/i18n/LocaleContext';
import { Container } from '@design-system/primitives/Container';
import { Heading } from '@design-system/primitives/Heading';
import { Link, type LinkModel } from '@design-system/primitives/Link';
import { Stack } from '@design-system/primitives/Stack';
import { isShowableTeaser, type TeaserModel } from '@design-system/primitives/Teaser';
import { TeaserGridList } from '../TeaserGrid';
import { header, overviewLink } from '../TeaserGrid/TeaserGrid.css';
import { groupDate } from './CalendarTeaser.css';

export interface CalendarTeaserModel {
  /** The block's heading (h2); "Det sker på museet" when the editor gave none. */
  title?: string;
  /** To the whole calendar. */
  link?: LinkModel | null;
  /** Events whose period covers today (the runtime chose them, closed days give none). */
  today: TeaserModel[];
  tomorrow: TeaserModel[];
  /** Today's date `yyyy-MM-dd`, shown beside "I dag". */
  todayDate?: string;
  tomorrowDate?: string;
}

/**
 * Today's and tomorrow's events (the spec: "groups today and tomorrow; empty groups are hidden").
 * Nothing renders when both groups are empty.
 */
export function CalendarTeaser({ title, link, today, tomorrow, todayDate, tomorrowDate }: CalendarTeaserModel) {
  const t = useText();
  const locale = useLocale();
  const headingId = useId();
  const groups = [
    { key: 'today', label: t('calendarToday'), date: todayDate, items: today.filter(isShowableTeaser) },
    { key: 'tomorrow', label: t('calendarTomorrow'), date: tomorrowDate, items: tomorrow.filter(isShowableTeaser) },
  ].filter((entry) => entry.items.length > 0);
  if (groups.length === 0) return null;

  return (
    <Container>
      <Stack as="section" gap="lg" paddingBlock="xl" aria-labelledby={headingId}>
        <div className={header}>
          <Heading level={2} id={headingId}>
            {title?.trim() || t('listCalendarTeaserHeading')}
          </Heading>
          {link?.href ? <Link link={link} className={overviewLink} /> : null}
        </div>
        {groups.map((entry) => {
          const date = longDateOrNull(entry.date, locale);
          return (
            <Stack key={entry.key}>
              <Heading level={3} size="small">
                {entry.label}
                {date ? (
                  <span className={groupDate}>
                    {' · '}
                    <time dateTime={entry.date}>{date}</time>
                  </span>
                ) : null}
              </Heading>
              <TeaserGridList items={entry.items} headingLevel={4} />
            </Stack>
          );
        })}
      </Stack>
    </Container>
  );
}
