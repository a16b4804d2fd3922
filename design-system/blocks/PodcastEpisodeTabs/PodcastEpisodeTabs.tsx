import { useText } from '@design-system/i18n/LocaleContext';
import { Container } from '@design-system/primitives/Container';
import { Heading } from '@design-system/primitives/Heading';
import type { RichTextValue } from '@design-system/primitives/RichText';
import { type StaticData, staticPart } from '@design-system/primitives/StaticIsland';
import { Tabs } from '@design-system/primitives/Tabs';
import { VisuallyHidden } from '@design-system/primitives/VisuallyHidden';
import { section } from './PodcastEpisodeTabs.css';

// Only the tabs need a browser: a first load keeps the panels' server HTML (rich text) without their code.
const About = staticPart('the episode’s about text', () =>
  import('./PodcastEpisodeTabs.Panels').then((module) => module.AboutPanel),
);
const Transcript = staticPart('the episode’s transcript', () =>
  import('./PodcastEpisodeTabs.Panels').then((module) => module.TranscriptPanel),
);

/** About the episode: its description, who takes part and who hosts. */
export interface PodcastEpisodeAboutModel {
  description: RichTextValue;
  participants: string[];
  host?: string;
}

/** Built by `episodeTabs` (./episodeTabs.ts): each part as static data, or null when there is nothing to show. */
export interface PodcastEpisodeTabsModel {
  about?: StaticData<PodcastEpisodeAboutModel> | null;
  /** The transcription as rich text. */
  transcript?: StaticData<RichTextValue> | null;
}

/**
 * Spec: "Podcast tabs appear only when both tab contents exist." With the about text and the
 * transcript: WAI-ARIA tabs (about first); with one of them: that part under its own h2; with
 * neither: nothing.
 */
export function PodcastEpisodeTabs({ about, transcript }: PodcastEpisodeTabsModel) {
  const t = useText();
  if (!about && !transcript) return null;
  const aboutPanel = about ? <About about={about} /> : null;
  const transcriptPanel = transcript ? <Transcript transcript={transcript} /> : null;
  return (
    <Container narrow>
      <div className={section}>
        {aboutPanel && transcriptPanel ? (
          <Tabs
            label={t('podcastAbout')}
            tabs={[
              {
                id: 'about',
                label: t('podcastAbout'),
                content: (
                  <>
                    <VisuallyHidden as="h2">{t('podcastAbout')}</VisuallyHidden>
                    {aboutPanel}
                  </>
                ),
              },
              {
                id: 'transcript',
                label: t('podcastTranscript'),
                content: (
                  <>
                    <VisuallyHidden as="h2">{t('podcastTranscript')}</VisuallyHidden>
                    {transcriptPanel}
                  </>
                ),
              },
            ]}
          />
        ) : (
          <>
            <Heading level={2}>{aboutPanel ? t('podcastAbout') : t('podcastTranscript')}</Heading>
            {aboutPanel ?? transcriptPanel}
          </>
        )}
      </div>
    </Container>
  );
}
