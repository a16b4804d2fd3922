import { useText } from '@design-system/i18n/LocaleContext';
import { Container } from '@design-system/primitives/Container';
import { Grid } from '@design-system/primitives/Grid';
import { Heading } from '@design-system/primitives/Heading';
import { Stack } from '@design-system/primitives/Stack';
import { ContactPerson, type ContactPersonModel, isReachable } from './Contact.Person';

export interface ContactModel {
  /** The block's heading (h2); "Kontakt" when the editor gave none. */
  title?: string;
  people: ContactPersonModel[];
}

/**
 * People to contact, each with tel: and mailto: links. A person without a name or without a phone
 * number or e-mail address is dropped; nothing renders when nobody is left.
 */
export function Contact({ title, people }: ContactModel) {
  const t = useText();
  return <ContactList heading={title?.trim() || t('blockContactHeading')} people={people} />;
}

/** The list both Contact and AuthorContact render. */
export function ContactList({ heading, people }: { heading: string; people: ContactPersonModel[] }) {
  const shown = people.filter(isReachable);
  if (shown.length === 0) return null;
  return (
    <Container>
      <Stack as="section" gap="lg" paddingBlock="xl">
        <Heading level={2}>{heading}</Heading>
        <Grid as="ul">
          {shown.map((person) => (
            <Grid.Item as="li" key={`${person.name}-${person.email ?? person.phone ?? ''}`} span={{ base: 12, md: 6 }}>
              <ContactPerson person={person} headingLevel={3} />
            </Grid.Item>
          ))}
        </Grid>
      </Stack>
    </Container>
  );
}
