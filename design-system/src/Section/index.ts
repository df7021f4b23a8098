export { Section, type SectionProps, type SectionTone } from './Section.js';
