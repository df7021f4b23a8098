import * as RadixSwitch from '@radix-ui/react-switch';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { ChoiceShell, choiceStateCss } from '../internal/choice.js';
import { useFieldIds, type FieldProps } from '../internal/field.js';
import { media } from '../tokens/index.js';
import { vars } from '../theme.js';

export interface SwitchProps
  extends FieldProps, Omit<ComponentPropsWithoutRef<typeof RadixSwitch.Root>, 'children'> {}

const Track = styled(RadixSwitch.Root)`
  position: relative;
  flex: none;
  width: 2.75rem;
  height: 1.5rem;
  padding: 0;
  border: 2px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceMuted};
  cursor: pointer;
  transition: background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  ${choiceStateCss}
`;

const Thumb = styled(RadixSwitch.Thumb)`
  display: block;
  width: 1rem;
  height: 1rem;
  border-radius: 50%;
  background: ${vars.color.borderStrong};
  transform: translateX(0.125rem);
  transition: transform ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &[data-state='checked'] {
    background: ${vars.color.onPrimary};
    transform: translateX(1.375rem);
  }

  ${media.reducedMotion} {
    transition: none;
  }
`;

/**
 * A labelled on/off switch (Radix) for settings that take effect at once. It is a button with
 * role=switch: with react-hook-form use a Controller (`checked`, `onCheckedChange`).
 */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { label, hint, error, id, 'aria-describedby': ownDescribedBy, ...rest },
  ref,
) {
  const ids = useFieldIds({ id, hint, error, describedBy: ownDescribedBy });
  return (
    <ChoiceShell ids={ids} label={label} hint={hint} error={error} disabled={rest.disabled}>
      <Track ref={ref} id={ids.controlId} {...ids.describedBy} {...rest}>
        <Thumb />
      </Track>
    </ChoiceShell>
  );
});
Switch.displayName = 'Switch';
