export { Footer, type FooterProps, type FooterSection } from './Footer.js';
