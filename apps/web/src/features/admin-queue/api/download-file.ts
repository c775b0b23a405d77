import { useMutation } from '@tanstack/react-query';
import { downloadUrl } from '#web/lib/download-url.ts';

/** The name the server gives the file (Content-Disposition), else the last part of its address. */
export function downloadFilename(disposition: string | null, url: string): string {
  const named = disposition?.match(/filename="?([^";]+)"?/)?.[1];
  if (named) return named;
  return new URL(url, 'http://same.site').pathname.split('/').filter(Boolean).at(-1) ?? 'download';
}

/**
 * Fetches a staff file with the session cookie and saves it. A plain download link would save the
 * server's error page as the file when the download is refused; fetching first lets a failure show.
 */
export async function downloadFile(url: string): Promise<void> {
  const response = await fetch(downloadUrl(url), { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Download failed with status ${response.status}`);
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = downloadFilename(response.headers.get('content-disposition'), url);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser starts reading the file on click; freeing it in the same task could cut it off.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
}

export function useDownloadFile() {
  return useMutation({ mutationFn: downloadFile });
}
