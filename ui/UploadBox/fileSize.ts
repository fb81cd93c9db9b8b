const KILOBYTE = 1024;
const MEGABYTE = 1024 * 1024;

/** A file size as people read it, in the binary units the upload limit uses: '3 Mt', '12,3 kt'. */
export function formatFileSize(bytes: number, locale: string): string {
  const inMegabytes = bytes >= MEGABYTE;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: inMegabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(bytes / (inMegabytes ? MEGABYTE : KILOBYTE));
}
