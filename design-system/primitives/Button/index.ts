export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { chevron } from './Button.css';
