// Start-up step: the layout and Home, the first screen of most starts, so that the router's first
// loaders find their code evaluated and React renders Home in its first pass.
import '../ui/layout/MainLayout'
import '../ui/screens/home/HomeScreen'

export const homeReady = true
