import type { ComponentProps, ComponentType } from 'react';
import { CalendarPage } from '../../design-system/templates/CalendarPage';
import { DetailPage } from '../../design-system/templates/DetailPage';
import { EducationLevel } from '../../design-system/templates/EducationLevel';
import { EducationOverview } from '../../design-system/templates/EducationOverview';
import { EducationTheme } from '../../design-system/templates/EducationTheme';
import { EducationTopic } from '../../design-system/templates/EducationTopic';
import { EventPage } from '../../design-system/templates/EventPage';
import { ExhibitionPage } from '../../design-system/templates/ExhibitionPage';
import { FrontPage } from '../../design-system/templates/FrontPage';
import { KnowledgeArticle } from '../../design-system/templates/KnowledgeArticle';
import { KnowledgeOverview } from '../../design-system/templates/KnowledgeOverview';
import { KnowledgeTheme } from '../../design-system/templates/KnowledgeTheme';
import { LandingPage } from '../../design-system/templates/LandingPage';
import { OverviewPage } from '../../design-system/templates/OverviewPage';
import { PodcastEpisodePage } from '../../design-system/templates/PodcastEpisodePage';
import { PodcastOverview } from '../../design-system/templates/PodcastOverview';
import { PodcastShowPage } from '../../design-system/templates/PodcastShowPage';
import { PracticalInfoOverview } from '../../design-system/templates/PracticalInfoOverview';
import { PressRelease } from '../../design-system/templates/PressRelease';
import { TicketOverview } from '../../design-system/templates/TicketOverview';
import { TicketPage } from '../../design-system/templates/TicketPage';

/**
 * The design system's page templates by name: the one list the content route renders from. A page
 * type's definition (runtime/cms/pages) picks one and maps the document to its props. Server and
 * client both import this list, so it holds components only (no GROQ, zod or mappers).
 */
export const templates = {
  frontPage: FrontPage,
  landingPage: LandingPage,
  educationLevel: EducationLevel,
  educationOverview: EducationOverview,
  educationTheme: EducationTheme,
  educationTopic: EducationTopic,
  knowledgeArticle: KnowledgeArticle,
  knowledgeOverview: KnowledgeOverview,
  knowledgeTheme: KnowledgeTheme,
  podcastEpisodePage: PodcastEpisodePage,
  podcastOverview: PodcastOverview,
  podcastShowPage: PodcastShowPage,
  exhibitionPage: ExhibitionPage,
  overviewPage: OverviewPage,
  detailPage: DetailPage,
  pressRelease: PressRelease,
  practicalInfoOverview: PracticalInfoOverview,
  calendar: CalendarPage,
  eventPage: EventPage,
  ticket: TicketPage,
  ticketOverview: TicketOverview,
} as const;

export type TemplateName = keyof typeof templates;

/** A template and its props, as the page view carries it to the client. */
export type TemplateModel =
  | { [K in TemplateName]: { type: K; props: ComponentProps<(typeof templates)[K]> } }[TemplateName]
  /** An unknown page type: an empty block list, logged. */
  | { type: 'unknown'; props: { title: string } };

/** The component for a template model (null for an unknown page type). */
export function templateComponent(model: TemplateModel): ComponentType<Record<string, unknown>> | null {
  if (model.type === 'unknown') return null;
  return templates[model.type] as unknown as ComponentType<Record<string, unknown>>;
}
