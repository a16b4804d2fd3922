export { EducationTopic, type EducationTopicModel } from './EducationTopic';
