import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** The repository's root; the paths this module gives are relative to it, with `/`. */
export const ROOT = join(import.meta.dirname, '..');

/** A text written into the code: a string or template literal, or text between JSX tags. */
export interface SourceText {
  /** `domain/payments/payment.ts`, from the repository's root. */
  file: string;
  line: number;
  /** The text; a template's `${…}` parts are `{}`. */
  text: string;
  /** The literal is the message-key argument of `code(…)`, `message(…)` or a BankError. */
  messageKey: boolean;
}

const SKIPPED_FOLDERS = new Set(['node_modules', 'seed', 'testing']);

/** The TypeScript sources under `folders`, without tests, test helpers and seed data. */
export function sourceFiles(...folders: string[]): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : walk(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
  return folders.flatMap(walk).sort();
}

/** Calls whose first string argument, or a BankError's second, is a key of the catalogue. */
function isMessageKeyArgument(node: ts.Node): boolean {
  const call = node.parent;
  if (!call || !(ts.isCallExpression(call) || ts.isNewExpression(call))) return false;
  const callee = call.expression.getText();
  const args = call.arguments ?? ts.factory.createNodeArray();
  if (callee === 'code' || callee === 'message') return args[0] === node;
  return callee === 'BankError' && args[1] === node;
}

function isModuleName(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    !!parent &&
    (ts.isImportDeclaration(parent) ||
      ts.isExportDeclaration(parent) ||
      ts.isExternalModuleReference(parent) ||
      (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword))
  );
}

/** Every text written into one source file, with where it is. */
export function sourceTexts(file: string): SourceText[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(ROOT, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const texts: SourceText[] = [];
  const add = (node: ts.Node, text: string, messageKey = false) => {
    if (text.trim() === '') return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    texts.push({ file, line, text, messageKey });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isModuleName(node)) add(node, node.text, isMessageKeyArgument(node));
    } else if (ts.isTemplateExpression(node)) {
      add(
        node,
        node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join(''),
      );
      node.templateSpans.forEach((span) => visit(span.expression));
      return;
    } else if (ts.isJsxText(node)) {
      add(node, node.text.trim());
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}
