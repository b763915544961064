import { throwIfResNotOk } from './api-request';

/**
 * Fetches a file from the API (cookies included) and hands it to the browser's downloads as `fileName`; a refusal
 * is thrown as an ApiError, so the page can say what went wrong instead of saving an error as the file.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const res = await fetch(url, { credentials: 'include' });
  await throwIfResNotOk(res);
  const blob = await res.blob();
  const objectUrl = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click hands the blob to the download manager synchronously; a short delay keeps slow browsers safe.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  }
}
