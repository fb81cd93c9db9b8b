/**
 * The contract as a page to read: every call of the published document, grouped like the spec,
 * server-rendered without scripts. In English, not Finnish: its readers are partners'
 * developers, and the contract it shows (summaries, field names) is written in English.
 */
import {
  ACCESS_MEANINGS,
  CACHE_MEANINGS,
  GROUND_RULES,
  type Answer,
  type ContractDocument,
  type JsonSchema,
  type Operation,
} from './document';
import { shapeOf, type Field } from './fields';
import { Html, html } from './html';

const STYLES = `
  * { box-sizing: border-box; }
  body { margin: 0; font: 1rem/1.5 system-ui, sans-serif; color: #1a1f1c; background: #fff; }
  header, nav, main { max-width: 60rem; margin: 0 auto; padding: 0 1rem; }
  h1 { font-size: 1.75rem; line-height: 1.2; margin: 1.5rem 0 0.5rem; }
  h2 { font-size: 1.4rem; margin: 2.5rem 0 0.5rem; border-bottom: 2px solid #d5dbd8; }
  h3 { font-size: 1.1rem; margin: 0 0 0.25rem; overflow-wrap: anywhere; }
  h4 { font-size: 1rem; margin: 1rem 0 0.25rem; }
  article { border-top: 1px solid #d5dbd8; padding: 1rem 0; }
  h2 + article { border-top: 0; }
  code { font-family: ui-monospace, monospace; font-size: 0.9em; overflow-wrap: anywhere; }
  a { color: #0b4d8c; }
  a:focus-visible { outline: 3px solid #1a5fb4; outline-offset: 2px; }
  h3 a { color: inherit; text-decoration: none; }
  h3 a:hover { text-decoration: underline; }
  .method { display: inline-block; min-width: 3.5em; padding: 0 0.4em; border-radius: 4px;
    background: #0b5d36; color: #fff; font: 700 0.8rem/1.6 ui-monospace, monospace; text-align: center; }
  nav ul ul { padding-left: 1rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0.5rem 0; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  dl.fields { display: block; font-size: 0.9rem; }
  dl.fields dt { font-weight: 400; padding-top: 0.4rem; border-top: 1px solid #d5dbd8; }
  dl.fields dd { padding: 0 0 0.4rem 1rem; }
  .type { color: #4a524e; font-style: italic; }
  @media (min-width: 40rem) {
    dl.fields { display: grid; grid-template-columns: minmax(10rem, 18rem) 1fr; gap: 0 1rem; }
    dl.fields dt, dl.fields dd { padding: 0.4rem 0; border-top: 1px solid #d5dbd8; }
  }
`;

interface CallEntry {
  method: 'get' | 'post';
  path: string;
  operation: Operation;
}

function callsByGroup(document: ContractDocument): Map<string, CallEntry[]> {
  const groups = new Map(document.tags.map(({ name }) => [name as string, [] as CallEntry[]]));
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      groups
        .get(operation.tags[0])
        ?.push({ method: method as CallEntry['method'], path, operation });
    }
  }
  return groups;
}

const codes = (values: readonly string[]) =>
  values.length === 0
    ? 'none'
    : values.map((value, i) => html`${i > 0 && ', '}<code>${value}</code>`);

/** A list rather than a table: at 375 px a name, its type and its rules need the full width. */
function fieldList(fields: Field[]): Html {
  if (fields.length === 0) return html`<p>No fields.</p>`;
  return html`<dl class="fields">
    ${fields.map(
      (field) =>
        html`<dt><code>${field.name}</code></dt>
          <dd>
            <span class="type">${field.type}</span>,
            ${[field.required ? 'required' : 'optional', ...field.rules].join('; ')}
          </dd>`,
    )}
  </dl>`;
}

function shapeSection(title: string, schema: JsonSchema): Html {
  const { list, fields } = shapeOf(schema);
  return html`<h4>${title}</h4>
    ${list && html`<p>A list; each item has these fields.</p>`}${fieldList(fields)}`;
}

function requestSection({ parameters, requestBody }: Operation): Html {
  if (parameters) {
    const query: JsonSchema = {
      type: 'object',
      properties: Object.fromEntries(parameters.map(({ name, schema }) => [name, schema])),
      required: parameters.filter((parameter) => parameter.required).map(({ name }) => name),
    };
    return shapeSection('Query parameters', query);
  }
  const [mediaType = 'application/json', content] =
    Object.entries(requestBody?.content ?? {})[0] ?? [];
  const body = content?.schema ?? {};
  const kind = mediaType === 'application/json' ? 'JSON' : mediaType;
  return html`${shapeSection(`Request body (${kind})`, body)}${
    requestBody?.required === false && html`<p>The body may be left out.</p>`
  }`;
}

function answerSection(answer: Answer | undefined): Html {
  const [mediaType, content] = Object.entries(answer?.content ?? {})[0] ?? [];
  if (!content?.schema) {
    return html`<h4>Answer</h4>
      <p>A document to download (<code>${mediaType}</code>).</p>`;
  }
  return shapeSection('Answer (JSON)', content.schema);
}

function refusalsSection(responses: Operation['responses']): Html {
  const refusals = Object.entries(responses).filter(([status]) => status !== '200');
  return html`<h4>Refusals</h4>
    <dl>
      ${refusals.map(
        ([status, { description }]) =>
          html`<dt>${status}</dt>
            <dd>${description}</dd>`,
      )}
    </dl>`;
}

function policyList(operation: Operation): Html {
  const customers = operation['x-customer-type'];
  const confirmation = operation['x-confirmation'];
  const reads = operation['x-reads'];
  const changes = operation['x-changes'];
  const cache = operation['x-cache'];
  const access = operation['x-access'];
  return html`<dl>
    <dt>Access</dt>
    <dd><a href="#access-${access}">${access}</a></dd>
    ${
      customers &&
      html`<dt>Customers</dt>
        <dd>${customers === 'Person' ? 'Persons' : 'Companies'} only</dd>`
    }
    ${
      confirmation &&
      html`<dt>Confirmed by</dt>
        <dd>strong identification, as <code>${confirmation}</code></dd>`
    }
    ${
      reads &&
      html`<dt>Reads</dt>
        <dd>${codes(reads)}</dd>`
    }
    ${
      changes &&
      html`<dt>Changes</dt>
        <dd>${codes(changes)}</dd>`
    }
    ${
      cache &&
      html`<dt>Cache</dt>
        <dd><a href="#cache-${cache}">${cache}</a></dd>`
    }
  </dl>`;
}

function callArticle({ method, path, operation }: CallEntry): Html {
  const id = operation.operationId;
  return html`<article aria-labelledby="${id}">
    <h3 id="${id}">
      <a href="#${id}"><span class="method">${method.toUpperCase()}</span> <code>${path}</code></a>
    </h3>
    <p>${operation.summary}</p>
    ${policyList(operation)} ${requestSection(operation)}
    ${answerSection(operation.responses['200'])} ${refusalsSection(operation.responses)}
  </article>`;
}

function meanings(kind: string, entries: Record<string, string>): Html {
  return html`<dl>
    ${Object.entries(entries).map(
      ([name, meaning]) =>
        html`<dt id="${kind}-${name}"><code>${name}</code></dt>
          <dd>${meaning}</dd>`,
    )}
  </dl>`;
}

/** A ground rule's code spans (its only markup) as `<code>`, the rest as text. */
const withCode = (text: string) =>
  text.split('`').map((part, i) => (i % 2 === 1 ? html`<code>${part}</code>` : part));

function basics(): Html {
  return html`<section aria-labelledby="basics">
    <h2 id="basics">Calling the bank</h2>
    ${GROUND_RULES.map((rule) => html`<p>${withCode(rule)}</p>`)}
    <h3 id="access">Who may call</h3>
    ${meanings('access', ACCESS_MEANINGS)}
    <h3 id="cache">How long a read's answer may be kept</h3>
    ${meanings('cache', CACHE_MEANINGS)}
  </section>`;
}

/** The reference page of `document`, its inline styles allowed by this response's CSP `nonce`. */
export function referencePage(document: ContractDocument, nonce: string): string {
  const groups = [...callsByGroup(document)];
  const title = `${document.info.title}: API reference`;
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style nonce="${nonce}">
          ${new Html(STYLES)}
        </style>
      </head>
      <body>
        <header>
          <h1>${title}</h1>
          <p>
            Contract version <code>${document.info.version}</code>, generated from the calls the
            bank serves. The same contract as OpenAPI ${document.openapi}:
            <a href="/api/openapi.json">/api/openapi.json</a>.
          </p>
        </header>
        <nav aria-labelledby="contents">
          <h2 id="contents">Calls</h2>
          <ul>
            ${groups.map(
              ([group, calls]) =>
                html`<li>
                  <a href="#group-${group}">${group}</a>
                  <ul>
                    ${calls.map(
                      ({ method, path, operation }) =>
                        html`<li>
                          <a href="#${operation.operationId}"
                            ><code>${method.toUpperCase()} ${path}</code></a
                          >
                        </li>`,
                    )}
                  </ul>
                </li>`,
            )}
          </ul>
        </nav>
        <main>
          ${basics()}
          ${groups.map(
            ([group, calls]) =>
              html`<section aria-labelledby="group-${group}">
                <h2 id="group-${group}">${group}</h2>
                ${calls.map(callArticle)}
              </section>`,
          )}
        </main>
      </body>
    </html> `.markup;
}
