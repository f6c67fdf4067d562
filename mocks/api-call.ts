/**
 * A portal API call: the mock API lives under /api, as the contract's server says. A path match
 * like '*\/api/*' would also catch the dev server's sources (/src/api/...), so match the path start.
 */
export const isApiCall = ({ request }: { request: Request }): boolean =>
  new URL(request.url).pathname.startsWith('/api/');
