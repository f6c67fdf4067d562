import type { Faker } from '@faker-js/faker';
import type { SynonymsEntry } from '@/api/generated/model';
import { brands } from './catalogue';
import { activeDataSize } from './data-size';
import { scopedStore, scopeKey, type MockScope } from './scoped-store';
import { seededFaker } from './seed';

/** What shoppers of a German/English outdoor shop type, and what the merchandisers map it to. */
const vocabulary: [string, string][] = [
  ['regenjacke', 'rain jacket|regenmantel'],
  ['wanderschuhe', 'trekkingschuhe|hiking boots|bergschuhe'],
  ['daunenjacke', 'down jacket|steppjacke'],
  ['rucksack', 'backpack|daypack'],
  ['zelt', 'tent|kuppelzelt'],
  ['schlafsack', 'sleeping bag|mumienschlafsack'],
  ['funktionsshirt', 'laufshirt|base layer'],
  ['fleecejacke', 'fleece|fleecepullover'],
  ['softshelljacke', 'softshell|windjacke'],
  ['wanderhose', 'trekkinghose|hiking pants'],
  ['regenhose', 'rain pants|überhose'],
  ['stirnlampe', 'headlamp|kopflampe'],
  ['trinkflasche', 'water bottle|thermosflasche'],
  ['mütze', 'beanie|strickmütze'],
  ['handschuhe', 'gloves|fäustlinge'],
  ['wanderstöcke', 'trekkingstöcke|nordic walking stöcke'],
  ['isomatte', 'sleeping pad|thermomatte'],
  ['laufschuhe', 'running shoes|joggingschuhe'],
  ['trailrunning schuhe', 'trail runner|geländelaufschuhe'],
  ['winterstiefel', 'winter boots|schneestiefel'],
  ['sandalen', 'trekkingsandalen|sandals'],
  ['merino', 'merinowolle|merino wool'],
  ['wasserdicht', 'waterproof|gore tex'],
  ['zipp-off hose', 'convertible pants|abzippbare hose'],
  ['kletterhose', 'climbing pants|boulderhose'],
  ['funktionsjacke', 'outdoorjacke|hardshell'],
  ['winterparka', 'parka|wintermantel'],
  ['kinderjacke', 'kids jacket|jacke kinder'],
  ['damenjacke', 'jacke damen|women jacket'],
  ['herrenjacke', 'jacke herren|men jacket'],
  ['bergschuhe', 'wanderschuhe|alpine boots'],
  ['campingkocher', 'gaskocher|camping stove'],
  ['hüttenschlafsack', 'inlett|sleeping bag liner'],
  ['2 personen zelt', 'tent 2 person|zweimannzelt'],
  ['rain jacket', 'raincoat|waterproof jacket'],
  ['hiking boots', 'trekking boots|mountain boots'],
  ['fleece', 'fleece jacket|fleece pullover'],
  ['tent 2 person', '2 man tent|two person tent'],
  ['down jacket', 'puffer jacket|insulated jacket'],
  ['puffer', 'puffer jacket|down jacket'],
  ['backpack', 'rucksack|daypack'],
  ['sleeping bag', 'mummy bag|sleeping bags'],
  ['headlamp', 'head torch|headlight'],
  ['trekking poles', 'hiking poles|walking poles'],
  ['base layer', 'thermal underwear|merino base layer'],
  ['softshell', 'softshell jacket|wind jacket'],
  ['windbreaker', 'wind jacket|windcheater'],
  ['beanie', 'hat|toque'],
  ['gloves', 'mittens|winter gloves'],
  ['running shoes', 'trainers|sneakers'],
  ['trail runners', 'trail running shoes|trail shoes'],
  ['gore tex', 'goretex|gtx'],
  ['convertible pants', 'zip off pants|zip-off trousers'],
  ['hiking pants', 'trekking pants|hiking trousers'],
  ['rain pants', 'overtrousers|waterproof trousers'],
  ['insulated bottle', 'thermos|vacuum flask'],
  ['parka', 'winter coat|insulated parka'],
  ['winter boots', 'snow boots|insulated boots'],
  ['flannel', 'flannel shirt|check shirt'],
  ['tee', 't-shirt|tshirt'],
  ['hoodie', 'hooded sweatshirt|hoody'],
  ['bivy', 'bivvy bag|bivouac sack'],
  ['tarp', 'rain tarp|shelter'],
  ['sleeping pad', 'sleeping mat|camping mat'],
  ['buff', 'neck gaiter|multifunctional scarf'],
  ['ultralight tent', 'lightweight tent|backpacking tent'],
  ['daypack', 'day pack|hiking backpack'],
  ['climbing pants', 'bouldering pants|climbing trousers'],
];

const baseRules: SynonymsEntry[] = vocabulary.map(([Query, synonyms]) => ({
  Query,
  Synonyms: synonyms.split('|'),
}));

export const seededSynonymCount = 60;

const genders = ['damen', 'herren', 'kinder', 'women', 'men', 'kids'];
const colours = [
  'schwarz',
  'blau',
  'grün',
  'rot',
  'grau',
  'orange',
  'black',
  'navy',
  'olive',
  'red',
  'grey',
  'teal',
];
const modifiers = [
  'sale',
  'günstig',
  'cheap',
  'leicht',
  'lightweight',
  'warm',
  '2025',
  '2026',
  'neu',
  'new',
  'outlet',
  'reduziert',
];
const sizes = ['xs', 's', 'm', 'l', 'xl', 'xxl'];
const brandWords = brands.map((brand) => brand.toLowerCase());

/** Every qualifier a shopper appends ("regenjacke damen schwarz"): enough for 10,000 distinct rules. */
const qualifiers: string[] = [
  ...genders,
  ...colours,
  ...modifiers,
  ...sizes,
  ...brandWords,
  ...genders.flatMap((gender) => colours.map((colour) => `${gender} ${colour}`)),
  ...genders.flatMap((gender) => brandWords.map((brand) => `${brand} ${gender}`)),
];

/** A second qualifier for more than the ~10,700 one-qualifier variants (huge-data). */
const extras = [
  '',
  'xs',
  'xl',
  'sale',
  'neu',
  'outlet',
  '2025',
  '2026',
  'leicht',
  'warm',
  'kinder',
  'damen',
  'herren',
];

/**
 * `count` distinct long-tail rules ("regenjacke damen" → "rain jacket damen", ...), picked per
 * faker; beyond the one-qualifier variants a second qualifier is appended ("regenjacke damen xl").
 * Built by index, so 100,000 rules take a few tens of milliseconds.
 */
export function longTailSynonymRules(faker: Faker, count: number): SynonymsEntry[] {
  const variants = faker.helpers.shuffle(
    baseRules.flatMap((rule) =>
      qualifiers.map((q) => ({
        Query: `${rule.Query} ${q}`,
        Synonyms: rule.Synonyms.map((s) => `${s} ${q}`),
      })),
    ),
  );
  if (count <= variants.length) return variants.slice(0, count);
  const rules: SynonymsEntry[] = [];
  const seen = new Set<string>();
  for (const extra of extras) {
    for (const variant of variants) {
      const Query = extra ? `${variant.Query} ${extra}` : variant.Query;
      if (seen.has(Query)) continue;
      seen.add(Query);
      rules.push(extra ? { Query, Synonyms: variant.Synonyms.map((s) => `${s} ${extra}`) } : variant);
      if (rules.length === count) return rules;
    }
  }
  return rules;
}

function seedSynonyms(scope: MockScope): Map<string, string[]> {
  const faker = seededFaker(`synonyms:${scopeKey(scope)}`);
  const count = activeDataSize().synonyms;
  const rules =
    count === null
      ? faker.helpers.arrayElements(baseRules, seededSynonymCount)
      : [...baseRules, ...longTailSynonymRules(faker, count - baseRules.length)];
  return new Map(rules.map((rule) => [rule.Query, [...rule.Synonyms]]));
}

/** Per scope: query → synonyms; the query identifies the rule. */
export const synonymsStore = scopedStore(seedSynonyms, { persist: 'synonyms' });

export function listSynonyms(scope: MockScope): SynonymsEntry[] {
  return [...synonymsStore.get(scope)].map(([Query, Synonyms]) => ({ Query, Synonyms: [...Synonyms] }));
}

/** List equality for the compare-and-swap; order-insensitive, since reordering synonyms changes nothing. */
export function sameTerms(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const sortedB = [...b].sort();
  return [...a].sort().every((value, i) => value === sortedB[i]);
}
