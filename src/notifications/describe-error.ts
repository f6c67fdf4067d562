import { t } from '@lingui/core/macro';
import { DecodeError, HttpError, InternalServerError, PortalApiError, RateLimitedError } from '@/api/errors';

/** What a merchandiser reads about a failed call, and what only support needs (spec §8). */
export interface ErrorDescription {
  kind: 'too-many-requests' | 'data-error' | 'fetch-failed';
  title: string;
  /** The sentences of spec §8 for the case; never an address, a status line or a decoder's wording. */
  message: string;
  /** The server's timestamp of a data error ('Time: …'). */
  time?: string;
  /** Spec §8: the advice to contact the Customer Success Manager. */
  advice?: string;
  /** Shown behind 'Technical details' only: status text, code and address, decoder or debug output. */
  technical?: string;
}

const advice = () => t`If the problem persists, please contact your Customer Success Manager.`;

/** The technical part of an error: its own text, and the address when the text does not name it. */
function technicalText(error: unknown): string {
  if (error instanceof PortalApiError) {
    const status = error.status === null ? '' : `${error.status} `;
    return error.message.includes(error.url) ? error.message : `${status}${error.message}\n${error.url}`;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Maps an error of the fetch layer to the texts of spec §8 (notifications and failure views share them). */
export function describeApiError(error: unknown): ErrorDescription {
  if (error instanceof RateLimitedError) {
    return {
      kind: 'too-many-requests',
      title: t`Too many requests`,
      message: t`You're sending too many requests, please try again in a while.`,
    };
  }
  if (error instanceof InternalServerError) {
    const server = error.serverError;
    return {
      kind: 'data-error',
      title: t`Data error`,
      message: server?.UserMessage || t`Failed to read error details returned from the server`,
      time: server?.Timestamp,
      advice: advice(),
      technical: [server?.DebugDetails, `500 ${error.url}`].filter(Boolean).join('\n'),
    };
  }
  if (error instanceof DecodeError) {
    return {
      kind: 'data-error',
      title: t`Data error`,
      message: t`The answer of the server could not be read.`,
      advice: advice(),
      technical: technicalText(error),
    };
  }
  // Spec §8: 403 and any other status or no answer at all: 'Failed to fetch data'.
  return {
    kind: 'fetch-failed',
    title: t`Failed to fetch data`,
    message: t`Encountered error when requesting data. Please try reloading the page.`,
    advice: advice(),
    technical: technicalText(error),
  };
}

/** A save or delete failed: the server's reason when it sent one for users, otherwise spec §8's sentence. */
export function describeSettingsError(error: unknown): Pick<ErrorDescription, 'message' | 'technical'> {
  if (error instanceof RateLimitedError)
    return { message: t`You're sending too many requests, please try again in a while.` };
  if ((error instanceof HttpError || error instanceof InternalServerError) && error.serverError?.UserMessage)
    return {
      message: error.serverError.UserMessage,
      technical: [error.serverError.DebugDetails, technicalText(error)].filter(Boolean).join('\n'),
    };
  if (error instanceof InternalServerError)
    return {
      message: t`Failed to read error details returned from the server`,
      technical: technicalText(error),
    };
  return {
    message: t`Encountered error when requesting data. Please try reloading the page.`,
    technical: technicalText(error),
  };
}
