import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { termsAcceptedField } from '../../domain/forms/termsForm';
import { Checkbox, type CheckboxProps } from '../Checkbox';
import { Link } from '../Link';
import { VisuallyHidden } from '../VisuallyHidden';

export interface TermsCheckboxProps extends Omit<CheckboxProps, 'label' | 'error'> {
  /** The terms document; it opens in a new window so the form keeps what was filled in. */
  termsHref: string;
  /** The form was submitted: an unticked box then shows 'Hyväksy ehdot jatkaaksesi'. */
  submitted?: boolean;
}

function TermsLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> {t('kit.termsCheckbox.opensInNewWindow')}</VisuallyHidden>
    </Link>
  );
}

// The label marks its link `<terms>…</terms>`. Read here rather than with i18next's Trans, whose
// markup parser would weigh on every page that opens an account.
const TERMS_LINK = /^(.*)<terms>(.*)<\/terms>(.*)$/s;

/**
 * The checkbox accepting the terms, its label linking to the terms document. After a submit
 * with the box unticked it shows the terms rule's message until the box is ticked.
 */
export const TermsCheckbox = forwardRef<HTMLInputElement, TermsCheckboxProps>(
  function TermsCheckbox(
    { termsHref, submitted = false, checked, defaultChecked, onChange, ...rest },
    ref,
  ) {
    const { t } = useTranslation();
    const label = t('kit.termsCheckbox.label');
    const [, before, linkText, after] = TERMS_LINK.exec(label) ?? ['', '', label, ''];
    const box = useRef<HTMLInputElement>(null);
    useImperativeHandle(ref, () => box.current as HTMLInputElement, []);
    const [ticked, setTicked] = useState(Boolean(defaultChecked));
    // A form library may tick the box through the ref after mount (react-hook-form's defaults).
    useEffect(() => setTicked(box.current?.checked ?? false), []);
    const accepted = checked ?? ticked;
    const error = submitted
      ? termsAcceptedField.safeParse(accepted).error?.issues[0]?.message
      : null;

    function handleChange(event: ChangeEvent<HTMLInputElement>) {
      setTicked(event.target.checked);
      onChange?.(event);
    }

    return (
      <Checkbox
        ref={box}
        checked={checked}
        defaultChecked={defaultChecked}
        onChange={handleChange}
        {...rest}
        error={error}
        label={
          <>
            {before}
            <TermsLink href={termsHref}>{linkText}</TermsLink>
            {after}
          </>
        }
      />
    );
  },
);
