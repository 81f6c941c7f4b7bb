import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { HOME_SECTIONS } from '../../src/model/home/home-rows.ts'
import type { EarlyHomeTexts } from '../../src/start/early-home-contract.ts'
import { earlyHome } from '../../src/start/early-home.ts'
import { openSealedEarly } from '../../src/start/early-sealed-credential.ts'
import { earlyHomeConstants } from '../../src/start/early-home-constants.ts'
import { frameLinks } from '../../src/start/frame-links.ts'
import type { EarlyPaletteTexts } from '../../src/start/hold-keys.ts'
import { holdKeys } from '../../src/start/hold-keys.ts'
import { PALETTES } from '../../src/ui/theme/palettes.ts'

const SIDEBAR_KEYS = ['home', 'search', 'library', 'artists', 'songs', 'albums', 'playlists', 'radios'] as const

/** Where each sidebar entry of the frame leads (the app's routes, src/ui/router/routes.tsx); 'library' is a title. */
const SIDEBAR_PATHS: Record<(typeof SIDEBAR_KEYS)[number], string | null> = {
  home: '/',
  search: '/search',
  library: null,
  artists: '/library/artists',
  songs: '/library/songs',
  albums: '/library/albums',
  playlists: '/library/playlists',
  radios: '/library/radios',
}

/** Each language's sidebar labels and header search text, and Home's texts, from the locale files. */
function frameTexts(root: string): Record<string, Record<string, string | EarlyHomeTexts>> {
  const read = (language: string, area: string) =>
    JSON.parse(readFileSync(path.join(root, 'locales', language, `${area}.json`), 'utf8')) as Record<string, string>
  return Object.fromEntries(
    readdirSync(path.join(root, 'locales')).map((langCode) => {
      const sidebar = read(langCode, 'sidebar')
      const home = read(langCode, 'home')
      return [
        langCode,
        {
          ...Object.fromEntries(SIDEBAR_KEYS.map((key) => [key, sidebar[key] ?? ''])),
          find: read(langCode, 'header').search ?? '',
          earlyHome: {
            title: home.title ?? '',
            rows: HOME_SECTIONS.map((section) => home[section.id] ?? ''),
            seeAll: read(langCode, 'albumRows').seeAll ?? '',
            empty: home.empty ?? '',
          },
        },
      ]
    }),
  )
}

/**
 * The layout frame (sidebar, header, info panel, player bar) as plain HTML and CSS inside #root,
 * in the stored language and theme: the browser paints it before any script has run, and React
 * replaces it with the same layout (src/main.tsx renders once the router has its first page).
 * Hidden from assistive technology (its links are out of the tab order): the app's layout, with
 * its controls, replaces it. Live for the pointer: its sidebar entries and Home's cards are links,
 * and a click on one is acted on at once (src/start/frame-links.ts).
 * Not shown without a configured or preset server, nor on the login page (another layout).
 * preset.js stays first in the head: after the start chunks' preloads it would queue behind them
 * (six connections per host over HTTP/1.1) and hold the parser, and the frame, back.
 */
function frameHtml(root: string, homePath: string): string {
  const texts = JSON.stringify(frameTexts(root))
  const palettes = JSON.stringify(
    Object.fromEntries(Object.entries(PALETTES).map(([name, p]) => [name, [p.background, p.panel, p.text, p.accent, p.appearance, p.muted, p.accentText]])),
  )
  const links = SIDEBAR_KEYS.map((key) => {
    const to = SIDEBAR_PATHS[key]
    return to === null ? `<div class="sf-title" data-t="${key}"></div>` : `<a class="sf-link" data-t="${key}" tabindex="-1" href="${homePath}${to}"></a>`
  }).join('')
  return `<div class="start-frame" aria-hidden="true"><div class="sf-sidebar">${links}</div><div class="sf-header"><div class="sf-find" data-t="find"></div></div><div class="sf-main"></div><div class="sf-info"></div><div class="sf-player"></div></div>
<script>window.tonearmFrame=function(){var T=${texts},P=${palettes};function read(k){try{return JSON.parse(localStorage.getItem(k)||'null')}catch(e){return null}}
var desktop=!!(window.NL_OS||window.NL_PORT),lang=desktop?null:((read('language')||{}).state||{}).langCode,theme=desktop?null:((read('theme')||{}).state||{}).theme;
var app=(read('app_store')||{}).state||{},t=T[lang]||(desktop?null:T['en-US']),p=P[theme]||P.dark,pages=app.pages||{},f=document.querySelector('.start-frame'),s=f.style;
s.setProperty('--sf-bg',p[0]);s.setProperty('--sf-panel',p[1]);s.setProperty('--sf-text',p[2]);s.setProperty('--sf-accent',p[3]);s.setProperty('--sf-muted',p[5]);s.setProperty('--sf-link',p[6]);f.dataset.appearance=p[4];
document.documentElement.style.background=p[0];document.documentElement.style.colorScheme=p[4];
f.dataset.info=pages.showInfoPanel===false?'hidden':'shown';
if(/(^|; )sidebar_state=false/.test(document.cookie))f.dataset.sidebar='collapsed';
var radios=f.querySelector('[data-t=radios]');if(radios&&(pages.hideRadiosSection||(window.TONEARM_PRESET||{}).hideRadios===true))radios.remove();
f.querySelectorAll('[data-t]').forEach(function(e){e.textContent=t?t[e.dataset.t]:''});
var home=f.querySelector('[data-t=home]');if(location.pathname.replace(/\\/+$/,'')===${JSON.stringify(homePath)})home.classList.add('sf-current');
if(!(app.data||(window.TONEARM_PRESET||{}).serverUrl)||/\\/server-config\\/?$/.test(location.pathname))s.display='none';else{s.display='';document.documentElement.style.setProperty('--player-bar-height',${JSON.stringify(PLAYER_ROW)})}return t};
(${earlyHome.toString()})(window,(window.tonearmFrame()||{}).earlyHome||null,${JSON.stringify(earlyHomeConstants(homePath))},${openSealedEarly.toString()});(${frameLinks.toString()})(window)</script>`
}

/** Geometry copied from src/ui/layout/layout.css and the Radix sizes the real layout uses. */
/**
 * The player bar's height, as the app's bar has it: the frame's row, and the root's
 * `--player-bar-height` set beforehand (src/ui/layout/published-height.ts then finds it already
 * right instead of restyling the whole page in the app's first frame).
 */
const PLAYER_ROW = '79px'

const FRAME_CSS = `.start-frame{position:fixed;inset:0;display:grid;grid-template-columns:16rem 1fr 0;grid-template-rows:49px minmax(0,1fr) ${PLAYER_ROW};grid-template-areas:'sidebar header header' 'sidebar main info' 'player player player';background:var(--sf-bg);color:var(--sf-text);font:16px/24px -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',system-ui,sans-serif;--sf-line:rgba(255,255,255,.133)}
.start-frame[data-appearance=light]{--sf-line:rgba(0,0,0,.12)}
.start-frame[data-info=shown]{grid-template-columns:16rem 1fr 18rem}
.start-frame[data-sidebar=collapsed]{grid-template-columns:3rem 1fr 0}.start-frame[data-sidebar=collapsed][data-info=shown]{grid-template-columns:3rem 1fr 18rem}
.start-frame[data-sidebar=collapsed] .sf-link,.start-frame[data-sidebar=collapsed] .sf-title{color:transparent}
@media (max-width:68.6875em){.start-frame[data-info=shown]{grid-template-columns:16rem 1fr 0}.start-frame[data-sidebar=collapsed][data-info=shown]{grid-template-columns:3rem 1fr 0}.sf-info{display:none}}
@media (max-width:47.9375em){.start-frame,.start-frame[data-sidebar],.start-frame[data-info]{grid-template-columns:1fr;grid-template-areas:'header' 'main' 'player'}.sf-sidebar{display:none}}
.sf-sidebar{grid-area:sidebar;background:var(--sf-panel);border-right:1px solid var(--sf-line);padding:8px;display:flex;flex-direction:column;gap:4px;overflow:hidden}
.sf-link{display:block;color:inherit;text-decoration:none;width:100%;padding:8px 12px;text-indent:27px;font-size:14px;line-height:21px;border-radius:6px;white-space:nowrap}
.sf-current{background:color-mix(in srgb,var(--sf-accent) 34%,transparent)}
.sf-title{padding:12px 12px 4px;font-size:12px;line-height:24px;font-weight:700;opacity:.7;white-space:nowrap}
.sf-header{grid-area:header;border-bottom:1px solid var(--sf-line);display:flex;align-items:center;padding:0 12px 0 39px}
.sf-find{flex:0 1 28rem;height:32px;box-sizing:border-box;border-radius:6px;box-shadow:inset 0 0 0 1px var(--sf-line);padding:0 12px 0 35px;font-size:14px;line-height:32px;opacity:.7;white-space:nowrap;overflow:hidden}
.sf-info{grid-area:info;background:var(--sf-panel);border-left:1px solid var(--sf-line)}
.sf-player{grid-area:player;background:var(--sf-panel);border-top:1px solid var(--sf-line)}
.sf-main{grid-area:main;min-width:0;overflow:hidden;padding:24px}
.sf-h1{margin-bottom:24px;font-size:28px;line-height:36px;font-weight:700;letter-spacing:-.0125em}
.sf-section{margin-bottom:32px}
.sf-head{display:flex;align-items:baseline;justify-content:space-between;gap:12px;margin-bottom:12px}
.sf-h2{font-size:20px;line-height:26px;font-weight:700;letter-spacing:-.0125em;white-space:nowrap;overflow:hidden}
.sf-all{color:var(--sf-link);text-decoration:underline;text-underline-offset:calc(.025em + 2px);text-decoration-color:color-mix(in srgb,var(--sf-link) 50%,transparent);white-space:nowrap}
.sf-row{display:flex;gap:16px;overflow:hidden;list-style:none;margin:0;padding:0 0 8px}
.sf-row[data-more]{mask-image:linear-gradient(to right,black calc(100% - 4rem),transparent)}
.sf-skeleton{flex:0 0 160px;height:200px;border-radius:4px;background:var(--sf-line);opacity:.5}
.sf-card{flex:0 0 160px;width:160px;min-width:0}
.sf-open{display:block;color:inherit;text-decoration:none}
.sf-card img{display:block;width:160px;height:160px;object-fit:cover;border-radius:8px;background:var(--sf-line)}
.sf-t{padding-top:8px;font-size:14px;line-height:20px;font-weight:500;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.sf-s{font-size:12px;line-height:16px;color:var(--sf-muted);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.sf-empty{color:var(--sf-muted)}`

/** Each language's palette title and placeholder, for the early palette field (src/start/hold-keys.ts). */
function paletteTexts(root: string): Record<string, EarlyPaletteTexts> {
  return Object.fromEntries(
    readdirSync(path.join(root, 'locales')).map((langCode) => {
      const palette = JSON.parse(readFileSync(path.join(root, 'locales', langCode, 'palette.json'), 'utf8')) as Record<string, string>
      return [langCode, { title: palette.title ?? '', placeholder: palette.placeholder ?? '' }]
    }),
  )
}

/**
 * Keys pressed before any module has run are held from the first moment (src/start/hold-keys.ts;
 * src/start/early-keys.ts replays them once the app listens); Ctrl/⌘+K opens the early palette field.
 */
function holdKeysScript(root: string): string {
  return `(${holdKeys.toString()})(window,${JSON.stringify(paletteTexts(root))})`
}

/** The early palette field: where the app's palette shows its search field, in the page's colour scheme. */
const EARLY_PALETTE_CSS = `.early-palette{position:fixed;z-index:10;left:50%;top:calc(50% - 14.5rem);transform:translateX(-50%);width:min(36rem,calc(100% - 32px));box-sizing:border-box;background:Canvas;color:CanvasText;border-radius:12px;box-shadow:0 12px 60px rgba(0,0,0,.3),0 0 0 1px rgba(128,128,128,.3),0 0 0 100vmax rgba(0,0,0,.4)}
.early-palette input{width:100%;box-sizing:border-box;border:0;padding:16px;font:16px/24px -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',system-ui,sans-serif;background:transparent;color:inherit;outline:none}`

/**
 * The app's stylesheet does not hold the frame's paint back: it loads as a preload that becomes
 * the stylesheet when it arrives, and src/main.tsx waits for it before React renders.
 */
function unblockEntryStylesheet(html: string): string {
  return html.replace(
    /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/,
    `<link rel="preload" as="style" crossorigin href="$1" data-start-css onload="this.onload=null;this.rel='stylesheet'">`,
  )
}

export function startFramePlugin(): Plugin {
  return {
    name: 'tonearm-start-frame',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => (context.server ? html : unblockEntryStylesheet(html)),
    },
  }
}

/** Fills the frame's placeholders (before Vite adds its tags): the frame, Home's rows (src/start/early-home.ts) and its live links. */
export function startFrameContentPlugin(root: string = process.cwd()): Plugin {
  // Home's path: Vite's base ('/' or '/music/'); a relative base (the desktop app) is served at the root.
  let homePath = ''
  return {
    name: 'tonearm-start-frame-content',
    configResolved(config) {
      homePath = config.base.startsWith('/') ? config.base.replace(/\/+$/, '') : ''
    },
    transformIndexHtml(html) {
      return html
        .replace('<!--start-frame-->', frameHtml(root, homePath))
        .replace('<!--start-frame-css-->', `<style>${FRAME_CSS}\n${EARLY_PALETTE_CSS}</style>\n    <script>${holdKeysScript(root)}</script>`)
    },
  }
}
