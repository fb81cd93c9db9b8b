export { CUSTOMER_SERVICE_PHONE, TechnicalErrorPage } from './TechnicalErrorPage';
export type { TechnicalErrorPageProps } from './TechnicalErrorPage';
