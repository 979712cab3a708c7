import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { analyzeBundle, BUDGETS, closure, gz, ROUTER_CHUNK } from '../scripts/bundle-budget.mjs';
import { ROOT } from './util';

/*
 * Front end: builds the portal as `npm run build` does and measures, per route of the route table,
 * the production JS and CSS (gzip) the route needs on top of the first page. The first page and
 * the budgets are those of scripts/bundle-budget.mjs (npm test), whose analysis this reuses.
 */

const ROUTING = path.join(ROOT, 'apps/portal/src/routing');
export const PORTAL_DIST = path.join(ROOT, 'apps/portal/dist');

/**
 * The target of issue 21 for the first page's JS (gzip), below the budget npm test enforces
 * (BUDGETS.initialJs of scripts/bundle-budget.mjs): the target is what to aim for, the budget
 * what must not be crossed.
 */
export const FIRST_PAGE_JS_TARGET = 90 * 1024;

export interface RouteSize {
  /** The URL pattern, e.g. /forms/individual/annual-return. */
  route: string;
  /** The module the route loads lazily, relative to the repository. */
  module: string;
  /** The chunk of that module, relative to dist. */
  chunk: string;
  /** Gzip bytes of the route's own chunk (0 when it is part of the first page). */
  ownJs: number;
  /** Gzip bytes of every JS chunk the route needs that the first page has not loaded. */
  addedJs: number;
  addedJsFiles: number;
  /** Gzip bytes of the CSS the route needs that the first page has not loaded. */
  addedCss: number;
  /** The largest chunk among the added ones (gzip bytes). */
  largestChunk: number;
  /** Whether the route is (part of) the first page. */
  firstPage: boolean;
}

export interface BudgetCheck {
  name: string;
  /** A target to reach (issue 21) or a budget npm test enforces (scripts/bundle-budget.mjs). */
  kind: 'target' | 'budget';
  limitBytes: number;
  actualBytes: number;
  pass: boolean;
  detail: string;
}

export interface FrontResult {
  buildMs: number;
  firstPage: { jsBytes: number; jsFiles: number; cssBytes: number };
  totalCssBytes: number;
  routes: RouteSize[];
  /** Lazy modules no route loads directly (loaded on demand by the shell). */
  onDemand: RouteSize[];
  budgets: BudgetCheck[];
  /** What scripts/bundle-budget.mjs reports as failures (including MSW checks). */
  bundleBudgetFailures: string[];
}

/** Runs `npm run build` and fails loudly with its output when it fails. */
function build(): number {
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`npm run build failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return Date.now() - started;
}

// ---------------------------------------------------------------------------
// The route table, read from the portal's source (routing/*.ts[x]) with the TypeScript parser

interface LazyRoute {
  route: string;
  /** Absolute path of the imported module, without extension. */
  module: string;
}

function routingSources(): Map<string, { file: string; node: ts.Expression }> {
  const declarations = new Map<string, { file: string; node: ts.Expression }>();
  for (const name of readdirSync(ROUTING)) {
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name)) continue;
    const file = path.join(ROUTING, name);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        declarations.set(node.name.text, { file, node: node.initializer });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return declarations;
}

function propertyOf(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const p of object.properties) {
    if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name) return p.initializer;
  }
  return undefined;
}

/** The specifier of the first dynamic import() inside a node. */
function dynamicImportIn(node: ts.Node): string | undefined {
  let found: string | undefined;
  const visit = (n: ts.Node) => {
    if (found) return;
    if (
      ts.isCallExpression(n) &&
      n.expression.kind === ts.SyntaxKind.ImportKeyword &&
      n.arguments[0] &&
      ts.isStringLiteral(n.arguments[0])
    ) {
      found = n.arguments[0].text;
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

function readRoutes(): LazyRoute[] {
  const declarations = routingSources();
  const root = declarations.get('routes');
  if (!root) throw new Error(`no \`routes\` array in ${ROUTING}`);
  const found: LazyRoute[] = [];

  const walkArray = (node: ts.Expression, file: string, prefix: string) => {
    if (!ts.isArrayLiteralExpression(node)) throw new Error(`route list in ${file} is not an array literal`);
    for (const element of node.elements) {
      if (ts.isSpreadElement(element) && ts.isIdentifier(element.expression)) {
        const spread = declarations.get(element.expression.text);
        if (!spread) throw new Error(`cannot resolve ...${element.expression.text} in ${file}`);
        walkArray(spread.node, spread.file, prefix);
      } else if (ts.isObjectLiteralExpression(element)) {
        walkRoute(element, file, prefix);
      }
    }
  };

  const walkRoute = (object: ts.ObjectLiteralExpression, file: string, prefix: string) => {
    const pathNode = propertyOf(object, 'path');
    const segment = pathNode && ts.isStringLiteral(pathNode) ? pathNode.text : '';
    const full = segment ? `${prefix.replace(/\/$/, '')}/${segment}` : prefix;
    const lazy = propertyOf(object, 'lazy');
    if (lazy) {
      let specifier = dynamicImportIn(lazy);
      let from = file;
      if (!specifier && ts.isIdentifier(lazy)) {
        const target = declarations.get(lazy.text);
        if (target) {
          specifier = dynamicImportIn(target.node);
          from = target.file;
        }
      }
      if (!specifier) throw new Error(`cannot find the lazy import of route ${full || '/'} in ${file}`);
      found.push({ route: full || '/', module: path.resolve(path.dirname(from), specifier) });
    }
    const children = propertyOf(object, 'children');
    if (children) walkArray(children, file, full || '/');
  };

  walkArray(root.node, root.file, '');
  return found;
}

// ---------------------------------------------------------------------------
// The build: which chunk holds a module (source maps) and which CSS a lazy import brings

const withoutExtension = (file: string) => file.replace(/\.[cm]?[jt]sx?$/, '');

/** Source module (absolute, no extension) → the chunk that contains it. */
function chunkOfModule(jsFiles: string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const chunk of jsFiles) {
    const mapFile = `${chunk}.map`;
    if (!existsSync(mapFile)) continue;
    const { sources } = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
    for (const source of sources) {
      map.set(withoutExtension(path.resolve(path.dirname(mapFile), source)), chunk);
    }
  }
  return map;
}

/**
 * The chunk Vite named after a module: for a module that only re-exports another (a facade chunk
 * of one `export … from` line has no source map).
 */
function chunkNamed(jsFiles: string[], name: string): string | undefined {
  const candidates = jsFiles.filter((f) => path.basename(f).replace(/-[\w-]+\.js$/, '') === name);
  return candidates.length === 1 ? candidates[0] : undefined;
}

/**
 * For each lazily imported chunk, the CSS files Vite preloads with it (its `__vite__mapDeps`
 * list: the CSS of the chunk and of everything it imports).
 */
function cssOfLazyImports(dist: string, jsFiles: string[]): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>();
  for (const file of jsFiles) {
    const code = readFileSync(file, 'utf8');
    const table = /m\.f=\[([^\]]*)\]/.exec(code)?.[1];
    const deps = table ? [...table.matchAll(/"([^"]+)"/g)].map((m) => path.join(dist, m[1]!)) : [];
    const re =
      /import\(\s*[`'"](\.\/[^`'"]+\.js)[`'"]\s*\)((?:(?!import\()[\s\S]){0,400}?__vite__mapDeps\(\[([\d,\s]*)\]\))?/g;
    for (const m of code.matchAll(re)) {
      const target = path.join(path.dirname(file), m[1]!);
      const css = result.get(target) ?? new Set<string>();
      for (const index of (m[3] ?? '').split(',').filter((s) => s.trim() !== '')) {
        const dep = deps[Number(index)];
        if (dep?.endsWith('.css')) css.add(dep);
      }
      result.set(target, css);
    }
  }
  return result;
}

/** The CSS the HTML page links (the first page's own CSS). */
function htmlCss(dist: string): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/?([^"]+\.css)"/g)].map((m) =>
    path.join(dist, m[1]!),
  );
}

const sum = (files: Iterable<string>, size: (f: string) => number) =>
  [...files].reduce((s, f) => s + size(f), 0);

export function measureFront(options: { skipBuild?: boolean } = {}): FrontResult {
  const buildMs = options.skipBuild ? 0 : build();
  const dist = PORTAL_DIST;
  const analysis = analyzeBundle(dist);
  const sizes = new Map<string, number>();
  const size = (f: string) => {
    let s = sizes.get(f);
    if (s === undefined) sizes.set(f, (s = gz(f)));
    return s;
  };
  const jsFiles = [...analysis.initial, ...analysis.lazy.map((l) => l.file)];
  const moduleChunks = chunkOfModule(jsFiles);
  const lazyCss = cssOfLazyImports(dist, jsFiles);
  const initial = analysis.initial;

  const disclaimerChunk = [...initial].find((f) => /^Disclaimer[-.]/.test(path.basename(f)));
  const initialCss = new Set([
    ...htmlCss(dist),
    ...(disclaimerChunk ? (lazyCss.get(disclaimerChunk) ?? []) : []),
  ]);
  const firstPage = {
    jsBytes: analysis.initialBytes,
    jsFiles: initial.size,
    cssBytes: sum(initialCss, size),
  };

  const measure = (route: string, module: string, chunk: string): RouteSize => {
    const needed = closure([chunk]);
    const added = [...needed].filter((f) => !initial.has(f));
    const addedCss = [...(lazyCss.get(chunk) ?? [])].filter((f) => !initialCss.has(f));
    return {
      route,
      module: path.relative(ROOT, module),
      chunk: path.relative(dist, chunk),
      ownJs: initial.has(chunk) ? 0 : size(chunk),
      addedJs: sum(added, size),
      addedJsFiles: added.length,
      addedCss: sum(addedCss, size),
      largestChunk: Math.max(0, ...added.map(size)),
      firstPage: initial.has(chunk),
    };
  };

  const routes: RouteSize[] = [];
  const routeChunks = new Set<string>();
  for (const { route, module } of readRoutes()) {
    const chunk = moduleChunks.get(module) ?? chunkNamed(jsFiles, path.basename(module));
    if (!chunk) throw new Error(`no chunk of the build contains ${module} (route ${route})`);
    routeChunks.add(chunk);
    routes.push(measure(route, module, chunk));
  }

  // Lazy imports that are not routes (shell parts loaded on demand), by their chunk.
  const onDemand: RouteSize[] = [];
  for (const chunk of lazyCss.keys()) {
    if (routeChunks.has(chunk) || initial.has(chunk)) continue;
    const name = path.basename(chunk).replace(/-[\w-]{6,}\.js$/, '');
    onDemand.push(measure(`(on demand) ${name}`, chunk, chunk));
  }
  onDemand.sort((a, b) => b.addedJs - a.addedJs);

  const lazyRoutes = routes.filter((r) => !r.firstPage);
  const largestRouteChunk = Math.max(0, ...lazyRoutes.map((r) => r.ownJs));
  const isRouter = (file: string) => ROUTER_CHUNK.test(path.basename(file));
  const largestLazy = analysis.lazy
    .filter((l) => !isRouter(l.file))
    .reduce((a, b) => (b.size > a.size ? b : a), { file: '', size: 0 });
  const routerChunks = analysis.lazy.filter((l) => isRouter(l.file));
  const budgets: BudgetCheck[] = [
    {
      name: 'First page JS (initial)',
      kind: 'target',
      limitBytes: FIRST_PAGE_JS_TARGET,
      actualBytes: analysis.initialBytes,
      pass: analysis.initialBytes <= FIRST_PAGE_JS_TARGET,
      detail: `${initial.size} files`,
    },
    {
      name: 'First page JS (initial)',
      kind: 'budget',
      limitBytes: BUDGETS.initialJs,
      actualBytes: analysis.initialBytes,
      pass: analysis.initialBytes <= BUDGETS.initialJs,
      detail: `${initial.size} files`,
    },
    {
      name: "Each lazy route's own chunk",
      kind: 'budget',
      limitBytes: BUDGETS.lazyChunk,
      actualBytes: largestRouteChunk,
      pass: largestRouteChunk <= BUDGETS.lazyChunk,
      detail: `largest: ${lazyRoutes.find((r) => r.ownJs === largestRouteChunk)?.route ?? '-'}`,
    },
    {
      name: 'Each lazy chunk but the router (as npm test checks)',
      kind: 'budget',
      limitBytes: BUDGETS.lazyChunk,
      actualBytes: largestLazy.size,
      pass: largestLazy.size <= BUDGETS.lazyChunk,
      detail: `largest: ${path.relative(dist, largestLazy.file)}`,
    },
    ...routerChunks.map((router): BudgetCheck => ({
      name: 'Router chunk (react-router, after the first page)',
      kind: 'budget',
      limitBytes: BUDGETS.routerChunk,
      actualBytes: router.size,
      pass: router.size <= BUDGETS.routerChunk,
      detail: path.relative(dist, router.file),
    })),
    {
      name: 'All CSS',
      kind: 'budget',
      limitBytes: BUDGETS.css,
      actualBytes: analysis.cssBytes,
      pass: analysis.cssBytes <= BUDGETS.css,
      detail: `${analysis.cssFiles.length} files`,
    },
  ];

  return {
    buildMs,
    firstPage,
    totalCssBytes: analysis.cssBytes,
    routes,
    onDemand,
    budgets,
    bundleBudgetFailures: analysis.failures,
  };
}
