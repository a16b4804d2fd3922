import type { GlobalProvider } from '@ladle/react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { loadAllBlocks } from '@design-system/blocks/BlockList';
import { LocaleProvider } from '@design-system/i18n';
import { loadStaticParts } from '@design-system/primitives/StaticIsland';
// The catalogue switches languages in place: it registers all four dictionaries.
import '@design-system/i18n/dictionary';
import { pageThemeStyle, siteThemeClass, themeRoot } from '@design-system/theme';
import { SettingsSwitcher } from '../support/SettingsSwitcher';
import { CatalogueSettingsContext, selectedPageTheme, useUrlSettings } from '../support/settings';
import { UsageNote } from '../support/UsageNote';
import { isUsageNote } from '../support/usage';

/**
 * Wraps every story in the site theme and language chosen in the URL (`?site=…&locale=…`), and with
 * `pageTheme=sample` in the sample page theme, set the way the runtime sets a page's theme
 * (design-system/theme/pageTheme.ts: inline CSS variables over the site theme's class).
 * Stories whose default export sets `meta: { ownsTheme: true }` render SiteShell themselves (it
 * carries its own theme class and LocaleProvider); they read the same settings through
 * `useCatalogueSettings()` and get no second theme wrapper.
 * The switcher shows in Ladle's full mode only, in Ladle's own toolbar (beside its theme, width and mode buttons),
 * so preview mode (and the axe run) sees the story alone and the story canvas holds nothing but the story.
 * In full mode the component's usage note (`meta: { usage }` on its stories file, catalogue/support/usage.ts)
 * shows above the story.
 */
export const Provider: GlobalProvider = ({ children, globalState, storyMeta }) => {
  const settings = useUrlSettings();
  const ownsTheme = storyMeta?.ownsTheme === true;
  const preview = String(globalState.mode) === 'preview';
  // The component's usage note (its stories file's meta.usage) shows above the story in full mode only.
  const usage = !preview && isUsageNote(storyMeta?.usage) ? storyMeta.usage : null;
  // Block code loads on demand (as on the site); the catalogue loads all of it before a story shows, and the static
  // parts declared so far (a part declared by a story's module loaded later shows a moment after its story).
  const [blocksReady, setBlocksReady] = useState(false);
  useEffect(() => {
    void Promise.all([loadAllBlocks(), loadStaticParts()]).then(() => setBlocksReady(true));
  }, []);

  useEffect(() => {
    document.documentElement.lang = settings.locale;
  }, [settings.locale]);

  // Ladle's toolbar (its addon panel) renders beside the story: the switcher goes into its list.
  const [toolbar, setToolbar] = useState<Element | null>(null);
  useEffect(() => {
    if (!preview) setToolbar(document.querySelector('.ladle-addons ul'));
  }, [preview]);

  return (
    <CatalogueSettingsContext.Provider value={settings}>
      {!blocksReady ? null : (
        <>
          {preview || !toolbar
            ? null
            : createPortal(
                <li className="catalogue-settings">
                  <SettingsSwitcher settings={settings} />
                </li>,
                toolbar,
              )}
          {usage ? <UsageNote usage={usage} /> : null}
          <LocaleProvider locale={settings.locale}>
            <div
              className={ownsTheme ? undefined : `${siteThemeClass[settings.site]} ${themeRoot}`}
              style={ownsTheme ? undefined : pageThemeStyle(selectedPageTheme(settings))}
              lang={settings.locale}
              data-catalogue-story={String(globalState.story)}
              // Ladle renders the story only once it has read the story's controls: tests wait for this.
              data-catalogue-ready={globalState.controlInitialized ? '' : undefined}
              data-catalogue-site={settings.site}
              data-catalogue-locale={settings.locale}
              data-catalogue-page-theme={settings.pageTheme ? 'sample' : 'none'}
            >
              {children}
            </div>
          </LocaleProvider>
        </>
      )}
    </CatalogueSettingsContext.Provider>
  );
};
