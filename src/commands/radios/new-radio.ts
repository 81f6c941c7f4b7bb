import { combine } from 'effector'
import { $pages } from '../../model/layout/pages'
import { newRadioRequested } from '../../model/radios/radio-requests'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

export const $radiosShown = combine($isSignedIn, $pages, (signedIn, pages) => signedIn && !pages.hideRadiosSection)

export const newRadio = defineCommand({
  id: 'radios.new',
  keys: 'N R',
  enabled: $radiosShown,
  target: newRadioRequested,
})
