import { z } from 'zod';

/** One scope part in the URL: a plain id or '*' (any); anything odd is dropped, never a crash. */
const scopePart = z
  .string()
  .trim()
  .max(100)
  .regex(/^[\w.*:-]+$/)
  .optional()
  .catch(undefined);

export const scopeSearchSchema = z.object({
  customerId: scopePart,
  storefrontId: scopePart,
  languageCode: scopePart,
});

export type ScopeSearch = z.infer<typeof scopeSearchSchema>;

export const scopeSearchKeys = ['customerId', 'storefrontId', 'languageCode'] as const;
