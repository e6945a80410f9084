// The contract's form fields (src/shared/api/form-fields.ts) as the screens import them: zod is
// configured for the browser before any of their schemas is built.
import '../zod-config';

export * from '@shared/api/form-fields';
