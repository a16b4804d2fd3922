export { PressRelease, type PressReleaseModel } from './PressRelease';
