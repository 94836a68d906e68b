import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sideEffectsOf } from './sideEffects.js';

/** Every non-test TypeScript module under a folder. */
function modules(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return modules(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const DECLARATIONS = new Set([
  ts.SyntaxKind.ImportDeclaration,
  ts.SyntaxKind.ImportEqualsDeclaration,
  ts.SyntaxKind.ExportDeclaration,
  ts.SyntaxKind.VariableStatement,
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.ClassDeclaration,
  ts.SyntaxKind.InterfaceDeclaration,
  ts.SyntaxKind.TypeAliasDeclaration,
  ts.SyntaxKind.EnumDeclaration,
  ts.SyntaxKind.ModuleDeclaration,
]);

/** Whether a module runs anything at its top level beyond declaring (a call, a loop, an if…). */
function acts(path: string): boolean {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false);
  return source.statements.some((statement) => !DECLARATIONS.has(statement.kind));
}

describe('the modules the web build may leave out when unused', () => {
  const root = resolve(import.meta.dirname, '..');
  const all = ['schema/src', 'machines/src'].flatMap((folder) => modules(join(root, folder)));

  it('are every module of schema/ and machines/ that only declares', () => {
    expect(all.length).toBeGreaterThan(50);
    const undeclared = all.filter((path) => acts(path) && !sideEffectsOf(path));
    expect(undeclared.map((path) => path.slice(root.length + 1))).toEqual([]);
  });

  it('keep the modules that configure zod, and everything outside both folders', () => {
    expect(sideEffectsOf(join(root, 'schema/src/zodInBrowsers.ts'))).toBe(true);
    expect(sideEffectsOf(join(root, 'schema/src/zodMessages.ts'))).toBe(true);
    expect(sideEffectsOf(join(root, 'schema/src/roles.ts'))).toBe(false);
    expect(sideEffectsOf(join(root, 'schema/src/zod.ts'))).toBe(true);
    expect(sideEffectsOf(join(root, 'schema/src/index.ts'))).toBe(false);
    expect(sideEffectsOf(join(root, 'machines/src/index.ts'))).toBe(false);
    expect(sideEffectsOf(join(root, 'web/src/kit/inspect/registerMachines.ts'))).toBe(true);
    expect(sideEffectsOf(join(root, 'node_modules/zod/index.js'))).toBe(true);
  });

  // The configuration reaches every schema only if each module that makes one takes z from zod.ts.
  it('have every schema module take zod from the configured zod.ts', () => {
    const direct = all.filter(
      (path) =>
        path.includes('/schema/src/') &&
        !/zod[A-Za-z]*\.ts$/.test(path) &&
        /^import \{[^}]*\bz\b[^}]*\} from 'zod'/m.test(readFileSync(path, 'utf8')),
    );
    expect(direct.map((path) => path.slice(root.length + 1))).toEqual([]);
  });

  it('finds a module that acts at its top level', () => {
    expect(acts(join(root, 'schema/src/zodMessages.ts'))).toBe(true);
    expect(acts(join(root, 'schema/src/roles.ts'))).toBe(false);
  });
});
