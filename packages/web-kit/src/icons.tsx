/**
 * Inline SVG icons for every front end: decorative (aria-hidden), drawn in currentColor, sized by
 * `size`. Give the surrounding control its accessible name. Imported as `@ogulf/web-kit/icons`,
 * outside the shared singleton. One module per icon (./icons/), marked free of side effects in
 * rspack-config: each chunk carries only the icons its own code draws, not every icon its app uses.
 */
export { IconSvg, type IconProps, type IconSvgProps } from './icons/icon-svg';
export { SearchIcon } from './icons/search';
export { CartIcon } from './icons/cart';
export { MenuIcon } from './icons/menu';
export { CloseIcon } from './icons/close';
export { PhoneIcon } from './icons/phone';
export { MailIcon } from './icons/mail';
export { MapPinIcon } from './icons/map-pin';
export { ClockIcon } from './icons/clock';
export { GlobeIcon } from './icons/globe';
export { HomeIcon } from './icons/home';
export { GridIcon } from './icons/grid';
export { HeadsetIcon } from './icons/headset';
export { ArrowBackIcon } from './icons/arrow-back';
export { RefreshIcon } from './icons/refresh';
export { CloudOffIcon } from './icons/cloud-off';
export { WhatsAppIcon } from './icons/whats-app';
export { FacebookIcon } from './icons/facebook';
export { InstagramIcon } from './icons/instagram';
export { LinkedInIcon } from './icons/linked-in';
export { XIcon } from './icons/x';
export { LinkIcon } from './icons/link';
export { CheckIcon } from './icons/check';
export { CalendarIcon } from './icons/calendar';
export { ChevronStartIcon } from './icons/chevron-start';
export { ChevronEndIcon } from './icons/chevron-end';
export { InfoIcon } from './icons/info';
export { AlertIcon } from './icons/alert';
export { StorefrontIcon } from './icons/storefront';
export { PlusIcon } from './icons/plus';
export { MinusIcon } from './icons/minus';
export { FilterIcon } from './icons/filter';
export { ChevronDownIcon } from './icons/chevron-down';
export { TruckIcon } from './icons/truck';
export { ToolsIcon } from './icons/tools';
export { CartAddIcon } from './icons/cart-add';
export { QuoteIcon } from './icons/quote';
export { ShieldIcon } from './icons/shield';
export { DeliveryVanIcon } from './icons/delivery-van';
