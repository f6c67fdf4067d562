import { t } from '@lingui/core/macro';

/**
 * The safe-target rule's message, shared by the redirect codec and the redirects' form. A module of
 * its own: the form's page would otherwise load the whole codec (and the CSV cells) before its
 * first paint.
 */
export function unsafeTargetText(): string {
  return t`The target must be a web address starting with http:// or https://, or a path on the shop starting with a single "/".`;
}
