/**
 * The product page (spec section 2, "Product detail"): details, add-to-cart, chat with the
 * seller and reviews.
 */
export { ProductDetail, UNKNOWN_PARTNER } from './components/product-detail';
export { ProductGallery, type ProductGalleryProps } from './components/product-gallery';
export { parseProductId } from './parse-product-id';
