/**
 * The design system for pages the React app does not render (the identity provider's sign-in and
 * registration pages): the tokens as a plain stylesheet and the brand mark as SVG. Free of React and
 * styled-components, so a build script can import it.
 */
export { tokenStylesheet } from './tokenStylesheet.js';
export { brandMarkSvg } from './brandMark.js';
