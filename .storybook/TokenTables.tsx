// The tables of the Tokens page, built from packages/ui/src/tokens.css itself (imported as text), so the
// page always shows the tokens the package ships: a token added, removed or changed there shows here.
import type { CSSProperties, ReactNode } from 'react';
import tokensCss from '../packages/ui/src/tokens.css?raw';

export interface Token {
  name: string;
  value: string;
}

/** Every `--ct-*` custom property of the stylesheet, in file order. */
export function parseTokens(css: string): Token[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const tokens = new Map<string, string>();
  for (const [, name = '', value = ''] of withoutComments.matchAll(/(--ct-[\w-]+)\s*:\s*([^;]+);/g)) {
    // The first definition is the default; a later one (in a media query, say) overrides it somewhere.
    if (!tokens.has(name)) tokens.set(name, value.trim().replace(/\s+/g, ' '));
  }
  return [...tokens].map(([name, value]) => ({ name, value }));
}

const TOKENS = parseTokens(tokensCss);
const byName = new Map(TOKENS.map((token) => [token.name, token.value]));

/** The groups of the page, by name prefix; a token of no group lands in "Other". */
const GROUPS = {
  color: (name: string) => name.startsWith('--ct-color-'),
  space: (name: string) => name.startsWith('--ct-space-'),
  fontSize: (name: string) => name.startsWith('--ct-font-size-'),
  type: (name: string) => name.startsWith('--ct-font-') || name.startsWith('--ct-line-height'),
  radius: (name: string) => name.startsWith('--ct-radius-'),
  focus: (name: string) => name.startsWith('--ct-focus-'),
  layer: (name: string) => name.startsWith('--ct-z-'),
};

function tokensOf(group: keyof typeof GROUPS): Token[] {
  return TOKENS.filter((token) => GROUPS[group](token.name));
}

/** A `#rgb` or `#rrggbb` colour as 0–255 channels; undefined for anything else. */
function hexToRgb(value: string): [number, number, number] | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG 2 relative luminance. */
function luminance([r, g, b]: [number, number, number]): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio of two hex colours; undefined when either is not a plain hex colour. */
export function contrastRatio(a: string, b: string): number | undefined {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  if (!ca || !cb) return undefined;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * What a colour is checked against: text and borders against the page background, a background
 * against the text on it, an `on-*` colour against the colour it sits on.
 */
function counterpart(name: string): string | undefined {
  const on = /^--ct-color-on-(.+)$/.exec(name)?.[1];
  if (on) return `--ct-color-${on}`;
  if (name === '--ct-color-bg') return '--ct-color-text';
  if (name === '--ct-color-surface' || name.endsWith('-bg')) return '--ct-color-text';
  if (name === '--ct-color-backdrop') return undefined;
  return '--ct-color-bg';
}

function verdict(ratio: number): string {
  if (ratio >= 7) return 'AAA text';
  if (ratio >= 4.5) return 'AA text';
  if (ratio >= 3) return 'large text, borders, focus';
  return 'decoration only';
}

const cell: CSSProperties = { verticalAlign: 'middle' };
const code = (text: string) => <code>{text}</code>;

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <table style={{ width: '100%' }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: '0.5rem' }}>{caption}</caption>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col" style={{ textAlign: 'left' }}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

export function ColorTokens() {
  return (
    <Table caption="Colours" head={['Swatch', 'Token', 'Value', 'Contrast']}>
      {tokensOf('color').map(({ name, value }) => {
        const against = counterpart(name);
        const ratio = against ? contrastRatio(value, byName.get(against) ?? '') : undefined;
        return (
          <tr key={name}>
            <td style={cell}>
              <span
                aria-hidden="true"
                style={{
                  display: 'block',
                  width: '3rem',
                  height: '2rem',
                  background: `var(${name})`,
                  border: '1px solid #6b7480',
                  borderRadius: '0.25rem',
                }}
              />
            </td>
            <td style={cell}>{code(name)}</td>
            <td style={cell}>{code(value)}</td>
            <td style={cell}>
              {ratio === undefined || !against ? (
                '—'
              ) : (
                <>
                  {ratio.toFixed(2)}:1 against {code(against)}: {verdict(ratio)}
                </>
              )}
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

export function SpaceTokens() {
  return (
    <Table caption="Space scale" head={['Token', 'Value', 'Size']}>
      {tokensOf('space').map(({ name, value }) => (
        <tr key={name}>
          <td style={cell}>{code(name)}</td>
          <td style={cell}>{code(value)}</td>
          <td style={cell}>
            <span
              aria-hidden="true"
              style={{
                display: 'block',
                width: `var(${name})`,
                height: '1rem',
                background: 'var(--ct-color-primary)',
              }}
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function TypeTokens() {
  return (
    <>
      <Table caption="Type scale" head={['Token', 'Value', 'Sample']}>
        {tokensOf('fontSize').map(({ name, value }) => (
          <tr key={name}>
            <td style={cell}>{code(name)}</td>
            <td style={cell}>{code(value)}</td>
            <td style={{ ...cell, fontSize: `var(${name})`, fontFamily: 'var(--ct-font-family)' }}>
              Municipal income tax
            </td>
          </tr>
        ))}
      </Table>
      <Table caption="Font and line height" head={['Token', 'Value']}>
        {tokensOf('type')
          .filter(({ name }) => !GROUPS.fontSize(name))
          .map(({ name, value }) => (
            <tr key={name}>
              <td style={cell}>{code(name)}</td>
              <td style={cell}>{code(value)}</td>
            </tr>
          ))}
      </Table>
    </>
  );
}

export function ShapeTokens() {
  return (
    <>
      <Table caption="Radii" head={['Token', 'Value', 'Sample']}>
        {tokensOf('radius').map(({ name, value }) => (
          <tr key={name}>
            <td style={cell}>{code(name)}</td>
            <td style={cell}>{code(value)}</td>
            <td style={cell}>
              <span
                aria-hidden="true"
                style={{
                  display: 'block',
                  width: '4rem',
                  height: '2.5rem',
                  border: '2px solid var(--ct-color-primary)',
                  borderRadius: `var(${name})`,
                }}
              />
            </td>
          </tr>
        ))}
      </Table>
      <Table caption="Focus ring" head={['Token', 'Value']}>
        {tokensOf('focus').map(({ name, value }) => (
          <tr key={name}>
            <td style={cell}>{code(name)}</td>
            <td style={cell}>{code(value)}</td>
          </tr>
        ))}
      </Table>
      <p>
        <span
          style={{
            display: 'inline-block',
            padding: '0.5rem 1rem',
            border: '1px solid #6b7480',
            borderRadius: 'var(--ct-radius-sm)',
            outline: 'var(--ct-focus-ring)',
            outlineOffset: 'var(--ct-focus-offset)',
          }}
        >
          The focus ring, as every focused control shows it
        </span>
      </p>
    </>
  );
}

export function LayerTokens() {
  return (
    <Table caption="Stacking layers (z-index)" head={['Token', 'Value']}>
      {tokensOf('layer').map(({ name, value }) => (
        <tr key={name}>
          <td style={cell}>{code(name)}</td>
          <td style={cell}>{code(value)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Tokens of no group above, so a new kind of token still shows on the page. */
export function OtherTokens() {
  const others = TOKENS.filter(({ name }) => !Object.values(GROUPS).some((inGroup) => inGroup(name)));
  if (others.length === 0) return null;
  return (
    <Table caption="Other tokens" head={['Token', 'Value']}>
      {others.map(({ name, value }) => (
        <tr key={name}>
          <td style={cell}>{code(name)}</td>
          <td style={cell}>{code(value)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** How many tokens the stylesheet defines (the page says so, as a check that the parse worked). */
export const TOKEN_COUNT = TOKENS.length;
