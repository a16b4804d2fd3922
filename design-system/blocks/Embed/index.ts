export { Embed, type EmbedModel, JOTFORM_SCRIPT, PAPERFORM_SCRIPT } from './Embed';
