import { ApiError, CSRF_HEADER, CSRF_HEADER_VALUE } from '../../api/apiError';
import { isErrorBody, normaliseError } from '../../domain/errors/errors';

const DOWNLOAD_FAILED = {
  ErrorKey: 'download',
  ErrorMessage: 'Tiedoston lataaminen epäonnistui. Yritä hetken kuluttua uudelleen.',
};
const NETWORK_FAILED = {
  ErrorKey: 'network',
  ErrorMessage: 'Yhteys pankkiin katkesi. Tarkista verkkoyhteys ja yritä uudelleen.',
};

/** The name the bank gave the file (`Content-Disposition: attachment; filename="…"`). */
function fileNameOf(response: Response): string | undefined {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
}

/**
 * Fetches a document of the bank (a PDF) with the session and the CSRF header, and saves it
 * through a temporary object URL and an `<a download>`. A refusal becomes an ApiError like any
 * call's (401 ends the session), so the page shows it as it shows other errors.
 */
export async function downloadFile(
  path: string,
  query: Record<string, string>,
  fallbackName: string,
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${path}?${new URLSearchParams(query)}`, {
      credentials: 'same-origin',
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, Accept: 'application/pdf' },
    });
  } catch {
    throw new ApiError(NETWORK_FAILED, 0);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw new ApiError(isErrorBody(body) ? normaliseError(body) : DOWNLOAD_FAILED, response.status);
  }
  const fileName = fileNameOf(response) ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL is then only memory.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return fileName;
}
