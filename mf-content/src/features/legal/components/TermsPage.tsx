import { termsOfSale } from '../legal-texts';
import { LegalPage } from './LegalPage';

export const TermsPage = () => <LegalPage text={termsOfSale} />;
