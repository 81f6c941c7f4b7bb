import { combine } from 'effector'
import type { RadioStation } from '../../api/codecs/radio-station'
import { $commandTarget } from '../targets/command-target'
import { $radios, findRadio } from './radios'

/** The station "Edit radio" and "Delete radio" act on: the focused row or menu target. */
export const $radioSubject = combine($commandTarget, $radios, (target, radios): RadioStation | null =>
  target?.kind === 'radio' ? (findRadio(radios, target.id) ?? null) : null,
)
