import { message, type MessageKey } from '../../domain/errors/message';
import { LANGUAGES, type Language } from '../../i18n';
import type { BankTheme } from '../../themes/theme';
import { textOf } from '../texts';
import { markSvg } from './brandMark';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

const say = (key: MessageKey, language: Language) => escapeHtml(textOf(message(key), language));

/**
 * The page the service worker shows when a page of the bank cannot be loaded: the brand's header
 * band and what to do, in Finnish first and then in Swedish and English (the worker cannot read
 * which language the customer chose). Plain HTML with its styles and icon inline: offline, nothing
 * else can be fetched. "Try again" reloads the address the customer was going to.
 */
export function offlinePage(theme: BankTheme, nonce: string): string {
  const { colors, typography, radii } = theme;
  const sections = LANGUAGES.map((language, index) => {
    const heading = index === 0 ? 'h1' : 'h2';
    return (
      `<section lang="${language}">` +
      `<${heading}>${say('common.offline.title', language)}</${heading}>` +
      `<p>${say('common.offline.text', language)}</p>` +
      `<p><a href="">${say('common.retry', language)}</a></p></section>`
    );
  });
  const title = escapeHtml(
    textOf(message('shell.documentTitle', { page: textOf(message('common.offline.title')) })),
  );
  return `<!doctype html>
<html lang="fi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(markSvg(theme))}">
<style nonce="${nonce}">
body { margin: 0; background: ${colors.background.page}; color: ${colors.text.default}; font-family: ${typography.fontFamily}; line-height: ${typography.lineHeight.normal}; }
header { background: ${colors.background.header}; color: ${colors.text.onHeader}; padding: 12px 16px; font-size: ${typography.size.lg}; font-weight: ${typography.weight.bold}; }
header p { margin: 0; }
main { max-width: 40rem; margin: 0 auto; padding: 24px 16px; }
section + section { margin-top: 24px; padding-top: 24px; border-top: 1px solid ${colors.border.subtle}; }
h1, h2 { margin: 0 0 8px; color: ${colors.text.heading}; font-size: ${typography.size.xl}; line-height: ${typography.lineHeight.tight}; }
a { display: inline-flex; align-items: center; min-height: 44px; padding: 0 24px; border-radius: ${radii.md}; background: ${colors.action.primary}; color: ${colors.text.onAction}; font-weight: ${typography.weight.medium}; text-decoration: none; }
a:hover { background: ${colors.action.primaryHover}; }
a:focus-visible { outline: 3px solid ${colors.border.focus}; outline-offset: 2px; }
</style>
</head>
<body>
<header><p>${say('shell.name', 'fi')}</p></header>
<main>${sections.join('')}</main>
</body>
</html>
`;
}
