import { formatOpeningHoursToday } from '../../../design-system/format/openingHours';
import type { ShellModel } from '../../../design-system/shell/SiteShell';
import { dayStatus } from '../../domain/openingHours';
import type { CmsShellHours } from '../schemas/calendar.schema';
import { domainOpeningHours, todayOf } from './calendar.mapper';
import type { MapContext } from './context';
import { mapLink } from './link.mapper';

/**
 * The header's opening hours (spec 3 root data: openToday and today): "Åbent i dag 10.00 - 17.00" or "Lukket i dag"
 * for the request's today (closed-day exception beats open-day exception beats regular period; otherwise closed),
 * linking to practical info. Nothing when the site has no opening hours, or they cannot be read (logged).
 */
export function mapShellHours(
  hours: CmsShellHours | null | undefined,
  ctx: MapContext,
): Pick<ShellModel, 'openingHoursToday' | 'practicalInfoLink'> {
  const result: Pick<ShellModel, 'openingHoursToday' | 'practicalInfoLink'> = {};
  const openingHours = domainOpeningHours(hours?.openingHours);
  if (openingHours) {
    try {
      result.openingHoursToday = formatOpeningHoursToday(dayStatus(openingHours, todayOf(ctx)).hours, ctx.locale);
    } catch (error) {
      console.warn(`[content] Today's opening hours of ${ctx.site} left out: ${(error as Error).message}`);
    }
  }
  const link = mapLink(hours?.practicalInfo, ctx);
  if (link) result.practicalInfoLink = link;
  return result;
}
