/** Screen-only wording of the error screens; the spec's messages come from the shared catalogue. */
export const errorLabels = {
  notFoundCode: '404',
  remoteFailed: "Cette section n'a pas pu être chargée.",
  remoteFailedHint: 'Vérifiez votre connexion puis réessayez. Le reste du site reste disponible.',
} as const;
