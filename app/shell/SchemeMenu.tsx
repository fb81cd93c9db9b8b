import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCHEME_CHOICES } from '../../themes/schemes';
import { HeaderSelect } from './PageFrame';
import { chooseScheme, isSchemeChoice, SCHEME_FIELD, storedScheme } from './scheme';

/**
 * Light, dark or as the device: the bank's colour scheme, changed at once and remembered on this
 * device. A native select on the header bar, as the language menu is.
 */
export function SchemeMenu() {
  const { t } = useTranslation();
  const id = useId();
  // No document when the login page is prerendered: the device's until the page starts.
  const [choice, setChoice] = useState(() =>
    typeof document === 'undefined' ? 'device' : storedScheme(document.cookie),
  );

  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t('shell.scheme.label')}
      </label>
      <HeaderSelect
        id={id}
        name={SCHEME_FIELD}
        value={choice}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isSchemeChoice(chosen)) return;
          chooseScheme(document, chosen);
          setChoice(chosen);
        }}
      >
        {SCHEME_CHOICES.map((option) => (
          <option key={option} value={option}>
            {t(`shell.scheme.${option}`)}
          </option>
        ))}
      </HeaderSelect>
    </>
  );
}
