import { z } from 'zod';
import { translate } from '@design-system/i18n/dictionary';
import type { CarouselSlide } from '@design-system/primitives/Carousel';
import { parseVideoRange } from '@design-system/primitives/Video';
import { imageSchema, linkSchema, optionalString, portableTextSchema } from '../content/common.schema';
import { IMAGE, LINK, PORTABLE_TEXT } from '../content/fragments';
import { mapImage } from '../content/image.mapper';
import { mapLink } from '../content/link.mapper';
import { mapPortableText } from '../content/portableText.mapper';
import { text } from '../content/text';
import { defineModule } from './defineModule';

/** Image and video modules: image, image detail, image slider, styled text and visual, video. */

const MUX_PLAYBACK_ID = /^[A-Za-z0-9]{10,80}$/;

const finite = (value: number | null | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

export const imageModule = defineModule({
  type: 'imageModule',
  projection: /* groq */ `{ caption, layout, "image": image${IMAGE} }`,
  schema: z.object({
    caption: optionalString,
    layout: z.enum(['full', 'contained']).nullish(),
    image: imageSchema.nullish(),
  }),
  map: (module, ctx) => ({
    _type: 'image',
    _key: module._key,
    image: mapImage(module.image, ctx.locale, ctx.images),
    caption: module.caption ?? undefined,
    layout: module.layout ?? 'contained',
  }),
});

export const imageDetailModule = defineModule({
  type: 'imageDetail',
  projection: /* groq */ `{
    heading,
    "body": body${PORTABLE_TEXT},
    caption,
    "image": image${IMAGE},
    "detail": detail{ x, y, zoom, "alt": alt[$locale] }
  }`,
  schema: z.object({
    heading: optionalString,
    body: portableTextSchema.nullish(),
    caption: optionalString,
    image: imageSchema.nullish(),
    detail: z
      .object({ x: z.number().nullish(), y: z.number().nullish(), zoom: z.number().nullish(), alt: optionalString })
      .nullish(),
  }),
  map: (module, ctx) => {
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
});

/** Image slider (title, prefix, disableLightbox, images) → the Carousel primitive; images without an asset are left out. */
export const imageSliderModule = defineModule({
  type: 'imageSlider',
  projection: /* groq */ `{
    title,
    prefix,
    disableLightbox,
    "images": images[]{ _key, caption, "image": image${IMAGE} }
  }`,
  schema: z.object({
    title: optionalString,
    prefix: optionalString,
    disableLightbox: z.boolean().nullish(),
    images: z
      .array(z.object({ _key: optionalString, caption: optionalString, image: imageSchema.nullish() }))
      .nullish(),
  }),
  map: (module, ctx) => {
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
});

export const styledTextAndVisualModule = defineModule({
  type: 'styledTextAndVisual',
  projection: /* groq */ `{
    heading,
    subheading,
    description,
    label,
    isReversed,
    "link": link${LINK},
    "image": image${IMAGE}
  }`,
  schema: z.object({
    heading: optionalString,
    subheading: optionalString,
    description: optionalString,
    label: optionalString,
    isReversed: z.boolean().nullish(),
    link: linkSchema.nullish(),
    image: imageSchema.nullish(),
  }),
  map: (module, ctx) => {
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
});

/**
 * Video (playbackId, type full|clip, caption, range, transcript, duration, poster, layout, label,
 * title, description). A clip whose range cannot be read plays in full; without a playback id or
 * a title (it names the play button) there is no video.
 */
export const videoModule = defineModule({
  type: 'video',
  projection: /* groq */ `{
    playbackId,
    type,
    caption,
    range,
    transcript,
    duration,
    "poster": poster${IMAGE},
    layout,
    label,
    title,
    description
  }`,
  schema: z.object({
    playbackId: optionalString,
    type: z.enum(['full', 'clip']).nullish(),
    caption: optionalString,
    range: optionalString,
    transcript: optionalString,
    duration: z.number().nullish(),
    poster: imageSchema.nullish(),
    layout: z.enum(['full', 'contained']).nullish(),
    label: optionalString,
    title: optionalString,
    description: optionalString,
  }),
  map: (module, ctx) => {
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
});

export const mediaModules = [
  imageModule,
  imageDetailModule,
  imageSliderModule,
  styledTextAndVisualModule,
  videoModule,
] as const;
