import type { Story, StoryDefault } from '@ladle/react';
import { ErrorView } from '@design-system/shell/ErrorView';
import { errorViewFixtures as f } from '@fixtures/components/ErrorView.fixtures';

export default {
  title: 'Shell/Error View',
  meta: {
    usage: {
      when: 'The page-not-found and server-error pages.',
      props: 'statusCode, title, message, description, homeHref.',
      accessibility: 'The title is the h1; the way back (front page link) is always there.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => <ErrorView {...f.default} />;
export const ServerError: Story = () => <ErrorView {...f.serverError} />;
export const LongText: Story = () => <ErrorView {...f.longText} />;
/** No texts from the CMS: the spec's default status message. */
export const Minimal: Story = () => <ErrorView {...f.minimal} />;
