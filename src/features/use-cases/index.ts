export { useCasesJsonLd } from './use-cases-json-ld';
export { UseCasesPage } from './use-cases-page';
