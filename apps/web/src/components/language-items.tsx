import { LANGUAGES, LANGUAGE_NAMES } from '@portico/contract';
import { SelectItem } from '@/components/ui/select';

/**
 * Every language Portico speaks as a select's options, each named in itself and marked with its language, as
 * people look for their own (the console's default language, a person's own in Settings).
 */
export const LanguageItems = () =>
  LANGUAGES.map((language) => (
    <SelectItem key={language} value={language} lang={language}>
      {LANGUAGE_NAMES[language]}
    </SelectItem>
  ));
