import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { visuallyHiddenCss } from '../internal/visuallyHidden.js';

/** Text for assistive technology only, e.g. a label that the visual design shows as an icon. */
export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

const Root = styled.span`
  ${visuallyHiddenCss}
`;

export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(
  function VisuallyHidden(props, ref) {
    return <Root ref={ref} {...props} />;
  },
);
VisuallyHidden.displayName = 'VisuallyHidden';
