import { Button, Flex, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import { $languageCode, LANGUAGES, languageChanged } from '../../../model/preferences/language'
import { flagEmoji } from '../../i18n/flag'

/** The languages by native name and flag; the current one is disabled. */
export function LanguagePage() {
  const { t } = useTranslation()
  const [current, choose] = useUnit([$languageCode, languageChanged])
  return (
    <Flex direction="column" gap="2">
      <Text size="2" color="gray">
        {t('settings.language.hint')}
      </Text>
      <Flex asChild direction="column" gap="1">
        <ul aria-label={t('settings.language.list')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {LANGUAGES.map((language) => (
            <li key={language.langCode}>
              <Button
                variant={language.langCode === current ? 'soft' : 'ghost'}
                color={language.langCode === current ? undefined : 'gray'}
                disabled={language.langCode === current}
                aria-current={language.langCode === current ? 'true' : undefined}
                lang={language.langCode}
                onClick={() => choose(language.langCode)}
                style={{ width: '100%', justifyContent: 'flex-start', margin: 0 }}
              >
                <span aria-hidden>{flagEmoji(language.flag)}</span>
                {language.langNativeName}
              </Button>
            </li>
          ))}
        </ul>
      </Flex>
    </Flex>
  )
}
