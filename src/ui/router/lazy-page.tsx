import type { ComponentType } from 'react'
import { Suspense } from 'react'
import { PageSkeleton } from '../layout/PageSkeleton'

/** A screen loaded on demand, with a skeleton while its code arrives. */
export function lazyPage<P extends object>(Component: ComponentType<P>, props?: P) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Component {...(props ?? ({} as P))} />
    </Suspense>
  )
}
