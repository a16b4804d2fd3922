/**
 * The browser tab's and search result's title: "Page – Site" ("Guldhornene – Nationalmuseet"). A page title that
 * already names the site (the front page's SEO title, say) is left as it is, and so is a page without a site name.
 */
export function documentTitle(pageTitle: string | null | undefined, siteName: string | null | undefined): string {
  const page = pageTitle?.trim() ?? '';
  const site = siteName?.trim() ?? '';
  if (!site) return page;
  if (!page) return site;
  if (page.toLocaleLowerCase().includes(site.toLocaleLowerCase())) return page;
  return `${page} – ${site}`;
}
