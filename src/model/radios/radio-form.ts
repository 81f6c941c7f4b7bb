/** The radio station form's fields and their rules. Messages are i18n keys. */
export interface RadioForm {
  readonly name: string
  readonly homepageUrl: string
  readonly streamUrl: string
}

export type RadioFormErrors = Partial<Record<keyof RadioForm, string>>

export const MIN_RADIO_NAME_LENGTH = 3
export const MIN_RADIO_URL_LENGTH = 10

export const EMPTY_RADIO_FORM: RadioForm = { name: '', homepageUrl: '', streamUrl: '' }

export function validateRadioForm(form: RadioForm): RadioFormErrors {
  const errors: { -readonly [K in keyof RadioForm]?: string } = {}
  if (form.name.trim().length < MIN_RADIO_NAME_LENGTH) errors.name = 'radios.form.errors.nameLength'
  const homepage = urlError(form.homepageUrl, 'radios.form.errors.homepageLength')
  if (homepage) errors.homepageUrl = homepage
  const stream = urlError(form.streamUrl, 'radios.form.errors.streamLength')
  if (stream) errors.streamUrl = stream
  return errors
}

/** A URL must parse as http(s) with a host first; only then is its length checked. */
function urlError(value: string, lengthKey: string): string | undefined {
  const url = value.trim()
  if (!isWebUrl(url)) return 'radios.form.errors.urlInvalid'
  if (url.length < MIN_RADIO_URL_LENGTH) return lengthKey
  return undefined
}

function isWebUrl(value: string): boolean {
  if (!URL.canParse(value)) return false
  const url = new URL(value)
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
}

export function normaliseRadioForm(form: RadioForm): RadioForm {
  return { name: form.name.trim(), homepageUrl: form.homepageUrl.trim(), streamUrl: form.streamUrl.trim() }
}
