import { createGlobalStyle } from 'styled-components';
import { cssVariables, vars } from './theme.js';
import { media } from './tokens/index.js';

/** Publishes the tokens as CSS variables and sets the document baseline. Render once at the app root. */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${cssVariables}
    color-scheme: light;
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${vars.color.background};
    color: ${vars.color.text};
    font-family: ${vars.font.family.body};
    font-size: ${vars.font.size.md};
    line-height: ${vars.font.lineHeight.normal};
    -webkit-font-smoothing: antialiased;
    /* What people type (a pasted link, a serial number) may hold no space at all: such a run breaks
       wherever it must rather than widen the page past a phone's screen. 'anywhere' rather than
       'break-word' because it also lets flex and grid items shrink below the run's length. */
    overflow-wrap: anywhere;
  }

  /* The app mounts into #root (Vite's convention); filling the viewport keeps the footer at the bottom. */
  #root {
    display: flex;
    flex-direction: column;
    min-height: 100vh;
  }

  h1, h2, h3, h4 {
    font-family: ${vars.font.family.heading};
    line-height: ${vars.font.lineHeight.tight};
    margin: 0;
  }

  p {
    margin: 0;
  }

  a {
    color: ${vars.color.link};
    text-underline-offset: 0.15em;
  }

  a:hover {
    color: ${vars.color.linkHover};
  }

  :focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 2px;
  }

  img, svg {
    display: block;
    max-width: 100%;
  }

  button, input, select, textarea {
    font: inherit;
  }

  ${media.reducedMotion} {
    *,
    *::before,
    *::after {
      scroll-behavior: auto !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
