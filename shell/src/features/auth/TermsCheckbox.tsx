import { Checkbox } from '@chargemaroc/shared/ui/checkbox';
import { useId } from 'react';
import { Box, Link, Text, VisuallyHidden } from '@chargemaroc/shared/ui/layout';
import { authLabels } from './labels';
import { paths } from '@chargemaroc/shared/routing/paths';

const labels = authLabels.register;

function LegalLink({ href, children }: { href: string; children: string }) {
  // A new tab, so that reading the terms does not lose what was typed in the form.
  return (
    <Link href={href} target="_blank" rel="noopener" color="charge.fg" textDecoration="underline">
      {children}
      <VisuallyHidden> (nouvel onglet)</VisuallyHidden>
    </Link>
  );
}

interface TermsCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The refusal ('Veuillez accepter…'), shown beneath the box and describing it. */
  error?: string;
}

export function TermsCheckbox({ checked, onChange, error }: TermsCheckboxProps) {
  const errorId = useId();
  return (
    <Box>
      <Checkbox.Root
        name="acceptTerms"
        checked={checked}
        invalid={Boolean(error)}
        onCheckedChange={(details) => onChange(details.checked === true)}
        alignItems="flex-start"
        colorPalette="charge"
      >
        <Checkbox.HiddenInput aria-describedby={error ? errorId : undefined} />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal">
          {labels.acceptTermsBefore}
          <LegalLink href={paths.terms.href()}>{labels.termsLink}</LegalLink>
          {labels.acceptTermsBetween}
          <LegalLink href={paths.privacy.href()}>{labels.privacyLink}</LegalLink>
        </Checkbox.Label>
      </Checkbox.Root>
      {error && (
        <Text id={errorId} color="red.700" fontSize="sm" mt="1.5">
          {error}
        </Text>
      )}
    </Box>
  );
}
