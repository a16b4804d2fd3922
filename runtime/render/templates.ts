import type { ComponentProps, ComponentType } from 'react';
import { blockTypesIn, isStaticBlock } from '@design-system/blocks/BlockList/blockRegistry';

/**
 * The design system's page templates by name: the one list the content route renders from. A page
 * type's definition (runtime/cms/pages) picks one and maps the document to its props. Each template
 * is its own chunk, so a page's first load carries its own template only: the server loads it in the
 * content route's data hook, the browser before it renders (+onBeforeRenderClient). Server and
 * client both import this list, so it holds components only (no GROQ, zod or mappers).
 */
export const templateLoaders = {
  frontPage: () => import('@design-system/templates/FrontPage').then((module) => module.FrontPage),
  landingPage: () => import('@design-system/templates/LandingPage').then((module) => module.LandingPage),
  educationLevel: () => import('@design-system/templates/EducationLevel').then((module) => module.EducationLevel),
  educationOverview: () =>
    import('@design-system/templates/EducationOverview').then((module) => module.EducationOverview),
  educationTheme: () => import('@design-system/templates/EducationTheme').then((module) => module.EducationTheme),
  educationTopic: () => import('@design-system/templates/EducationTopic').then((module) => module.EducationTopic),
  knowledgeArticle: () => import('@design-system/templates/KnowledgeArticle').then((module) => module.KnowledgeArticle),
  knowledgeOverview: () =>
    import('@design-system/templates/KnowledgeOverview').then((module) => module.KnowledgeOverview),
  knowledgeTheme: () => import('@design-system/templates/KnowledgeTheme').then((module) => module.KnowledgeTheme),
  podcastEpisodePage: () =>
    import('@design-system/templates/PodcastEpisodePage').then((module) => module.PodcastEpisodePage),
  podcastOverview: () => import('@design-system/templates/PodcastOverview').then((module) => module.PodcastOverview),
  podcastShowPage: () => import('@design-system/templates/PodcastShowPage').then((module) => module.PodcastShowPage),
  exhibitionPage: () => import('@design-system/templates/ExhibitionPage').then((module) => module.ExhibitionPage),
  overviewPage: () => import('@design-system/templates/OverviewPage').then((module) => module.OverviewPage),
  detailPage: () => import('@design-system/templates/DetailPage').then((module) => module.DetailPage),
  pressRelease: () => import('@design-system/templates/PressRelease').then((module) => module.PressRelease),
  practicalInfoOverview: () =>
    import('@design-system/templates/PracticalInfoOverview').then((module) => module.PracticalInfoOverview),
  calendar: () => import('@design-system/templates/CalendarPage').then((module) => module.CalendarPage),
  eventPage: () => import('@design-system/templates/EventPage').then((module) => module.EventPage),
  ticket: () => import('@design-system/templates/TicketPage').then((module) => module.TicketPage),
  ticketOverview: () => import('@design-system/templates/TicketOverview').then((module) => module.TicketOverview),
} as const;

export type TemplateName = keyof typeof templateLoaders;
type TemplateComponent<K extends TemplateName> = Awaited<ReturnType<(typeof templateLoaders)[K]>>;

/** A template and its props, as the page view carries it to the client. */
export type TemplateModel =
  | { [K in TemplateName]: { type: K; props: ComponentProps<TemplateComponent<K>> } }[TemplateName]
  /** An unknown page type: an empty block list, logged. */
  | { type: 'unknown'; props: { title: string } };

/**
 * Templates whose own code (heroes, teaser grids…, not counting the blocks of their BlockList) needs no browser: no
 * state, effect, ref or event handler (templates.test.ts reads their import graphs and fails when a mark is wrong).
 */
const STATIC_TEMPLATES: ReadonlySet<string> = new Set<TemplateName>([
  'frontPage',
  'landingPage',
  'educationLevel',
  'educationOverview',
  'educationTheme',
  'knowledgeOverview',
  'knowledgeTheme',
  'podcastOverview',
  'exhibitionPage',
  'detailPage',
  'pressRelease',
  'practicalInfoOverview',
  'calendar',
  'eventPage',
  'ticket',
  'ticketOverview',
]);

/** Whether a template's own code needs no browser (its blocks aside). */
export function isStaticTemplate(type: string): boolean {
  return STATIC_TEMPLATES.has(type);
}

/**
 * A page that needs no browser: a static template whose blocks are all static. A first load keeps its server HTML
 * without loading its template or blocks (PageTemplate.tsx); a client-side navigation renders it as any page.
 */
export function isStaticPage(model: TemplateModel): boolean {
  return isStaticTemplate(model.type) && [...blockTypesIn(model.props)].every(isStaticBlock);
}

type AnyTemplate = ComponentType<Record<string, unknown>>;
const loaded = new Map<TemplateName, AnyTemplate>();

/** Loads a model's template (once per process or page visit); nothing to load for an unknown type. */
export async function loadTemplate(model: TemplateModel): Promise<void> {
  if (model.type === 'unknown' || loaded.has(model.type)) return;
  loaded.set(model.type, (await templateLoaders[model.type]()) as unknown as AnyTemplate);
}

/** Whether a model's template code is loaded (always, for an unknown page type). */
export function isTemplateLoaded(model: TemplateModel): boolean {
  return model.type === 'unknown' || loaded.has(model.type);
}

/** The component for a template model (null for an unknown page type); `loadTemplate` first. */
export function templateComponent(model: TemplateModel): AnyTemplate | null {
  if (model.type === 'unknown') return null;
  const component = loaded.get(model.type);
  if (!component) throw new Error(`The ${model.type} template was rendered before loadTemplate`);
  return component;
}
