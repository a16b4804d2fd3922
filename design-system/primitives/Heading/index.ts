export { Heading, type HeadingLevel } from './Heading';
export { TitleTagContext, useTitleTag } from './titleTag';
