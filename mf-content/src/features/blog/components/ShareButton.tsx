import { useState } from 'react';
import { Button, Text } from '@chargemaroc/shared/ui/layout';
import { messages } from '@chargemaroc/shared/messages';
import { contentLabels } from '../../../labels';

/** Native share where the browser has it, else the link copied with the spec's confirmation. */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const [copied, setCopied] = useState(false);
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // the visitor closed the share sheet: nothing to do
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // no clipboard (insecure context): the confirmation still shows the link to copy by hand
    }
    setCopied(true);
  };
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => void share()}>
        {contentLabels.blog.share}
      </Button>
      <Text role="status" fontSize="sm" color="green.700" data-print-hide>
        {copied ? messages.blog.linkCopied : ''}
      </Text>
    </>
  );
}
