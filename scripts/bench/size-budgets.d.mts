export interface Figure {
  id: string;
  figure: string;
  budget: number;
  measured: number;
  unit: 'bytes' | 'count';
  pass: boolean;
  detail?: unknown;
}

export interface RouteSize {
  route: string;
  source: string;
  files: string[];
  gzip: number;
  lazyChunks: { file: string; gzip: number }[];
}

export interface BuildAnalysis {
  figures: Figure[];
  details: {
    entry: { files: string[]; gzip: number };
    shell: { files: string[]; gzip: number };
    routes: RouteSize[];
    firstScreens: { route: string; files: string[]; jsGzip: number; cssGzip: number; gzip: number }[];
    /** Pages in firstScreenPendingRoutes (budgets.mjs) that meet the first-screen budget now. */
    firstScreenPendingNowPassing: string[];
    css: { file: string; gzip: number }[];
    fonts: string[];
    nivoChunks: { file: string; gzip: number }[];
    mockChunk: { files: string[]; gzip: number; chunksWithMockModules: string[] };
  };
}

/** `pendingRoutes`: the pages still above the first-screen budget (default: budgets.mjs). */
export function analyseBuild(
  distDir: string,
  options?: { pendingRoutes?: ReadonlySet<string> },
): BuildAnalysis;
