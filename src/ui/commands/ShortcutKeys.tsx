import { Flex, Kbd, Text } from '@radix-ui/themes'
import { useTexts } from '../i18n/use-texts'

/** Shows a shortcut as key caps: [['Ctrl','B']] → Ctrl B; a sequence reads "G then A". */
export function ShortcutKeys({ keys, size = '1' }: { keys: string[][]; size?: '1' | '2' }) {
  const { t } = useTexts()
  return (
    <Flex gap="1" align="center" asChild>
      <span>
        {keys.map((chord, index) => (
          <Flex key={index} gap="1" align="center" asChild>
            <span>
              {index > 0 && (
                <Text size="1" color="gray">
                  {t('shortcuts.then')}
                </Text>
              )}
              {chord.map((key) => (
                <Kbd key={key} size={size}>
                  {key}
                </Kbd>
              ))}
            </span>
          </Flex>
        ))}
      </span>
    </Flex>
  )
}
