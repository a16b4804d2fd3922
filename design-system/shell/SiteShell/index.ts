export { loadFooterNow } from '../Footer/Footer.Deferred';
export type { ShellModel, SiteIdentity } from './ShellModel';
export { type ShellLayout, SiteShell } from './SiteShell';
