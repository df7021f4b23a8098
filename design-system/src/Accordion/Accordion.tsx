import * as RadixAccordion from '@radix-ui/react-accordion';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../tokens/index.js';
import { chevronCss, chevronOpenCss } from '../internal/chevron.js';
import { vars } from '../theme.js';

type SingleProps = Omit<RadixAccordion.AccordionSingleProps, 'type'> & {
  /** single (default): one section open at a time, and it can be closed again. */
  type?: 'single';
};

type MultipleProps = RadixAccordion.AccordionMultipleProps;

/**
 * `type="single"` (default) keeps one section open at a time (value: string); `type="multiple"`
 * lets several stay open (value: string[]).
 */
export type AccordionProps = SingleProps | MultipleProps;

export interface AccordionItemProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixAccordion.Item>,
  'title'
> {
  /** The section's heading, which is also its toggle button, e.g. 'Personal Information We Collect'. */
  title: ReactNode;
  /** Level of the heading around the toggle, to fit the page outline. Defaults to 3. */
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
}

const Root = styled(RadixAccordion.Root)`
  border-top: 1px solid ${vars.color.border};
`;

const Item = styled(RadixAccordion.Item)`
  border-bottom: 1px solid ${vars.color.border};
`;

const Header = styled(RadixAccordion.Header)`
  margin: 0;
  font-family: ${vars.font.family.body};
  font-size: ${vars.font.size.lg};
`;

const Trigger = styled(RadixAccordion.Trigger)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[4]};
  width: 100%;
  min-height: ${vars.size.controlLg};
  padding: ${vars.space[4]} ${vars.space[2]};
  border: 0;
  background: transparent;
  color: ${vars.color.text};
  font-weight: ${vars.font.weight.semibold};
  text-align: left;
  cursor: pointer;

  &:hover {
    color: ${vars.color.primaryHover};
    background: ${vars.color.primarySubtle};
  }

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Chevron = styled.span`
  flex: none;
  width: 0.6rem;
  height: 0.6rem;
  ${chevronCss}

  [data-state='open'] > & {
    ${chevronOpenCss}
  }

  ${media.reducedMotion} {
    transition: none;
  }
`;

const Content = styled(RadixAccordion.Content)`
  padding: 0 ${vars.space[2]} ${vars.space[5]};
  color: ${vars.color.textMuted};
  line-height: ${vars.font.lineHeight.relaxed};
`;

/**
 * Collapsible sections (Radix), e.g. the privacy policy and terms of use. Each AccordionItem is a
 * heading with a toggle button (aria-expanded) and a region; arrow keys, Home and End move between
 * the toggles.
 */
export const Accordion = forwardRef<HTMLDivElement, AccordionProps>(function Accordion(props, ref) {
  if (props.type === 'multiple') return <Root ref={ref} {...props} />;
  return <Root ref={ref} collapsible {...props} type="single" />;
});
Accordion.displayName = 'Accordion';

/** One section: its title is the toggle, its children the content shown when open. */
export const AccordionItem = forwardRef<HTMLDivElement, AccordionItemProps>(function AccordionItem(
  { title, headingLevel = 3, children, ...rest },
  ref,
) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Item ref={ref} {...rest}>
      <Header asChild>
        <Heading>
          <Trigger>
            {title}
            <Chevron aria-hidden="true" />
          </Trigger>
        </Heading>
      </Header>
      <Content>{children}</Content>
    </Item>
  );
});
AccordionItem.displayName = 'AccordionItem';
