import { callApiForResponse } from './client.ts';
import type { OperationId, RequestArgs } from './operation-types.ts';
import type { ApiOperations } from './operations.generated.ts';

/** A file name the browser may save under: no folders, no control characters, not blank. */
function safeFileName(name: string): string | null {
  const printable = [...(name.split(/[/\\]/).pop() ?? '')].filter((char) => char >= ' ' && char !== '\u007f');
  const base = printable.join('').trim();
  return base === '' || base === '.' || base === '..' ? null : base;
}

/**
 * The file name a Content-Disposition header gives (RFC 6266): the UTF-8 `filename*` when there
 * is one, else `filename`, quoted or not; null when it names none.
 */
export function fileNameOf(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  const extended = /filename\*\s*=\s*([\w!#$&+.^`|~-]+)'[^']*'([^;\s]+)/i.exec(contentDisposition);
  if (extended?.[1]?.toLowerCase() === 'utf-8' && extended[2]) {
    try {
      const name = safeFileName(decodeURIComponent(extended[2]));
      if (name) return name;
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(contentDisposition);
  if (quoted?.[1] !== undefined) return safeFileName(quoted[1].replace(/\\(.)/g, '$1'));
  const token = /(?:^|;)\s*filename\s*=\s*([^;\s"]+)/i.exec(contentDisposition);
  return token?.[1] ? safeFileName(token[1]) : null;
}

/** Hands a file to the browser to save, as a click on a download link does. */
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after the click returns; a minute later it is surely done.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads an operation's file with the member's session (bearer token or cookie, renewed as any
 * call is), saves it under the name the server gives (else `fallbackName`) and resolves with that
 * name. A plain link could not send the bearer token; failures reject with HttpError.
 */
export async function downloadApiFile<Id extends OperationId>(
  fallbackName: string,
  id: Id,
  ...request: RequestArgs<ApiOperations[Id]>
): Promise<string> {
  const response = await callApiForResponse(id, ...request);
  const name = fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveFile(await response.blob(), name);
  return name;
}
