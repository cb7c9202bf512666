import { privacyPolicy } from '../legal-texts';
import { LegalPage } from './LegalPage';

export const PrivacyPage = () => <LegalPage text={privacyPolicy} />;
