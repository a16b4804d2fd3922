import { useText } from '../../i18n/LocaleContext';
import { skipLink } from './SkipLink.css';

export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element of every page: jumps to the main area. */
export function SkipLink({ targetId = MAIN_CONTENT_ID }: { targetId?: string }) {
  const t = useText();
  return (
    <a className={skipLink} href={`#${targetId}`}>
      {t('skipToMain')}
    </a>
  );
}
