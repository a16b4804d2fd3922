import { useText } from '@design-system/i18n/LocaleContext';
import { Heading, type HeadingLevel } from '@design-system/primitives/Heading';
import { type ImageModel, ResponsiveImage } from '@design-system/primitives/ResponsiveImage';
import { Stack } from '@design-system/primitives/Stack';
import { Text } from '@design-system/primitives/Text';
import { card, photo, reach, withPhoto } from './Contact.css';

/** A person to contact (a contact module's people, a press release's authors). */
export interface ContactPersonModel {
  name: string;
  /** Role or title, e.g. "Presseansvarlig". */
  title?: string;
  phone?: string;
  email?: string;
  /** The excerpt or bio, plain text. */
  bio?: string;
  image?: ImageModel | null;
}

/** tel: address from a phone number as people write it ("+45 33 13 44 11"), or null without digits. */
export function telHref(phone: string | undefined): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  if (digits.length < 3) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** mailto: address for a plausible e-mail address, or null. */
export function mailtoHref(email: string | undefined): string | null {
  if (!email) return null;
  const trimmed = email.trim();
  return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(trimmed) ? `mailto:${trimmed}` : null;
}

/** A person can be shown with a name and at least one way to reach them. */
export function isReachable(person: ContactPersonModel): boolean {
  return Boolean(person.name?.trim() && (telHref(person.phone) || mailtoHref(person.email)));
}

/** One person's card: photo, name (a heading), role, phone and e-mail links, bio. */
export function ContactPerson({ person, headingLevel }: { person: ContactPersonModel; headingLevel: HeadingLevel }) {
  const t = useText();
  const tel = telHref(person.phone);
  const mailto = mailtoHref(person.email);
  return (
    <article className={person.image ? `${card} ${withPhoto}` : card}>
      {person.image ? (
        <div className={photo}>
          <ResponsiveImage image={person.image} sizes="8rem" />
        </div>
      ) : null}
      <Stack gap="sm">
        <Stack gap="2xs">
          <Heading level={headingLevel} size="small">
            {person.name}
          </Heading>
          {person.title ? <Text tone="muted">{person.title}</Text> : null}
        </Stack>
        <dl className={reach}>
          {tel ? (
            <div>
              <Text as="dt" size="sm" tone="muted">
                {t('blockPhone')}
              </Text>
              <dd>
                <a href={tel}>{person.phone?.trim()}</a>
              </dd>
            </div>
          ) : null}
          {mailto ? (
            <div>
              <Text as="dt" size="sm" tone="muted">
                {t('blockEmail')}
              </Text>
              <dd>
                <a href={mailto}>{person.email?.trim()}</a>
              </dd>
            </div>
          ) : null}
        </dl>
        {person.bio ? <Text size="sm">{person.bio}</Text> : null}
      </Stack>
    </article>
  );
}
