export type { ShellModel, SiteIdentity } from './ShellModel';
export { SiteShell } from './SiteShell';
