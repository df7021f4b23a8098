import type { Preview } from '@storybook/react-vite';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../src/GlobalStyle.js';
import { theme } from '../src/theme.js';

const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <Story />
      </ThemeProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    viewport: { options: MINIMAL_VIEWPORTS },
  },
};

export default preview;
