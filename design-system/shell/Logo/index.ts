export { Logo, type LogoVariant } from './Logo';
export { logoMarks, logoOrDefault } from './logoMarks';
