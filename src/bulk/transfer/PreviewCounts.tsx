import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { formatNumber } from '@/lib/format';
import type { RowStatus } from './diff';
import type { TextEncodingName } from './file-decode';
import type { RuleKind } from './types';

/** One sentence: how rows were matched and what applying them would do (and how the file was read, when that was not UTF-8). */
export function PreviewCounts({
  kind,
  counts,
  encoding,
}: {
  kind: RuleKind;
  counts: Record<RowStatus, number>;
  encoding?: TextEncodingName;
}) {
  const { t, i18n } = useLingui();
  const matched: Record<RuleKind, string> = {
    synonym: t`Rules are matched by their query.`,
    redirect: t`Redirects are matched by their name.`,
    boost: t`Boost rules are matched as a whole: a rule that differs in anything is a new rule.`,
    experience: t`Experience rules are matched by their query; a changed rule gets the file's feature sets.`,
    pin: t`Pins are matched by their product and where they apply (everywhere, a query or a navigation page).`,
    'manual-recommendation': t`Recommendations are matched by their source product; a changed one gets the file's whole list of recommended products.`,
  };
  const [add, change, unchanged, invalid] = [counts.add, counts.change, counts.unchanged, counts.invalid].map(
    (n) => formatNumber(n, i18n.locale),
  );
  const read =
    encoding === 'windows-1252'
      ? t`The file is not UTF-8; it was read as Windows-1252 (Western European), as Excel writes it.`
      : encoding === 'utf-16le' || encoding === 'utf-16be'
        ? t`The file was read as UTF-16.`
        : null;
  return (
    <>
      <Text size="sm">
        {matched[kind]}{' '}
        {t`${add} to add, ${change} to change, ${unchanged} left alone, ${invalid} with errors (not applied).`}
      </Text>
      {read ? (
        <Text size="sm" c="dimmed">
          {read}
        </Text>
      ) : null}
    </>
  );
}
