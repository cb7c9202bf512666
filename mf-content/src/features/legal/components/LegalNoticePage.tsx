import { legalNotice } from '../legal-texts';
import { LegalPage } from './LegalPage';

export const LegalNoticePage = () => <LegalPage text={legalNotice} />;
