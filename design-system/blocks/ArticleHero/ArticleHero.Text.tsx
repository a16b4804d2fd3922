import { longDateOrNull } from '@design-system/format/dates';
import { useLocale, useText } from '@design-system/i18n/LocaleContext';
import { Container } from '@design-system/primitives/Container';
import { Heading } from '@design-system/primitives/Heading';
import { Text } from '@design-system/primitives/Text';
import type { ArticleHeroTextModel } from './ArticleHero';
import { intro as introClass, label as labelClass, text } from './ArticleHero.css';

/** The article hero's text: its label, the page's h1, an intro, the date and authors. */
export function ArticleHeroText({ title, label, intro, publishedAt, authors = [] }: ArticleHeroTextModel) {
  const t = useText();
  const locale = useLocale();
  const date = longDateOrNull(publishedAt, locale);
  const names = authors.map((name) => name.trim()).filter(Boolean);
  return (
    <Container narrow>
      <div className={text}>
        {label ? <p className={labelClass}>{label}</p> : null}
        <Heading level={1} size="display">
          {title}
        </Heading>
        {intro ? <p className={introClass}>{intro}</p> : null}
        {date || names.length > 0 ? (
          <Text size="sm" tone="muted">
            {date ? (
              <>
                {t('articlePublished')} <time dateTime={publishedAt}>{date}</time>
              </>
            ) : null}
            {date && names.length > 0 ? ' · ' : null}
            {names.length > 0 ? `${t('articleBy')} ${names.join(', ')}` : null}
          </Text>
        ) : null}
      </div>
    </Container>
  );
}
