// Names for the content types' entries as the CMS's code reads them (global: no import needed). The
// content types' own generated types are not built (a JavaScript project): these list the fields used.

/** A shopper's account (plugin::users-permissions.user), as on a signed-in request's state. */
interface ShopperAccount {
  id: number;
  documentId?: string;
  username: string;
  email?: string;
  prenom?: string | null;
  nom?: string | null;
}

/** A media file's public address, as populated with `select: ['url']`. */
interface MediaUrl {
  url?: string | null;
}
