/** `US` → 🇺🇸: a country's flag from its two regional indicator letters. */
export function flagEmoji(country: string): string {
  return [...country.toUpperCase()].map((letter) => String.fromCodePoint(0x1f1e6 + letter.charCodeAt(0) - 65)).join('')
}
