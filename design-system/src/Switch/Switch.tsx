import * as RadixSwitch from '@radix-ui/react-switch';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { FieldError } from '../FieldError/FieldError.js';
import { ChoiceLabel, ChoiceRoot, ChoiceText } from '../internal/choice.js';
import { FieldHint, useFieldIds, type FieldProps } from '../internal/field.js';
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

  &[data-state='checked'] {
    border-color: ${vars.color.primary};
    background: ${vars.color.primary};
  }

  &[aria-invalid='true'] {
    border-color: ${vars.color.danger};
  }

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
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
    <ChoiceRoot>
      <Track ref={ref} id={ids.controlId} {...ids.describedBy} {...rest}>
        <Thumb />
      </Track>
      <ChoiceText>
        <ChoiceLabel htmlFor={ids.controlId} data-disabled={rest.disabled || undefined}>
          {label}
        </ChoiceLabel>
        {ids.hintId && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
        {ids.errorId && <FieldError id={ids.errorId}>{error}</FieldError>}
      </ChoiceText>
    </ChoiceRoot>
  );
});
Switch.displayName = 'Switch';
