import type { CatalogueProduct, Category } from '../catalogue';
import type { Season } from './season';

/**
 * What shoppers of an outdoor shop search for, in German and in English. A concept names the
 * catalogue products it finds; concepts without any (sleeping bags, gift cards) are the queries
 * that perform badly in real shops too.
 */
export interface Concept {
  de: string;
  en: string;
  /** Relative popularity (1 = the most searched). */
  pop: number;
  season: Season;
  /** The category shoppers mean, also when the shop does not carry it. */
  category: Category | null;
  finds: ((p: CatalogueProduct) => boolean) | null;
  /** Content searches (vouchers, returns): nothing to click but a content page. */
  content?: boolean;
}

const titled = (noun: string) => (p: CatalogueProduct) => p.Title.includes(noun);
const inCategory = (category: Category) => (p: CatalogueProduct) => p.Attributes.Category === category;
const made = (material: string) => (p: CatalogueProduct) => p.Attributes.Material === material;

const c = (
  de: string,
  en: string,
  pop: number,
  season: Season,
  category: Category | null,
  finds: Concept['finds'],
  content = false,
): Concept => ({
  de,
  en,
  pop,
  season,
  category,
  finds,
  content,
});

export const concepts: Concept[] = [
  c('regenjacke', 'rain jacket', 1, 'rain', 'Jackets', titled('Rain Jacket')),
  c('jacke', 'jacket', 0.9, 'winter', 'Jackets', inCategory('Jackets')),
  c('wanderschuhe', 'hiking boots', 0.95, 'summer', 'Shoes', titled('Hiking Boot')),
  c('rucksack', 'backpack', 0.85, 'summer', 'Backpacks', inCategory('Backpacks')),
  c('daunenjacke', 'down jacket', 0.8, 'winter', 'Jackets', titled('Down Jacket')),
  c('winterjacke', 'winter jacket', 0.7, 'winter', 'Jackets', titled('Insulated Parka')),
  c('zelt', 'tent', 0.7, 'summer', 'Tents', inCategory('Tents')),
  c('sale', 'sale', 0.75, 'sale', null, (p) => p.Attributes.IsSale),
  c('schuhe', 'shoes', 0.6, 'flat', 'Shoes', inCategory('Shoes')),
  c('winterstiefel', 'winter boots', 0.6, 'winter', 'Shoes', titled('Winter Boot')),
  c('wanderhose', 'hiking pants', 0.6, 'summer', 'Pants', titled('Trekking Pants')),
  c('laufschuhe', 'running shoes', 0.55, 'flat', 'Shoes', titled('Running Shoe')),
  c('gore tex', 'gore tex', 0.55, 'rain', 'Jackets', made('Gore-Tex')),
  c('softshelljacke', 'softshell jacket', 0.5, 'rain', 'Jackets', titled('Softshell Jacket')),
  c('fleecejacke', 'fleece jacket', 0.5, 'winter', 'Jackets', titled('Fleece Jacket')),
  c('trailrunning schuhe', 'trail running shoes', 0.5, 'summer', 'Shoes', titled('Trail Runner')),
  c('hose', 'pants', 0.5, 'flat', 'Pants', inCategory('Pants')),
  c('gutschein', 'gift card', 0.5, 'gift', null, null, true),
  c('merino', 'merino', 0.45, 'winter', 'Shirts', made('Merino')),
  c('sandalen', 'sandals', 0.45, 'summer', 'Shoes', titled('Sandal')),
  c('mütze', 'beanie', 0.45, 'winter', 'Accessories', titled('Beanie')),
  c('handschuhe', 'gloves', 0.45, 'winter', 'Accessories', titled('Gloves')),
  c('schlafsack', 'sleeping bag', 0.45, 'summer', null, null),
  c('stirnlampe', 'headlamp', 0.4, 'winter', 'Accessories', titled('Headlamp')),
  c('tagesrucksack', 'daypack', 0.4, 'summer', 'Backpacks', titled('Daypack')),
  c('zelt 2 personen', 'tent 2 person', 0.4, 'summer', 'Tents', titled('2-Person Tent')),
  c('funktionsunterwäsche', 'base layer', 0.4, 'winter', 'Shirts', titled('Base Layer')),
  c('merino shirt', 'merino t-shirt', 0.4, 'flat', 'Shirts', titled('Merino Tee')),
  c('retoure', 'returns', 0.35, 'flat', null, null, true),
  c('trekkingrucksack', 'trekking backpack', 0.35, 'summer', 'Backpacks', titled('Trekking Pack')),
  c('regenhose', 'rain pants', 0.35, 'rain', 'Pants', titled('Rain Pants')),
  c('trinkflasche', 'water bottle', 0.35, 'summer', 'Accessories', titled('Bottle')),
  c('funktionsshirt', 'hiking shirt', 0.35, 'summer', 'Shirts', titled('Hiking Shirt')),
  c('isomatte', 'sleeping pad', 0.35, 'summer', null, null),
  c('parka', 'parka', 0.35, 'winter', 'Jackets', titled('Parka')),
  c('windjacke', 'windbreaker', 0.3, 'summer', 'Jackets', titled('Windbreaker')),
  c('wanderstöcke', 'trekking poles', 0.3, 'summer', 'Accessories', titled('Trekking Poles')),
  c('familienzelt', 'family tent', 0.3, 'summer', 'Tents', titled('Family Tent')),
  c('zip off hose', 'convertible pants', 0.3, 'summer', 'Pants', titled('Convertible Pants')),
  c('versandkosten', 'shipping', 0.3, 'flat', null, null, true),
  c('socken', 'socks', 0.3, 'winter', null, null),
  c('reiserucksack', 'travel backpack', 0.25, 'summer', 'Backpacks', titled('Travel Pack')),
  c('ultraleicht zelt', 'ultralight tent', 0.25, 'summer', 'Tents', titled('Ultralight Tent')),
  c('größentabelle', 'size chart', 0.25, 'flat', null, null, true),
  c('kocher', 'camping stove', 0.2, 'summer', null, null),
  c('schlauchschal', 'buff', 0.2, 'winter', 'Accessories', titled('Buff')),
  c('softshellhose', 'softshell pants', 0.2, 'winter', 'Pants', titled('Softshell Pants')),
  c('rabattcode', 'discount code', 0.2, 'sale', null, null, true),
  c('trinkrucksack', 'hydration pack', 0.15, 'summer', 'Backpacks', titled('Hydration Pack')),
  c('kletterhose', 'climbing pants', 0.15, 'summer', 'Pants', titled('Climbing Pants')),
  c('zustiegsschuhe', 'approach shoes', 0.15, 'summer', 'Shoes', titled('Approach Shoe')),
  c('poloshirt', 'polo shirt', 0.15, 'summer', 'Shirts', titled('Polo')),
  c('flanellhemd', 'flannel shirt', 0.15, 'winter', 'Shirts', titled('Flannel')),
  c('öffnungszeiten', 'store hours', 0.15, 'flat', null, null, true),
  c('campingstuhl', 'camping chair', 0.15, 'summer', null, null),
  c('tarp', 'tarp', 0.12, 'summer', 'Tents', titled('Tarp')),
  c('poncho', 'poncho', 0.12, 'rain', null, null),
  c('biwaksack', 'bivy sack', 0.08, 'summer', 'Tents', titled('Bivy')),
];

/** Words that narrow a query down: gender, colour. */
export interface Modifier {
  de: string;
  en: string;
  finds: (p: CatalogueProduct) => boolean;
}

const gender = (value: string) => (p: CatalogueProduct) =>
  p.Attributes.Gender === value || p.Attributes.Gender === 'Unisex';
const color = (value: string) => (p: CatalogueProduct) => p.Attributes.Color === value;

export const genderModifiers: Modifier[] = [
  { de: 'damen', en: 'women', finds: gender('Women') },
  { de: 'herren', en: 'men', finds: gender('Men') },
  { de: 'kinder', en: 'kids', finds: (p) => p.Attributes.Gender === 'Kids' },
];

export const colorModifiers: Modifier[] = [
  { de: 'schwarz', en: 'black', finds: color('Black') },
  { de: 'blau', en: 'navy', finds: color('Navy') },
  { de: 'rot', en: 'red', finds: color('Red') },
  { de: 'grün', en: 'olive', finds: color('Olive') },
  { de: 'grau', en: 'grey', finds: color('Grey') },
  { de: 'orange', en: 'orange', finds: color('Orange') },
];

/** A typing slip: one letter inside the word dropped (regenjake, wanderschue). */
export function typo(text: string, seed: number): string {
  const letters = [...text];
  const isLetter = (i: number) => /[a-zäöü]/.test(letters[i] ?? '');
  const inside = letters.flatMap((_, i) =>
    i >= 2 && isLetter(i - 1) && isLetter(i) && isLetter(i + 1) ? [i] : [],
  );
  const at = inside[seed % Math.max(1, inside.length)];
  if (at !== undefined) letters.splice(at, 1);
  return letters.join('');
}
