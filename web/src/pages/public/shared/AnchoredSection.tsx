import { Section, vars } from '@rha/design-system';
import styled from 'styled-components';

/** A page band that in-page links and scroll actions land on, clear of the fixed top bar. */
export const AnchoredSection = styled(Section)`
  scroll-margin-top: ${vars.size.topBarHeight};
`;
