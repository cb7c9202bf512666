import { createElement, type ComponentType } from 'react';
import { useFieldContext } from '@chakra-ui/react';

interface Described {
  'aria-describedby'?: string;
}

/**
 * A field's control that names its error text in aria-describedby as well: Chakra's field links it
 * by aria-errormessage alone, which screen readers read unevenly, while every one reads the
 * description when the focus lands on the refused field.
 */
export function withErrorDescribed<P extends Described>(Control: ComponentType<P>): ComponentType<P> {
  function ErrorDescribed(props: P) {
    const control = useFieldContext()?.getInputProps();
    const ids = [props['aria-describedby'] ?? control?.['aria-describedby'], control?.['aria-errormessage']]
      .filter(Boolean)
      .join(' ');
    return createElement(Control, { ...props, 'aria-describedby': ids || undefined });
  }
  ErrorDescribed.displayName = Control.displayName;
  return ErrorDescribed;
}
