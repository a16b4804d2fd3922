export { Contact, ContactList, type ContactModel } from './Contact';
export { ContactPerson, type ContactPersonModel, isReachable, mailtoHref, telHref } from './Contact.Person';
