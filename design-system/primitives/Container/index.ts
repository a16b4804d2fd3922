export { Container } from './Container';
export { container, grid } from './Container.css';
