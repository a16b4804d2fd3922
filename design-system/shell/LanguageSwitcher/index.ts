export { type LanguageOption, LanguageSwitcher } from './LanguageSwitcher';
