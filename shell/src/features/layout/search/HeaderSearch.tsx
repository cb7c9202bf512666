import { paths } from '@chargemaroc/shared/routing/paths';
import { lazy, Suspense, useRef, useState } from 'react';
import { chakra, IconButton } from '@chargemaroc/shared/ui/layout';
import { NativeField, NativeInput } from '@chargemaroc/shared/ui/native-field';
import { SearchIcon } from '@chargemaroc/shared/ui/icons';
import { coreMessages as messages } from '@chargemaroc/shared/messages/core';

/** The predictive part (suggestions, keyboard, announcements): fetched when the box is first focused. */
export const loadSearchCombobox = () => import(/* webpackChunkName: "header-search" */ './SearchCombobox');
const SearchCombobox = lazy(() =>
  loadSearchCombobox().then((module) => ({ default: module.SearchCombobox })),
);

const labels = messages.search;

/**
 * The header's search box on every page. The first load carries only a native form (it works
 * without JavaScript: GET /recherche?q=…); focusing the box fetches the combobox, which takes over
 * the same input, so nothing typed meanwhile is lost.
 */
export function HeaderSearch() {
  const formRef = useRef<HTMLFormElement>(null);
  const [engaged, setEngaged] = useState(false);
  return (
    <chakra.form
      ref={formRef}
      role="search"
      aria-label={labels.label}
      action={paths.search.href()}
      method="get"
      position="relative"
      display="flex"
      alignItems="center"
      gap="1"
      w="full"
      onFocus={() => setEngaged(true)}
    >
      <NativeField.Root flex="1" gap="0">
        <NativeField.Label srOnly>{labels.label}</NativeField.Label>
        <NativeInput
          type="search"
          name="q"
          h="9"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          placeholder={labels.placeholder}
        />
      </NativeField.Root>
      <IconButton type="submit" aria-label={labels.submit} size="sm" variant="ghost">
        <SearchIcon />
      </IconButton>
      {engaged && (
        <Suspense fallback={null}>
          <SearchCombobox formRef={formRef} />
        </Suspense>
      )}
    </chakra.form>
  );
}
