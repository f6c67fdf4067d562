// Where the mock's product images live. By default on the portal's own origin (/mock-images/, from
// public/); `npm run mock-server -- --image-base-url URL` (MOCK_IMAGE_BASE_URL) puts them on another
// origin, as the engine's image host does, so live mode meets the CSP's img-src for real.
let imageBase = '';

/** Call before the first request: the catalogue keeps the URLs it was seeded with. */
export function setMockImageBase(url: string | null | undefined): void {
  imageBase = (url ?? '').replace(/\/+$/, '');
}

export function mockImageUrl(path: string): string {
  return imageBase ? `${imageBase}${path}` : path;
}
