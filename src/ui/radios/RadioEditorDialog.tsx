import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import { dialogClosed } from '../../model/dialogs/dialogs'
import {
  $radioEditor,
  $radioForm,
  $radioFormErrors,
  $radioSaving,
  radioFormChanged,
  radioFormSubmitted,
} from '../../model/radios/radio-editor'
import { FormDialog } from '../dialogs/FormDialog'
import { FormField } from '../dialogs/FormField'

/** Add or edit an internet radio station: name, homepage and stream URLs. */
export function RadioEditorDialog() {
  const { t } = useTranslation()
  const [subject, form, errors, saving, change, submit, close] = useUnit([
    $radioEditor,
    $radioForm,
    $radioFormErrors,
    $radioSaving,
    radioFormChanged,
    radioFormSubmitted,
    dialogClosed,
  ])
  if (!subject) return null
  const creating = subject.mode === 'create'
  // The homepage and the stream: web addresses, the same field but for its name.
  const urlField = (id: string, key: 'homepageUrl' | 'streamUrl') => {
    const error = errors[key]
    return <FormField id={id} type="url" label={t(`radios.form.${key}`)} value={form[key]} placeholder="https://" onChange={(value) => change({ [key]: value })} error={error && t(error)} />
  }
  return (
    <FormDialog
      texts="radios.form"
      creating={creating}
      maxWidth="30rem"
      saving={saving}
      onSubmit={submit}
      onClose={close}
    >
      <FormField
        id="radio-name"
        label={t('radios.form.name')}
        value={form.name}
        onChange={(name) => change({ name })}
        error={errors.name && t(errors.name)}
      />
      {urlField('radio-homepage', 'homepageUrl')}
      {urlField('radio-stream', 'streamUrl')}
    </FormDialog>
  )
}
