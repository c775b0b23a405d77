import { ASPECT_RATIOS } from '@store/shared/catalog';
import {
  DAILY_UPLOAD_LIMIT,
  DIGITAL_DOWNLOAD_PRICE_CENTS,
  PRINT_DELIVERY_BUSINESS_DAYS,
  RENDER_TARGET_HOURS,
} from '@store/shared/policy';
import { STYLES } from '@store/shared/styles';

/* The shared business facts worded once for the text pages, so every page says the same thing. */

const listFormat = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

export const digitalDownloadPrice = formatWholeDollars(DIGITAL_DOWNLOAD_PRICE_CENTS);
export const printDeliveryWindow = `${PRINT_DELIVERY_BUSINESS_DAYS.min}–${PRINT_DELIVERY_BUSINESS_DAYS.max} business days`;
export const renderTarget = hoursText(RENDER_TARGET_HOURS);
export const dailyUploads = countText(DAILY_UPLOAD_LIMIT, 'upload');
export const aspectRatioCount = ASPECT_RATIOS.length;
export const aspectRatioList = listFormat.format(ASPECT_RATIOS);
export const styleList = listFormat.format(STYLES);

/** 1000 -> "$10", 1050 -> "$10.50". */
function formatWholeDollars(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}

function hoursText(hours: number): string {
  return hours === 1 ? 'about an hour' : `about ${hours} hours`;
}

function countText(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
