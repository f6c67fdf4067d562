import { useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { isSafeLinkTarget, safeHref } from '@/lib/safe-url';

/** The shop's own address for site-relative targets, when the storefront's name is its host name. */
export function storefrontOrigin(storefrontName: string): string | undefined {
  return /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(storefrontName) ? `https://${storefrontName.toLowerCase()}` : undefined;
}

/**
 * A redirect target as a link only when it is safe (http(s), or a path on the shop resolved against
 * the shop's address); anything else, e.g. `javascript:`, stays plain text and is flagged.
 */
export function RedirectTarget({ target, siteOrigin }: { target: string; siteOrigin?: string }) {
  const { t } = useLingui();
  const href = safeHref(target);
  const resolved = href?.startsWith('/') ? (siteOrigin ? safeHref(`${siteOrigin}${href}`) : undefined) : href;
  if (resolved) {
    return (
      <Anchor href={resolved} target="_blank" rel="noopener noreferrer" size="sm" title={resolved} style={{ display: 'inline-flex', alignItems: 'center', gap: 4, maxWidth: '100%' }}>
        <Text span size="sm" truncate="end" inherit>
          {target}
        </Text>
        <IconExternalLink size={14} aria-hidden style={{ flexShrink: 0 }} />
        <VisuallyHidden>{t`(opens in a new tab)`}</VisuallyHidden>
      </Anchor>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" truncate="end" ff="monospace">
        {target}
      </Text>
      {isSafeLinkTarget(target) ? null : (
        <Badge color="red" variant="light" tt="none" style={{ flexShrink: 0 }}>
          {t`Unsafe target`}
        </Badge>
      )}
    </Group>
  );
}
