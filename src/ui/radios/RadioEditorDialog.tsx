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
import { FormField } from '../playlists/FormField'

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
  return (
    <FormDialog
      title={t(creating ? 'radios.form.createTitle' : 'radios.form.editTitle')}
      description={t('radios.form.description')}
      maxWidth="30rem"
      cancelLabel={t('radios.form.cancel')}
      submitLabel={saving ? t('radios.form.saving') : t(creating ? 'radios.form.create' : 'radios.form.save')}
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
      <FormField
        id="radio-homepage"
        type="url"
        label={t('radios.form.homepageUrl')}
        value={form.homepageUrl}
        placeholder="https://"
        onChange={(homepageUrl) => change({ homepageUrl })}
        error={errors.homepageUrl && t(errors.homepageUrl)}
      />
      <FormField
        id="radio-stream"
        type="url"
        label={t('radios.form.streamUrl')}
        value={form.streamUrl}
        placeholder="https://"
        onChange={(streamUrl) => change({ streamUrl })}
        error={errors.streamUrl && t(errors.streamUrl)}
      />
    </FormDialog>
  )
}
