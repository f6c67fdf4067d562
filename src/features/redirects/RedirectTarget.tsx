import { useLingui } from '@lingui/react/macro';
import { CellChip, CellExternalLink, CellRow, CellText } from '@/components/table-cells';
import { isSafeLinkTarget, safeHref } from '@/lib/safe-url';

/** The shop's own address for site-relative targets, when the storefront's name is its host name. */
export function storefrontOrigin(storefrontName: string): string | undefined {
  return /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(storefrontName)
    ? `https://${storefrontName.toLowerCase()}`
    : undefined;
}

/**
 * A redirect target as a link only when it is safe (http(s), or a path on the shop resolved against
 * the shop's address); anything else, e.g. `javascript:`, stays plain text and is flagged.
 * `newTabHintId`: the element saying that links open in a new tab (NewTabHint).
 */
export function RedirectTarget({
  target,
  siteOrigin,
  newTabHintId,
}: {
  target: string;
  siteOrigin?: string;
  newTabHintId: string;
}) {
  const { t } = useLingui();
  const href = safeHref(target);
  const resolved = href?.startsWith('/') ? (siteOrigin ? safeHref(`${siteOrigin}${href}`) : undefined) : href;
  if (resolved) {
    return (
      <CellExternalLink href={resolved} newTabHintId={newTabHintId}>
        {target}
      </CellExternalLink>
    );
  }
  return (
    <CellRow>
      <CellText mono>{target}</CellText>
      {isSafeLinkTarget(target) ? null : <CellChip tone="red">{t`Unsafe target`}</CellChip>}
    </CellRow>
  );
}

/** Read by screen readers as the description of every target link (aria-describedby). */
export function NewTabHint({ id }: { id: string }) {
  const { t } = useLingui();
  return (
    <span id={id} hidden>
      {t`(opens in a new tab)`}
    </span>
  );
}
