import md5 from 'blueimp-md5';

/** Spec §9: avatar size 30 in the retro style. */
export function gravatarUrl(email: string, size = 30): string {
  return `https://www.gravatar.com/avatar/${md5(email.trim().toLowerCase())}?s=${size * 2}&d=retro`;
}
