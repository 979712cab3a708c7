export interface CssProblem {
  line: number;
  selector?: string;
  problem: string;
}

export function compoundsOf(selector: string): string[];
export function hasClass(compound: string): boolean;
export function checkComponentCss(
  css: string,
  options?: { from?: string; strict?: boolean; allowed?: (selector: string) => boolean },
): CssProblem[];
export function checkTokensCss(css: string, options?: { from?: string }): CssProblem[];
export function formatProblems(file: string, problems: CssProblem[]): string[];
