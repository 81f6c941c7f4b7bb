import { preloadable } from '../../router/preloadable'

/**
 * Home's part that shows what is kept offline (KeptOnHome), whose code loads only for an account
 * that keeps something: Home's route asks for it with the navigation (routes.tsx), so the first
 * render finds it there and nothing suspends.
 */
export const KeptOnHome = preloadable(() => import('./KeptOnHome'), 'KeptOnHome')
