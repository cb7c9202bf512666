import { Button } from '@chargemaroc/shared/ui/layout';

/** The submit button of every sign-in screen: full width in its stack, busy while the CMS answers. */
export function SubmitButton({
  submitting,
  labels,
}: {
  submitting: boolean;
  labels: { submit: string; submitting: string };
}) {
  return (
    <Button
      type="submit"
      colorPalette="charge"
      size="lg"
      loading={submitting}
      loadingText={labels.submitting}
    >
      {labels.submit}
    </Button>
  );
}
