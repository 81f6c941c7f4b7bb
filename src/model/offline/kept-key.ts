/**
 * The name of one account's kept document in the host's document storage (the server key of
 * src/api/core/media-route.ts): light, for the start's sign-out step as much as the kept model.
 */
export const keptDocumentKey = (serverKey: string): string => `offline_kept_${serverKey}`
export const KEPT_DOCUMENT_VERSION = 1
