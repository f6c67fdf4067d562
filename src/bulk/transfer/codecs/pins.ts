import { t } from '@lingui/core/macro';
import type {
  GlobalProductPositionOverride,
  NavigationProductPositionOverride,
  ProductPositionOverride,
  QueryProductPositionOverride,
} from '@/api/generated/model';
import type { TypedRule } from '@/bulk/rule-set/typed-rule';
import type { RuleTypeId } from '@/rules/rule-type';
import type { CsvFormat } from '../types';
import { readBoolean } from './fields';
import { readTypedEntry, typedCodec } from './rule-types';

type AnyPin = GlobalProductPositionOverride &
  Partial<QueryProductPositionOverride & NavigationProductPositionOverride>;

/** The Context column: where a pin applies. */
const contexts: Record<string, RuleTypeId> = {
  global: 'pins.global',
  query: 'pins.query',
  navigation: 'pins.navigation',
};
const contextOf = (type: RuleTypeId) => Object.keys(contexts).find((name) => contexts[name] === type) ?? '';

const columns = [
  'Context',
  'Query',
  'NavigationAttribute',
  'NavigationValue',
  'EntityType',
  'ExternalId',
  'Position',
  'StartTime',
  'EndTime',
  'DueToAd',
] as const;

/** A pin a line: flat, so pins travel in CSV as well as in JSON. */
const pinCsv: CsvFormat<TypedRule> = {
  columns,
  required: ['Context', 'EntityType', 'ExternalId', 'Position'],
  toRow: ({ type, rule }) => {
    const { Query, NavigationAttribute, NavigationValue, Pin } = rule as AnyPin;
    return [
      contextOf(type),
      Query ?? '',
      NavigationAttribute ?? '',
      NavigationValue ?? '',
      Pin.Entity.Type,
      Pin.Entity.ExternalId,
      String(Pin.Position),
      Pin.StartTime ?? '',
      Pin.EndTime ?? '',
      Pin.DueToAd === undefined ? '' : String(Pin.DueToAd),
    ];
  },
  fromRow: (cells) => {
    const cell = (column: string) => (cells[column.toLowerCase()] ?? '').trim();
    const errors: string[] = [];
    const type = contexts[cell('Context').toLowerCase()];
    if (!type) errors.push(t`Context must be global, query or navigation.`);
    const position = /^\d+$/.test(cell('Position')) ? Number(cell('Position')) : null;
    if (position === null) errors.push(t`Position must be a whole number from 1.`);
    const dueToAd = readBoolean(cell('DueToAd'), false);
    if (dueToAd === null) errors.push(t`DueToAd must be true or false.`);
    const label = [cell('Query'), cell('NavigationAttribute'), cell('NavigationValue'), cell('ExternalId')]
      .filter(Boolean)
      .join(' · ');
    if (!type || position === null || dueToAd === null) return { label, errors };
    const pin: ProductPositionOverride = {
      Entity: { Type: cell('EntityType'), ExternalId: cell('ExternalId') },
      Position: position,
    };
    if (cell('StartTime')) pin.StartTime = cell('StartTime');
    if (cell('EndTime')) pin.EndTime = cell('EndTime');
    if (cell('DueToAd')) pin.DueToAd = dueToAd;
    const rule =
      type === 'pins.query'
        ? { Query: cell('Query'), Pin: pin }
        : type === 'pins.navigation'
          ? {
              NavigationAttribute: cell('NavigationAttribute'),
              NavigationValue: cell('NavigationValue'),
              Pin: pin,
            }
          : { Pin: pin };
    // The same contract check as a JSON entry's.
    const read = readTypedEntry([type], { type, rule });
    return read.rule ? read : { ...read, label };
  },
};

export const pinCodec = typedCodec('pin', {
  csv: pinCsv,
  // Contract: DueToAd true needs the scope's PulsePinsDueToAdAccess (otherwise 403), as in the pin form.
  refuse: ({ rule }, access) =>
    (rule as AnyPin).Pin.DueToAd && !access.PulsePinsDueToAdAccess
      ? [t`Only users allowed to pin products due to ads can set a pin due to an ad.`]
      : [],
});
