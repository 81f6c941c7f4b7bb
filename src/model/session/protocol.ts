/** Re-exported for the UI, which never imports src/api. */
export { DEFAULT_PROTOCOL_VERSION } from '../../api/core/constants'
