/** react-hook-form's `register` for Blueprint's inputs. */
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The props of a registered field for a Blueprint input, which takes the element's ref as `inputRef`. */
export function bpInput({ ref, ...props }: UseFormRegisterReturn) {
  return { ...props, inputRef: ref };
}
