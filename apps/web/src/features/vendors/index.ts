/** The vendors feature: the Vendors page, where a signed-in user defines custom vendors. */
export { VendorsPage, type VendorsPageProps } from './components/vendors-page';
export type { VendorsApi } from './api/vendors-api';
