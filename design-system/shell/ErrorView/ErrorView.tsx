import { useText } from '@design-system/i18n/LocaleContext';
import { Container } from '@design-system/primitives/Container';
import { Heading } from '@design-system/primitives/Heading';
import { code, errorView } from './ErrorView.css';

/** Spec defaults: 404 "Page Not Found", any other status "Internal Server Error" (default 500). */
export function defaultStatusMessage(statusCode: number): string {
  return statusCode === 404 ? 'Page Not Found' : 'Internal Server Error';
}

export interface ErrorViewModel {
  statusCode: number;
  /** The heading; defaults to the spec's status message. */
  title?: string;
  /** The short message under the heading. */
  message?: string;
  description?: string;
  homeHref: string;
}

/** The error page: Page Not Found for 404, Internal Server Error for anything else. */
export function ErrorView({ statusCode, title, message, description, homeHref }: ErrorViewModel) {
  const t = useText();
  return (
    <Container narrow>
      <div className={errorView}>
        <p className={code}>
          {t('statusCode')} {statusCode} · {defaultStatusMessage(statusCode)}
        </p>
        <Heading level={1} size="display">
          {title ?? defaultStatusMessage(statusCode)}
        </Heading>
        {message ? <p>{message}</p> : null}
        {description ? <p>{description}</p> : null}
        <p>
          <a href={homeHref}>{t('backToFrontPage')}</a>
        </p>
      </div>
    </Container>
  );
}
