export { Container } from './Container';
export { container } from './Container.css';
