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
    css: { file: string; gzip: number }[];
    fonts: string[];
    nivoChunks: { file: string; gzip: number }[];
    mockChunk: { files: string[]; gzip: number; chunksWithMockModules: string[] };
  };
}

export function analyseBuild(distDir: string): BuildAnalysis;
