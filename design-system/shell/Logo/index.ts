export { Logo, type LogoVariant, logoMarks, logoOrDefault } from './Logo';
