import { Flex, Text } from '@radix-ui/themes'
import { Command } from 'cmdk'
import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import { $languageCode, LANGUAGES, languageChanged } from '../../model/preferences/language'
import { flagEmoji } from '../i18n/flag'

/** The palette's language list, by native name and flag; the current language is disabled. */
export function PaletteLanguages({ onChosen }: { onChosen: () => void }) {
  const { t } = useTranslation()
  const [current, choose] = useUnit([$languageCode, languageChanged])
  return (
    <Command.Group heading={t('palette.languages')}>
      {LANGUAGES.map((language) => (
        <Command.Item
          key={language.langCode}
          value={`language:${language.langCode}`}
          keywords={[language.langNativeName]}
          disabled={language.langCode === current}
          onSelect={() => {
            choose(language.langCode)
            onChosen()
          }}
        >
          <Flex align="center" gap="3" lang={language.langCode}>
            <span aria-hidden>{flagEmoji(language.flag)}</span>
            <Text size="2">{language.langNativeName}</Text>
          </Flex>
        </Command.Item>
      ))}
    </Command.Group>
  )
}
