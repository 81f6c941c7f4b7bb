// Declarative description of the music library that the Supysonic test server
// serves, and the generator that turns it into tagged MP3 files with ffmpeg.
//
// Tests import LIBRARY (or the flattened ALBUMS / TRACKS) to assert real values
// returned by the server. Everything here uses Node builtins only.

import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * @typedef {object} TrackSpec
 * @property {string} title
 * @property {number} duration  Length in whole seconds.
 * @property {number} frequency Sine frequency in Hz (makes every file sound different).
 * @property {string} [lyrics]  Written next to the file as `<NN title>.txt`, which Supysonic's
 *   getLyrics reads (plain text or LRC).
 */

/**
 * @typedef {object} DiscSpec
 * @property {TrackSpec[]} tracks
 */

/**
 * @typedef {object} AlbumSpec
 * @property {string} title     Album name as tagged (may contain HTML-like text).
 * @property {string} folder    Folder name on disk (file-system safe).
 * @property {number} year
 * @property {string} genre
 * @property {string | null} cover  ffmpeg colour of cover.jpg, or null for no cover.
 * @property {DiscSpec[]} discs
 */

/**
 * @typedef {object} ArtistSpec
 * @property {string} name    Artist and album-artist tag.
 * @property {string} folder  Folder name on disk.
 * @property {AlbumSpec[]} albums
 */

/**
 * @typedef {object} Library
 * @property {string[]} genres
 * @property {number[]} years
 * @property {ArtistSpec[]} artists
 */

/**
 * @typedef {object} AlbumInfo
 * @property {string} artist
 * @property {string} title
 * @property {string} folder     Relative folder: `<artist folder>/<album folder>`.
 * @property {number} year
 * @property {string} genre
 * @property {string | null} cover
 * @property {boolean} hasCover
 * @property {number} discCount
 * @property {number} songCount
 * @property {number} duration   Sum of the track durations in seconds.
 */

/**
 * @typedef {object} TrackInfo
 * @property {string} title
 * @property {string} artist
 * @property {string} albumArtist
 * @property {string} album
 * @property {string} genre
 * @property {number} year
 * @property {number} track       Track number within its disc (1-based).
 * @property {number} trackTotal  Number of tracks on that disc.
 * @property {number} disc        Disc number (1-based).
 * @property {number} discTotal
 * @property {number} duration    Seconds.
 * @property {number} frequency
 * @property {string} path        Relative path: `<artist>/<album>/<NN title>.mp3`.
 * @property {string | null} lyrics  Lyrics file content (`<NN title>.txt`), or null.
 */

/** @param {string} title @param {number} duration @param {number} frequency @param {string} [lyrics] @returns {TrackSpec} */
const t = (title, duration, frequency, lyrics) => (lyrics === undefined ? { title, duration, frequency } : { title, duration, frequency, lyrics });

/** Plain lyrics of "Midnight Walk" (blank line between stanzas). */
export const PLAIN_LYRICS = 'Streetlights hum a minor key\nFootsteps keep the time\n\nThe city sleeps but not for me\nMidnight walk, the line';
/** LRC lyrics of "Late Tram": two stamps on the last line. */
export const LRC_LYRICS = '[ti:Late Tram]\n[00:00.50]Late tram rolling by\n[00:01.75]Lights along the river\n[00:03.00][00:03.60]Home, home';

/** @type {Readonly<Library>} */
export const LIBRARY = deepFreeze({
  genres: ['Jazz', 'Electronic'],
  years: [2001, 2019],
  artists: [
    {
      name: 'Miles Quartet',
      folder: 'Miles Quartet',
      albums: [
        {
          title: 'Blue Hours',
          folder: 'Blue Hours',
          year: 2001,
          genre: 'Jazz',
          cover: 'teal',
          discs: [
            {
              tracks: [
                t('Midnight Walk', 5, 220, PLAIN_LYRICS),
                t('Smoke Rings', 6, 247),
                t('Late Tram', 4, 262, LRC_LYRICS),
                t('Rain on Brass', 7, 294),
              ],
            },
          ],
        },
        {
          title: 'Night Train Sessions',
          folder: 'Night Train Sessions',
          year: 2001,
          genre: 'Jazz',
          cover: 'navy',
          discs: [
            { tracks: [t('Departure', 6, 330), t('Sleeper Car', 8, 349), t('Dining Car Blues', 5, 370)] },
            { tracks: [t('Border Crossing', 7, 392), t('Station Lights', 4, 415), t('Arrival', 6, 440)] },
          ],
        },
      ],
    },
    {
      name: 'Émilie Żółć',
      folder: 'Émilie Żółć',
      albums: [
        {
          title: 'Lumière Numérique',
          folder: 'Lumière Numérique',
          year: 2019,
          genre: 'Electronic',
          cover: 'purple',
          discs: [
            {
              tracks: [
                t('Café Électrique', 4, 466),
                t('Źródło', 5, 494),
                t('Nuit Blanche', 6, 523),
                t('Ça Va Bien', 7, 554),
                t('Zażółć Gęślą Jaźń', 8, 587),
              ],
            },
          ],
        },
        {
          title: '<b>Bold</b> & "Quotes"',
          folder: 'Bold and Quotes',
          year: 2019,
          genre: 'Electronic',
          cover: 'orange',
          discs: [
            {
              tracks: [
                t('<i>Italic</i> Intro', 5, 622),
                t("Tom & Jerry's Theme", 4, 659),
                t('1 < 2 > 0', 6, 698),
                t('"Quoted" Outro', 7, 740),
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'The Modular Collective',
      folder: 'The Modular Collective',
      albums: [
        {
          title: 'Voltage Garden',
          folder: 'Voltage Garden',
          year: 2019,
          genre: 'Electronic',
          cover: null, // deliberately without cover art
          discs: [
            {
              tracks: [
                t('Patch Cable Bloom', 6, 784),
                t('Oscillator Seeds', 4, 831),
                t('Filter Sweep', 8, 880),
                t('Envelope Rain', 5, 932),
              ],
            },
          ],
        },
        {
          title: 'Analog Dreams',
          folder: 'Analog Dreams',
          year: 2001,
          genre: 'Electronic',
          cover: 'crimson',
          discs: [
            {
              tracks: [
                t('Tape Hiss', 7, 988),
                t('Warm Circuits', 5, 1047),
                t('Sawtooth Sunrise', 4, 1109),
                t('Low Pass Lullaby', 6, 1175),
                t('Reel to Reel', 8, 1245),
              ],
            },
          ],
        },
      ],
    },
  ],
});

/** Every album, flattened, in LIBRARY order. @type {readonly AlbumInfo[]} */
export const ALBUMS = Object.freeze(
  LIBRARY.artists.flatMap((artist) =>
    artist.albums.map((album) => {
      const tracks = album.discs.flatMap((d) => d.tracks);
      return Object.freeze({
        artist: artist.name,
        title: album.title,
        folder: `${artist.folder}/${album.folder}`,
        year: album.year,
        genre: album.genre,
        cover: album.cover,
        hasCover: album.cover !== null,
        discCount: album.discs.length,
        songCount: tracks.length,
        duration: tracks.reduce((sum, tr) => sum + tr.duration, 0),
      });
    }),
  ),
);

/** Every track, flattened, in LIBRARY order. @type {readonly TrackInfo[]} */
export const TRACKS = Object.freeze(
  LIBRARY.artists.flatMap((artist) =>
    artist.albums.flatMap((album) =>
      album.discs.flatMap((disc, d) =>
        disc.tracks.map((tr, i) =>
          Object.freeze({
            title: tr.title,
            artist: artist.name,
            albumArtist: artist.name,
            album: album.title,
            genre: album.genre,
            year: album.year,
            track: i + 1,
            trackTotal: disc.tracks.length,
            disc: d + 1,
            discTotal: album.discs.length,
            duration: tr.duration,
            frequency: tr.frequency,
            path: `${artist.folder}/${album.folder}/${fileName(album.discs.length, d + 1, i + 1, tr.title)}`,
            lyrics: tr.lyrics ?? null,
          }),
        ),
      ),
    ),
  ),
);

/**
 * `NN Title.mp3`, or `D-NN Title.mp3` on multi-disc albums; characters that
 * are awkward in file names are replaced by `_`.
 * @param {number} discTotal @param {number} disc @param {number} track @param {string} title
 */
function fileName(discTotal, disc, track, title) {
  const nn = String(track).padStart(2, '0');
  const safe = title.replace(/[<>:"/\\|?*]/g, '_');
  return `${discTotal > 1 ? `${disc}-` : ''}${nn} ${safe}.mp3`;
}

const GENERATOR_VERSION = 1;
const MARKER = '.tonearm-library';

/** Hash of LIBRARY and generator version; stored in the marker file. */
export const LIBRARY_HASH = createHash('sha256')
  .update(JSON.stringify({ v: GENERATOR_VERSION, LIBRARY }))
  .digest('hex');

/**
 * Creates `dir/<artist>/<album>/<NN title>.mp3` (fully tagged) plus a
 * `cover.jpg` per album that has a cover colour. Idempotent: returns at once
 * when `dir` already holds a complete library with the same hash. A stale
 * generated library (different hash) is replaced; a non-empty folder that was
 * not made by this function is left alone and an error is thrown.
 * @param {string} dir Absolute or relative destination folder.
 * @returns {Promise<{ dir: string, generated: boolean }>}
 */
export async function generateLibrary(dir) {
  dir = path.resolve(dir);
  if ((await readMarker(dir)) === LIBRARY_HASH) return { dir, generated: false };

  if (existsSync(dir)) {
    const entries = await readdir(dir);
    if (entries.length > 0 && !entries.includes(MARKER)) {
      throw new Error(`generateLibrary: ${dir} is not empty and was not generated by this script; refusing to replace it`);
    }
  }

  // Build next to the destination, then swap in, so an interrupted run never
  // leaves a half-made library that looks complete.
  const work = `${dir}.partial-${process.pid}-${Date.now()}`;
  await mkdir(work, { recursive: true });
  try {
    /** @type {(() => Promise<void>)[]} */
    const jobs = [];
    for (const artist of LIBRARY.artists) {
      for (const album of artist.albums) {
        const albumDir = path.join(work, artist.folder, album.folder);
        await mkdir(albumDir, { recursive: true });
        if (album.cover) {
          const colour = album.cover;
          jobs.push(() =>
            ffmpeg(['-f', 'lavfi', '-i', `color=c=${colour}:s=300x300`, '-frames:v', '1', path.join(albumDir, 'cover.jpg')]),
          );
        }
      }
    }
    for (const tr of TRACKS) {
      const out = path.join(work, tr.path);
      if (tr.lyrics !== null) await writeFile(out.replace(/\.mp3$/, '.txt'), `${tr.lyrics}\n`);
      jobs.push(() =>
        ffmpeg([
          '-f', 'lavfi',
          '-i', `sine=frequency=${tr.frequency}:duration=${tr.duration}`,
          '-ac', '1', '-ar', '22050',
          '-c:a', 'libmp3lame', '-b:a', '64k',
          '-id3v2_version', '3',
          '-metadata', `title=${tr.title}`,
          '-metadata', `artist=${tr.artist}`,
          '-metadata', `album_artist=${tr.albumArtist}`,
          '-metadata', `album=${tr.album}`,
          '-metadata', `track=${tr.track}/${tr.trackTotal}`,
          '-metadata', `disc=${tr.disc}/${tr.discTotal}`,
          '-metadata', `genre=${tr.genre}`,
          '-metadata', `date=${tr.year}`,
          out,
        ]),
      );
    }
    await runLimited(jobs, 2);
    await writeFile(path.join(work, MARKER), `${LIBRARY_HASH}\n`);

    if ((await readMarker(dir)) === LIBRARY_HASH) {
      // Another process finished first; keep its copy.
      await rm(work, { recursive: true, force: true });
    } else {
      await rm(dir, { recursive: true, force: true });
      await mkdir(path.dirname(dir), { recursive: true });
      await rename(work, dir);
    }
  } catch (err) {
    await rm(work, { recursive: true, force: true });
    throw err;
  }
  return { dir, generated: true };
}

/** @param {string} dir @returns {Promise<string | null>} */
async function readMarker(dir) {
  try {
    return (await readFile(path.join(dir, MARKER), 'utf8')).trim();
  } catch {
    return null;
  }
}

/**
 * Runs thunks with at most `limit` in flight; rejects on the first failure.
 * @param {(() => Promise<void>)[]} jobs @param {number} limit
 */
async function runLimited(jobs, limit) {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      await job();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
}

/** @param {string[]} args @returns {Promise<void>} */
function ffmpeg(args) {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, PATH: `/usr/bin:/bin:${process.env.PATH ?? ''}` },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (err) =>
      reject(
        /** @type {NodeJS.ErrnoException} */ (err).code === 'ENOENT'
          ? new Error('ffmpeg not found: install it (apt-get install -y ffmpeg)')
          : err,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg ${args.join(' ')} exited with ${code}: ${stderr.trim()}`)),
    );
  });
}

/**
 * @template T
 * @param {T} value
 * @returns {T}
 */
function deepFreeze(value) {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}
