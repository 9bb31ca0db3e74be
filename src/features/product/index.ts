/**
 * The product page (spec section 2, "Product detail"): details, add-to-cart, chat with the
 * seller and reviews.
 */
export { ProductDetail, UNKNOWN_PARTNER } from './components/product-detail';
export { OPEN_CHAT_EVENT, type OpenChatDetail } from './components/chat-seller-button';
export { parseProductId } from './parse-product-id';
