export { Accordion, type AccordionItem } from './Accordion';
