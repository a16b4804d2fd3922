import { useText } from '@design-system/i18n/LocaleContext';
import { RichText, type RichTextValue } from '@design-system/primitives/RichText';
import type { PodcastEpisodeAboutModel } from './PodcastEpisodeTabs';
import { panel, people, term, value } from './PodcastEpisodeTabs.css';

/** About the episode: its description, who takes part and who hosts. */
export function AboutPanel({ about }: { about: PodcastEpisodeAboutModel }) {
  const t = useText();
  const participants = about.participants.map((name) => name.trim()).filter(Boolean);
  return (
    <div className={panel}>
      {about.description.length > 0 ? <RichText value={about.description} /> : null}
      {participants.length > 0 || about.host?.trim() ? (
        <dl className={people}>
          {about.host?.trim() ? (
            <>
              <dt className={term}>{t('podcastHost')}</dt>
              <dd className={value}>{about.host.trim()}</dd>
            </>
          ) : null}
          {participants.length > 0 ? (
            <>
              <dt className={term}>{t('podcastParticipants')}</dt>
              <dd className={value}>{participants.join(', ')}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </div>
  );
}

/** The episode's transcription. */
export function TranscriptPanel({ transcript }: { transcript: RichTextValue }) {
  return (
    <div className={panel}>
      <RichText value={transcript} />
    </div>
  );
}
