import { message } from '../../domain/errors/message';
import type { BankTheme } from '../../themes/theme';
import { textOf } from '../texts';
import { markPixels, markSvg, type MarkShape } from './brandMark';
import { encodePng } from './png';

interface Icon {
  file: string;
  size: number;
  shape: MarkShape;
  /** How the manifest offers it; iOS takes its touch icon from the page's link instead. */
  purpose?: 'any' | 'maskable';
}

/** The sizes the platforms ask for: Android and desktop 192 and 512 px, iOS 180 px. */
const ICONS: readonly Icon[] = [
  { file: 'icon-192.png', size: 192, shape: 'tile', purpose: 'any' },
  { file: 'icon-512.png', size: 512, shape: 'tile', purpose: 'any' },
  { file: 'maskable-512.png', size: 512, shape: 'maskable', purpose: 'maskable' },
  { file: 'apple-touch-icon.png', size: 180, shape: 'square' },
];

const iconPath = (icon: Icon) => `/icons/${icon.file}`;

/**
 * The web app manifest of a brand, all from its file: the name it is installed under (the brand's
 * name beside the bank's), its short name under the icon, the header's colour for the browser's
 * bar, the page's colour for the splash screen. The app opens at the bank's front page.
 */
export function webAppManifest(theme: BankTheme) {
  return {
    id: '/bank/',
    name: textOf(message('shell.documentTitle', { page: theme.name })),
    short_name: theme.shortName ?? theme.name,
    lang: 'fi',
    dir: 'ltr',
    start_url: '/bank/',
    scope: '/bank/',
    display: 'standalone',
    theme_color: theme.colors.background.header,
    background_color: theme.colors.background.page,
    icons: ICONS.filter((icon) => icon.purpose).map((icon) => ({
      src: iconPath(icon),
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}

export interface InstallableFile {
  type: string;
  /** Made on the first request and kept: drawing the icons takes a moment the start need not wait. */
  body: () => string | Buffer;
}

function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** What a browser fetches to install the bank, by path: the manifest, the favicon, the icons. */
export function installableFiles(theme: BankTheme): Map<string, InstallableFile> {
  return new Map<string, InstallableFile>([
    [
      '/manifest.webmanifest',
      {
        type: 'application/manifest+json',
        body: once(() => JSON.stringify(webAppManifest(theme))),
      },
    ],
    ['/favicon.svg', { type: 'image/svg+xml', body: once(() => markSvg(theme)) }],
    ...ICONS.map(
      (icon) =>
        [
          iconPath(icon),
          {
            type: 'image/png',
            body: once(() =>
              encodePng(icon.size, icon.size, markPixels(theme, icon.size, icon.shape)),
            ),
          },
        ] as const,
    ),
  ]);
}
