export { Button, type ButtonAsButton, type ButtonAsLink, type ButtonProps, type ButtonVariant } from './Button';
export { chevron } from './Button.css';
