import { LegalPage } from './LegalPage';

/** Its own file, so that the page's chunk is named after its route (the origin preloads it). */
export const LegalNoticePage = () => <LegalPage />;
