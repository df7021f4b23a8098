import { vars } from '../theme.js';

/**
 * A chevron drawn with two borders, pointing down; size it where it is used. Put chevronOpenCss
 * under the selector that means open, where it points up.
 */
export const chevronCss = `
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: translateY(-25%) rotate(45deg);
  transition: transform ${vars.motion.duration.fast} ${vars.motion.easing.standard};
`;

export const chevronOpenCss = `
  transform: translateY(25%) rotate(-135deg);
`;
