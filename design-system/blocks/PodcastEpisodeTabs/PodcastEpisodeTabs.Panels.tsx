import { useText } from '@design-system/i18n/LocaleContext';
import { RichText, type RichTextValue } from '@design-system/primitives/RichText';
import { Stack } from '@design-system/primitives/Stack';
import { Text } from '@design-system/primitives/Text';
import type { PodcastEpisodeAboutModel } from './PodcastEpisodeTabs';
import { people, value } from './PodcastEpisodeTabs.css';

/** About the episode: its description, who takes part and who hosts. */
export function AboutPanel({ about }: { about: PodcastEpisodeAboutModel }) {
  const t = useText();
  const participants = about.participants.map((name) => name.trim()).filter(Boolean);
  return (
    <Stack gap="md">
      {about.description.length > 0 ? <RichText value={about.description} /> : null}
      {participants.length > 0 || about.host?.trim() ? (
        <dl className={people}>
          {about.host?.trim() ? (
            <>
              <Text as="dt" weight="bold">
                {t('podcastHost')}
              </Text>
              <dd className={value}>{about.host.trim()}</dd>
            </>
          ) : null}
          {participants.length > 0 ? (
            <>
              <Text as="dt" weight="bold">
                {t('podcastParticipants')}
              </Text>
              <dd className={value}>{participants.join(', ')}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </Stack>
  );
}

/** The episode's transcription. */
export function TranscriptPanel({ transcript }: { transcript: RichTextValue }) {
  return (
    <Stack gap="md">
      <RichText value={transcript} />
    </Stack>
  );
}
