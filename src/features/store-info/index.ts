/**
 * Store information (spec section 2): the home page's hero, category tiles and about text, the
 * about page, the contact channels (/layanan, footer) and the store and partner locations
 * (/lokasi-toko).
 */
export { HeroBanner } from './components/hero-banner';
export { CategoryTiles } from './components/category-tiles';
export { CategoryChips } from './components/category-chips';
export { AboutSummary } from './components/about-summary';
export { AboutContent } from './components/about-content';
export { ContactChannelList } from './components/contact-channel-list';
export { ContactLines } from './components/contact-lines';
export { MainStoreCard } from './components/main-store-card';
export { PartnerLocationList } from './components/partner-location-list';
export { ExternalLink } from './components/external-link';
export { contactChannels, type ContactChannel } from './lib/contact-channels';
export { osmPointUrl, osmSearchUrl, formatCoordinates } from './lib/map-links';
