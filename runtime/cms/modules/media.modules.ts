import { translate } from '@design-system/i18n/dictionary';
import type { CarouselSlide } from '@design-system/primitives/Carousel';
import { parseVideoRange } from '@design-system/primitives/Video';
import { mapImage } from '../content/image.mapper';
import { mapLink } from '../content/link.mapper';
import { mapPortableText } from '../content/portableText.mapper';
import { type ModuleMappers, text } from './defineModule';

const MUX_PLAYBACK_ID = /^[A-Za-z0-9]{10,80}$/;

const finite = (value: number | null | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** Image and video modules: image, image detail, image slider, styled text and visual, video. */
export const mediaMappers: ModuleMappers<
  'imageModule' | 'imageDetail' | 'imageSlider' | 'styledTextAndVisual' | 'video'
> = {
  imageModule: (module, ctx) => ({
    _type: 'image',
    _key: module._key,
    image: mapImage(module.image, ctx.locale, ctx.images),
    caption: module.caption ?? undefined,
    layout: module.layout ?? 'contained',
  }),

  imageDetail: (module, ctx) => {
    const image = mapImage(module.image, ctx.locale, ctx.images);
    const body = mapPortableText(module.body, ctx);
    const heading = text(module.heading);
    if (!image && !heading && body.length === 0) return null;
    const detail = module.detail;
    return {
      _type: 'imageDetail',
      _key: module._key,
      heading,
      body,
      image,
      caption: text(module.caption),
      detail:
        detail && typeof detail.x === 'number' && typeof detail.y === 'number'
          ? {
              x: detail.x,
              y: detail.y,
              zoom: finite(detail.zoom, 2.5),
              alt: text(detail.alt) ?? translate(ctx.locale, 'imageGenericAlt'),
            }
          : undefined,
    };
  },

  /** Image slider (title, prefix, disableLightbox, images) → the Carousel primitive; images without an asset are left out. */
  imageSlider: (module, ctx) => {
    const slides = (module.images ?? []).flatMap((entry): CarouselSlide[] => {
      const image = mapImage(entry.image, ctx.locale, ctx.images);
      return image ? [{ image, caption: text(entry.caption) }] : [];
    });
    if (slides.length === 0) return null;
    return {
      _type: 'imageSlider',
      _key: module._key,
      title: text(module.title),
      prefix: text(module.prefix),
      disableLightbox: module.disableLightbox === true,
      slides,
    };
  },

  styledTextAndVisual: (module, ctx) => {
    const heading = text(module.heading);
    if (!heading) return null;
    return {
      _type: 'styledTextAndVisual',
      _key: module._key,
      heading,
      subheading: text(module.subheading),
      description: text(module.description),
      label: text(module.label),
      isReversed: module.isReversed === true,
      link: mapLink(module.link, ctx) ?? undefined,
      image: mapImage(module.image, ctx.locale, ctx.images),
    };
  },

  /**
   * Video (playbackId, type full|clip, caption, range, transcript, duration, poster, layout, label,
   * title, description). A clip whose range cannot be read plays in full; without a playback id or
   * a title (it names the play button) there is no video.
   */
  video: (module, ctx) => {
    const playbackId = module.playbackId?.trim();
    const title = text(module.title) ?? text(module.label);
    if (!playbackId || !MUX_PLAYBACK_ID.test(playbackId) || !title) return null;
    const range = module.type === 'clip' && parseVideoRange(module.range) ? text(module.range) : undefined;
    return {
      _type: 'video',
      _key: module._key,
      playbackId,
      type: range ? 'clip' : 'full',
      range,
      poster: mapImage(module.poster, ctx.locale, ctx.images),
      title,
      label: text(module.title) ? text(module.label) : undefined,
      description: text(module.description),
      caption: text(module.caption),
      transcript: text(module.transcript),
      layout: module.layout === 'full' ? 'full' : 'contained',
    };
  },
};
