import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import { codecFor, experienceCodec, manualRecommendationCodec } from './codecs';
import { boostCodec } from './codecs/boost';
import { pinCodec } from './codecs/pins';
import { redirectCodec } from './codecs/redirect';
import { synonymCodec } from './codecs/synonym';
import { exportCsvInSteps, exportRules, parseRuleFile, type FileFormat } from './file-format';
import { boostRule, redirectRule, synonymRule } from './test-arbitraries';
import { kindFormats, type RuleKind } from './kinds';
import type { RuleCodec } from './types';

beforeAll(() => activateLocale('en'));

const target = { customerId: 'acme', storefrontId: 'acme-de', languageCode: 'de' };

function roundTrip<R>(codec: RuleCodec<R>, rules: R[], format: FileFormat) {
  const file = exportRules(codec, rules, format, target);
  const parsed = parseRuleFile(codec, file.fileName, file.content);
  expect(parsed.fileError).toBeUndefined();
  expect(parsed.rows.flatMap((row) => row.errors)).toEqual([]);
  expect(parsed.rows.map((row) => row.rule)).toEqual(rules);
}

describe.each(['csv', 'json'] as const)('export → parse gives back the same rules (%s)', (format) => {
  it('synonym rules', () => {
    fc.assert(
      fc.property(fc.uniqueArray(synonymRule, { selector: (r) => r.Query, maxLength: 12 }), (rules) =>
        roundTrip(synonymCodec, rules, format),
      ),
    );
  });
  it('redirects', () => {
    fc.assert(
      fc.property(fc.uniqueArray(redirectRule, { selector: (r) => r.Name, maxLength: 12 }), (rules) =>
        roundTrip(redirectCodec, rules, format),
      ),
    );
  });
  it('boost rules', () => {
    fc.assert(
      fc.property(fc.array(boostRule, { maxLength: 12 }), (rules) => roundTrip(boostCodec, rules, format)),
    );
  });
});

describe('parseRuleFile', () => {
  it('takes a synonym of nothing but a separator or a quote as empty (spec §5)', () => {
    const csv = ['Query,Synonyms', 'tent,shelter', 'jacket,"coat | ,"', 'boots,;', 'hat,""""'].join('\n');
    const parsed = parseRuleFile(synonymCodec, 'synonyms.csv', csv);
    expect(parsed.rows.map((row) => [row.position, row.errors])).toEqual([
      [2, []],
      [3, ['Synonym cannot be empty']],
      [4, ['Synonym cannot be empty']],
      [5, ['Synonym cannot be empty']],
    ]);
  });

  it('reports the validation texts of spec §5 per CSV line', () => {
    const csv = [
      'Name,Terms,Target,Enabled',
      'Sale,sale | deals,/sale,true',
      ',x,/x,true',
      'Empty,,/e,false',
      'Blank term,a || b,/b,',
      'No target,t,,yes',
      'Script,js,javascript:alert(1),true',
      'Flag,f,/f,maybe',
      'Lone separators,"sale | , | ;",/s,true',
      'Lone quote,"""",/q,true',
    ].join('\n');
    const parsed = parseRuleFile(redirectCodec, 'redirects.csv', csv);
    expect(parsed.positionKind).toBe('line');
    expect(parsed.rows.map((row) => [row.position, row.errors])).toEqual([
      [2, []],
      [3, ['Name is required']],
      [4, ['Terms are required']],
      [5, ['Terms cannot be empty']],
      [6, ['Target is required']],
      [
        7,
        [
          'The target must be a web address starting with http:// or https://, or a path on the shop starting with a single "/".',
        ],
      ],
      [8, ['Enabled must be true or false']],
      [9, ['Terms cannot be empty']],
      [10, ['Terms cannot be empty']],
    ]);
    expect(parsed.rows[0]?.rule).toEqual({
      Name: 'Sale',
      Rules: ['sale', 'deals'],
      Target: '/sale',
      Enabled: true,
    });
  });

  it('treats a missing Enabled column as enabled and refuses a file without the required columns', () => {
    expect(parseRuleFile(redirectCodec, 'r.csv', 'Name,Terms,Target\nA,a,/a').rows[0]?.rule?.Enabled).toBe(
      true,
    );
    expect(parseRuleFile(redirectCodec, 'r.csv', 'Name,Target\nA,/a').fileError).toBe(
      'The file lacks the column(s) Terms. Expected a header line with: Name, Terms, Target, Enabled.',
    );
  });

  it('numbers JSON entries and refuses files of another kind', () => {
    const parsed = parseRuleFile(
      synonymCodec,
      'rules.json',
      JSON.stringify([{ Query: 'tent', Synonyms: ['shelter'] }, { Query: '', Synonyms: [] }, 'text']),
    );
    expect(parsed.rows.map((row) => [row.position, row.errors])).toEqual([
      [1, []],
      [2, ['Query is required', 'Synonyms are required']],
      [3, ['This entry is not a rule object.']],
    ]);
    const redirects = exportRules(redirectCodec, [], 'json', target);
    expect(parseRuleFile(synonymCodec, redirects.fileName, redirects.content).fileError).toBe(
      'This file holds redirects; import it on the redirects page.',
    );
    expect(parseRuleFile(synonymCodec, 'x.json', '{nope').fileError).toMatch(/^The file is not valid JSON/);
  });

  it('checks boost rules against the contract', () => {
    const csv = [
      'AttributeName,AttributeValueType,CompareMode,CompareTo,LowerBound,UpperBound,BoostValue,BoostFromAttribute',
      'Price,Double,Between,,20,80,2,',
      'Price,3,5,,80,20,2,',
      'Price,Double,Equal,12.5,,,3,',
      'Rating,Double,GreaterThan,4,,,-1,Rating',
      'Brand,Text,Equal,Acme,,,5,',
    ].join('\n');
    const rows = parseRuleFile(boostCodec, 'b.csv', csv).rows;
    expect(rows[0]?.rule).toEqual({
      AttributeName: 'Price',
      AttributeValueType: 3,
      CompareMode: 5,
      LowerBound: '20',
      UpperBound: '80',
      BoostValue: 2,
    });
    expect(rows[1]?.errors).toEqual(['LowerBound must not be greater than UpperBound.']);
    expect(rows[2]?.errors).toEqual(['BoostValue must be 0, 2, 5 or 10 (boost) or -2, -5 or -10 (bury).']);
    expect(rows[3]?.errors).toEqual([]);
    expect(rows[4]?.errors).toEqual(['AttributeValueType must be one of String, Boolean, Double, DateTime.']);
  });

  it('names export files after the kind, scope, quest and day', () => {
    const file = exportRules(boostCodec, [], 'csv', { ...target, questNumber: 2 }, new Date(2026, 4, 17));
    expect(file.fileName).toBe('boost-rules-acme-acme-de-de-navigation-2026-05-17.csv');
    expect(file.content.startsWith('\uFEFFAttributeName,AttributeValueType,CompareMode')).toBe(true);
  });
});

describe('exportCsvInSteps', () => {
  it('gives the bytes of the CSV export, with its name and type', async () => {
    const rules = Array.from({ length: 12_345 }, (_, i) => ({
      Query: `jacke ${i}`,
      Synonyms: [`parka ${i}`, i % 3 ? 'anorak' : '=x'],
    }));
    const now = new Date(2026, 4, 17);
    const whole = exportRules(synonymCodec, rules, 'csv', target, now);
    const stepped = await exportCsvInSteps(synonymCodec, rules, target, now);
    expect(stepped.fileName).toBe(whole.fileName);
    expect(stepped.mimeType).toBe(whole.mimeType);
    // jsdom's Blob: read it as the download would be.
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(stepped.content);
    });
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(whole.content);
  });
});

describe('kinds made of the rule types of src/rules', () => {
  const experience = { Query: 'zelt', FeatureSets: [], IsFixed: true };
  const queryPin = {
    Query: 'zelt',
    Pin: { Entity: { Type: 'product', ExternalId: 'SKU-1' }, Position: 2, EndTime: '2031-01-01T00:00:00Z' },
  };
  const globalPin = { Pin: { Entity: { Type: 'product', ExternalId: 'SKU-2' }, Position: 1, DueToAd: true } };

  it('offer CSV exactly where their codec has a CSV form', () => {
    for (const kind of Object.keys(kindFormats) as RuleKind[])
      expect([kind, Boolean(codecFor(kind).csv)]).toEqual([kind, kindFormats[kind].includes('csv')]);
  });

  it('export the rule file (rules by type) and read it back, in CSV too where a rule is flat', () => {
    const pins = [
      { type: 'pins.query' as const, rule: queryPin },
      { type: 'pins.global' as const, rule: globalPin },
    ];
    const json = exportRules(pinCodec, pins, 'json', target);
    expect(JSON.parse(json.content).rules).toEqual({
      'pins.query': [queryPin],
      'pins.navigation': [],
      'pins.global': [globalPin],
    });
    roundTrip(pinCodec, pins, 'json');
    roundTrip(pinCodec, pins, 'csv');
    roundTrip(experienceCodec, [{ type: 'experienceRules', rule: experience }], 'json');
  });

  it('take their types from a file with other types too (a snapshot), and a plain list for one type', () => {
    const snapshot = JSON.stringify({
      rules: { synonyms: [{ Query: 'a', Synonyms: ['b'] }], experienceRules: [experience] },
    });
    expect(parseRuleFile(experienceCodec, 'snapshot.json', snapshot).rows.map((row) => row.rule)).toEqual([
      { type: 'experienceRules', rule: experience },
    ]);
    expect(parseRuleFile(experienceCodec, 'list.json', JSON.stringify([experience])).rows[0]?.rule).toEqual({
      type: 'experienceRules',
      rule: experience,
    });
    expect(parseRuleFile(pinCodec, 'pins.json', JSON.stringify([queryPin])).fileError).toBe(
      'The JSON file must list the rules by type, as the export writes them.',
    );
    expect(
      parseRuleFile(experienceCodec, 'other.json', JSON.stringify({ rules: { synonyms: [] } })).fileError,
    ).toBe('The file holds none of the rule lists this page imports (experienceRules).');
  });

  it('refuse a CSV file where rules hold nested lists', () => {
    expect(
      parseRuleFile(manualRecommendationCodec, 'r.csv', 'SourceProduct,TargetProducts\na,b').fileError,
    ).toBe(
      'These rules hold nested lists, which CSV cannot carry: import a JSON file (as the export writes it).',
    );
  });
});
