/** Options of the page-kit chunk for startupChunk() (see page-kit-chunk.mjs). */
export const pageKit: {
  name: string;
  pages: RegExp;
  minPages: number;
  include: RegExp[];
  exclude?: RegExp[];
};
