// Refuses import cycles in the server, at two levels: between business modules (each folder under
// src/modules collapsed to one node, type-only imports included: a module depends on another only
// one way) and between files (imports that stay at run time). One pass over the import graph, about
// a second, instead of ESLint's import-x/no-cycle, which walks the graph again for every file.
// Run: node scripts/import-cycles.mjs [server folder, default apps/server]; exits 1 on a cycle.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE_FILE = /\.(ts|mts|tsx)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist']);

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The project file a relative specifier names (`./x.ts`, `./x.js`, `./x`, `./dir`), or undefined. */
function resolveRelative(fromFile, specifier, known) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const stem = base.replace(/\.(js|mjs|ts|mts)$/, '');
  return [base, `${stem}.ts`, `${stem}.mts`, `${stem}.tsx`, path.join(base, 'index.ts')].find((f) => known.has(f));
}

/** A file's relative import specifiers, each with whether only types come through it (erased at run time). */
function relativeImports(file) {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.TS,
  );
  const found = [];
  const visit = (node) => {
    // `import { type A }` keeps loading the file (verbatimModuleSyntax); only `import type` is erased.
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typesOnly: node.importClause?.isTypeOnly ?? false });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typesOnly: node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typesOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter(({ specifier }) => specifier.startsWith('.'));
}

/**
 * Every file's project imports (static, re-exports and dynamic `import()`), by absolute path: `all`
 * for the modules' dependencies, `atRunTime` (without the type-only ones) for the file cycles.
 */
function importGraph(root) {
  const files = sourceFiles(root);
  const known = new Set(files);
  const all = new Map();
  const atRunTime = new Map();
  for (const file of files) {
    const imports = relativeImports(file)
      .map(({ specifier, typesOnly }) => ({ target: resolveRelative(file, specifier, known), typesOnly }))
      .filter(({ target }) => target !== undefined && target !== file);
    all.set(file, new Set(imports.map(({ target }) => target)));
    atRunTime.set(file, new Set(imports.filter(({ typesOnly }) => !typesOnly).map(({ target }) => target)));
  }
  return { all, atRunTime };
}

/** Tarjan's strongly connected components with more than one node: each holds at least one cycle. */
function cyclicComponents(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components;
}

/** A shortest path from `start` back to itself inside one component, as its list of nodes. */
function shortestLoop(graph, component, start) {
  const members = new Set(component);
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of [...(graph.get(node) ?? [])].sort()) {
      if (!members.has(target) || cameFrom.has(target)) continue;
      cameFrom.set(target, node);
      if (target === start) {
        const way = [];
        for (let step = node; step !== start; step = cameFrom.get(step)) way.unshift(step);
        return [start, ...way, start];
      }
      queue.push(target);
    }
  }
  return [start, start];
}

/** The shortest loop through each member of a component, each loop once: what a reader can follow. */
function loopsThrough(graph, component) {
  const loops = new Map();
  for (const member of component) {
    const loop = shortestLoop(graph, component, member);
    const ring = loop.slice(0, -1);
    const first = ring.indexOf([...ring].sort()[0]);
    const rotated = [...ring.slice(first), ...ring.slice(0, first)];
    loops.set(rotated.join('\0'), [...rotated, rotated[0]]);
  }
  return [...loops.values()];
}

/** The folder under `src/modules/` a file belongs to, or undefined for the platform and everything else. */
function moduleOf(root, file) {
  const [src, modules, name, ...rest] = path.relative(root, file).split(path.sep);
  return src === 'src' && modules === 'modules' && rest.length > 0 ? name : undefined;
}

/** Module → module edges, each with the file imports that make it. */
function moduleGraph(root, files) {
  const graph = new Map();
  const because = new Map();
  for (const [file, targets] of files) {
    const from = moduleOf(root, file);
    if (from === undefined) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const target of targets) {
      const to = moduleOf(root, target);
      if (to === undefined || to === from) continue;
      graph.get(from).add(to);
      const key = `${from}\0${to}`;
      because.set(key, [...(because.get(key) ?? []), [file, target]]);
    }
  }
  return { graph, importsBehind: (from, to) => because.get(`${from}\0${to}`) ?? [] };
}

/** The server's import cycles as readable reports: one per cyclic component, modules first. */
function findImportCycles(root) {
  const files = importGraph(root);
  const shown = (file) => path.relative(root, file);
  const modules = moduleGraph(root, files.all);
  const moduleCycles = cyclicComponents(modules.graph).map((component) => {
    const lines = loopsThrough(modules.graph, component).map((loop) => `module cycle: ${loop.join(' → ')}`);
    for (const from of component) {
      for (const to of [...modules.graph.get(from)].filter((m) => component.includes(m)).sort()) {
        for (const [file, target] of modules.importsBehind(from, to)) {
          lines.push(`  ${from} → ${to}: ${shown(file)} imports ${shown(target)}`);
        }
      }
    }
    return lines.join('\n');
  });
  const fileCycles = cyclicComponents(files.atRunTime).map((component) => {
    return loopsThrough(files.atRunTime, component)
      .map((loop) => `file cycle: ${loop.map(shown).join(' → ')}`)
      .join('\n');
  });
  return [...moduleCycles, ...fileCycles];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/server'),
  );
  const cycles = findImportCycles(root);
  if (cycles.length > 0) {
    console.error(
      `${cycles.join('\n\n')}\n\n${cycles.length} import cycle(s) in ${path.relative(process.cwd(), root) || '.'}: a module may depend on another only one way, and a file never imports itself back.`,
    );
    process.exit(1);
  }
}
