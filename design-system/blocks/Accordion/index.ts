export { Accordion, type AccordionModel, type AccordionSectionModel } from './Accordion';
