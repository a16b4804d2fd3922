import { beforeAll, describe, expect, it } from 'vitest';
import { educationTopicFixtures as f } from '../../../fixtures/components/EducationPages.fixtures';
import { loadStaticParts } from '../../primitives/StaticIsland';
import { count, renderHtml } from '../../shell/renderForTest';
import { EducationTabs } from './EducationTabs';

// Parts of these components are static parts, rendered from their code once it is loaded.
beforeAll(loadStaticParts);

describe('EducationTabs', () => {
  it('spec: "The topic page has tabs for teachers and students" – teacher first, both panels rendered', () => {
    const html = renderHtml(<EducationTabs teacher={f.default.teacher} student={f.default.student} />);
    expect(count(html, /role="tab"/)).toBe(2);
    expect(count(html, /role="tabpanel"/)).toBe(2);
    expect(html.indexOf('For læreren')).toBeLessThan(html.indexOf('For eleven'));
    expect(html).toContain('Lærervejledning');
    expect(html).toMatch(/<h2[^>]*>Materialer<\/h2>/);
  });

  it('one version only: its content under its own h2, without a tab list', () => {
    const html = renderHtml(<EducationTabs teacher={f.default.teacher} student={null} />);
    expect(html).not.toContain('role="tab"');
    expect(html).toMatch(/<h2[^>]*>For læreren<\/h2>/);
  });

  it('a version with nothing in it is not offered; none: nothing renders', () => {
    const empty = { info: [], description: [], materials: [], blocks: [] };
    expect(renderHtml(<EducationTabs teacher={empty} student={f.default.student} />)).not.toContain('role="tab"');
    expect(renderHtml(<EducationTabs teacher={empty} student={null} />)).toBe('');
  });

  it('in English the tabs say so', () => {
    const html = renderHtml(<EducationTabs teacher={f.default.teacher} student={f.default.student} />, 'en');
    expect(html).toContain('For teachers');
    expect(html).toContain('For students');
  });
});
