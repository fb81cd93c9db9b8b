import { parseAst, type Plugin } from 'vite';

interface SyntaxNode {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}

const isNode = (value: unknown): value is SyntaxNode =>
  typeof value === 'object' && value !== null && typeof (value as SyntaxNode).type === 'string';

const keyName = (property: SyntaxNode) => {
  const key = property.key as SyntaxNode | undefined;
  return key?.type === 'Identifier' ? key.name : undefined;
};

/** Every `policy: { … }` object of the module, wherever it is written. */
function policyObjects(node: SyntaxNode, found: SyntaxNode[] = []): SyntaxNode[] {
  const value = node.value as SyntaxNode | undefined;
  if (node.type === 'Property' && keyName(node) === 'policy' && value?.type === 'ObjectExpression')
    found.push(value);
  for (const child of Object.values(node)) {
    for (const item of Array.isArray(child) ? child : [child])
      if (isNode(item)) policyObjects(item, found);
  }
  return found;
}

/**
 * A call module's code without its policies' `summary` lines: each is one line of the published
 * contract (server/openapi), which the browser never reads, yet every page's chunks carried them
 * (2.6 kB gzip over the build).
 */
export function stripCallSummaries(code: string): string {
  const cuts: [number, number][] = [];
  for (const policy of policyObjects(parseAst(code) as unknown as SyntaxNode)) {
    const properties = policy.properties as SyntaxNode[];
    const index = properties.findIndex((property) => keyName(property) === 'summary');
    const summary = properties[index];
    if (!summary) continue;
    const next = properties[index + 1];
    const previous = properties[index - 1];
    if (next) cuts.push([summary.start, next.start]);
    else cuts.push([previous ? previous.end : summary.start, summary.end]);
  }
  return cuts
    .sort(([a], [b]) => b - a)
    .reduce((stripped, [from, to]) => stripped.slice(0, from) + stripped.slice(to), code);
}

/** The build's plugin: the call modules of api/ lose their summaries, nothing else changes. */
export function withoutCallSummaries(): Plugin {
  return {
    name: 'without-call-summaries',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]api[\\/][^\\/]+\.ts$/.test(id) || !code.includes('summary')) return null;
      return { code: stripCallSummaries(code), map: null };
    },
  };
}
