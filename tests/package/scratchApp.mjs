// The scratch Vite React app of the pack-and-install test: what another city department writes
// when it installs @citytax/ui and @citytax/forms from npm. Everything it imports comes from the
// installed tarballs; nothing resolves into the monorepo.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './support.mjs';

/** The React versions the packages promise (`^18.3.0 || ^19.0.0`), each with its own types, exact. */
export const REACT_PROFILES = [
  {
    name: 'React 19',
    major: 19,
    packages: ['react@19.3.1', 'react-dom@19.3.1', '@types/react@19.3.0', '@types/react-dom@19.3.0'],
  },
  {
    name: 'React 18',
    major: 18,
    packages: ['react@18.3.1', 'react-dom@18.3.1', '@types/react@18.3.31', '@types/react-dom@18.3.7'],
  },
];

/** The scratch app's tools, the repository's own versions (in the npm cache after the root install). */
export const TOOL_PACKAGES = ['vite@8.3.8', '@vitejs/plugin-react@6.3.0', 'typescript@5.9.3'];

export const BUTTON_LABEL = 'Save and continue';
export const DIALOG_TITLE = 'Packaged dialog';
export const DIALOG_MESSAGE = 'This dialog comes from the packed tarball.';
export const CONTACT_SUBMIT = 'Submit';

/**
 * packages/ui/src/componentExamples.tsx (an example of every component), importing from
 * '@citytax/ui' instead of the package's own barrel.
 */
function componentExamplesSource() {
  const source = readFileSync(join(repoRoot, 'packages/ui/src/componentExamples.tsx'), 'utf8');
  const barrelImports = source.match(/from '\.\/index';/g) ?? [];
  assert.equal(
    barrelImports.length,
    1,
    "componentExamples.tsx must import the barrel once, `from './index'`",
  );
  const rewritten = source.replace("from './index';", "from '@citytax/ui';");
  assert.doesNotMatch(
    rewritten,
    /(^|\n)(import|export)\b[^;]*?\bfrom\s+'\.{1,2}\//,
    'componentExamples.tsx must have no other relative import',
  );
  return rewritten;
}

const tsconfig = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    // Library declarations are checked too: a broken .d.ts in a tarball fails the test.
    skipLibCheck: false,
    types: [],
  },
  include: ['src'],
};

const indexHtml =
  '<!doctype html>\n<html lang="en"><head><meta charset="UTF-8"><title>Scratch</title><link rel="icon" href="data:,"></head>' +
  '<body><main id="root"></main><script type="module" src="/src/main.tsx"></script></body></html>\n';

/** One Node process, the app's own Vite: the browser app, the server bundle and the two size probes. */
const buildScript = `import react from '@vitejs/plugin-react';
import { build } from 'vite';

const common = { configFile: false, root: process.cwd(), logLevel: 'warn', plugins: [react()] };
// The app a department ships: index.html, main.tsx and the packed stylesheets.
await build({ ...common, build: { outDir: 'dist' } });
// A server bundle; the packages stay imports that Node loads from node_modules.
await build({ ...common, build: { ssr: 'src/ssr.tsx', outDir: 'dist-ssr' } });
// What a Button costs: React alone, then React with Button.
for (const name of ['plain', 'button']) {
  await build({
    ...common,
    build: { outDir: 'dist-size/' + name, rolldownOptions: { input: 'src/size-' + name + '.tsx' } },
  });
}
`;

const mainTsx = `import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, ConfirmDialog, CurrencyInput, TextField } from '@citytax/ui';
import { ContactUsForm } from '@citytax/forms';
import '@citytax/ui/tokens.css';
import '@citytax/ui/base.css';
import '@citytax/ui/components.css';
import '@citytax/forms/style.css';

declare global {
  interface Window {
    citytaxRefs?: Record<string, string>;
  }
}

const describe = (element: Element | null) =>
  element ? element.tagName.toLowerCase() + ':' + (element.getAttribute('name') ?? element.textContent) : 'null';

function App() {
  const [open, setOpen] = useState(true);
  const [email, setEmail] = useState('');
  const [amount, setAmount] = useState<number | null>(1234.5);
  const emailRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    window.citytaxRefs = {
      email: describe(emailRef.current),
      amount: describe(amountRef.current),
      button: describe(buttonRef.current),
    };
  }, []);
  return (
    <>
      <TextField ref={emailRef} name="email" label="Email" value={email} onChange={setEmail} />
      <CurrencyInput ref={amountRef} name="amount" label="Amount" value={amount} onChange={setAmount} />
      <Button ref={buttonRef} variant="primary" onClick={() => setOpen(true)}>
        ${BUTTON_LABEL}
      </Button>
      <ConfirmDialog open={open} onOpenChange={setOpen} title="${DIALOG_TITLE}" message="${DIALOG_MESSAGE}" />
      <ContactUsForm onSubmit={() => {}} />
    </>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(<App />);
`;

/** Type probes: they fail the type-check if the packed declarations lose the props' or refs' types. */
const refProbesTsx = `import { useRef } from 'react';
import { Button, CurrencyInput, TextField } from '@citytax/ui';

export function RefProbes() {
  const text = useRef<HTMLInputElement>(null);
  const money = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <TextField ref={text} name="name" label="Name" />
      <CurrencyInput ref={money} name="wages" label="Wages" value={null} />
      <Button ref={button}>Go</Button>
      {/* @ts-expect-error a button's ref does not fit a field's <input> */}
      <TextField ref={button} name="name" label="Name" />
      {/* @ts-expect-error 'sparkly' is not a ButtonVariant */}
      <Button variant="sparkly">x</Button>
    </>
  );
}
`;

/** Every component example and two form modules through renderToString; one JSON report on stdout. */
const ssrTsx = `import { version, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import * as ui from '@citytax/ui';
import { ContactUsForm, W2EntryForm } from '@citytax/forms';
import { citiesForYear } from '@citytax/api';
import { CITIES } from '@citytax/tax-rules';
import { componentExamples } from './componentExamples';

function isComponent(value: unknown): boolean {
  if (typeof value === 'function') return true;
  // forwardRef and memo return objects tagged with $$typeof.
  return typeof value === 'object' && value !== null && '$$typeof' in value;
}

function render(name: string, index: number, element: ReactElement) {
  const consoleErrors: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '));
  };
  try {
    return { name, index, length: renderToString(element).length, error: null, consoleErrors };
  } catch (error) {
    return { name, index, length: 0, error: error instanceof Error ? error.message : String(error), consoleErrors };
  } finally {
    console.error = original;
  }
}

const noop = () => {};
const outcomes = [
  ...Object.entries(componentExamples).flatMap(([name, examples]) =>
    examples.map((element, index) => render(name, index, element)),
  ),
  render('ContactUsForm (@citytax/forms)', 0, <ContactUsForm onSubmit={noop} />),
  render('W2EntryForm (@citytax/forms)', 0, <W2EntryForm cities={citiesForYear(CITIES, 2025)} onSubmit={noop} />),
];
const exported = Object.entries(ui)
  .filter(([name, value]) => /^[A-Z]/.test(name) && isComponent(value))
  .map(([name]) => name);
console.log(JSON.stringify({ react: version, exported, examples: Object.keys(componentExamples), outcomes }));
`;

const sizePlainTsx = `import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(<button type="button">Save</button>);
`;

const sizeButtonTsx = `import { createRoot } from 'react-dom/client';
import { Button } from '@citytax/ui';

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(<Button>Save</Button>);
`;

/** The scratch app's files, path → content. */
export function scratchAppFiles() {
  return {
    'package.json': JSON.stringify({ name: 'citytax-scratch-app', private: true, type: 'module' }, null, 2),
    'index.html': indexHtml,
    'tsconfig.json': JSON.stringify(tsconfig, null, 2),
    'build.mjs': buildScript,
    'src/css.d.ts': "declare module '*.css';\n",
    'src/main.tsx': mainTsx,
    'src/refProbes.tsx': refProbesTsx,
    'src/ssr.tsx': ssrTsx,
    'src/componentExamples.tsx': componentExamplesSource(),
    'src/size-plain.tsx': sizePlainTsx,
    'src/size-button.tsx': sizeButtonTsx,
  };
}
