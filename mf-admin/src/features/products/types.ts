/** Products as the admin API answers them: the public shape plus `active` (the shapes live in @ogulf/contracts). */
export type {
  AdminProductView as AdminProduct,
  AdminProductList as ProductList,
  CatalogRef,
  Specification,
} from '@ogulf/contracts';
export { AVAILABILITIES, PRODUCT_FLAGS, type Availability, type ProductFlag } from '@ogulf/contracts/constants';
