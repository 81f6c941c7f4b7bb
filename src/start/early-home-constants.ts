// With extensions: vite.config.ts loads this file (through the start-frame plugin) without a bundler's resolution.
import { CLIENT_NAME, COVER_ART_SIZE, DEFAULT_PROTOCOL_VERSION, PLACEHOLDER_COVER } from '../api/core/constants.ts'
import { HOME_ROW_SIZE, HOME_SECTIONS } from '../model/home/home-rows.ts'
import { SERVER_MESSAGE } from '../sw/messages.ts'
import type { EarlyHomeConstants } from './early-home-contract.ts'

/**
 * What src/start/early-home.ts is given besides the texts: the app's own constants, so that its
 * requests are the ones Home makes (scripts/vite/start-frame-plugin.ts writes them into
 * index.html; the tests pass them too). `homePath` is the app's base path.
 */
export function earlyHomeConstants(homePath: string): EarlyHomeConstants {
  return {
    client: CLIENT_NAME,
    defaultVersion: DEFAULT_PROTOCOL_VERSION,
    coverSize: COVER_ART_SIZE,
    rowSize: HOME_ROW_SIZE,
    rowTypes: HOME_SECTIONS.map((section) => section.type),
    placeholderCover: PLACEHOLDER_COVER,
    homePath,
    mediaServerMessage: SERVER_MESSAGE,
  }
}
