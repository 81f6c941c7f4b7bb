/** The login form's fields and their validation rules. Messages are i18n keys. */
export interface ServerForm {
  readonly url: string
  readonly username: string
  readonly password: string
}

export type ServerFormErrors = Partial<Record<keyof ServerForm, string>>

export const MIN_USERNAME_LENGTH = 2
export const MIN_PASSWORD_LENGTH = 2

export function validateServerForm(form: ServerForm): ServerFormErrors {
  const errors: { -readonly [K in keyof ServerForm]?: string } = {}
  const url = form.url.trim()
  if (!isValidUrl(url)) errors.url = 'login.errors.urlInvalid'
  else if (!/^https?:\/\//i.test(url)) errors.url = 'login.errors.urlProtocol'
  if (form.username.length === 0) errors.username = 'login.errors.usernameRequired'
  else if (form.username.length < MIN_USERNAME_LENGTH) errors.username = 'login.errors.usernameLength'
  if (form.password.length === 0) errors.password = 'login.errors.passwordRequired'
  else if (form.password.length < MIN_PASSWORD_LENGTH) errors.password = 'login.errors.passwordLength'
  return errors
}

function isValidUrl(value: string): boolean {
  if (!URL.canParse(value)) return false
  return new URL(value).host !== '' || !/^https?:/i.test(value)
}

export function hasErrors(errors: ServerFormErrors): boolean {
  return Object.keys(errors).length > 0
}
