import { searchSchema, text, type SearchOfSchema } from '@/lib/url-search';

/** One scope part in the URL: a plain id or '*' (any); anything odd is dropped, never a crash. */
const scopePart = text({ max: 100, trim: true, numbers: false, pattern: /^[\w.*:-]+$/ });

export const scopeSearchFields = {
  customerId: scopePart,
  storefrontId: scopePart,
  languageCode: scopePart,
};

export const scopeSearchSchema = searchSchema(scopeSearchFields);

export type ScopeSearch = SearchOfSchema<typeof scopeSearchSchema>;

export const scopeSearchKeys = ['customerId', 'storefrontId', 'languageCode'] as const;
