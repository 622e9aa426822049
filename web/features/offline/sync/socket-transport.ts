// The tab's one socket as a sync engine's transport: every kind of document goes over it; only
// the HTTP path for updates too big for a socket message differs by kind.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { HttpError, apiBytes, errorMessageOf } from '../../../lib/api';
import { redirectIfLoggedOut } from '../../../lib/logged-out';
import {
  isConnected,
  onMessage,
  onStatusChange,
  retainSocket,
  sendMessage,
} from '../../realtime/realtime-client';
import { UpdateRefused, type SyncTransport } from './sync-types';

/** The transport for documents whose bytes live at `docPath(docId)` (GET and POST). */
export function socketTransport(docPath: (docId: string) => string): SyncTransport {
  return {
    isConnected,
    send: sendMessage,
    onMessage,
    onStatusChange,
    retain: retainSocket,
    async postUpdate(docId, update) {
      try {
        await apiBytes('POST', docPath(docId), new Uint8Array(update));
      } catch (error) {
        if (redirectIfLoggedOut(error)) throw error;
        // An answer with an error status is a refusal; no answer at all is tried again later.
        if (error instanceof HttpError && error.status < 500) {
          throw new UpdateRefused(errorMessageOf(error, i18n._(msg`The change was refused`)));
        }
        throw error;
      }
    },
  };
}
