export { aspectRatioOf, EMBED_SANDBOX, httpsUrl, IframeEmbed, type IframeEmbedModel } from './IframeEmbed';
