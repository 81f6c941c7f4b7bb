/**
 * Radix Themes' stylesheets, imported from here rather than with CSS @import so that the build
 * can trim them (scripts/vite/radix-breakpoints-plugin.ts): base tokens, the default theme's
 * colours (other themes' scales are fetched with their theme, theme-colors.ts), the components
 * and the layout utilities. Order matters: it is the order of Radix's own styles.css.
 */
import '@radix-ui/themes/tokens/base.css'
import '@radix-ui/themes/tokens/colors/gray.css'
import '@radix-ui/themes/tokens/colors/slate.css'
import '@radix-ui/themes/tokens/colors/indigo.css'
import '@radix-ui/themes/tokens/colors/red.css'
import '@radix-ui/themes/tokens/colors/green.css'
import '@radix-ui/themes/tokens/colors/amber.css'
import '@radix-ui/themes/components.css'
import '@radix-ui/themes/utilities.css'
