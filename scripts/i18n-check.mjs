#!/usr/bin/env node
// Checks every language folder locales/<language>/ against locales/en-US/ (the reference).
// A language is the merge of its area files (`commands.player.json` holds the keys under
// commands.player, as src/ui/i18n/locale-files.ts merges them); every language must have the
// same area files as en-US.
//
// Fails (exit 1) on, per locale:
//   - key paths en-US has and the locale misses
//   - key paths the locale has and en-US lacks
//   - values whose type differs from en-US's (string vs. anything else)
//   - {{placeholder}} sets that differ from en-US's for the same key
// Warns (printed, not failing) on strings longer than 12 characters that are
// identical to the English text: some are legitimately the same (URLs, names).
//
// i18next plural keys (key_one, key_other, …, key_ordinal_few, …) are checked
// per the locale's own plural rules: ru needs key_few and key_many, zh-Hans only
// key_other, and so on. {{count}} may be left out of any single plural form.
//
// Usage: node scripts/i18n-check.mjs

import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'locales')
const REFERENCE = 'en-US'
const SAME_AS_ENGLISH_MIN_LENGTH = 13 // "longer than 12 characters"
const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other']
const PLURAL_SUFFIX = new RegExp(`^(.*?)_(ordinal_)?(${PLURAL_CATEGORIES.join('|')})$`)

/** A value's kind, as reported in messages. */
function kindOf(value) {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

/** Flattens nested objects to Map<'a.b.c', leafValue>; arrays, strings, numbers… are leaves. */
function flatten(value, prefix = '', out = new Map()) {
  for (const [key, child] of Object.entries(value)) {
    const keyPath = prefix ? `${prefix}.${key}` : key
    if (kindOf(child) === 'object') {
      if (Object.keys(child).length === 0) out.set(keyPath, child)
      else flatten(child, keyPath, out)
    } else out.set(keyPath, child)
  }
  return out
}

/** The sorted, whitespace-normalised set of {{…}} placeholders in a string. */
function placeholders(text) {
  const found = new Set()
  for (const match of text.matchAll(/\{\{\s*(.*?)\s*\}\}/g)) found.add(match[1].replace(/\s+/g, ' '))
  return [...found].sort()
}

/** {{count}} itself, with or without a format ({{count, number}}). */
const isCount = (placeholder) => placeholder.split(',')[0].trim() === 'count'

const formatSet = (set) => (set.length ? set.map((p) => `{{${p}}}`).join(' ') : '(none)')
const sameSet = (a, b) => a.length === b.length && a.every((item, i) => item === b[i])

/** Plural categories a language uses, for cardinal ('') and ordinal ('ordinal_') keys. */
function pluralCategoriesFor(language) {
  const get = (type) => {
    try {
      return new Set(new Intl.PluralRules(language, { type }).resolvedOptions().pluralCategories)
    } catch {
      return new Set(['one', 'other'])
    }
  }
  return { '': get('cardinal'), ordinal_: get('ordinal') }
}

/**
 * Plural families in the reference: 'base|ordinal_' -> { base, ordinal, forms: Set<category> }.
 * A key counts as plural only when its family has an `_other` form, as i18next requires.
 */
function pluralFamilies(flat) {
  const families = new Map()
  for (const keyPath of flat.keys()) {
    const match = PLURAL_SUFFIX.exec(keyPath)
    if (!match) continue
    const [, base, ordinal = '', category] = match
    const id = `${base}|${ordinal}`
    if (!families.has(id)) families.set(id, { base, ordinal, forms: new Set() })
    families.get(id).forms.add(category)
  }
  for (const [id, family] of families) if (!family.forms.has('other')) families.delete(id)
  return families
}

function familyOf(keyPath, families) {
  const match = PLURAL_SUFFIX.exec(keyPath)
  if (!match) return null
  const [, base, ordinal = '', category] = match
  const family = families.get(`${base}|${ordinal}`)
  return family ? { family, category } : null
}

async function loadJson(file) {
  const text = await readFile(path.join(LOCALES_DIR, file), 'utf8')
  const data = JSON.parse(text)
  if (kindOf(data) !== 'object') throw new Error(`top level is ${kindOf(data)}, expected an object`)
  return data
}

/** Area file names of a language folder, sorted. */
async function areaFiles(language) {
  return (await readdir(path.join(LOCALES_DIR, language))).filter((file) => file.endsWith('.json')).sort()
}

/** A language's merged key map (flattened); throws naming the file that cannot be read. */
async function loadLanguage(language) {
  const out = new Map()
  for (const file of await areaFiles(language)) {
    let data
    try {
      data = await loadJson(path.join(language, file))
    } catch (error) {
      throw new Error(`${file}: ${error.message}`, { cause: error })
    }
    const prefix = file.slice(0, -'.json'.length)
    for (const [key, value] of flatten(data, prefix)) {
      if (out.has(key)) throw new Error(`${file}: key ${key} is defined twice`)
      out.set(key, value)
    }
  }
  return out
}

async function main() {
  const entries = await readdir(LOCALES_DIR, { withFileTypes: true })
  const files = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort()
  const strays = entries.filter((entry) => !entry.isDirectory()).map((entry) => entry.name)
  if (strays.length) {
    console.error(`i18n: only language folders belong in locales/, found ${strays.join(', ')}`)
    return 1
  }
  const referenceFile = REFERENCE
  if (!files.includes(referenceFile)) {
    console.error(`i18n: ${path.join(LOCALES_DIR, referenceFile)} not found`)
    return 1
  }

  let reference
  try {
    reference = await loadLanguage(referenceFile)
  } catch (error) {
    console.error(`i18n: ${referenceFile}: ${error.message}`)
    return 1
  }
  const referenceAreas = await areaFiles(REFERENCE)
  const referenceFamilies = pluralFamilies(reference)
  const referenceCategories = pluralCategoriesFor(REFERENCE)

  let failed = false
  let warnings = 0
  for (const file of files) {
    if (file === referenceFile) continue
    const language = file
    const errors = []
    const warns = []

    const areas = await areaFiles(language)
    for (const area of referenceAreas) if (!areas.includes(area)) errors.push(`missing file: ${area} (en-US has it)`)
    for (const area of areas) if (!referenceAreas.includes(area)) errors.push(`extra file (not in en-US): ${area}`)

    let locale
    try {
      locale = await loadLanguage(language)
    } catch (error) {
      errors.push(`cannot read: ${error.message}`)
    }

    if (locale) {
      const categories = pluralCategoriesFor(language)

      // Keys the locale needs: every non-plural reference key, plus, for each plural family,
      // the forms this language's rules use and any extra form English spells out (e.g. _zero).
      const expected = new Map() // keyPath -> reference keyPath to compare against
      const allowed = new Set() // plural forms that may exist without being required
      for (const keyPath of reference.keys()) {
        if (!familyOf(keyPath, referenceFamilies)) expected.set(keyPath, keyPath)
      }
      for (const { base, ordinal, forms } of referenceFamilies.values()) {
        const own = categories[ordinal]
        const englishExtras = [...forms].filter((form) => !referenceCategories[ordinal].has(form))
        for (const category of new Set([...own, ...englishExtras])) {
          const keyPath = `${base}_${ordinal}${category}`
          expected.set(keyPath, forms.has(category) ? keyPath : `${base}_${ordinal}other`)
        }
        for (const category of forms) allowed.add(`${base}_${ordinal}${category}`)
      }

      for (const [keyPath, referencePath] of expected) {
        if (!locale.has(keyPath)) {
          // Under a key the locale has as a leaf where en-US has an object: reported below.
          if (keyPath.split('.').some((_, i, parts) => i > 0 && locale.has(parts.slice(0, i).join('.')))) continue
          const english = kindOf(reference.get(referencePath))
          const nested = [...locale.keys()].some((k) => k.startsWith(`${keyPath}.`))
          errors.push(nested ? `not a ${english}: ${keyPath} is object (en-US has ${english})` : `missing key: ${keyPath}`)
          continue
        }
        const value = locale.get(keyPath)
        const english = reference.get(referencePath)
        if (kindOf(value) !== kindOf(english)) {
          errors.push(`not a ${kindOf(english)}: ${keyPath} is ${kindOf(value)} (en-US has ${kindOf(english)})`)
          continue
        }
        if (typeof english !== 'string') continue

        const plural = familyOf(referencePath, referenceFamilies)
        let want = placeholders(english)
        let have = placeholders(value)
        if (plural) {
          // Compare against the whole English family; {{count}} is optional in any one form.
          const family = [...plural.family.forms].map((c) => reference.get(`${plural.family.base}_${plural.family.ordinal}${c}`))
          want = [...new Set(family.filter((v) => typeof v === 'string').flatMap(placeholders))].filter((p) => !isCount(p)).sort()
          have = have.filter((p) => !isCount(p))
        }
        if (!sameSet(want, have)) {
          errors.push(`placeholders differ: ${keyPath} has ${formatSet(have)}, en-US has ${formatSet(want)}`)
        }
        if (value === english && english.length >= SAME_AS_ENGLISH_MIN_LENGTH) {
          warns.push(`same as English: ${keyPath} = ${JSON.stringify(value)}`)
        }
      }

      for (const keyPath of locale.keys()) {
        if (expected.has(keyPath) || allowed.has(keyPath)) continue
        // Nested under a key where en-US has a leaf: already reported as a type error above.
        if ([...expected.keys()].some((k) => keyPath.startsWith(`${k}.`))) continue
        // A leaf where en-US has an object (or the reverse) is a type error, not an extra key.
        const shadowed = [...reference.keys()].some((k) => k.startsWith(`${keyPath}.`))
        if (shadowed) errors.push(`not an object: ${keyPath} is ${kindOf(locale.get(keyPath))} (en-US has an object)`)
        else errors.push(`extra key (not in en-US): ${keyPath}`)
      }
    }

    if (errors.length || warns.length) {
      console.info(`${file}:`)
      for (const message of errors) console.info(`  error   ${message}`)
      for (const message of warns) console.info(`  warning ${message}`)
    }
    if (errors.length) failed = true
    warnings += warns.length
  }

  if (failed) {
    console.error(`i18n: FAILED (${files.length} locales checked against ${referenceFile})`)
    return 1
  }
  if (warnings) console.info(`i18n: ${warnings} warning${warnings === 1 ? '' : 's'} (not failing)`)
  console.info(`i18n: ${files.length} locales, ${reference.size} keys each, OK`)
  return 0
}

process.exitCode = await main()
