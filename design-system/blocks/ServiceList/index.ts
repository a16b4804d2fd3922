export { ServiceList, type ServiceListModel } from './ServiceList';
