/**
 * Props for every admin field: errors are announced when they appear, and required fields say
 * so to assistive technology without an asterisk, so labels keep their exact fixed wording.
 */
export const fieldProps = { errorProps: { role: 'alert' }, withAsterisk: false } as const;
