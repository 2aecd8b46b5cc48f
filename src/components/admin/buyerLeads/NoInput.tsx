/**
 * In place of a buyer lead's inputs: every field is written by the system (the buyer's sign-up, their
 * links, the alerts run), so the edit view shows the values once, as text, in the card at its top
 * (BuyerLeadCard.tsx) instead of greyed-out inputs. The fields stay list columns and filters.
 */
export const NoInput = () => null
