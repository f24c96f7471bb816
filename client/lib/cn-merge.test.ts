import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { buttonVariants } from '~/components/ui/button';
import { cn } from './utils';

const clientDir = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

function parse(file: string) {
  return ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
}

/** Every string literal under `node`, a file-level string constant's value in its place. */
function literals(node: ts.Node, constants: Map<string, string>): string[] {
  const found: string[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) found.push(n.text);
    else if (ts.isIdentifier(n) && constants.has(n.text)) found.push(constants.get(n.text)!);
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

function stringConstants(source: ts.SourceFile): Map<string, string> {
  const constants = new Map<string, string>();
  const visit = (n: ts.Node) => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer) {
      const init = n.initializer;
      if (ts.isStringLiteral(init) || ts.isNoSubstitutionTemplateLiteral(init))
        constants.set(n.name.text, init.text);
    }
    ts.forEachChild(n, visit);
  };
  visit(source);
  return constants;
}

const isCnCall = (n: ts.Node): n is ts.CallExpression =>
  ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'cn';

/** The classes each shared component merges a caller's `className` into (its first `cn` call). */
function componentBases(): Map<string, string> {
  const bases = new Map<string, string>();
  for (const file of sourceFiles(path.join(clientDir, 'components'))) {
    const source = parse(file);
    ts.forEachChild(source, (n) => {
      if (!ts.isFunctionDeclaration(n) || !n.name) return;
      let base: string[] | undefined;
      const visit = (m: ts.Node) => {
        if (!base && isCnCall(m)) base = literals(m, new Map());
        ts.forEachChild(m, visit);
      };
      visit(n);
      if (base) bases.set(n.name.text, base.join(' '));
    });
  }
  return bases;
}

/**
 * Every class list `cn` is given in the source: each `cn(...)` call with all its literals together (both
 * sides of a condition: a superset), and each `className` given to a shared component, after its own.
 */
function classListsInSource(): { where: string; classes: string }[] {
  const bases = componentBases();
  const lists: { where: string; classes: string }[] = [];
  for (const file of sourceFiles(clientDir)) {
    const source = parse(file);
    const constants = stringConstants(source);
    const where = (n: ts.Node) =>
      `${path.relative(clientDir, file)}:${source.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
    const visit = (n: ts.Node) => {
      if (isCnCall(n)) lists.push({ where: where(n), classes: literals(n, constants).join(' ') });
      if (ts.isJsxSelfClosingElement(n) || ts.isJsxOpeningElement(n)) {
        const attribute = (name: string) =>
          n.attributes.properties.find(
            (a): a is ts.JsxAttribute => ts.isJsxAttribute(a) && a.name.getText(source) === name,
          )?.initializer;
        const text = (name: string) => {
          const value = attribute(name);
          return value && ts.isStringLiteral(value) ? value.text : undefined;
        };
        const tag = n.tagName.getText(source);
        const className = attribute('className');
        const base =
          tag === 'Button'
            ? buttonVariants({ variant: text('variant') as never, size: text('size') as never })
            : bases.get(tag);
        if (className && base)
          lists.push({ where: where(n), classes: `${base} ${literals(className, constants).join(' ')}` });
      }
      ts.forEachChild(n, visit);
    };
    visit(source);
  }
  return lists;
}

describe('cn', () => {
  it('lets a caller override what it needs: padding, display, colours, sizes', () => {
    expect(cn('inline-flex min-h-10 px-4 py-2 text-sm', 'hidden lg:inline-flex min-h-11 p-0 text-base')).toBe(
      'hidden lg:inline-flex min-h-11 p-0 text-base',
    );
    expect(cn('border border-slate-300 text-slate-800', 'border-dashed border-red-700 text-center')).toBe(
      'border text-slate-800 border-dashed border-red-700 text-center',
    );
  });

  it("merges every class list in the client's source as tailwind-merge's full configuration does", () => {
    const lists = classListsInSource();
    expect(lists.length).toBeGreaterThan(150);
    const disagreements = lists
      .filter(({ classes }) => cn(classes) !== twMerge(classes))
      .map(({ where, classes }) => `${where}: "${cn(classes)}" instead of "${twMerge(classes)}"`);
    expect(disagreements).toEqual([]);
  });
});
