import type { FormErrors, LooseKeys, UseFormReturnType } from '@mantine/form';

/**
 * A validation-failure handler that takes the keyboard to the first field needing a fix.
 * Forms using it need a `name`, so their fields are found even with a modal form open.
 */
export function focusFirstError<Values>(form: Pick<UseFormReturnType<Values>, 'getInputNode'>) {
  return (errors: FormErrors) => {
    const first = Object.keys(errors).find((path) => errors[path]);
    if (first) form.getInputNode(first as LooseKeys<Values>)?.focus();
  };
}
