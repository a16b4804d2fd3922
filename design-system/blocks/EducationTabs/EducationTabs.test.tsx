// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadStaticParts } from '@design-system/primitives/StaticIsland';
import { render, screen, userEvent } from '@design-system/testing/render';
import { educationTopicFixtures as f } from '@fixtures/components/EducationPages.fixtures';
import { EducationTabs } from './EducationTabs';
import { educationVariant } from './educationVariant';

// Parts of these components are static parts, rendered from their code once it is loaded.
beforeAll(loadStaticParts);

describe('EducationTabs', () => {
  it('spec: "The topic page has tabs for teachers and students" – teacher first, both panels rendered', () => {
    const { container } = render(<EducationTabs teacher={f.default.teacher} student={f.default.student} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['For læreren', 'For eleven']);
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(2);
    expect(container).toHaveTextContent('Lærervejledning');
    expect(screen.getByRole('heading', { level: 2, name: 'Materialer' })).toBeInTheDocument();
  });

  it('the student tab shows the student’s version', async () => {
    const user = userEvent.setup();
    render(<EducationTabs teacher={f.default.teacher} student={f.default.student} />);
    await user.click(screen.getByRole('tab', { name: 'For eleven' }));
    expect(screen.getByRole('tabpanel', { name: 'For eleven' })).toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'For læreren' })).toBeNull();
  });

  it('one version only: its content under its own h2, without a tab list', () => {
    render(<EducationTabs teacher={f.default.teacher} student={null} />);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'For læreren' })).toBeInTheDocument();
  });

  it('a version with nothing in it is not offered; none: nothing renders', () => {
    const empty = educationVariant({ info: [], description: [], materials: [], blocks: [] });
    expect(empty).toBeNull();
    render(<EducationTabs teacher={empty} student={f.default.student} />);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(renderToStaticMarkup(<EducationTabs teacher={empty} student={null} />)).toBe('');
  });

  it('in English the tabs say so', () => {
    render(<EducationTabs teacher={f.default.teacher} student={f.default.student} />, { locale: 'en' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['For teachers', 'For students']);
  });
});
