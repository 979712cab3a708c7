// A build that is swapped in whole or not at all (issue 31): the steps write into a staging folder
// next to the target; only when every step has succeeded does the staging folder take the target's
// place. A step that fails leaves the target as it was (a server running from it goes on serving
// the last good build) and removes the staging folder.
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Runs `steps(staging)` (which writes the whole build into `staging`), then swaps `staging` in as
 * `target`. The old target is renamed aside first and removed after, so at no moment is `target`
 * half written: it is the old build or the new one.
 *
 * @param {{ target: string, steps: (staging: string) => Promise<void> | void }} options
 */
export async function buildAtomically({ target, steps }) {
  const parent = path.dirname(target);
  const name = path.basename(target);
  const staging = path.join(parent, `${name}.next-${process.pid}`);
  const previous = path.join(parent, `${name}.old-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  try {
    await steps(staging);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  if (existsSync(target)) renameSync(target, previous);
  renameSync(staging, target);
  rmSync(previous, { recursive: true, force: true });
}
