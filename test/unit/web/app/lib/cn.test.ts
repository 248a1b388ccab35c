/**
 * `cn` joins class names without resolving Tailwind conflicts (tailwind-merge would cost every
 * public page 8 KB of JavaScript), so two classes that set the same property must never meet in
 * one class string: the stylesheet's order, not the caller, would pick the winner. These checks
 * read the app's source and ask tailwind-merge, which knows Tailwind's property groups, whether it
 * would drop anything from the class strings the app can produce:
 * - every variant combination of every `cva` in components/ui;
 * - every `cn(...)` call, each conditional branch taken both ways;
 * - every className a caller passes to a component, joined with the component's own classes for
 *   the props the caller gives (read by calling the component with a marker className).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { twMerge } from 'tailwind-merge';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const appDir = fileURLToPath(new URL('../../../../../web/app/', import.meta.url));
const uiDir = join(appDir, 'components/ui');
const marker = 'caller-class-marker';

/**
 * The classes tailwind-merge would drop from `classes`. A repeated class is harmless unless it
 * conflicts with a class between its two places ('p-6 pt-0 p-6'), so only its last place counts.
 */
function droppedClasses(classes: string): string[] {
  const unique = [...new Set(classes.split(/\s+/).filter(Boolean).reverse())].reverse();
  const kept = new Set(twMerge(unique.join(' ')).split(' '));
  return unique.filter((name) => !kept.has(name));
}

// ---- Reading the source ----

const sourceFiles = new Map<string, ts.SourceFile>();

function parse(path: string, text = readFileSync(path, 'utf8')): ts.SourceFile {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  sourceFiles.set(path, file);
  return file;
}

function sourceFile(path: string): ts.SourceFile {
  return sourceFiles.get(path) ?? parse(path);
}

function appFiles(dir = appDir): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => join(dir, name));
}

function visit(node: ts.Node, onNode: (node: ts.Node) => void): void {
  onNode(node);
  node.forEachChild((child) => visit(child, onNode));
}

/** The file an import specifier of the app names ('~/…' or relative), if it is part of the app. */
function resolveModule(specifier: string, fromFile: string): string | undefined {
  const base = specifier.startsWith('~/')
    ? join(appDir, specifier.slice(2))
    : specifier.startsWith('.')
      ? join(dirname(fromFile), specifier)
      : undefined;
  return base && ['.tsx', '.ts'].map((ext) => base + ext).find((path) => existsSync(path));
}

interface Binding {
  file: ts.SourceFile;
  /** The initial value, for a const. */
  value?: ts.Expression;
  /** The module and exported name, for an import. */
  from?: { path: string; name: string };
}

function declares(name: ts.BindingName, text: string): boolean {
  return ts.isIdentifier(name)
    ? name.text === text
    : name.elements.some((e) => !ts.isOmittedExpression(e) && declares(e.name, text));
}

/** The declaration `name` refers to at `node`: the nearest const or import, none for a parameter. */
function bindingAt(node: ts.Node, name: string): Binding | undefined {
  const file = node.getSourceFile();
  for (let scope: ts.Node | undefined = node; scope; scope = scope.parent) {
    if (ts.isFunctionLike(scope) && scope.parameters.some((p) => declares(p.name, name))) return;
    if (!ts.isBlock(scope) && !ts.isSourceFile(scope)) continue;
    for (const statement of scope.statements) {
      if (ts.isVariableStatement(statement)) {
        const declaration = statement.declarationList.declarations.find(
          (d) => ts.isIdentifier(d.name) && d.name.text === name,
        );
        if (declaration) return { file, value: declaration.initializer };
      }
      const imports = ts.isImportDeclaration(statement)
        ? statement.importClause?.namedBindings
        : undefined;
      const specifier =
        imports && ts.isNamedImports(imports)
          ? imports.elements.find((e) => e.name.text === name)
          : undefined;
      if (specifier) {
        const module = (statement as ts.ImportDeclaration).moduleSpecifier as ts.StringLiteral;
        const path = resolveModule(module.text, file.fileName);
        const exported = (specifier.propertyName ?? specifier.name).text;
        return path ? { file, from: { path, name: exported } } : undefined;
      }
    }
  }
  return undefined;
}

/** The const `identifier` refers to, following an import into the module that exports it. */
function resolve(identifier: ts.Identifier): Binding | undefined {
  const binding = bindingAt(identifier, identifier.text);
  return binding?.from ? bindingAt(sourceFile(binding.from.path), binding.from.name) : binding;
}

// ---- The class strings an expression can produce ----

function combine(parts: string[][]): string[] {
  return parts.reduce<string[]>(
    (joined, options) => joined.flatMap((left) => options.map((right) => `${left} ${right}`)),
    [''],
  );
}

/** Every class string of a `cva(base, { variants })` call, one per variant combination. */
function cvaStrings(call: ts.CallExpression): string[] {
  const [base, config] = call.arguments;
  const parts: string[][] = [base && ts.isStringLiteral(base) ? [base.text] : ['']];
  const variants =
    config && ts.isObjectLiteralExpression(config)
      ? config.properties.find((p) => p.name?.getText() === 'variants')
      : undefined;
  if (variants && ts.isPropertyAssignment(variants)) {
    for (const variant of (variants.initializer as ts.ObjectLiteralExpression).properties) {
      const options = (variant as ts.PropertyAssignment).initializer as ts.ObjectLiteralExpression;
      parts.push(
        options.properties.map((option) => {
          const value = (option as ts.PropertyAssignment).initializer;
          if (!ts.isStringLiteralLike(value)) throw new Error(`Not a string: ${value.getText()}`);
          return value.text;
        }),
      );
    }
  }
  return combine(parts);
}

function isCva(node: ts.Node): node is ts.CallExpression {
  return ts.isCallExpression(node) && node.expression.getText() === 'cva';
}

/**
 * The class strings `node` can evaluate to: both branches of a condition, every value of a lookup
 * table, every combination of a cva. A value the source does not fix (a prop) counts as ''.
 */
function classStrings(node: ts.Expression, file: ts.SourceFile): string[] {
  const strings = (expression: ts.Expression) => classStrings(expression, file);
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node))
    return strings(node.expression);
  if (ts.isTemplateExpression(node)) {
    return combine([
      [node.head.text],
      ...node.templateSpans.flatMap((span) => [strings(span.expression), [span.literal.text]]),
    ]);
  }
  if (ts.isConditionalExpression(node))
    return [...strings(node.whenTrue), ...strings(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return ['', ...strings(node.right)];
    if (
      operator === ts.SyntaxKind.BarBarToken ||
      operator === ts.SyntaxKind.QuestionQuestionToken
    ) {
      return [...strings(node.left), ...strings(node.right)];
    }
    return [''];
  }
  if (ts.isObjectLiteralExpression(node)) {
    return node.properties.flatMap((p) =>
      ts.isPropertyAssignment(p) ? strings(p.initializer) : [],
    );
  }
  if (ts.isElementAccessExpression(node)) return strings(node.expression);
  if (ts.isIdentifier(node)) {
    const binding = resolve(node);
    return binding?.value && !ts.isArrowFunction(binding.value) && !isCva(binding.value)
      ? classStrings(binding.value, binding.file)
      : [''];
  }
  if (ts.isCallExpression(node)) {
    const callee = node.expression.getText();
    if (callee === 'cn' || callee === 'clsx') return combine(node.arguments.map(strings));
    const binding = ts.isIdentifier(node.expression) ? resolve(node.expression) : undefined;
    if (binding?.value && isCva(binding.value)) return cvaStrings(binding.value);
  }
  return [''];
}

// ---- What a caller passes to a component ----

/**
 * The class attribute the marker lands in when `element` renders, following it through the
 * function components that pass it on. A function component returns its elements when called, so
 * no renderer (and no portal) is needed, except for one that uses hooks: that one is rendered.
 */
function classWithMarker(element: ReactElement): string | undefined {
  const { className } = element.props as { className?: unknown };
  if (typeof className !== 'string' || !className.includes(marker)) return undefined;
  if (typeof element.type !== 'function') return className;
  let output: ReactNode;
  try {
    output = (element.type as (props: unknown) => ReactNode)(element.props);
  } catch {
    const html = renderToStaticMarkup(element);
    return [...html.matchAll(/class="([^"]*)"/g)]
      .map((match) => match[1]!.replaceAll('&amp;', '&'))
      .find((value) => value.includes(marker));
  }
  return markedIn(output) ?? className;
}

function markedIn(node: ReactNode): string | undefined {
  if (Array.isArray(node)) return node.map(markedIn).find(Boolean);
  if (!isValidElement(node)) return undefined;
  return classWithMarker(node) ?? markedIn((node.props as { children?: ReactNode }).children);
}

/** A prop's possible literal values (`variant={on ? 'brand' : 'outline'}`), if all are literal. */
function literalValues(attribute: ts.JsxAttribute): unknown[] | undefined {
  const value = attribute.initializer;
  if (!value) return [true];
  if (ts.isStringLiteral(value)) return [value.text];
  const expression = ts.isJsxExpression(value) ? value.expression : undefined;
  const literals = (node: ts.Expression | undefined): string[] | undefined => {
    if (!node) return undefined;
    if (ts.isStringLiteralLike(node)) return [node.text];
    if (ts.isParenthesizedExpression(node)) return literals(node.expression);
    if (!ts.isConditionalExpression(node)) return undefined;
    const [whenTrue, whenFalse] = [literals(node.whenTrue), literals(node.whenFalse)];
    return whenTrue && whenFalse ? [...whenTrue, ...whenFalse] : undefined;
  };
  return literals(expression);
}

/** The class strings of the cn call that takes the `className` of the component `name`. */
function declaredClasses(path: string, name: string): string[] | undefined {
  let classes: string[] | undefined;
  visit(sourceFile(path), (node) => {
    if (!ts.isFunctionDeclaration(node) || node.name?.text !== name) return;
    visit(node, (inner) => {
      const takesClassName =
        ts.isCallExpression(inner) &&
        inner.expression.getText() === 'cn' &&
        inner.arguments.some((a) => ts.isIdentifier(a) && a.text === 'className');
      if (takesClassName && !classes) classes = classStrings(inner, sourceFile(path));
    });
  });
  return classes;
}

interface Joined {
  where: string;
  classes: string;
}

/** Every (props, className) a JSX element can give a component the app imports from itself. */
async function callerSites(file: ts.SourceFile): Promise<Joined[]> {
  const elements: (ts.JsxOpeningElement | ts.JsxSelfClosingElement)[] = [];
  visit(file, (node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) elements.push(node);
  });
  const sites: Joined[] = [];
  for (const element of elements) {
    const attributes = element.attributes.properties.filter(ts.isJsxAttribute);
    const classAttribute = attributes.find((a) => a.name.getText() === 'className');
    const tag = element.tagName;
    if (!classAttribute?.initializer || !ts.isIdentifier(tag)) continue;
    const from = bindingAt(tag, tag.text)?.from;
    if (!from) continue;
    const component = ((await import(from.path)) as Record<string, unknown>)[from.name];
    if (typeof component !== 'function') continue;

    const value = classAttribute.initializer;
    const classOptions = ts.isStringLiteral(value)
      ? [value.text]
      : classStrings((value as ts.JsxExpression).expression!, file);
    let propOptions: Record<string, unknown>[] = [{}];
    for (const attribute of attributes) {
      const name = attribute.name.getText();
      const values = name === 'className' ? undefined : literalValues(attribute);
      if (values) {
        propOptions = propOptions.flatMap((p) => values.map((v) => ({ ...p, [name]: v })));
      }
    }
    const { line } = file.getLineAndCharacterOfPosition(element.getStart());
    const where = `${relative(appDir, file.fileName)}:${line + 1} <${tag.text}>`;
    for (const props of propOptions) {
      let own: string[];
      try {
        const probe = createElement(component as () => ReactNode, { ...props, className: marker });
        own = [classWithMarker(probe)?.replace(marker, '')].filter((c) => c !== undefined);
      } catch (error) {
        // It needs props the caller computes: read the cn call that takes its className instead.
        own = declaredClasses(from.path, from.name) ?? [];
        if (own.length === 0)
          throw new Error(`${where}: cannot tell the component's classes`, { cause: error });
      }
      for (const base of own) {
        for (const classes of classOptions) {
          sites.push({ where, classes: `${base} ${classes}` });
        }
      }
    }
  }
  return sites;
}

/** The cn calls of a file, each with every class string it can join. */
/** Every class string each cn call of a file can join. */
function cnCalls(file: ts.SourceFile): Joined[] {
  const joined: Joined[] = [];
  visit(file, (node) => {
    if (ts.isCallExpression(node) && node.expression.getText() === 'cn') {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart());
      const where = `${relative(appDir, file.fileName)}:${line + 1}`;
      for (const classes of classStrings(node, file)) joined.push({ where, classes });
    }
  });
  return joined;
}

function conflicts(entries: Joined[]): string[] {
  return entries.flatMap(({ where, classes }) => {
    const dropped = droppedClasses(classes);
    const shown = classes.trim().replace(/\s+/g, ' ');
    return dropped.length > 0 ? [`${where}: ${dropped.join(' ')} lost in "${shown}"`] : [];
  });
}

// ---- The checks ----

describe('the ui components', () => {
  it('give no two classes of one property in any variant combination', () => {
    const combinations = appFiles(uiDir).flatMap((path) => {
      const calls: ts.CallExpression[] = [];
      visit(sourceFile(path), (node) => {
        if (isCva(node)) calls.push(node);
      });
      return calls.flatMap((call) =>
        cvaStrings(call).map((classes) => ({ where: relative(appDir, path), classes })),
      );
    });

    expect(combinations.length).toBeGreaterThan(50);
    expect(conflicts(combinations)).toEqual([]);
  });
});

describe('the class strings of the app', () => {
  it('join no conflicting classes in any cn call, whichever branches are taken', () => {
    const joined = appFiles().flatMap((path) => cnCalls(sourceFile(path)));

    expect(new Set(joined.map(({ where }) => where)).size).toBeGreaterThan(40);
    expect(conflicts(joined)).toEqual([]);
  });

  it('add no class to a component that conflicts with its own classes', async () => {
    const sites = (
      await Promise.all(appFiles().map((path) => callerSites(sourceFile(path))))
    ).flat();

    expect(sites.length).toBeGreaterThan(100);
    expect(conflicts(sites)).toEqual([]);
  });
});

describe('the check', () => {
  const fixture = (text: string) => parse(join(appDir, 'class-names-fixture.tsx'), text);

  it('finds a caller overriding a class of the component', async () => {
    const file = fixture(
      [
        "import { Button } from '~/components/ui/button';",
        "import { CardContent } from '~/components/ui/card';",
        'export const A = () => <Button size="lg" className="text-sm" />;',
        'export const B = ({ on }: { on: boolean }) => <CardContent className={on ? "p-4" : "mt-2"} />;',
      ].join('\n'),
    );

    expect(conflicts(await callerSites(file))).toEqual([
      expect.stringMatching(
        /:3 <Button>: text-base lost in ".* h-12 px-6 text-base rounded-md text-sm"$/,
      ),
      expect.stringMatching(/:4 <CardContent>: px-6 pb-6 lost in "px-6 pb-6 p-4"$/),
    ]);
  });

  it('finds a branch of a cn call that conflicts with the rest', () => {
    const file = fixture(
      [
        "const tones = { on: 'bg-brand', off: 'text-sm' };",
        "export const a = (on: boolean, tone: 'on' | 'off') =>",
        "  cn('flex bg-muted', on && 'hidden', tones[tone]);",
      ].join('\n'),
    );

    expect(conflicts(cnCalls(file))).toEqual([
      'class-names-fixture.tsx:3: bg-muted lost in "flex bg-muted bg-brand"',
      'class-names-fixture.tsx:3: flex bg-muted lost in "flex bg-muted hidden bg-brand"',
      'class-names-fixture.tsx:3: flex lost in "flex bg-muted hidden text-sm"',
    ]);
  });
});
