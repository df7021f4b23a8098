import { cloneElement, isValidElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';

interface SlotProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

type ChildProps = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> };

/**
 * Renders its single child element with the slot's props merged in, so a component's look can be given
 * to another element (typically a router link) without wrapping it. The child's own props win, except
 * className, which is combined.
 */
export function Slot({ children, ref, ...slotProps }: SlotProps) {
  if (!isValidElement<ChildProps>(children)) return null;
  const childProps = children.props;
  const className = [slotProps.className, childProps.className].filter(Boolean).join(' ');
  return cloneElement(children, {
    ...slotProps,
    ...childProps,
    className,
    ref: childProps.ref ?? ref,
  });
}
