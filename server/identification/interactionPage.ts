import type { TFunction } from 'i18next';
import type { Language } from '../../i18n';
import { escapeHtml } from './sandboxProvider';

export interface DemoPerson {
  userId: string;
  name: string;
  /** What this demo customer shows, as the seed describes them (e.g. "Yrityksen pääkäyttäjä"). */
  role: string;
}

interface PageParts {
  t: TFunction;
  language: Language;
  nonce: string;
  uid: string;
}

const styles = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1a1f1c; }
  main { max-width: 40rem; margin: 0 auto; padding: 2rem 1rem; }
  h1 { font-size: 1.5rem; }
  ul { list-style: none; padding: 0; display: grid; gap: 0.75rem; }
  button { font: inherit; min-height: 44px; width: 100%; text-align: left; padding: 0.75rem 1rem;
    border: 2px solid #0b6b3e; border-radius: 8px; background: #fff; color: #0b4d2d; cursor: pointer; }
  button:hover { background: #e5f3ea; }
  button:focus-visible { outline: 3px solid #1a5fb4; outline-offset: 2px; }
  .role { display: block; color: #4a524e; font-size: 0.875rem; }
  .cancel { border-color: #7d8781; color: #1a1f1c; text-align: center; }
  .approval { background: #fff; border-left: 4px solid #0b6b3e; padding: 1rem; white-space: pre-line; }
`;

function page({ nonce, language }: PageParts, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style nonce="${nonce}">${styles}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

function cancelForm({ t, uid }: PageParts): string {
  return `<form method="post" action="/idp/interaction/${uid}/cancel">
<button type="submit" class="cancel">${escapeHtml(t('sandbox.cancel'))}</button>
</form>`;
}

function identifyButton(parts: PageParts, person: DemoPerson, label: string): string {
  return `<form method="post" action="/idp/interaction/${parts.uid}/identify">
<input type="hidden" name="userId" value="${escapeHtml(person.userId)}">
<button type="submit">${escapeHtml(label)}<span class="role">${escapeHtml(person.role)}</span></button>
</form>`;
}

/** The sandbox's stand-in for a bank's identification page: pick a demo customer. */
export function loginPage(parts: PageParts, people: readonly DemoPerson[]): string {
  const { t } = parts;
  const items = people
    .map(
      (person) =>
        `<li>${identifyButton(parts, person, t('sandbox.chooseCustomer', { name: person.name }))}</li>`,
    )
    .join('\n');
  return page(
    parts,
    t('sandbox.title'),
    `<p>${escapeHtml(t('sandbox.intro'))}</p>
<ul aria-label="${escapeHtml(t('sandbox.title'))}">${items}</ul>
${cancelForm(parts)}`,
  );
}

/** A confirmation shows what is approved (dynamic linking) and only the person who must approve. */
export function confirmationPage(parts: PageParts, person: DemoPerson, approval: string): string {
  const { t } = parts;
  return page(
    parts,
    t('sandbox.confirmTitle'),
    `<p>${escapeHtml(t('sandbox.confirmIntro'))}</p>
<p class="approval" data-testid="approval">${escapeHtml(approval)}</p>
${identifyButton(parts, person, t('sandbox.confirm'))}
<p>${escapeHtml(t('sandbox.wrongPerson', { name: person.name }))}</p>
${cancelForm(parts)}`,
  );
}

export function expiredPage(parts: PageParts): string {
  const { t } = parts;
  return page(
    parts,
    t('sandbox.title'),
    `<p>${escapeHtml(t('sandbox.expired'))}</p><p><a href="/bank/login">${escapeHtml(t('sandbox.backToBank'))}</a></p>`,
  );
}
