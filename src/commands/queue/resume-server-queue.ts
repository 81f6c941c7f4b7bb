import { $resumeOffer, resumeAccepted, resumeDismissed } from '../../model/queue-sync/server-queue'
import { defineCommand } from '../command'

const $offered = $resumeOffer.map((offer) => offer !== null)

/** Take the play queue another device saved on the server later than this one's (issue 18). */
export const resumeServerQueue = defineCommand({
  id: 'queue.sync.resume',
  enabled: $offered,
  target: resumeAccepted,
})

/** Keep this device's queue: the server's is not offered again. */
export const dismissServerQueue = defineCommand({
  id: 'queue.sync.dismiss',
  enabled: $offered,
  target: resumeDismissed,
})
