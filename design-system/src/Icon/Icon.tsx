import { forwardRef, type SVGAttributes } from 'react';
import styled from 'styled-components';

/** Line drawings on a 24-unit grid, stroked in the current text colour. */
const ICON_PATHS = {
  check: 'M5 12.5l4.5 4.5L19 7.5',
  clock: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 7v5l3.5 2',
  alert: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 7.5v5.5M12 16.5v.5',
  warning: 'M12 3.5L22 20.5H2ZM12 10v4.5M12 17.5v.5',
  phone:
    'M6.5 3.5h3l1.5 4.5-2 1.5a11 11 0 0 0 5.5 5.5l1.5-2 4.5 1.5v3a2 2 0 0 1-2 2A16.5 16.5 0 0 1 4.5 5.5a2 2 0 0 1 2-2',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21M12 7a2.5 2.5 0 1 0 0 5a2.5 2.5 0 1 0 0-5',
  map: 'M3 6.5l6-2.5 6 2.5 6-2.5v13.5l-6 2.5-6-2.5-6 2.5ZM9 4v13.5M15 6.5V20',
  mic: 'M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21',
  micOff:
    'M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M4 4l16 16',
  video: 'M3 7h12v10H3ZM15 10.5l6-3.5v10l-6-3.5',
  videoOff: 'M3 7h12v10H3ZM15 10.5l6-3.5v10l-6-3.5M3 3l18 18',
  hangUp: 'M3 14.5c5-5 13-5 18 0l-2.5 2.5-3.5-1.5v-2.5a10 10 0 0 0-6 0v2.5L5.5 17Z',
  camera: 'M4 7.5h3.5L9 5h6l1.5 2.5H20v11.5H4ZM12 10a3 3 0 1 0 0 6a3 3 0 1 0 0-6',
} as const;

export type IconName = keyof typeof ICON_PATHS;

export interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, 'children'> {
  name: IconName;
  /**
   * What the icon says, for an icon that stands alone. Leave it out when text beside the icon says
   * the same: the icon is then hidden from assistive technology.
   */
  label?: string;
}

const Svg = styled.svg`
  display: inline-block;
  flex: none;
  width: 1.25em;
  height: 1.25em;
  vertical-align: -0.25em;
`;

/** A small line icon in the colour of the text around it. */
export const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
  { name, label, ...rest },
  ref,
) {
  const a11y = label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': true } as const);
  return (
    <Svg
      ref={ref}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      {...a11y}
      {...rest}
    >
      <path d={ICON_PATHS[name]} />
    </Svg>
  );
});
Icon.displayName = 'Icon';

export const ICON_NAMES = Object.keys(ICON_PATHS) as IconName[];
