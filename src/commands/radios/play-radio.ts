import { radioPlayToggled } from '../../model/radios/radio-requests'
import { radiosRefreshRequested } from '../../model/radios/radios'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'
import { $radiosShown } from './new-radio'

/** Plays a station, or pauses it when it plays: a row's button passes `{ radioId }`. */
export const playRadio = defineCommand({
  id: 'radios.play',
  enabled: $radiosShown,
  payloadOnly: true,
  target: radioPlayToggled,
  adapt: ({ radioId }: { readonly radioId: string }) => radioId,
})

/** Loads the radio stations again (the Radios screen's Refresh). */
export const refreshRadios = defineCommand({
  id: 'radios.refresh',
  enabled: $isSignedIn,
  target: radiosRefreshRequested,
})
