/** What a form hands to the section; the target is added by the section. */
export interface CommentDraftInput {
  comment: string;
  rating: number | null;
  parentId: string | null;
}
