import type { ComponentProps, ComponentType } from 'react';
import { blockTypesIn, isStaticBlock } from '@design-system/blocks/BlockList/blockRegistry';
import { lazyComponent } from '@design-system/interactivity/lazyCode';

/**
 * The design system's page templates by name: the one list the content route renders from. A page
 * type's definition (runtime/cms/pages) picks one and maps the document to its props. Each template
 * is its own chunk, so a page's first load carries its own template only: the server loads it in the
 * content route's data hook, the browser before it renders (+onBeforeRenderClient). Server and
 * client both import this list, so it holds components only (no GROQ, zod or mappers).
 */
export const templates = {
  frontPage: lazyComponent('FrontPage', () => import('@design-system/templates/FrontPage')),
  landingPage: lazyComponent('LandingPage', () => import('@design-system/templates/LandingPage')),
  educationLevel: lazyComponent('EducationLevel', () => import('@design-system/templates/EducationLevel')),
  educationOverview: lazyComponent('EducationOverview', () => import('@design-system/templates/EducationOverview')),
  educationTheme: lazyComponent('EducationTheme', () => import('@design-system/templates/EducationTheme')),
  educationTopic: lazyComponent('EducationTopic', () => import('@design-system/templates/EducationTopic')),
  knowledgeArticle: lazyComponent('KnowledgeArticle', () => import('@design-system/templates/KnowledgeArticle')),
  areaOverview: lazyComponent('AreaOverview', () => import('@design-system/templates/AreaOverview')),
  knowledgeTheme: lazyComponent('KnowledgeTheme', () => import('@design-system/templates/KnowledgeTheme')),
  podcastEpisodePage: lazyComponent('PodcastEpisodePage', () => import('@design-system/templates/PodcastEpisodePage')),
  podcastShowPage: lazyComponent('PodcastShowPage', () => import('@design-system/templates/PodcastShowPage')),
  exhibitionPage: lazyComponent('ExhibitionPage', () => import('@design-system/templates/ExhibitionPage')),
  overviewPage: lazyComponent('OverviewPage', () => import('@design-system/templates/OverviewPage')),
  detailPage: lazyComponent('DetailPage', () => import('@design-system/templates/DetailPage')),
  pressRelease: lazyComponent('PressRelease', () => import('@design-system/templates/PressRelease')),
  practicalInfoOverview: lazyComponent(
    'PracticalInfoOverview',
    () => import('@design-system/templates/PracticalInfoOverview'),
  ),
  calendar: lazyComponent('CalendarPage', () => import('@design-system/templates/CalendarPage')),
  eventPage: lazyComponent('EventPage', () => import('@design-system/templates/EventPage')),
  ticket: lazyComponent('TicketPage', () => import('@design-system/templates/TicketPage')),
  ticketOverview: lazyComponent('TicketOverview', () => import('@design-system/templates/TicketOverview')),
} as const;

export type TemplateName = keyof typeof templates;
type TemplateComponent<K extends TemplateName> = NonNullable<(typeof templates)[K]['value']>;

/** A template and its props, as the page view carries it to the client. */
export type TemplateModel =
  | { [K in TemplateName]: { type: K; props: ComponentProps<TemplateComponent<K>> } }[TemplateName]
  /** An unknown page type: an empty block list, logged. */
  | { type: 'unknown'; props: { title: string } };

/** Whether a template's own code needs no browser (its blocks aside): derived from the `'use client'` markers. */
export function isStaticTemplate(type: string): boolean {
  return Object.hasOwn(templates, type) && !templates[type as TemplateName].interactive;
}

/**
 * A page that needs no browser: a static template whose blocks are all static. A first load keeps its server HTML
 * without loading its template or blocks (PageTemplate.tsx); a client-side navigation renders it as any page.
 */
export function isStaticPage(model: TemplateModel): boolean {
  return isStaticTemplate(model.type) && [...blockTypesIn(model.props)].every(isStaticBlock);
}

type AnyTemplate = ComponentType<Record<string, unknown>>;

/** Loads a model's template (once per process or page visit); nothing to load for an unknown type. */
export async function loadTemplate(model: TemplateModel): Promise<void> {
  if (model.type !== 'unknown') await templates[model.type].load();
}

/** Whether a model's template code is loaded (always, for an unknown page type). */
export function isTemplateLoaded(model: TemplateModel): boolean {
  return model.type === 'unknown' || templates[model.type].value !== undefined;
}

/** The component for a template model (null for an unknown page type); `loadTemplate` first. */
export function templateComponent(model: TemplateModel): AnyTemplate | null {
  if (model.type === 'unknown') return null;
  const component = templates[model.type].value;
  if (!component) throw new Error(`The ${model.type} template was rendered before loadTemplate`);
  return component as unknown as AnyTemplate;
}
