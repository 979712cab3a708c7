// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * README's links resolve inside the repository (issue 31, finding 8: a link pointed at a section
 * that did not exist): every relative link names a file or folder that exists, and every #anchor a
 * heading of the file it points into, as GitHub makes anchors of headings.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchorsOf(markdown: string): Set<string> {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '');
  return new Set([...withoutCode.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => anchorOf(m[1]!)));
}

/** The targets of README's Markdown links, outside code blocks; web and mail addresses left out. */
function relativeLinks(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`]*`/g, '');
  return [...withoutCode.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^(https?:|mailto:)/.test(target));
}

describe('README links', () => {
  const links = relativeLinks(readme);

  it('has links to check', () => {
    expect(links.length).toBeGreaterThan(5);
  });

  it.each(links)('%s resolves in the repository', (target) => {
    const [file, anchor] = target.split('#') as [string, string | undefined];
    const into = file === '' ? path.join(root, 'README.md') : path.join(root, decodeURIComponent(file));
    expect(existsSync(into), `${target}: no ${path.relative(root, into)}`).toBe(true);
    if (anchor !== undefined) {
      expect(into.endsWith('.md'), `${target}: an anchor into a file that is not Markdown`).toBe(true);
      expect([...anchorsOf(readFileSync(into, 'utf8'))], `${target}: no such heading`).toContain(anchor);
    }
  });

  it('finds an anchor that names no heading (the check can fail)', () => {
    expect([...anchorsOf(readme)]).not.toContain('mail-in-development');
    expect(anchorOf('Demo accounts')).toBe('demo-accounts');
  });
});
