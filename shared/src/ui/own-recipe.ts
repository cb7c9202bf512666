import { createElement, type ComponentType } from 'react';

/** The recipe a component was bound to by `withOwnRecipe`, for the design system's tests. */
export const OWN_RECIPE = Symbol.for('chargemaroc.ownRecipe');

/**
 * A component styled by a recipe it carries, passed as the `recipe` prop Chakra's styled components
 * read before the system's registry. Section-only families are bound so: their recipes ship with the
 * entry a section imports instead of inside the system every page creates at start (its chunk is in
 * every first load, and createSystem processes each recipe it holds).
 */
export function withOwnRecipe<P extends object>(
  Component: ComponentType<P>,
  recipe: object,
): ComponentType<P> {
  function WithOwnRecipe(props: P) {
    return createElement(Component, { recipe, ...props });
  }
  WithOwnRecipe.displayName = Component.displayName;
  return Object.assign(WithOwnRecipe, { [OWN_RECIPE]: recipe });
}
