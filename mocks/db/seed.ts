import { Faker, de, en } from '@faker-js/faker';

/** A stable 32-bit hash, so every scope seeds the same data in every session. */
export function hashSeed(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** A faker instance seeded from the given key (a scope key, a customer id, ...). */
export function seededFaker(key: string): Faker {
  const faker = new Faker({ locale: [en, de] });
  faker.seed(hashSeed(key));
  return faker;
}
