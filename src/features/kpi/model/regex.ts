/**
 * Whether a Regex match text compiles; the server's syntax is close to JavaScript's, so a pattern
 * the browser rejects is told to the user instead of being sent (a 400 would be all they get).
 */
export function regexError(pattern: string): string | null {
  try {
    new RegExp(pattern);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
