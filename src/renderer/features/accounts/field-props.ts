/**
 * Props for every field. Errors are announced when they appear, not only on focus. Required
 * fields keep `required` (announced as such) but show no asterisk: the one optional field says
 * so in its label, and labels keep their exact fixed wording.
 */
export const fieldProps = { errorProps: { role: 'alert' }, withAsterisk: false } as const;

/** Password fields also get a show/hide toggle that the keyboard can reach. */
export const passwordFieldProps = { ...fieldProps, visibilityToggleFocusable: true } as const;
