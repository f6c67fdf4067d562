import { describe, expect, it } from 'vitest';
import { companyFromEmail, isInternalUser, profileFromUser } from './profile';

describe('companyFromEmail (spec §1)', () => {
  it('is the e-mail domain', () => {
    expect(companyFromEmail('mia@Acme-Outdoor.de')).toBe('acme-outdoor.de');
  });
  it.each(['', 'no-at-sign', 'a@b', '@acme.de', 'two@@acme.de', null, undefined])(
    'reads Invalid email for %j',
    (email) => {
      expect(companyFromEmail(email)).toBe('Invalid email');
    },
  );
});

describe('isInternalUser (spec §4 experimental switch)', () => {
  const domains = ['internal.demo.test', 'labs.demo.test'];
  it('is true only for the two internal domains, exactly', () => {
    expect(isInternalUser('developer@internal.demo.test', domains)).toBe(true);
    expect(isInternalUser('x@LABS.demo.test', domains)).toBe(true);
    expect(isInternalUser('merchandiser@demo.test', domains)).toBe(false);
    expect(isInternalUser('x@evil-internal.demo.test', domains)).toBe(false);
    expect(isInternalUser('x@internal.demo.test.evil', domains)).toBe(false);
  });
});

describe('profileFromUser (spec §3)', () => {
  it('takes id, name, email and language from the claims; other languages fall back to English', () => {
    expect(
      profileFromUser({
        profile: {
          sub: 'u1',
          name: 'Anton',
          email: 'a@demo.test',
          locale: 'de-DE',
          iss: '',
          aud: '',
          exp: 0,
          iat: 0,
        },
      }),
    ).toEqual({
      id: 'u1',
      name: 'Anton',
      email: 'a@demo.test',
      language: 'de',
    });
    expect(
      profileFromUser({
        profile: { sub: 'u2', email: 'f@demo.test', locale: 'fr', iss: '', aud: '', exp: 0, iat: 0 },
      }).language,
    ).toBe('en');
    expect(
      profileFromUser({ profile: { sub: 'u2', email: 'f@demo.test', iss: '', aud: '', exp: 0, iat: 0 } })
        .name,
    ).toBe('f@demo.test');
  });
});
