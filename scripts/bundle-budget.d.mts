export declare const BUDGETS: { initialJs: number; lazyChunk: number; routerChunk: number; css: number };
export declare const DEFAULT_DIST: string;
/** The file name of the chunk vite.config.ts gives react-router. */
export declare const ROUTER_CHUNK: RegExp;
export declare function gz(file: string): number;
export declare function staticImports(file: string): string[];
export declare function closure(files: string[]): Set<string>;
export interface SizedFile {
  file: string;
  /** Gzip bytes. */
  size: number;
}
export interface BundleAnalysis {
  dist: string;
  entries: string[];
  initial: Set<string>;
  initialFiles: SizedFile[];
  initialBytes: number;
  lazy: SizedFile[];
  cssFiles: SizedFile[];
  cssBytes: number;
  failures: string[];
}
export declare function analyzeBundle(dist?: string): BundleAnalysis;
