import { ASPECT_RATIOS } from '@store/shared/catalog';
import { DAILY_UPLOAD_LIMIT, PRINT_DELIVERY_BUSINESS_DAYS, RENDER_TARGET_HOURS } from '@store/shared/policy';
import { DIGITAL_DOWNLOAD_PRICE_CENTS, formatShortDollars } from '@store/shared/prices';
import { englishList } from '@store/shared/english';
import { STYLES } from '@store/shared/styles';

/* The shared business facts worded once for the text pages, so every page says the same thing. */

export const digitalDownloadPrice = formatShortDollars(DIGITAL_DOWNLOAD_PRICE_CENTS);
export const printDeliveryWindow = `${PRINT_DELIVERY_BUSINESS_DAYS.min}–${PRINT_DELIVERY_BUSINESS_DAYS.max} business days`;
export const renderTarget = hoursText(RENDER_TARGET_HOURS);
export const dailyUploads = countText(DAILY_UPLOAD_LIMIT, 'upload');
export const aspectRatioCount = ASPECT_RATIOS.length;
export const aspectRatioList = englishList(ASPECT_RATIOS);
export const styleList = englishList(STYLES);

function hoursText(hours: number): string {
  return hours === 1 ? 'about an hour' : `about ${hours} hours`;
}

function countText(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
