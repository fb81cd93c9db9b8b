import type { Call, CallInput } from '../../api/call';
import { downloadCall } from '../../api/client';
import { bankTexts } from './texts';

/**
 * Fetches a document of the bank (a PDF) with a download call and saves it through a temporary
 * object URL and an `<a download>`. A refusal is an ApiError like any call's (401 ends the
 * session), so the page shows it as it shows other errors.
 */
export async function downloadFile<C extends Call>(
  call: C,
  input: CallInput<C>,
  fallbackName: string,
): Promise<string> {
  const { blob, fileName = fallbackName } = await downloadCall(call, input, {
    language: bankTexts.language,
  });
  const url = URL.createObjectURL(blob);
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
