import { useText } from '@design-system/i18n/LocaleContext';
import { skipLink } from './SkipLink.css';

export const MAIN_CONTENT_ID = 'main-content';

/** The skip link's own id: after a keyboard navigation to a new path it receives focus. */
export const SKIP_LINK_ID = 'skip-link';

/** The first focusable element of every page: jumps to the main area. */
export function SkipLink({ targetId = MAIN_CONTENT_ID }: { targetId?: string }) {
  const t = useText();
  return (
    <a id={SKIP_LINK_ID} className={skipLink} href={`#${targetId}`}>
      {t('skipToMain')}
    </a>
  );
}
