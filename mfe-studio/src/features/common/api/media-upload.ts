import { NETWORK_FAILURE_MESSAGE, UNEXPECTED_RESPONSE_MESSAGE } from '@scp/shared/client/api';
import { mediaResponseSchema, type StudioMedia } from '@scp/shared/contracts/studio/studio-api';
import { studioMediaLimits } from '@scp/shared/contracts/studio/studio-constants';
import { studioApiPaths } from '@scp/shared/contracts/studio/studio-paths';

export type UploadResult = { ok: true; media: StudioMedia } | { ok: false; message: string };

function refusalOf(text: string): string | null {
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } };
    return typeof body.error?.message === 'string' ? body.error.message : null;
  } catch {
    return null;
  }
}

/**
 * Uploads one file as the request's body (the service decides what it is by its bytes), reporting
 * how much was sent: fetch has no upload progress, so this one request is an XMLHttpRequest. A
 * refusal is the service's words (studio-texts.ts `media`).
 */
export function uploadStudioMedia(
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    // The file's name goes along so the library's search finds it by it (the bytes decide what it is).
    const name = file instanceof File ? file.name.slice(0, studioMediaLimits.nameMax) : '';
    request.open('POST', name ? `${studioApiPaths.media}?${new URLSearchParams({ name })}` : studioApiPaths.media);
    request.withCredentials = true;
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 201) {
        const parsed = mediaResponseSchema.safeParse(safeJson(request.responseText));
        resolve(
          parsed.success ? { ok: true, media: parsed.data.media } : { ok: false, message: UNEXPECTED_RESPONSE_MESSAGE },
        );
        return;
      }
      resolve({
        ok: false,
        message: refusalOf(request.responseText) ?? `Request failed with status ${request.status}`,
      });
    };
    request.onerror = () => resolve({ ok: false, message: NETWORK_FAILURE_MESSAGE });
    request.onabort = () => resolve({ ok: false, message: NETWORK_FAILURE_MESSAGE });
    signal?.addEventListener('abort', () => request.abort());
    request.send(file);
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
