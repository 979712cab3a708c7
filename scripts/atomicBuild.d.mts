/** See atomicBuild.mjs: runs `steps` into a staging folder, then swaps it in as `target`. */
export function buildAtomically(options: {
  target: string;
  steps: (staging: string) => Promise<void> | void;
}): Promise<void>;
